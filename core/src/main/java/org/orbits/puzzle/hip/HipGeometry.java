package org.orbits.puzzle.hip;

import com.google.common.collect.ImmutableList;

/**
 * The points of an {@code n x n} Hip board (PUZZLES.md §3), named {@code rRcC} and read row by row, and
 * every square whose four corners are board points: axis-parallel or tilted, of every size.
 */
record HipGeometry(int size) {

    int points() {
        return size * size;
    }

    int point(int row, int column) {
        return row * size + column;
    }

    ImmutableList<String> pointNames() {
        ImmutableList.Builder<String> names = ImmutableList.builder();
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                names.add("r" + row + "c" + column);
            }
        }
        return names.build();
    }

    /**
     * Every square, as its four corners in turn. A square is its corner {@code p} and side {@code (a, b)}
     * with {@code a >= 1, b >= 0}: the corners are {@code p, p+(a,b), p+(a-b,b+a), p+(-b,a)}. Each square has
     * exactly one side in that half-plane, so each is listed once.
     */
    ImmutableList<int[]> squares() {
        ImmutableList.Builder<int[]> squares = ImmutableList.builder();
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                for (int a = 1; a < size; a++) {
                    for (int b = 0; b < size; b++) {
                        int[][] corners = {
                            {row, column}, {row + a, column + b}, {row + a - b, column + b + a}, {row - b, column + a}
                        };
                        boolean onBoard = true;
                        for (int[] corner : corners) {
                            onBoard &= corner[0] >= 0 && corner[0] < size && corner[1] >= 0 && corner[1] < size;
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
