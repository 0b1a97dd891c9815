package org.orbits.benchmarks.peers;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.Literal;
import com.google.ortools.sat.TableConstraint;
import java.util.ArrayList;
import java.util.List;

/**
 * The puzzles of docs/puzzles.md as plain CP-SAT models, written from the definitions alone: no symmetry breaking
 * and none of orbits' own reasoning, so every solution is enumerated. Every variable besides the cells is a
 * function of the cells (Hip's marks: at the optimum), so CP-SAT's solutions are the puzzle's, one for one.
 */
final class CpSatModels {

    /** A model and, for an optimisation puzzle, the expression it minimises (null for a counting puzzle). */
    record Plain(CpModel model, LinearExpr objective) {}

    private CpSatModels() {}

    /** The n-gon: the 3n+1 dots labelled 1..3n+1, each once, every spoke and edge summing to {@code sum}. */
    static Plain ngon(int n, int sum) {
        CpModel model = new CpModel();
        int dots = 3 * n + 1;
        IntVar center = model.newIntVar(1, dots, "C");
        IntVar[] spokeMidpoint = new IntVar[n];
        IntVar[] corner = new IntVar[n];
        IntVar[] edgeMidpoint = new IntVar[n];
        List<IntVar> all = new ArrayList<>(List.of(center));
        for (int i = 0; i < n; i++) {
            spokeMidpoint[i] = model.newIntVar(1, dots, "m" + i);
            corner[i] = model.newIntVar(1, dots, "v" + i);
            edgeMidpoint[i] = model.newIntVar(1, dots, "e" + i);
            all.addAll(List.of(spokeMidpoint[i], corner[i], edgeMidpoint[i]));
        }
        model.addAllDifferent(all.toArray(IntVar[]::new));
        for (int i = 0; i < n; i++) {
            model.addEquality(LinearExpr.sum(new IntVar[] {center, spokeMidpoint[i], corner[i]}), sum);
            model.addEquality(LinearExpr.sum(new IntVar[] {corner[i], edgeMidpoint[i], corner[(i + 1) % n]}), sum);
        }
        return new Plain(model, null);
    }

    /**
     * The Apex: {@code rows} rows of digits 1..modulus, each digit equally often, each cell above the bottom row
     * the sum of the two below it modulo {@code modulus} (the modulus standing for 0), as a table of that sum.
     */
    static Plain apex(int rows, int modulus) {
        CpModel model = new CpModel();
        IntVar[][] cell = new IntVar[rows][];
        List<IntVar> cells = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            cell[r] = new IntVar[r + 1];
            for (int j = 0; j <= r; j++) {
                cell[r][j] = model.newIntVar(1, modulus, "r" + r + "c" + j);
                cells.add(cell[r][j]);
            }
        }
        for (int r = 0; r + 1 < rows; r++) {
            for (int j = 0; j <= r; j++) {
                TableConstraint rule =
                        model.addAllowedAssignments(new IntVar[] {cell[r + 1][j], cell[r + 1][j + 1], cell[r][j]});
                for (int a = 1; a <= modulus; a++) {
                    for (int b = 1; b <= modulus; b++) {
                        rule.addTuple(new int[] {a, b, (a + b - 1) % modulus + 1});
                    }
                }
            }
        }
        // Each digit's count through one indicator per cell and digit, the indicators tied to the cell's value.
        int perDigit = cells.size() / modulus;
        List<List<BoolVar>> holds = new ArrayList<>();
        for (int d = 1; d <= modulus; d++) {
            holds.add(new ArrayList<>());
        }
        for (IntVar c : cells) {
            BoolVar[] isDigit = new BoolVar[modulus];
            long[] digits = new long[modulus];
            for (int d = 1; d <= modulus; d++) {
                isDigit[d - 1] = model.newBoolVar(c.getName() + "=" + d);
                digits[d - 1] = d;
                holds.get(d - 1).add(isDigit[d - 1]);
            }
            model.addExactlyOne(isDigit);
            model.addEquality(c, LinearExpr.weightedSum(isDigit, digits));
        }
        for (List<BoolVar> digit : holds) {
            model.addEquality(LinearExpr.sum(digit.toArray(BoolVar[]::new)), perDigit);
        }
        return new Plain(model, null);
    }

    /**
     * Hip on the n x n board, balanced split: player 1 (true) on ceil(n^2/2) points, minimising the squares whose
     * four corners share a colour. A square's mark is only forced on when the square is made: at the least count
     * no mark is on without its square made, so the optimum and the optimal colourings are those of exact marks.
     */
    static Plain hip(int n) {
        CpModel model = new CpModel();
        BoolVar[][] player1 = new BoolVar[n][n];
        List<BoolVar> points = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                player1[r][c] = model.newBoolVar("r" + r + "c" + c);
                points.add(player1[r][c]);
            }
        }
        model.addEquality(LinearExpr.sum(points.toArray(BoolVar[]::new)), (n * n + 1) / 2);
        List<BoolVar> made = new ArrayList<>();
        // A square is its corner (r, c) and side (a, b) with a >= 1, b >= 0: exactly one side of each is so.
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                for (int a = 1; r + a < n; a++) {
                    for (int b = 0; b <= r && c + a + b < n; b++) {
                        BoolVar[] corners = {
                            player1[r][c], player1[r + a][c + b], player1[r + a - b][c + b + a], player1[r - b][c + a]
                        };
                        BoolVar isMade = model.newBoolVar("made" + made.size());
                        model.addBoolOr(new Literal[] {
                            corners[0].not(), corners[1].not(), corners[2].not(), corners[3].not(), isMade
                        });
                        model.addBoolOr(new Literal[] {corners[0], corners[1], corners[2], corners[3], isMade});
                        made.add(isMade);
                    }
                }
            }
        }
        return new Plain(model, LinearExpr.sum(made.toArray(BoolVar[]::new)));
    }

    /**
     * Almost Magic: four 3 x 3 regions on a 6 x 6 grid (top-left cells A (0,1), B (1,3), C (2,0), D (3,2)), their
     * 28 cells distinct integers 1..maxValue (orbits' own cap), each region's 8 line sums within {@code spread} of
     * the least of them; minimising the sum of the 28 cells.
     */
    static Plain almostMagic(int spread, int maxValue) {
        int[][] regionCorner = {{0, 1}, {1, 3}, {2, 0}, {3, 2}};
        CpModel model = new CpModel();
        IntVar[][] grid = new IntVar[6][6];
        List<IntVar> cells = new ArrayList<>();
        for (int[] corner : regionCorner) {
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j < 3; j++) {
                    int r = corner[0] + i;
                    int c = corner[1] + j;
                    if (grid[r][c] == null) {
                        grid[r][c] = model.newIntVar(1, maxValue, "r" + r + "c" + c);
                        cells.add(grid[r][c]);
                    }
                }
            }
        }
        model.addAllDifferent(cells.toArray(IntVar[]::new));
        for (int[] corner : regionCorner) {
            int r0 = corner[0];
            int c0 = corner[1];
            List<LinearExpr> lines = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                lines.add(LinearExpr.sum(new IntVar[] {grid[r0 + i][c0], grid[r0 + i][c0 + 1], grid[r0 + i][c0 + 2]}));
                lines.add(LinearExpr.sum(new IntVar[] {grid[r0][c0 + i], grid[r0 + 1][c0 + i], grid[r0 + 2][c0 + i]}));
            }
            lines.add(LinearExpr.sum(new IntVar[] {grid[r0][c0], grid[r0 + 1][c0 + 1], grid[r0 + 2][c0 + 2]}));
            lines.add(LinearExpr.sum(new IntVar[] {grid[r0][c0 + 2], grid[r0 + 1][c0 + 1], grid[r0 + 2][c0]}));
            // The least line sum is a function of the cells, so each grid is still one solution.
            IntVar least = model.newIntVar(3, 3L * maxValue, "least" + r0 + c0);
            model.addMinEquality(least, lines);
            for (LinearExpr line : lines) {
                model.addLessOrEqual(line, LinearExpr.newBuilder().add(least).add(spread));
            }
        }
        return new Plain(model, LinearExpr.sum(cells.toArray(IntVar[]::new)));
    }
}
