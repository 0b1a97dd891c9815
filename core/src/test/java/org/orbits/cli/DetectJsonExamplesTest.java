package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.base.Splitter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orbits.model.ExternalTools;
import org.orbits.model.minizinc.GecodeSolutions;

/**
 * {@code --symmetry detect --json} on every example model: one document whose group is the detected one, each generator
 * with where its proof comes from, and the detection's report beside it, as the text says. Its figures are checked
 * against a solution set that shares nothing with orbits' engine, Gecode's: as many solutions; every generator, read
 * from the document's words, a symmetry of Gecode's set; and as many orbits as those generators make of Gecode's set,
 * closed under them by plain union-find. So is every other group the document reports (the symmetries proven on the
 * solutions only). Small instances, so that detection, which enumerates every solution, stays quick. The Almost Magic
 * model is left out: detection needs every optimal solution, whose search breaks no symmetry, and takes minutes.
 */
class DetectJsonExamplesTest {

    private static final Path EXAMPLES = Path.of("examples");

    private static final Set<String> SOURCES = Set.of("model's constraints", "constraint graph", "candidate");

    @TempDir
    Path cache;

    @ParameterizedTest
    @CsvSource({
        "queens.mzn, n=6",
        "queens-rows.mzn, n=6",
        "magic-square.mzn, n=3",
        "langford.mzn, n=4",
        "latin-square.mzn, n=3",
        "necklaces.mzn, n=6",
        "costas.mzn, n=5",
        "n-gon.mzn, n=4",
        "the-apex.mzn, rows=3 modulus=3",
        "shidoku.mzn, ''",
        "graph-colouring.mzn, data=petersen.dzn",
        "hip-game.mzn, n=3",
    })
    void theDocumentHoldsTheDetectedGroupAndTheSourceOfEveryGenerator(String model, String parameters)
            throws IOException {
        ExternalTools.require("minizinc");
        List<String> words =
                new ArrayList<>(List.of("enumerate", EXAMPLES.resolve(model).toString()));
        List<Path> data = new ArrayList<>();
        Map<String, String> given = new LinkedHashMap<>();
        for (String parameter : Splitter.on(' ').omitEmptyStrings().split(parameters)) {
            if (parameter.startsWith("data=")) {
                data.add(EXAMPLES.resolve(parameter.substring(5)));
                words.addAll(
                        List.of("-d", EXAMPLES.resolve(parameter.substring(5)).toString()));
            } else {
                words.addAll(List.of("-p", parameter));
                List<String> pair = Splitter.on('=').limit(2).splitToList(parameter);
                given.put(pair.get(0), pair.get(1));
            }
        }
        words.addAll(List.of("--symmetry", "detect", "--json", "--no-checks", "--quiet"));
        OrbitsCommandTest.Run run = OrbitsCommandTest.run(words.toArray(String[]::new));
        assertEquals(0, run.exit(), run.err());
        JsonNode document = new ObjectMapper().readTree(run.out());
        assertEquals("detected", document.get("group").get("name").asText());
        for (JsonNode generator : document.get("group").get("generators")) {
            assertTrue(SOURCES.contains(generator.path("source").asText()), generator.toString());
        }
        assertFalse(document.get("detection").get("report").isEmpty());
        assertTrue(
                document.get("detection").get("report").get(0).asText().startsWith("detected group: "),
                document.get("detection").toString());

        List<String> cells = new ArrayList<>();
        document.get("representatives").get(0).get("cells").fieldNames().forEachRemaining(cells::add);
        Set<Map<String, Integer>> gecode = new HashSet<>();
        Set<Map<String, Integer>> found = GecodeSolutions.of(EXAMPLES.resolve(model), data, given, cache);
        for (Map<String, Integer> solution : found) {
            Map<String, Integer> onCells = new LinkedHashMap<>();
            cells.forEach(cell -> onCells.put(cell, solution.get(cell)));
            assertFalse(onCells.containsValue(null), "Gecode assigns every cell of " + cells + ": " + solution);
            gecode.add(onCells);
        }
        assertEquals(found.size(), gecode.size(), "Gecode's solutions differ on the cells");
        assertEquals(gecode.size(), document.get("solutions").asLong(), "solutions, as Gecode finds them");
        assertOrbitsAsGecodesSolutionsGive(document, gecode);
        for (JsonNode other : document.path("otherGroups")) {
            assertOrbitsAsGecodesSolutionsGive(other, gecode);
        }
    }

    /**
     * The document's generators each map Gecode's solution set onto itself, and make of it as many orbits as the
     * document says, each listed representative among them with the size of its orbit.
     */
    private static void assertOrbitsAsGecodesSolutionsGive(JsonNode document, Set<Map<String, Integer>> solutions) {
        String group = document.get("group").get("name").asText();
        List<JsonNode> generators = new ArrayList<>();
        document.get("group").get("generators").forEach(generators::add);
        Map<Map<String, Integer>, Map<String, Integer>> parent = new HashMap<>();
        solutions.forEach(solution -> parent.put(solution, solution));
        for (Map<String, Integer> solution : solutions) {
            for (JsonNode generator : generators) {
                Map<String, Integer> image = image(generator, solution);
                assertTrue(
                        solutions.contains(image),
                        group + ": " + generator.get("name").asText() + " maps " + solution + " to no solution");
                parent.put(root(parent, solution), root(parent, image));
            }
        }
        Map<Map<String, Integer>, Integer> orbitSizes = new HashMap<>();
        solutions.forEach(solution -> orbitSizes.merge(root(parent, solution), 1, Integer::sum));
        assertEquals(orbitSizes.size(), document.get("orbits").asLong(), group + ": orbits of Gecode's solutions");
        for (JsonNode representative : document.get("representatives")) {
            Map<String, Integer> values = new LinkedHashMap<>();
            representative
                    .get("cells")
                    .fields()
                    .forEachRemaining(
                            cell -> values.put(cell.getKey(), cell.getValue().asInt()));
            assertTrue(solutions.contains(values), group + ": " + values + " is one of Gecode's solutions");
            assertEquals(
                    orbitSizes.get(root(parent, values)).intValue(),
                    representative.get("orbitSize").asInt(),
                    group + ": the orbit size of " + values);
        }
    }

    private static Map<String, Integer> root(
            Map<Map<String, Integer>, Map<String, Integer>> parent, Map<String, Integer> solution) {
        Map<String, Integer> at = solution;
        while (!parent.get(at).equals(at)) {
            at = parent.get(at);
        }
        return at;
    }

    /**
     * A generator as the document words it: the value of each listed cell moves to the cell it names, through the
     * value map; or each listed assignment {@code cell=value} becomes the one it names, the others staying.
     */
    private static Map<String, Integer> image(JsonNode generator, Map<String, Integer> solution) {
        Map<String, Integer> image = new LinkedHashMap<>(solution);
        if (generator.has("literals")) {
            Map<String, String> literals = new HashMap<>();
            generator
                    .get("literals")
                    .fields()
                    .forEachRemaining(l -> literals.put(l.getKey(), l.getValue().asText()));
            Map<String, Integer> moved = new HashMap<>();
            solution.forEach((cell, value) -> {
                String to = literals.getOrDefault(cell + "=" + value, cell + "=" + value);
                int at = to.lastIndexOf('=');
                moved.put(to.substring(0, at), Integer.parseInt(to.substring(at + 1)));
            });
            assertEquals(
                    solution.keySet(), moved.keySet(), generator.get("name").asText() + " assigns every cell");
            image.putAll(moved);
            return image;
        }
        Map<String, String> cells = new HashMap<>();
        generator
                .get("cells")
                .fields()
                .forEachRemaining(c -> cells.put(c.getKey(), c.getValue().asText()));
        Map<Integer, Integer> values = new HashMap<>();
        generator
                .get("values")
                .fields()
                .forEachRemaining(v ->
                        values.put(Integer.parseInt(v.getKey()), v.getValue().asInt()));
        solution.forEach((cell, value) -> image.put(cells.getOrDefault(cell, cell), values.getOrDefault(value, value)));
        return image;
    }
}
