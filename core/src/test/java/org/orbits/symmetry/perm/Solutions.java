package org.orbits.symmetry.perm;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Every solution of the tests' small puzzles, by plain backtracking, and random Sudoku grids. */
public final class Solutions {

    private Solutions() {}

    /** Every solution of n queens, row model: {@code q[i]} the column of row i's queen. */
    public static List<int[]> queens(int n) {
        List<int[]> all = new ArrayList<>();
        placeQueens(new int[n], 0, all);
        return all;
    }

    private static void placeQueens(int[] q, int row, List<int[]> all) {
        if (row == q.length) {
            all.add(q.clone());
            return;
        }
        for (int col = 0; col < q.length; col++) {
            boolean free = true;
            for (int r = 0; r < row && free; r++) {
                free = q[r] != col && Math.abs(q[r] - col) != row - r;
            }
            if (free) {
                q[row] = col;
                placeQueens(q, row + 1, all);
            }
        }
    }

    /** Every Latin square of order n, cells row by row, symbols 0 .. n-1 (161,280 for n = 5). */
    public static List<int[]> latinSquares(int n) {
        List<int[]> all = new ArrayList<>();
        fillSquare(new int[n * n], 0, n, all);
        return all;
    }

    private static void fillSquare(int[] square, int cell, int n, List<int[]> all) {
        if (cell == square.length) {
            all.add(square.clone());
            return;
        }
        int r = cell / n;
        int c = cell % n;
        for (int v = 0; v < n; v++) {
            boolean free = true;
            for (int k = 0; k < c && free; k++) {
                free = square[r * n + k] != v;
            }
            for (int k = 0; k < r && free; k++) {
                free = square[k * n + c] != v;
            }
            if (free) {
                square[cell] = v;
                fillSquare(square, cell + 1, n, all);
            }
        }
    }

    /** A random complete Sudoku grid, cells row by row holding 0 .. 8. */
    public static int[] sudoku(Random random) {
        int[] grid = new int[81];
        if (!fillSudoku(grid, 0, random)) {
            throw new IllegalStateException("no grid");
        }
        return grid;
    }

    private static boolean fillSudoku(int[] grid, int cell, Random random) {
        if (cell == 81) {
            return true;
        }
        int row = cell / 9;
        int col = cell % 9;
        int start = random.nextInt(9);
        for (int k = 0; k < 9; k++) {
            int v = (start + k) % 9;
            boolean free = true;
            for (int other = 0; other < cell && free; other++) {
                int r = other / 9;
                int c = other % 9;
                boolean sees = r == row || c == col || (r / 3 == row / 3 && c / 3 == col / 3);
                free = !sees || grid[other] != v;
            }
            if (free) {
                grid[cell] = v;
                if (fillSudoku(grid, cell + 1, random)) {
                    return true;
                }
            }
        }
        return false;
    }
}
