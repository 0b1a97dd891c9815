package org.orbits.search.units;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.BadInputException;

/** Parts merge only with the other parts of their own search, each once, made by one build for one definition. */
class PartialMergeTest {

    private static final PartialResult FIRST = PartialReaderTest.written(1, 2);
    private static final PartialResult SECOND = PartialReaderTest.written(2, 2);

    private static PartialResult part(String text) {
        return PartialReader.read(text, "forged", PartialResult.CHECKPOINT);
    }

    private static String refused(PartialResult first, PartialResult second) {
        return assertThrows(
                        BadInputException.class, () -> PartialMerge.merge(List.of(first, second), List.of("a", "b")))
                .getMessage();
    }

    @Test
    void twoPartsMergeIntoTheWhole() {
        PartialMerge.Merged merged = PartialMerge.merge(List.of(FIRST, SECOND), List.of("a", "b"));
        assertTrue(merged.complete(), merged.missing().toString());
        assertEquals(4, merged.orbits().size());
    }

    @Test
    void thePartGivenTwiceIsRefused() {
        assertEquals("cannot merge b with a: they are the same part (given twice?)", refused(FIRST, FIRST));
    }

    @Test
    void aPartFromAnotherRunOfTheSamePartIsRefused() {
        PartialResult again = part(ForgedResults.resealed(
                FIRST.text(), tree -> tree.withObject("/enumerationCost").put("nanos", 1)));
        assertEquals("cannot merge b with a: both are part 1 of 2 (from two runs of it?)", refused(FIRST, again));
    }

    @Test
    void partsOfAnotherBuildOrAnotherDefinitionAreRefused() {
        PartialResult otherBuild = part(ForgedResults.resealed(SECOND.text(), tree -> tree.put("build", "0000")));
        assertEquals(
                "cannot merge b with a: they were made by different builds of orbits (0000 and " + FIRST.build() + ")",
                refused(FIRST, otherBuild));
        PartialResult otherModel =
                part(ForgedResults.resealed(SECOND.text(), tree -> tree.put("instance", "fedcba9876543210")));
        assertTrue(
                refused(FIRST, otherModel)
                        .startsWith("cannot merge b with a: they were made for different definitions of ngon n=6"),
                refused(FIRST, otherModel));
    }
}
