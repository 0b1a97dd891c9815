package org.orbits.puzzle.almostmagic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orbits.checks.CatalogJson;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.symmetry.Symmetry;

/**
 * What the Almost Magic model adds to the rules, each part checked alone against brute force: the eliminated
 * equations never exclude a solution of the equations they come from, the table of excess patterns holds every
 * pattern an almost magic square has, and the whole model, partly fixed to a grid the checker accepts, keeps
 * every value of that grid and bounds the objective by that grid's.
 */
@Timeout(120)
class AlmostMagicImpliedConstraintsTest {

    private static final AlmostMagicGeometry GEOMETRY = new AlmostMagicGeometry();

    @Test
    void eliminatedEquationsHoldForEverySolutionOfTheOriginalOnes() {
        Random random = new Random(4);
        int systems = 0;
        for (int trial = 0; trial < 60; trial++) {
            int unknowns = 3 + random.nextInt(3);
            List<long[]> equations = new ArrayList<>();
            for (int e = 0; e < 1 + random.nextInt(3); e++) {
                long[] equation = new long[unknowns];
                for (int u = 0; u < unknowns; u++) {
                    equation[u] = random.nextInt(5) - 2L;
                }
                equations.add(equation);
            }
            int[] order = random.ints(0, unknowns).distinct().limit(unknowns).toArray();
            List<LinearElimination.Row> rows = LinearElimination.reduce(equations, order);
            int solutions = 0;
            int[] values = new int[unknowns];
            for (int code = 0; code < Math.pow(7, unknowns); code++) {
                int rest = code;
                for (int u = 0; u < unknowns; u++) {
                    values[u] = rest % 7 - 3;
                    rest /= 7;
                }
                if (equations.stream().allMatch(equation -> dot(equation, values) == 0)) {
                    solutions++;
                    for (LinearElimination.Row row : rows) {
                        assertEquals(0, dot(row.coefficients(), values), "a reduced row excludes a solution");
                    }
                } else {
                    assertTrue(
                            rows.stream().anyMatch(row -> dot(row.coefficients(), values) != 0),
                            "the reduced rows admit what the equations exclude");
                }
            }
            systems += solutions > 1 ? 1 : 0;
        }
        assertTrue(systems > 20, "enough systems with solutions besides zero: " + systems);
    }

    private static long dot(long[] coefficients, int[] values) {
        long sum = 0;
        for (int u = 0; u < values.length; u++) {
            sum += coefficients[u] * values[u];
        }
        return sum;
    }

    /** The 8 line sums of a 3 x 3 square, in {@link AlmostMagicGeometry#lines} order. */
    private static int[] lineSums(int[] square) {
        int[][] lines = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
        return Arrays.stream(lines)
                .mapToInt(line -> square[line[0]] + square[line[1]] + square[line[2]])
                .toArray();
    }

    @Test
    void everyAlmostMagicSquaresExcessesAreAPatternOfTheTable() {
        Random random = new Random(22);
        for (int spread = 0; spread <= 2; spread++) {
            Set<List<Integer>> patterns = new HashSet<>();
            Tuples table = AlmostMagicModel.excessPatterns(spread);
            for (int t = 0; t < table.nbTuples(); t++) {
                patterns.add(Arrays.stream(table.get(t)).boxed().toList());
            }
            int found = 0;
            for (int trial = 0; trial < 60_000; trial++) {
                // A magic square c +- a +- b, then a few cells nudged: some stay almost magic.
                int c = 20 + random.nextInt(20);
                int a = random.nextInt(9) - 4;
                int b = random.nextInt(9) - 4;
                int[] square = {c + a, c - a - b, c + b, c - a + b, c, c + a - b, c - b, c + a + b, c - a};
                for (int nudge = random.nextInt(4); nudge > 0; nudge--) {
                    square[random.nextInt(9)] += random.nextInt(3) - 1;
                }
                int[] sums = lineSums(square);
                int least = Arrays.stream(sums).min().orElseThrow();
                if (Arrays.stream(sums).max().orElseThrow() - least > spread) {
                    continue;
                }
                found++;
                List<Integer> excess =
                        Arrays.stream(sums).map(sum -> sum - least).boxed().toList();
                assertTrue(
                        patterns.contains(excess), "spread " + spread + ": excesses " + excess + " not in the table");
            }
            assertTrue(found > 300, "enough almost magic squares at spread " + spread + ": " + found);
        }
    }

    /** The catalogued grids of an entry and every rotation of each, then each shifted up by 0, 3 and 7. */
    private static List<int[]> gridsTheCheckerAccepts(String entry, int spread) throws IOException {
        List<int[]> grids = new ArrayList<>();
        Symmetry quarterTurn =
                AlmostMagicSymmetries.rotations(GEOMETRY).generators().get(0);
        for (var representative : CatalogJson.read(Files.readString(Path.of("catalog", "almostmagic", entry + ".json")))
                .representatives()) {
            int[] grid = representative.values();
            for (int turn = 0; turn < 4; turn++) {
                for (int shift : new int[] {0, 3, 7}) {
                    int by = shift;
                    int[] shifted = Arrays.stream(grid).map(v -> v + by).toArray();
                    assertEquals(java.util.Optional.empty(), AlmostMagicChecker.violation(GEOMETRY, spread, shifted));
                    grids.add(shifted);
                }
                grid = quarterTurn.apply(grid);
            }
        }
        return grids;
    }

    @Test
    void theModelPartlyFixedToAGridKeepsItsValuesAndBoundsTheObjectiveByIt() throws IOException {
        Random random = new Random(9);
        Object[][] entries = {
            {"cells-spread1", AlmostMagicObjective.CELLS, 1},
            {"regions-spread1", AlmostMagicObjective.REGIONS, 1},
            {"cells-spread0", AlmostMagicObjective.CELLS, 0}
        };
        for (Object[] entry : entries) {
            AlmostMagicObjective objective = (AlmostMagicObjective) entry[1];
            int spread = (int) entry[2];
            for (int[] grid : gridsTheCheckerAccepts((String) entry[0], spread)) {
                for (int fixed : new int[] {0, 4, 10, 20, 28}) {
                    PuzzleModel model = AlmostMagicModel.build(
                            GEOMETRY, objective, spread, AlmostMagicFamily.DEFAULT_MAX_VALUE, ModelOptions.DEFAULTS);
                    IntVar[] cells = model.cells();
                    // The centres first (what the search fixes first), then cells at random.
                    List<Integer> order = new ArrayList<>(List.of(0, 1, 2, 3));
                    random.ints(4, cells.length)
                            .distinct()
                            .limit(cells.length - 4)
                            .forEach(order::add);
                    Model choco = model.model();
                    order.stream().limit(fixed).forEach(cell -> choco.arithm(cells[cell], "=", grid[cell])
                            .post());
                    try {
                        choco.getSolver().propagate();
                    } catch (ContradictionException contradiction) {
                        throw new AssertionError(entry[0] + ": a grid the checker accepts was refused", contradiction);
                    }
                    for (int cell = 0; cell < cells.length; cell++) {
                        assertTrue(cells[cell].contains(grid[cell]), entry[0] + ": removed a value the grid uses");
                    }
                    int value = AlmostMagicChecker.objective(GEOMETRY, objective, grid);
                    assertTrue(
                            model.objective().orElseThrow().variable().getLB() <= value,
                            entry[0] + ": objective bound above a grid's objective");
                }
            }
        }
    }
}
