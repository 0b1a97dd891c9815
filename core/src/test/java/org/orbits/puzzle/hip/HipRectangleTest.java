package org.orbits.puzzle.hip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orbits.puzzle.CatalogCounts;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.SummaryTable;
import org.orbits.search.Census;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.Group;

/** Boards of {@code M x N} points, {@code M != N}: their squares, their group, and their counts checked plainly. */
class HipRectangleTest {

    private static final HipFamily FAMILY = new HipFamily();

    private static PuzzleInstance board(int rows, int columns, String split) {
        return FAMILY.instance(
                Map.of("rows", Integer.toString(rows), "cols", Integer.toString(columns), "split", split));
    }

    /** A square of side {@code (a, b)} fits {@code (M - a - b)(N - a - b)} times; summed by {@code s = a + b}. */
    @ParameterizedTest
    @CsvSource({"2, 3", "3, 4", "3, 7", "4, 6", "6, 7", "7, 3"})
    void theBoardHasTheClosedFormNumberOfSquares(int rows, int columns) {
        int expected = 0;
        for (int side = 1; side < Math.min(rows, columns); side++) {
            expected += side * (rows - side) * (columns - side);
        }
        assertEquals(expected, new HipGeometry(rows, columns).squares().size());
    }

    @Test
    void everySquareOfARectangleIsListedOnceAndIsASquare() {
        HipGeometry geometry = new HipGeometry(4, 7);
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

    @Test
    void rowsAndColsNameTheBoardAndNAloneStaysTheSquare() {
        assertEquals("3x5-balanced", board(3, 5, "balanced").id());
        assertEquals(15, board(3, 5, "balanced").cellNames().size());
        assertEquals("n6-balanced", FAMILY.instance(Map.of()).id());
        assertEquals("n4-any", board(4, 4, "any").id());
        assertEquals(
                Map.of("rows", "3", "cols", "5", "split", "any"),
                board(3, 5, "any").parameters());
    }

    @Test
    void theCellsRunFromTheCentreOut() {
        List<String> names = board(3, 5, "balanced").cellNames();
        assertEquals("r1c2", names.get(0));
        assertEquals(Set.of("r0c2", "r1c1", "r1c3", "r2c2"), Set.copyOf(names.subList(1, 5)));
        assertEquals(Set.of("r0c0", "r0c4", "r2c0", "r2c4"), Set.copyOf(names.subList(11, 15)));
    }

    /** docs/puzzles.md#hip: the four symmetries of a rectangle, and the colour swap where the split allows it. */
    @Test
    void aRectangleHasItsFourSymmetriesAndTheSwapWhereTheSplitAllowsIt() {
        assertEquals(List.of("D2-swap", "D2"), names(board(3, 4, "balanced")));
        assertEquals(8, board(3, 4, "balanced").group("D2-swap").order());
        assertEquals(4, board(3, 4, "balanced").group("D2").order());
        assertEquals(List.of("D2"), names(board(3, 5, "balanced")));
        assertEquals(List.of("D2-swap", "D2"), names(board(3, 5, "any")));
    }

    private static List<String> names(PuzzleInstance instance) {
        return instance.groups().stream().map(Group::name).toList();
    }

    /**
     * The 3 x 4 board's counts by a second, plain search: every one of the 4,096 colourings, its squares
     * found by side vectors, and its orbits by the four maps of the rectangle written out here, with and
     * without the swap. None of the model, the search or the group code is used for the expected figures.
     */
    @ParameterizedTest
    @CsvSource({"balanced, 0, 482, 130, 74", "any, 0, 1236, 328, 173"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void theThreeByFourCountsMatchAPlainSearchOverEveryColouring(
            String split, int fewest, long colourings, int orbits, int orbitsWithSwap) {
        PlainCount plain = PlainCount.of(3, 4, split.equals("balanced"));
        assertEquals(fewest, plain.fewest());
        assertEquals(colourings, plain.optimal().size());
        assertEquals(orbits, plain.orbits(false));
        assertEquals(orbitsWithSwap, plain.orbits(true));

        PuzzleInstance instance = board(3, 4, split);
        Census onBoard = census(instance, "D2");
        Census withSwap = census(instance, "D2-swap");
        assertEquals(
                OptionalInt.of(plain.fewest()),
                onBoard.objective().orElseThrow().value());
        assertEquals(plain.optimal().size(), onBoard.solutions());
        assertEquals(plain.orbits(false), onBoard.orbits().size());
        assertEquals(plain.optimal().size(), withSwap.solutions());
        assertEquals(plain.orbits(true), withSwap.orbits().size());
    }

    /** The 2 x 5 board, odd in neither count: its balanced ties against the plain search too. */
    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void theTwoByFiveTiesMatchAPlainSearch() {
        PlainCount plain = PlainCount.of(2, 5, true);
        Census census = census(board(2, 5, "balanced"), "D2-swap");
        assertEquals(
                OptionalInt.of(plain.fewest()), census.objective().orElseThrow().value());
        assertEquals(plain.optimal().size(), census.solutions());
        assertEquals(plain.orbits(true), census.orbits().size());
    }

    private static Census census(PuzzleInstance instance, String group) {
        return Census.take(
                instance, instance.group(group), SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT);
    }

    @Test
    void theSummaryShowsEachBoardWithItsTieOrItsMinimum() {
        PuzzleInstance tie = board(3, 4, "balanced");
        PuzzleInstance seven = FAMILY.instance(Map.of("n", "7"));
        PuzzleInstance open = FAMILY.instance(Map.of("n", "8"));
        SummaryTable table = FAMILY.catalogSummary(List.of(
                        new CatalogCounts(tie, "D2-swap", 482, 74, true, OptionalInt.of(0), true, OptionalInt.empty()),
                        new CatalogCounts(tie, "D2", 482, 130, true, OptionalInt.of(0), true, OptionalInt.empty()),
                        new CatalogCounts(seven, "D4", 48, 6, true, OptionalInt.of(3), true, OptionalInt.empty()),
                        new CatalogCounts(open, "D4-swap", 16, 1, false, OptionalInt.of(12), false, OptionalInt.of(4))))
                .orElseThrow();
        assertEquals(
                List.of("3 x 4", "balanced", "yes", "0", "482", "130", "74"),
                table.rows().get(0));
        assertEquals(
                List.of("7 x 7", "balanced", "no", "3", "48", "6", "-"),
                table.rows().get(1));
        assertEquals(
                List.of("8 x 8", "balanced", "no", "open: at least 4, at most 12", "", "", ""),
                table.rows().get(2));
        assertFalse(table.title().isEmpty());
    }

    /** Every colouring of a board, by brute force, straight from the rules of docs/puzzles.md#hip. */
    private record PlainCount(int rows, int columns, int fewest, List<int[][]> optimal) {

        static PlainCount of(int rows, int columns, boolean balanced) {
            int points = rows * columns;
            int fewest = Integer.MAX_VALUE;
            List<int[][]> optimal = new ArrayList<>();
            for (int mask = 0; mask < 1 << points; mask++) {
                if (balanced && Integer.bitCount(mask) != (points + 1) / 2) {
                    continue;
                }
                int[][] board = new int[rows][columns];
                for (int p = 0; p < points; p++) {
                    board[p / columns][p % columns] = mask >> p & 1;
                }
                int made = made(board);
                if (made < fewest) {
                    fewest = made;
                    optimal.clear();
                }
                if (made == fewest) {
                    optimal.add(board);
                }
            }
            return new PlainCount(rows, columns, fewest, optimal);
        }

        /** Squares by a corner and a side vector {@code (dr, dc)} with {@code dr >= 0, dc > 0}: each once. */
        private static int made(int[][] board) {
            int rows = board.length;
            int columns = board[0].length;
            int made = 0;
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < columns; c++) {
                    for (int dr = 0; dr < rows; dr++) {
                        for (int dc = 1; dc < columns; dc++) {
                            int[][] corners = {{r, c}, {r + dr, c + dc}, {r + dr - dc, c + dc + dr}, {r - dc, c + dr}};
                            boolean on = true;
                            for (int[] corner : corners) {
                                on &= corner[0] >= 0 && corner[0] < rows && corner[1] >= 0 && corner[1] < columns;
                            }
                            if (on) {
                                int colour = board[r][c];
                                boolean same = true;
                                for (int[] corner : corners) {
                                    same &= board[corner[0]][corner[1]] == colour;
                                }
                                made += same ? 1 : 0;
                            }
                        }
                    }
                }
            }
            return made;
        }

        /** Orbits under the identity, the half turn and the two mirrors, and the swap of colours if asked. */
        int orbits(boolean swap) {
            Set<String> seen = new HashSet<>();
            int orbits = 0;
            for (int[][] board : optimal) {
                List<String> images = new ArrayList<>();
                for (int flipRows = 0; flipRows < 2; flipRows++) {
                    for (int flipColumns = 0; flipColumns < 2; flipColumns++) {
                        for (int flipColours = 0; flipColours < (swap ? 2 : 1); flipColours++) {
                            StringBuilder image = new StringBuilder();
                            for (int r = 0; r < rows; r++) {
                                for (int c = 0; c < columns; c++) {
                                    int from = board[flipRows == 1 ? rows - 1 - r : r][
                                            flipColumns == 1 ? columns - 1 - c : c];
                                    image.append(from ^ flipColours);
                                }
                            }
                            images.add(image.toString());
                        }
                    }
                }
                if (images.stream().noneMatch(seen::contains)) {
                    orbits++;
                }
                seen.addAll(images);
            }
            return orbits;
        }
    }
}
