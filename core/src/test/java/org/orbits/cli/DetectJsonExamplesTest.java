package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orbits.model.ExternalTools;

/**
 * {@code --symmetry detect --json} on every example model: one document whose group is the detected one, each generator
 * with where its proof comes from, and the detection's report beside it, as the text says. Small instances, so that
 * detection, which enumerates every solution, stays quick. The Almost Magic model is left out: detection needs every
 * optimal solution, whose search breaks no symmetry, and takes minutes.
 */
class DetectJsonExamplesTest {

    private static final Path EXAMPLES = Path.of("examples");

    private static final Set<String> SOURCES = Set.of("model's constraints", "constraint graph", "candidate");

    @ParameterizedTest
    @CsvSource({
        "queens.mzn, n=6, 4, 1",
        "queens-rows.mzn, n=6, 4, 1",
        "magic-square.mzn, n=3, 8, 1",
        "langford.mzn, n=4, 2, 1",
        "latin-square.mzn, n=3, 12, 1",
        "necklaces.mzn, n=6, 64, 1",
        "costas.mzn, n=5, 40, 10",
        "n-gon.mzn, n=4, 24, 3",
        "the-apex.mzn, rows=3 modulus=3, 2, 1",
        "shidoku.mzn, '', 288, 2",
        "graph-colouring.mzn, data=petersen.dzn, 120, 1",
        "hip-game.mzn, n=3, 92, 92",
    })
    void theDocumentHoldsTheDetectedGroupAndTheSourceOfEveryGenerator(
            String model, String parameters, long solutions, long orbits) throws IOException {
        ExternalTools.require("minizinc");
        List<String> words =
                new ArrayList<>(List.of("enumerate", EXAMPLES.resolve(model).toString()));
        for (String parameter :
                com.google.common.base.Splitter.on(' ').omitEmptyStrings().split(parameters)) {
            if (parameter.startsWith("data=")) {
                words.addAll(
                        List.of("-d", EXAMPLES.resolve(parameter.substring(5)).toString()));
            } else {
                words.addAll(List.of("-p", parameter));
            }
        }
        words.addAll(List.of("--symmetry", "detect", "--json", "--no-checks", "--quiet"));
        OrbitsCommandTest.Run run = OrbitsCommandTest.run(words.toArray(String[]::new));
        assertEquals(0, run.exit(), run.err());
        JsonNode document = new ObjectMapper().readTree(run.out());
        assertEquals("detected", document.get("group").get("name").asText());
        assertEquals(solutions, document.get("solutions").asLong());
        assertEquals(orbits, document.get("orbits").asLong());
        for (JsonNode generator : document.get("group").get("generators")) {
            assertTrue(SOURCES.contains(generator.path("source").asText()), generator.toString());
        }
        assertFalse(document.get("detection").get("report").isEmpty());
        assertTrue(
                document.get("detection").get("report").get(0).asText().startsWith("detected group: "),
                document.get("detection").toString());
    }
}
