package org.orbits.puzzle.hip;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The points of an {@code rows x columns} Hip board (docs/puzzles.md#hip), named {@code rRcC}, and every square
 * whose four corners are board points: axis-parallel or tilted, of every size.
 *
 * <p>Points are numbered from the centre out (by distance from the centre, then row by row), and that is
 * the board's cell order. The search colours the centre first, where the most squares meet, and lex-leader
 * symmetry breaking compares colourings in cell order: in this order it decides between symmetric
 * colourings at the first decisions instead of at the last, which cut the 7 x 7 proof and enumeration by
 * several times against row-by-row numbering.
 */
final class HipGeometry {

    private final int rows;
    private final int columns;
    private final int[][] pointAt;
    private final int[] rowOf;
    private final int[] columnOf;
    /** {@link #squares}, listed once: the checker counts made squares for every solution kept. */
    private final ImmutableList<int[]> squares;

    HipGeometry(int rows, int columns) {
        this.rows = rows;
        this.columns = columns;
        double centreRow = (rows - 1) / 2.0;
        double centreColumn = (columns - 1) / 2.0;
        int[] readingOrder = IntStream.range(0, rows * columns)
                .boxed()
                .sorted(Comparator.comparingDouble((Integer at) ->
                                Math.pow(at / columns - centreRow, 2) + Math.pow(at % columns - centreColumn, 2))
                        .thenComparingInt(at -> at))
                .mapToInt(Integer::intValue)
                .toArray();
        this.pointAt = new int[rows][columns];
        this.rowOf = new int[rows * columns];
        this.columnOf = new int[rows * columns];
        for (int point = 0; point < readingOrder.length; point++) {
            int row = readingOrder[point] / columns;
            int column = readingOrder[point] % columns;
            pointAt[row][column] = point;
            rowOf[point] = row;
            columnOf[point] = column;
        }
        this.squares = listSquares();
    }

    static HipGeometry square(int size) {
        return new HipGeometry(size, size);
    }

    int rows() {
        return rows;
    }

    int columns() {
        return columns;
    }

    boolean isSquare() {
        return rows == columns;
    }

    int points() {
        return rows * columns;
    }

    int point(int row, int column) {
        return pointAt[row][column];
    }

    int row(int point) {
        return rowOf[point];
    }

    int column(int point) {
        return columnOf[point];
    }

    ImmutableList<String> pointNames() {
        ImmutableList.Builder<String> names = ImmutableList.builder();
        for (int point = 0; point < points(); point++) {
            names.add("r" + rowOf[point] + "c" + columnOf[point]);
        }
        return names.build();
    }

    /**
     * For each point, the squares through it, as indices into {@link #squares}: what a search step that colours
     * one point needs to look at.
     */
    int[][] squaresThrough() {
        ImmutableList<int[]> all = squares();
        List<List<Integer>> through = new ArrayList<>();
        for (int point = 0; point < points(); point++) {
            through.add(new ArrayList<>());
        }
        for (int square = 0; square < all.size(); square++) {
            for (int corner : all.get(square)) {
                through.get(corner).add(square);
            }
        }
        return through.stream()
                .map(list -> list.stream().mapToInt(Integer::intValue).toArray())
                .toArray(int[][]::new);
    }

    /**
     * Every square, as its four corners in turn. A square is its corner {@code p} and side {@code (a, b)}
     * with {@code a >= 1, b >= 0}: the corners are {@code p, p+(a,b), p+(a-b,b+a), p+(-b,a)}. Each square has
     * exactly one side in that half-plane, so each is listed once.
     */
    ImmutableList<int[]> squares() {
        return squares;
    }

    private ImmutableList<int[]> listSquares() {
        int longest = Math.max(rows, columns);
        ImmutableList.Builder<int[]> squares = ImmutableList.builder();
        for (int row = 0; row < rows; row++) {
            for (int column = 0; column < columns; column++) {
                for (int a = 1; a < longest; a++) {
                    for (int b = 0; b < longest; b++) {
                        int[][] corners = {
                            {row, column}, {row + a, column + b}, {row + a - b, column + b + a}, {row - b, column + a}
                        };
                        boolean onBoard = true;
                        for (int[] corner : corners) {
                            onBoard &= corner[0] >= 0 && corner[0] < rows && corner[1] >= 0 && corner[1] < columns;
                        }
                        if (onBoard) {
                            squares.add(new int[] {
                                point(corners[0][0], corners[0][1]),
                                point(corners[1][0], corners[1][1]),
                                point(corners[2][0], corners[2][1]),
                                point(corners[3][0], corners[3][1])
                            });
                        }
                    }
                }
            }
        }
        return squares.build();
    }
}
