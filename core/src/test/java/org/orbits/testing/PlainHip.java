package org.orbits.testing;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Hip on a small square board counted by brute force in plain Java, sharing nothing with orbits' engine: every balanced
 * colouring (as many points of each colour) of an {@code n x n} board as a bit mask, the squares it makes, upright and
 * tilted, counted by their corners (docs/puzzles.md#hip), and the colourings that make the fewest reduced under the
 * board's eight maps and the exchange of the colours, each to the least of its sixteen images.
 *
 * @param fewest the fewest squares a balanced colouring makes
 * @param colourings the balanced colourings that make that few
 * @param classes how many of them are different up to the board's symmetries and the exchange of the colours
 */
public record PlainHip(int fewest, long colourings, long classes) {

    /** Counts the board {@code n x n}, {@code n} even and at most 5 (a colouring is an int mask). */
    public static PlainHip balanced(int n) {
        int points = n * n;
        List<int[]> squares = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                // The side from (r, c) to (r + a, c + b), a > 0 and b >= 0, turned a quarter for the next side.
                for (int a = 1; a < n; a++) {
                    for (int b = 0; b < n; b++) {
                        int[][] corners = {{r, c}, {r + a, c + b}, {r + a - b, c + b + a}, {r - b, c + a}};
                        boolean inside = true;
                        int[] square = new int[4];
                        for (int k = 0; k < 4; k++) {
                            int row = corners[k][0];
                            int column = corners[k][1];
                            inside &= row >= 0 && row < n && column >= 0 && column < n;
                            square[k] = row * n + column;
                        }
                        if (inside) {
                            squares.add(square);
                        }
                    }
                }
            }
        }
        int fewest = Integer.MAX_VALUE;
        List<Integer> best = new ArrayList<>();
        for (int mask = 0; mask < 1 << points; mask++) {
            if (Integer.bitCount(mask) != points / 2) {
                continue;
            }
            int made = 0;
            for (int[] square : squares) {
                int ones = 0;
                for (int corner : square) {
                    ones += mask >> corner & 1;
                }
                made += ones == 0 || ones == 4 ? 1 : 0;
            }
            if (made < fewest) {
                fewest = made;
                best.clear();
            }
            if (made == fewest) {
                best.add(mask);
            }
        }
        Set<Integer> least = new HashSet<>();
        for (int mask : best) {
            int smallest = Integer.MAX_VALUE;
            for (int map = 0; map < 8; map++) {
                int image = image(mask, n, map);
                smallest = Math.min(smallest, Math.min(image, ~image & ((1 << points) - 1)));
            }
            least.add(smallest);
        }
        return new PlainHip(fewest, best.size(), least.size());
    }

    /** The colouring moved by one of the square's eight maps: a transpose or not, then mirrors of rows and columns. */
    private static int image(int mask, int n, int map) {
        int image = 0;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int row = (map & 1) == 0 ? r : c;
                int column = (map & 1) == 0 ? c : r;
                row = (map & 2) == 0 ? row : n - 1 - row;
                column = (map & 4) == 0 ? column : n - 1 - column;
                image |= (mask >> (r * n + c) & 1) << (row * n + column);
            }
        }
        return image;
    }
}
