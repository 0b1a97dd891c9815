package org.orbits.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What each family says of a position being played: one rule per test, on a hand-made position. */
class RemarksTest {

    private final PuzzleRegistry registry = PuzzleRegistry.standard();

    private static int[] position(PuzzleInstance instance, Map<String, Integer> filled) {
        int[] values = new int[instance.cellNames().size()];
        Arrays.fill(values, PuzzleInstance.EMPTY);
        filled.forEach((cell, value) -> values[instance.cellIndex(cell)] = value);
        return values;
    }

    private static List<String> broken(PuzzleInstance instance, Map<String, Integer> filled) {
        return instance.remarks(position(instance, filled)).stream()
                .filter(PositionRemark::broken)
                .map(PositionRemark::text)
                .toList();
    }

    private static List<String> notes(PuzzleInstance instance, Map<String, Integer> filled) {
        return instance.remarks(position(instance, filled)).stream()
                .filter(remark -> !remark.broken())
                .map(PositionRemark::text)
                .toList();
    }

    private PuzzleInstance magic19() {
        return registry.family("ngon").instance(Map.of("n", "6"));
    }

    @Test
    void anNgonLineWithTheWrongSumIsBroken() {
        assertEquals(List.of("line C-m0-v0 sums to 23, not 22"), broken(magic19(), Map.of("C", 4, "m0", 9, "v0", 10)));
    }

    @Test
    void anNgonLineWithTheRightSumIsANote() {
        assertEquals(List.of("line C-m0-v0 sums to 22"), notes(magic19(), Map.of("C", 4, "m0", 8, "v0", 10)));
    }

    @Test
    void anNgonLineWithTwoDotsSaysWhatTheThirdNeeds() {
        assertEquals(List.of("line C-m0-v0 needs 8 at m0"), notes(magic19(), Map.of("C", 4, "v0", 10)));
    }

    @Test
    void anNgonLineNeedingALabelOutOfRangeIsBroken() {
        assertEquals(List.of("line C-m0-v0 needs 0 at m0, outside 1..19"), broken(magic19(), Map.of("C", 3, "v0", 19)));
    }

    @Test
    void anNgonLineNeedingALabelAnotherDotHoldsIsBroken() {
        assertEquals(
                List.of("line C-m0-v0 needs 8 at m0, but e3 holds it"),
                broken(magic19(), Map.of("C", 4, "v0", 10, "e3", 8)));
    }

    private PuzzleInstance apex() {
        return registry.family("apex").instance(Map.of("rows", "3", "modulus", "3"));
    }

    @Test
    void anApexCellThatIsNotTheSumOfTheTwoBelowIsBroken() {
        assertEquals(
                List.of("r1c0=1 breaks the rule: 1+2 is 3 modulo 3"),
                broken(apex(), Map.of("r1c0", 1, "r2c0", 1, "r2c1", 2)));
    }

    @Test
    void anApexCellWhoseTwoBelowAreFilledIsForced() {
        assertEquals(List.of("r1c0 must be 3 (the rule modulo 3)"), notes(apex(), Map.of("r2c0", 1, "r2c1", 2)));
    }

    @Test
    void anApexCellBelowIsForcedByTheCellAboveAndItsNeighbour() {
        assertEquals(List.of("r2c1 must be 2 (the rule modulo 3)"), notes(apex(), Map.of("r1c0", 3, "r2c0", 1)));
    }

    @Test
    void anApexDigitUsedMoreThanItsShareIsBroken() {
        assertEquals(
                List.of("digit 1 is used 3 times, but each digit is used 2 times"),
                broken(apex(), Map.of("r2c0", 1, "r2c2", 1, "r0c0", 1)));
    }

    private PuzzleInstance hip() {
        return registry.family("hip").instance(Map.of("n", "3"));
    }

    @Test
    void aHipSquareWithFourCornersOfOneColourIsMade() {
        List<String> notes = notes(hip(), Map.of("r0c0", 1, "r0c1", 1, "r1c0", 1, "r1c1", 1));
        assertTrue(notes.stream().anyMatch(note -> note.endsWith("is made in colour 1")), notes.toString());
    }

    @Test
    void aHipPlayerWithMorePointsThanTheBalancedSplitAllowsIsBroken() {
        assertEquals(
                List.of("colour 0 has 5 of its 4 points: too many for the balanced split"),
                broken(hip(), Map.of("r0c0", 0, "r0c1", 0, "r0c2", 0, "r1c0", 0, "r1c1", 0)));
    }

    @Test
    void anyHipSplitCountsNoPoints() {
        PuzzleInstance any = registry.family("hip").instance(Map.of("n", "3", "split", "any"));
        assertEquals(List.of(), notes(any, Map.of("r0c0", 0)));
    }

    private PuzzleInstance almostMagic() {
        return registry.family("almostmagic").instance(Map.of());
    }

    @Test
    void anAlmostMagicRegionWithLineSumsTooFarApartIsBroken() {
        Map<String, Integer> twoRows = Map.of("r0c1", 1, "r0c2", 2, "r0c3", 3, "r1c1", 4, "r1c2", 5, "r1c3", 6);
        assertEquals(
                List.of("region A: 2 full lines summing to 6, 15, from 6 to 15, more than 1 apart"),
                broken(almostMagic(), twoRows));
    }

    @Test
    void anAlmostMagicRegionWithLineSumsWithinTheSpreadIsANote() {
        Map<String, Integer> twoRows = Map.of("r0c1", 1, "r0c2", 5, "r0c3", 9, "r1c1", 2, "r1c2", 6, "r1c3", 7);
        assertEquals(List.of("region A: 2 full lines summing to 15, 15"), notes(almostMagic(), twoRows));
    }
}
