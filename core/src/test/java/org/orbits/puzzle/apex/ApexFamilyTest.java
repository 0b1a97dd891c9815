package org.orbits.puzzle.apex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.search.Enumerator;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.CanonicalOrbit;
import org.orbits.symmetry.Group;

class ApexFamilyTest {

    private static final ApexFamily FAMILY = new ApexFamily();
    private static final PuzzleInstance APEX = FAMILY.instance(Map.of());

    /** Seed 004's pyramid, apex first, each row left to right. */
    private static final int[][] SEED = {
        {9},
        {5, 4},
        {8, 6, 7},
        {2, 6, 9, 7},
        {8, 3, 3, 6, 1},
        {3, 5, 7, 5, 1, 9},
        {2, 1, 4, 3, 2, 8, 1},
        {9, 2, 8, 5, 7, 4, 4, 6}
    };

    private static List<int[]> allSolutions;

    @BeforeAll
    static void enumerateEverySolution() {
        allSolutions = new ArrayList<>();
        new Enumerator(APEX)
                .settings(SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE))
                .run(allSolutions::add);
    }

    private static int[] filling(int[][] rows) {
        int[] cells = new int[APEX.cellNames().size()];
        for (int row = 0; row < rows.length; row++) {
            for (int position = 0; position <= row; position++) {
                cells[APEX.cellIndex("r" + row + "c" + position)] = rows[row][position];
            }
        }
        return cells;
    }

    private static int[][] mirrored(int[][] rows) {
        int[][] mirror = new int[rows.length][];
        for (int row = 0; row < rows.length; row++) {
            mirror[row] = new int[row + 1];
            for (int position = 0; position <= row; position++) {
                mirror[row][position] = rows[row][row - position];
            }
        }
        return mirror;
    }

    private static boolean enumerated(int[] solution) {
        return allSolutions.stream().anyMatch(s -> Arrays.equals(s, solution));
    }

    @Test
    void theSeedsPyramidPassesTheCheckerAndIsEnumerated() {
        int[] seed = filling(SEED);
        assertEquals(Optional.empty(), APEX.violation(seed));
        assertTrue(enumerated(seed));
    }

    @Test
    void theSeedsMirrorIsAnotherSolution() {
        int[] seed = filling(SEED);
        int[] mirror = filling(mirrored(SEED));
        assertFalse(Arrays.equals(seed, mirror));
        assertEquals(Optional.empty(), APEX.violation(mirror));
        assertTrue(enumerated(mirror));
    }

    @Test
    void bothGroupsAreReportedWithTheirOrders() {
        assertEquals(
                List.of("mirror-units", "mirror"),
                APEX.groups().stream().map(Group::name).toList());
        assertEquals(12, APEX.group("mirror-units").order());
        assertEquals(2, APEX.group("mirror").order());
        assertTrue(APEX.group("mirror-units").actsOnValues());
    }

    @Test
    void aModulusWithoutUnitsOtherThanOneHasOnlyTheMirror() {
        PuzzleInstance binary = FAMILY.instance(Map.of("rows", "8", "modulus", "2"));
        assertEquals(
                List.of("mirror"), binary.groups().stream().map(Group::name).toList());
    }

    @Test
    void someSolutionsAreFixedByAValueSymmetryAndTheirOrbitsShowIt() {
        Group full = APEX.group("mirror-units");
        Census census = Census.take(APEX, full, SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT);
        assertTrue(census.orbits().stream().anyMatch(orbit -> orbit.size() < full.order()));
        assertEquals(
                census.solutions(),
                census.orbits().stream().mapToLong(CanonicalOrbit::size).sum());
        assertEquals(allSolutions.size(), census.solutions());
    }

    @Test
    void theBalancedResidueTableKeepsTheBottomRowOfEverySolution() {
        List<List<Integer>> residues = Arrays.stream(
                        ApexModel.balancedRows(8, 3, 12).toMatrix())
                .map(row -> Arrays.stream(row).boxed().toList())
                .toList();
        ApexGeometry geometry = new ApexGeometry(8);
        for (int[] solution : allSolutions) {
            int[] bottom = new int[8];
            for (int position = 0; position < 8; position++) {
                bottom[position] = solution[geometry.cell(7, position)] % 3;
            }
            assertTrue(residues.contains(Arrays.stream(bottom).boxed().toList()), Arrays.toString(bottom));
        }
    }

    @Test
    void theBottomRowIsReadFirst() {
        assertEquals(List.of("r7c0", "r7c1"), APEX.cellNames().subList(0, 2));
        assertEquals("r0c0", APEX.cellNames().get(35));
        assertEquals(8, APEX.determiningPrefix());
    }

    @Test
    void theCheckerRejectsACellThatIsNotTheSumBelowIt() {
        int[][] wrong = Arrays.stream(SEED).map(int[]::clone).toArray(int[][]::new);
        int swap = wrong[7][0];
        wrong[7][0] = wrong[7][1];
        wrong[7][1] = swap;
        assertTrue(APEX.violation(filling(wrong)).orElseThrow().contains("modulo 9"));
    }

    @Test
    void theCheckerRejectsUnevenDigitCounts() {
        int[][] wrong = Arrays.stream(SEED).map(int[]::clone).toArray(int[][]::new);
        wrong[0][0] = 1;
        assertTrue(APEX.violation(filling(wrong)).orElseThrow().contains("is used"));
    }

    @Test
    void theCheckerRejectsADigitOutOfRange() {
        int[][] wrong = Arrays.stream(SEED).map(int[]::clone).toArray(int[][]::new);
        wrong[0][0] = 0;
        assertTrue(APEX.violation(filling(wrong)).orElseThrow().contains("outside 1..9"));
    }

    @Test
    void anInstanceWhoseCellsDoNotSplitEvenlyIsBadInput() {
        BadInputException uneven =
                assertThrows(BadInputException.class, () -> FAMILY.instance(Map.of("rows", "8", "modulus", "7")));
        assertEquals("apex rows=8 modulus=7: the 36 cells do not split evenly over 7 digits", uneven.getMessage());
        assertThrows(BadInputException.class, () -> FAMILY.instance(Map.of("modulus", "1")));
        assertThrows(BadInputException.class, () -> FAMILY.instance(Map.of("rows", "x")));
    }

    @Test
    void theCatalogHoldsEveryValidSmallInstance() {
        List<String> ids =
                FAMILY.catalogInstances().stream().map(PuzzleInstance::id).toList();
        assertTrue(ids.contains("r8-m9") && ids.contains("r9-m9") && ids.contains("r3-m6"));
        assertFalse(ids.contains("r8-m7"));
        assertNotEquals(0, ids.size());
    }
}
