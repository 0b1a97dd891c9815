package org.orbits.search.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.ngon.NgonFamily;
import org.orbits.search.units.ForgedResults;
import org.orbits.search.units.PartialReader;
import org.orbits.search.units.PartialResult;

/**
 * Parts merge into the count of one run only when every orbit they record is one of the instance's, and no orbit is
 * met in them all more often than it has solutions: a part forged or made for another definition is refused, naming
 * it.
 */
class PartRunsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Magic-19, every solution enumerated (no symmetry breaking), so that an orbit's solutions spread over parts. */
    private static final PuzzleInstance MAGIC_19 = new NgonFamily().instance(Map.of("n", "6"));

    private static final SearchRequest EVERY_SOLUTION =
            SearchRequest.defaults().withSetting("symmetryBreaking", "none");

    private static List<String> partTexts() {
        List<String> texts = new ArrayList<>();
        for (int part = 1; part <= 2; part++) {
            texts.add(PartRuns.enumeratePart(MAGIC_19, EVERY_SOLUTION, part, 2).text());
        }
        return texts;
    }

    private static PartRuns.Merged merged(List<String> texts) {
        List<PartialResult> parts = new ArrayList<>();
        List<String> names = List.of("part1.json", "part2.json");
        for (int i = 0; i < texts.size(); i++) {
            parts.add(PartialReader.read(texts.get(i), names.get(i), PartialResult.PARTIAL));
        }
        return PartRuns.merge(parts, names, (family, parameters) -> new NgonFamily().instance(parameters));
    }

    private static String refused(List<String> texts) {
        return assertThrows(BadInputException.class, () -> merged(texts)).getMessage();
    }

    /** The first part with {@code edit} made to it, and sealed again. */
    private static List<String> forgedFirst(List<String> texts, Consumer<ObjectNode> edit) {
        return List.of(ForgedResults.resealed(texts.get(0), edit), texts.get(1));
    }

    /** The index of a unit of {@code tree} that met an orbit, and that orbit's representative. */
    private static int unitWithOrbits(ObjectNode tree) {
        ArrayNode units = tree.withArray("/enumerated");
        for (int i = 0; i < units.size(); i++) {
            if (!units.get(i).get("orbits").isEmpty()) {
                return i;
            }
        }
        throw new AssertionError("no unit met an orbit");
    }

    @Test
    void partsMergeIntoTheCountOfOneRun() {
        PartRuns.Merged merged = merged(partTexts());
        assertTrue(merged.missing().isEmpty(), merged.missing().toString());
        // Magic-19: 48 labellings, 4 up to symmetry (the seed's claim, as NgonFamilyTest asserts it).
        assertEquals(48, merged.reduction().groups().get(0).solutions());
        assertEquals(4, merged.reduction().groups().get(0).orbits().size());
    }

    @Test
    void aPartWhoseOrbitIsNoSolutionIsRefused() {
        String message = refused(forgedFirst(partTexts(), tree -> {
            ArrayNode values = (ArrayNode) ForgedResults.unit(tree, unitWithOrbits(tree))
                    .get("orbits")
                    .get(0)
                    .get("representative");
            JsonNode centre = values.get(0);
            values.set(0, values.get(1));
            values.set(1, centre);
        }));
        assertTrue(message.startsWith("part1.json does not hold for ngon n=6 sum=22: unit "), message);
        assertTrue(message.contains(", which is not a solution ("), message);
    }

    @Test
    void anOrbitMetMoreOftenThanItHasSolutionsIsRefused() {
        String message =
                refused(forgedFirst(partTexts(), tree -> ForgedResults.seen(tree, unitWithOrbits(tree), 0, 12)));
        assertTrue(message.contains(" times in all, but its orbit under D6 has 12 solutions"), message);
    }

    @Test
    void partsMadeForAnotherDefinitionAreRefused() throws IOException {
        List<String> texts = new ArrayList<>();
        for (String text : partTexts()) {
            texts.add(ForgedResults.resealed(text, tree -> tree.put("instance", "0123456789abcdef")));
        }
        assertEquals(
                "0123456789abcdef", JSON.readTree(texts.get(1)).get("instance").asText());
        assertTrue(refused(texts).startsWith("part1.json was made for another definition of ngon n=6 sum=22"));
    }
}
