package org.orbits.puzzle.ngon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.CanonicalOrbit;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;

class NgonFamilyTest {

    private final NgonFamily family = new NgonFamily();

    /** Seeds 000 and 001: Magic-19 has exactly 4 solutions up to symmetry, three with 2 in the center, one with 4. */
    @Test
    void magic19HasFourOrbitsThreeWithTwoInTheCenterAndOneWithFour() {
        PuzzleInstance magic19 = family.instance(Map.of());
        Census census = Census.take(
                magic19, magic19.defaultGroup(), SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT);
        assertTrue(census.complete());
        assertEquals(4, census.orbits().size());
        assertEquals(48, census.solutions());
        int center = magic19.cellIndex("C");
        List<Integer> centers = census.orbits().stream()
                .map(o -> o.representative().get(center))
                .sorted()
                .toList();
        assertEquals(List.of(2, 2, 2, 4), centers);
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5, 6, 7, 8, 9, 10})
    void theGroupIsDihedralOfOrderTwoN(int n) {
        Group group = family.instance(Map.of("n", Integer.toString(n))).defaultGroup();
        assertEquals(2L * n, group.order());
        assertEquals("D" + n, group.name());
    }

    @Test
    void theReflectionSendsEachEdgeToAnEdge() {
        NgonGeometry geometry = new NgonGeometry(5);
        CellMap reflection = NgonSymmetries.reflection(geometry);
        assertEquals(geometry.edgeMidpoint(4), reflection.cellImage(geometry.edgeMidpoint(0)));
        assertEquals(geometry.corner(4), reflection.cellImage(geometry.corner(1)));
        assertEquals(geometry.spokeMidpoint(0), reflection.cellImage(geometry.spokeMidpoint(0)));
    }

    @Test
    void dotsAreNamedAsInThePuzzleDefinition() {
        assertEquals(
                List.of("C", "m0", "m1", "m2", "v0", "v1", "v2", "e0", "e1", "e2"),
                family.instance(Map.of("n", "3")).cellNames());
    }

    @Test
    void theCheckerRejectsALabelUsedTwice() {
        int[] solution = magic19Solution();
        solution[1] = solution[2];
        assertTrue(violation(solution).orElseThrow().contains("used twice"));
    }

    @Test
    void theCheckerRejectsALabelOutOfRange() {
        int[] solution = magic19Solution();
        solution[0] = 20;
        assertTrue(violation(solution).orElseThrow().contains("outside 1..19"));
    }

    @Test
    void theCheckerRejectsALineWithTheWrongSum() {
        int[] solution = magic19Solution();
        int swap = solution[0];
        solution[0] = solution[18];
        solution[18] = swap;
        assertTrue(violation(solution).orElseThrow().contains("sums to"));
    }

    @Test
    void theCheckerAcceptsAMagic19Solution() {
        assertEquals(java.util.Optional.empty(), violation(magic19Solution()));
    }

    @Test
    void possibleSumsComeFromCounting() {
        // n = 6: T = 190; the least 2nS is 190 + 5*1 + 2*(2+..+7), the greatest 190 + 5*19 + 2*(13+..+18).
        assertEquals(
                IntStream.rangeClosed(21, 39).boxed().toList(),
                NgonFamily.possibleSums(6).boxed().toList());
        assertTrue(NgonFamily.possibleSums(4).anyMatch(sum -> sum == 16));
    }

    @Test
    void noSumOutsideThePossibleRangeHasASolution() {
        for (int sum : new int[] {20, 40}) {
            PuzzleInstance instance = family.instance(Map.of("n", "6", "sum", Integer.toString(sum)));
            assertEquals(
                    0,
                    Census.take(
                                    instance,
                                    instance.defaultGroup(),
                                    SolverSettings.DEFAULT,
                                    Limits.NONE,
                                    ProgressListener.SILENT)
                            .solutions());
        }
    }

    private Map<String, Integer> magic19 = Map.ofEntries(
            Map.entry("C", 4),
            Map.entry("m0", 8),
            Map.entry("m1", 13),
            Map.entry("m2", 12),
            Map.entry("m3", 16),
            Map.entry("m4", 17),
            Map.entry("m5", 15),
            Map.entry("v0", 10),
            Map.entry("v1", 5),
            Map.entry("v2", 6),
            Map.entry("v3", 2),
            Map.entry("v4", 1),
            Map.entry("v5", 3),
            Map.entry("e0", 7),
            Map.entry("e1", 11),
            Map.entry("e2", 14),
            Map.entry("e3", 19),
            Map.entry("e4", 18),
            Map.entry("e5", 9));

    private int[] magic19Solution() {
        PuzzleInstance instance = family.instance(Map.of());
        return instance.cellNames().stream().mapToInt(magic19::get).toArray();
    }

    private java.util.Optional<String> violation(int[] solution) {
        return family.instance(Map.of()).violation(solution);
    }

    @Test
    void orbitsOfMagic19AreFullSized() {
        PuzzleInstance instance = family.instance(Map.of());
        Census census = Census.take(
                instance,
                instance.defaultGroup(),
                SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE),
                Limits.NONE,
                ProgressListener.SILENT);
        assertEquals(
                List.of(12L, 12L, 12L, 12L),
                census.orbits().stream().map(CanonicalOrbit::size).toList());
    }
}
