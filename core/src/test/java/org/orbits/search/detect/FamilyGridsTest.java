package org.orbits.search.detect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.CellGrid;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetry;

/** The families' own grids let detection find their geometric symmetries, which their constraint graphs hide. */
class FamilyGridsTest {

    private static PuzzleInstance instance(String family, Map<String, String> parameters) {
        return PuzzleRegistry.standard().family(family).instance(parameters);
    }

    /** Whether every generator of {@code declared} lies in the detected group. */
    private static boolean holds(DetectedSymmetries detected, Group declared) {
        Group on = detected.group().orElseThrow();
        return declared.generators().stream().allMatch(on::contains);
    }

    @Test
    void hipOnFourByFourDetectsItsBoardsEightMapsAndTheColourSwap() {
        PuzzleInstance hip = instance("hip", Map.of("n", "4"));
        DetectedSymmetries detected = SymmetryDetection.detect(hip);
        assertTrue(holds(detected, hip.group("D4-swap")), detected.lines().toString());
        assertEquals(16, detected.group().orElseThrow().order());
        assertTrue(detected.comparison().startsWith("equal to the default group D4-swap"), detected.comparison());
    }

    @Test
    void aRectangularHipBoardGetsTheRectanglesFourMapsOnly() {
        PuzzleInstance hip = instance("hip", Map.of("rows", "2", "cols", "3"));
        CellGrid board = hip.cellGrids().get(0);
        List<CellMap> maps = CandidateMaps.geometric(board, hip.cellNames().size());
        assertEquals(3, maps.size(), maps.toString());
    }

    @Test
    void almostMagicsGridGivesItsQuarterTurnsAndNoMirror() {
        PuzzleInstance grid = instance("almostmagic", Map.of());
        List<CellMap> maps = CandidateMaps.geometric(
                grid.cellGrids().get(0), grid.cellNames().size());
        assertEquals(
                List.of("grid: quarter turn", "grid: half turn", "grid: three-quarter turn"),
                maps.stream().map(Symmetry::name).toList());
    }

    @Test
    void almostMagicDetectsItsDeclaredQuarterTurnsOnTheOptimalGrids() {
        PuzzleInstance grid = instance("almostmagic", Map.of());
        // The optimum of the puzzle's own instance (total 470), as the catalog lists it, and its turns: the four
        // optimal grids. The proof itself is not repeated here (it takes minutes): these are the entry's solutions.
        int[] optimum = {
            11, 23, 12, 21, 14, 17, 3, 1, 22, 40, 8, 10, 19, 5, 9, 37, 6, 16, 39, 7, 24, 18, 4, 13, 29, 34, 2, 26
        };
        assertTrue(grid.violation(optimum).isEmpty(), grid.violation(optimum).toString());
        Group declared = grid.defaultGroup();
        List<int[]> solutions = new ArrayList<>();
        for (Symmetry element : declared.elements()) {
            solutions.add(element.apply(optimum));
        }
        DetectedSymmetries detected = SymmetryDetection.detectOn(grid, declared, solutions);
        assertTrue(holds(detected, declared), detected.lines().toString());
        assertTrue(
                detected.generators().stream().anyMatch(g -> g.name().startsWith("grid: ")),
                detected.lines().toString());
    }
}
