package org.orbits.puzzle.hip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.Group;

class HipFamilyTest {

    private static final HipFamily FAMILY = new HipFamily();

    private static PuzzleInstance board(int n, String split) {
        return FAMILY.instance(Map.of("n", Integer.toString(n), "split", split));
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5, 6, 7, 8, 9})
    void theBoardHasTheClosedFormNumberOfSquares(int n) {
        assertEquals(n * n * (n * n - 1) / 12, HipGeometry.square(n).squares().size());
    }

    @Test
    void everySquareIsListedOnceAndIsASquare() {
        HipGeometry geometry = HipGeometry.square(6);
        Set<Set<Integer>> distinct = new HashSet<>();
        for (int[] square : geometry.squares()) {
            assertTrue(distinct.add(Set.of(square[0], square[1], square[2], square[3])));
            int side = distance(geometry, square[0], square[1]);
            for (int k = 1; k < 4; k++) {
                assertEquals(side, distance(geometry, square[k], square[(k + 1) % 4]));
            }
            assertEquals(2 * side, distance(geometry, square[0], square[2]));
        }
    }

    private static int distance(HipGeometry geometry, int p, int q) {
        int dr = geometry.row(p) - geometry.row(q);
        int dc = geometry.column(p) - geometry.column(q);
        return dr * dr + dc * dc;
    }

    /** Seed 003: 6 x 6 is the largest board with a tie. */
    @Test
    void sixBySixHasATie() {
        PuzzleInstance six = board(6, "balanced");
        Census census =
                Census.take(six, six.defaultGroup(), SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT);
        assertTrue(census.complete());
        assertEquals(OptionalInt.of(0), census.objective().orElseThrow().value());
        assertTrue(census.objective().orElseThrow().proven());
        assertTrue(census.solutions() > 0);
    }

    /**
     * Seed 003: 7 x 7 has no tie; the fewest squares a balanced colouring makes is 3. The solution limit
     * stops the enumeration at the first optimal colouring, after the proof.
     */
    @Test
    @Timeout(60)
    void sevenBySevenHasNoTieAndItsMinimumIsThree() {
        PuzzleInstance seven = board(7, "balanced");
        Census census = Census.take(
                seven, seven.defaultGroup(), SolverSettings.DEFAULT, Limits.of(null, 1), ProgressListener.SILENT);
        assertEquals(OptionalInt.of(3), census.objective().orElseThrow().value());
        assertTrue(census.objective().orElseThrow().proven());
        assertTrue(census.solutions() > 0);
    }

    /** Seed 003 again, the other way round: with at most 2 squares allowed no balanced 7 x 7 colouring is left. */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void atMostTwoSquaresLeavesNoSevenBySevenColouring() {
        PuzzleInstance seven = FAMILY.instance(Map.of("n", "7", "most", "2"));
        Census census =
                Census.take(seven, seven.defaultGroup(), SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT);
        assertTrue(census.complete());
        assertEquals(0, census.solutions());
        assertEquals("n7-balanced-most2", seven.id());
    }

    @Test
    void aColouringThatMakesMoreThanTheMostIsNoSolution() {
        PuzzleInstance atMostFive = FAMILY.instance(Map.of("n", "4", "split", "any", "most", "5"));
        assertTrue(atMostFive.violation(new int[16]).orElseThrow().contains("20 squares are made"));
        // Stripes by column make only the four axis-parallel squares of side 2.
        int[] stripes = new int[16];
        for (int point = 0; point < 16; point++) {
            stripes[point] = atMostFive.cellNames().get(point).charAt(3) % 2;
        }
        assertEquals(Optional.empty(), atMostFive.violation(stripes));
        assertEquals(4, atMostFive.objectiveOf(stripes).orElseThrow().value());
    }

    /** The definition model states the most too: the one-coloured board, which makes 20 squares, is no solution. */
    @Test
    void theDefinitionModelRefusesAColouringThatMakesMoreThanTheMost() {
        PuzzleInstance atMostFive = FAMILY.instance(Map.of("n", "4", "split", "any", "most", "5"));
        DefinitionModel definition = atMostFive.definitionModel();
        for (IntVar colour : definition.cells()) {
            definition.model().arithm(colour, "=", 0).post();
        }
        assertFalse(definition.model().getSolver().solve());
    }

    @Test
    void swappingColoursIsASymmetryOnlyWhereTheSplitAllowsIt() {
        assertEquals(List.of("D4-swap", "D4"), names(board(6, "balanced")));
        assertEquals(List.of("D4"), names(board(5, "balanced")));
        assertEquals(List.of("D4-swap", "D4"), names(board(5, "any")));
        assertEquals(16, board(6, "balanced").group("D4-swap").order());
        assertEquals(8, board(6, "balanced").group("D4").order());
    }

    private static List<String> names(PuzzleInstance instance) {
        return instance.groups().stream().map(Group::name).toList();
    }

    @Test
    void aColouringWithOneColourMakesEverySquare() {
        PuzzleInstance instance = board(4, "any");
        assertEquals(20, instance.objectiveOf(new int[16]).orElseThrow().value());
    }

    @Test
    void theBalancedSplitGivesPlayerOneTheLargerHalf() {
        int[] colours = new int[9];
        for (int p = 0; p < 5; p++) {
            colours[p] = 1;
        }
        assertEquals(Optional.empty(), board(3, "balanced").violation(colours));
        colours[0] = 0;
        assertTrue(board(3, "balanced").violation(colours).orElseThrow().contains("has 4 points, not 5"));
        assertEquals(Optional.empty(), board(3, "any").violation(colours));
    }

    @Test
    void theCheckerRejectsAColourOtherThanZeroOrOne() {
        assertTrue(
                board(2, "any").violation(new int[] {0, 1, 2, 0}).orElseThrow().contains("not a colour"));
    }

    @Test
    void theDrawingOutlinesEveryMadeSquare() {
        PuzzleInstance instance = board(3, "any");
        String svg = instance.draw(new int[9]).svgElements();
        assertEquals(6, svg.split("<polygon", -1).length - 1);
    }
}
