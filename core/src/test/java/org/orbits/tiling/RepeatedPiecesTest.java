package org.orbits.tiling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orbits.symmetry.Burnside;
import org.orbits.symmetry.Symmetry;

/**
 * Pieces that occur more than once: copies of one piece are one piece, so a tiling is counted once however its copies
 * might be numbered (no {@code count!} over-counting), and every count is checked against a count found otherwise.
 */
class RepeatedPiecesTest {

    /** A {@code rows x columns} board of {@code piece} rows, repeated to fill it. */
    private static TilingPuzzle board(int rows, int columns, String pieceHeader, String... pieceRows) {
        List<String> lines = new ArrayList<>(List.of("board"));
        for (int row = 0; row < rows; row++) {
            lines.add("#".repeat(columns));
        }
        lines.add("");
        lines.add(pieceHeader);
        lines.addAll(List.of(pieceRows));
        return Tilings.parse(lines.toArray(String[]::new));
    }

    private static long tilings(TilingPuzzle puzzle) {
        return Tilings.solutions(puzzle, TilingScope.EVERY_TILING).size();
    }

    /** The 2 x n rectangle: the first column is a standing domino or the first two are two lying ones, so F(n+1). */
    @Test
    void dominoTilingsOfTwoByNAreFibonacciNumbers() {
        long[] fibonacci = {1, 2, 3, 5, 8, 13, 21, 34, 55, 89};
        for (int n = 1; n <= fibonacci.length; n++) {
            assertEquals(fibonacci[n - 1], tilings(board(2, n, "piece D x" + n, "##")), "2 x " + n);
        }
    }

    /** Kasteleyn's and Temperley and Fisher's counts: 11 for 3 x 4, 36 for 4 x 4, 6,728 for 6 x 6. */
    @ParameterizedTest(name = "{0} x {1}: {2}")
    @CsvSource({"3, 4, 11", "4, 4, 36", "4, 5, 95", "6, 6, 6728"})
    void dominoTilingsOfRectangles(int rows, int columns, long expected) {
        TilingPuzzle puzzle = board(rows, columns, "piece D x" + rows * columns / 2, "##");
        assertEquals(expected, tilings(puzzle));
        assertEquals(expected, PlainTiler.count(puzzle.definition()));
    }

    /**
     * Lozenges, two triangles each, in a hexagon of side n on the triangle grid: MacMahon's count of plane partitions
     * in an n x n x n box, OEIS A008793: 2, 20, 980. The plain backtracking agrees, and each tiling passes the checker,
     * which reads a triangle's three directions from its value.
     */
    @ParameterizedTest(name = "side {0}: {1}")
    @CsvSource({"1, 2", "2, 20", "3, 980"})
    void lozengeTilingsOfHexagonsAreMacMahonsCount(int side, long expected) {
        List<String> lines = new ArrayList<>(List.of("grid triangle", "", "board"));
        // Each row starts on a triangle pointing up in the top half, down in the bottom half: an even lead there.
        for (int row = 0; row < side; row++) {
            lines.add(".".repeat(side + side % 2 - row) + "#".repeat(2 * (side + row) + 1));
        }
        for (int row = side - 1; row >= 0; row--) {
            lines.add(".".repeat(side + side % 2 - row) + "#".repeat(2 * (side + row) + 1));
        }
        lines.addAll(List.of("", "piece L x" + 3 * side * side, "##"));
        TilingPuzzle puzzle = Tilings.parse(lines.toArray(String[]::new));
        List<int[]> all = Tilings.solutions(puzzle, TilingScope.EVERY_TILING);
        assertEquals(expected, all.size());
        assertEquals(expected, PlainTiler.count(puzzle.definition()));
        all.forEach(tiling -> assertEquals(Optional.empty(), puzzle.violation(tiling)));
    }

    /**
     * Dihexes in a rhombus of hexagons, counted by the engine and by the plain backtracking; the 2 x 2 rhombus by hand:
     * two pairs of rows, or two pairs along the short diagonal's sides, one orbit under the rhombus's mirror.
     */
    @ParameterizedTest(name = "{0} x {0}")
    @CsvSource({"2", "4"})
    void dihexTilingsOfRhombiAgreeWithPlainBacktracking(int side) {
        List<String> lines = new ArrayList<>(List.of("grid hex", "", "board"));
        for (int row = 0; row < side; row++) {
            lines.add("#".repeat(side));
        }
        lines.addAll(List.of("", "piece D x" + side * side / 2, "##"));
        TilingPuzzle hexes = Tilings.parse(lines.toArray(String[]::new));
        List<int[]> all = Tilings.solutions(hexes, TilingScope.EVERY_TILING);
        assertEquals(PlainTiler.count(hexes.definition()), all.size());
        all.forEach(tiling -> assertEquals(Optional.empty(), hexes.violation(tiling)));
        if (side == 2) {
            assertEquals(2, all.size());
            assertEquals(1, Tilings.canonicalForms(hexes, all).size());
        }
    }

    /** The cube's graph has 9 perfect matchings: the 2 x 2 x 2 cube has 9 domino tilings. */
    @Test
    void dominoTilingsOfTheTwoCube() {
        TilingPuzzle cube = Tilings.parse("board", "##", "##", "--", "##", "##", "", "piece D x4", "##");
        assertEquals(9, tilings(cube));
    }

    /** Mixed sets, flat and solid, each against the plain backtracking search. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "T-tetrominoes in 4 x 4|board/####/####/####/####//piece T x4/###/.#.",
                "L-trominoes in 3 x 6|board/######/######/######//piece L x6/##/#.",
                "I, O and two L tetrominoes in 4 x 4|board/####/####/####/####//piece I/####//piece O/##/##//piece L x2/###/#..",
                "one-sided L and J tetrominoes in 4 x 4|board/####/####/####/####//piece L x2/###/#..//piece J x2/###/..#//rule one-sided",
                "V-tricubes in 2 x 2 x 3|board/###/###/--/###/###//piece V x4/##/#.",
                "dominoes and a square in 2 x 3 x 2|board/##/##/##/--/##/##/##//piece D x4/##//piece O/##/##"
            })
    void mixedSetsAgreeWithPlainBacktracking(String name, String file) {
        TilingPuzzle puzzle = Tilings.parse(file.split("/", -1));
        long expected = PlainTiler.count(puzzle.definition());
        assertTrue(expected > 0, name + " has tilings");
        assertEquals(expected, tilings(puzzle), name);
        assertOrbitsAgree(puzzle, name);
    }

    /**
     * Orbits three ways: the restricted search reduced, every tiling reduced, and Burnside's lemma; every image of every
     * tiling is a tiling that passes the checker.
     */
    private static void assertOrbitsAgree(TilingPuzzle puzzle, String name) {
        List<int[]> all = Tilings.solutions(puzzle, TilingScope.EVERY_TILING);
        var set = Tilings.asSet(all);
        long orbits = Tilings.canonicalForms(puzzle, all).size();
        assertEquals(
                orbits,
                Tilings.canonicalForms(puzzle, Tilings.solutions(puzzle, TilingScope.EVERY_ORBIT))
                        .size(),
                name);
        List<Long> fixed = new ArrayList<>();
        for (Symmetry g : puzzle.defaultGroup().elements()) {
            long count = 0;
            for (int[] tiling : all) {
                int[] image = g.apply(tiling);
                assertEquals(Optional.empty(), puzzle.violation(image), name + " " + g);
                assertTrue(set.contains(Arrays.stream(image).boxed().toList()), name + " " + g);
                count += Arrays.equals(image, tiling) ? 1 : 0;
            }
            fixed.add(count);
        }
        assertEquals(orbits, new Burnside.Count(fixed).orbits(), name + ": Burnside");
    }

    /** Dominoes in a 4 x 4 square, up to its 8 symmetries: Burnside and the canonicaliser agree (and 36 > 8 orbits). */
    @Test
    void dominoTilingsOfTheSquareUpToSymmetry() {
        TilingPuzzle puzzle = board(4, 4, "piece D x8", "##");
        assertOrbitsAgree(puzzle, "4 x 4 dominoes");
        long orbits = Tilings.canonicalForms(puzzle, Tilings.solutions(puzzle, TilingScope.EVERY_TILING))
                .size();
        assertTrue(orbits >= 36 / 8 && orbits < 36, "orbits " + orbits);
    }

    /** With no piece occurring once there is nothing to restrict: both scopes search the same tree. */
    @Test
    void withoutASinglePieceTheRestrictedSearchIsTheWholeSearch() {
        TilingPuzzle puzzle = board(4, 4, "piece D x8", "##");
        assertEquals(Optional.empty(), puzzle.search(TilingScope.EVERY_ORBIT).restrictedPiece());
        assertEquals(36, Tilings.solutions(puzzle, TilingScope.EVERY_ORBIT).size());
    }
}
