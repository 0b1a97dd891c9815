package org.orbits.tiling;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.PuzzleModel;

/**
 * The Choco models of a tiling, the fast one and the definition one, find exactly the tilings the exact-cover engine
 * finds, value for value.
 */
class TilingModelTest {

    private static Set<List<Integer>> all(Solver solver, IntVar[] cells) {
        List<int[]> found = new ArrayList<>();
        while (solver.solve()) {
            int[] tiling = new int[cells.length];
            for (int cell = 0; cell < cells.length; cell++) {
                tiling[cell] = cells[cell].getValue();
            }
            found.add(tiling);
        }
        Set<List<Integer>> set = Tilings.asSet(found);
        assertEquals(found.size(), set.size(), "a model found a tiling twice");
        return set;
    }

    private static TilingPuzzle puzzle(String name, String file) {
        return name == null ? Tilings.parse(file.split("/", -1)) : Tilings.example(name);
    }

    @ParameterizedTest(name = "{0}{1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "pentominoes-4x5|",
                "tetrahexes-coin|",
                "|grid triangle//board/######/######//piece D x4/##//piece A/###/#..",
                "|board/####/####/####//piece D x6/##",
                "|board/##/##/--/##/##//piece D x4/##",
                "|board/####/####/####/####//piece L x2/###/#..//piece J x2/###/..#//rule one-sided",
                "|board/###/###/--/###/###//piece V x2/##/#.//piece I x2/###"
            })
    void bothModelsFindTheEnginesTilings(String name, String file) {
        TilingPuzzle puzzle = puzzle(name, file);
        Set<List<Integer>> engine = Tilings.asSet(Tilings.solutions(puzzle, TilingScope.EVERY_TILING));
        PuzzleModel fast = puzzle.build(ModelOptions.DEFAULTS);
        fast.model().getSolver().setSearch(fast.preferredSearch());
        assertEquals(engine, all(fast.model().getSolver(), fast.cells()), "fast model");
        DefinitionModel definition = puzzle.definitionModel();
        assertEquals(engine, all(definition.model().getSolver(), definition.cells()), "definition model");
    }
}
