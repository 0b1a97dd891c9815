package org.orbits.tiling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The distinct orientations of pieces, the placements they make on a board, and the names of the board's cells.
 */
class OrientationsTest {

    private static Map<String, Integer> orientationCounts(TilingPuzzle puzzle) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (int piece = 0; piece < puzzle.definition().pieces().size(); piece++) {
            counts.put(
                    puzzle.definition().pieces().get(piece).name(),
                    puzzle.orientations().get(piece).size());
        }
        return counts;
    }

    /** Turned and turned over, the 12 free pentominoes are the 63 fixed ones. */
    @Test
    void theTwelvePentominoesHave63FixedOrientations() {
        Map<String, Integer> counts = orientationCounts(Tilings.example("pentominoes-6x10"));
        assertEquals(
                Map.ofEntries(
                        Map.entry("F", 8),
                        Map.entry("I", 2),
                        Map.entry("L", 8),
                        Map.entry("N", 8),
                        Map.entry("P", 8),
                        Map.entry("T", 4),
                        Map.entry("U", 4),
                        Map.entry("V", 4),
                        Map.entry("W", 4),
                        Map.entry("X", 1),
                        Map.entry("Y", 8),
                        Map.entry("Z", 4)),
                counts);
        assertEquals(63, counts.values().stream().mapToInt(Integer::intValue).sum());
    }

    /** Not turned over: a piece with no mirror symmetry keeps half its orientations (the 18 one-sided pentominoes). */
    @Test
    void oneSidedPiecesOnlyTurn() {
        TilingPuzzle puzzle = Tilings.parse(
                "board",
                "#####",
                "#####",
                "",
                "piece F",
                ".##",
                "##.",
                ".#.",
                "",
                "piece Z",
                "##.",
                ".#.",
                ".##",
                "",
                "rule one-sided");
        assertEquals(Map.of("F", 4, "Z", 2), orientationCounts(puzzle));
    }

    /**
     * The Soma pieces turn in space, never mirrored: 24 rotations over each piece's own rotational symmetries. The L
     * has none (24); V, T, Z and the two screws a half turn (12); the branch P a three-fold turn about the diagonal
     * of its corner (8).
     */
    @Test
    void theSomaPiecesRotations() {
        assertEquals(
                Map.of("V", 12, "L", 24, "T", 12, "Z", 12, "A", 12, "B", 12, "P", 8),
                orientationCounts(Tilings.example("soma")));
    }

    /** A flat piece in a solid file stands up too: the domino lies along three axes. */
    @Test
    void aFlatPieceInASolidFileTakesEveryDirection() {
        TilingPuzzle puzzle = Tilings.parse("board", "##", "##", "--", "##", "##", "", "piece D x4", "##");
        assertEquals(List.of(3), puzzle.orientations().stream().map(List::size).toList());
    }

    /** Each orientation at every position where it lies wholly on the board. */
    @Test
    void placementsAreEveryOrientationAtEveryPositionOnTheBoard() {
        // The X pentomino's centre can be any cell off the border of a 6 x 10 board: 4 x 8.
        TilingPuzzle puzzle = Tilings.example("pentominoes-6x10");
        int x = 9;
        assertEquals("X", puzzle.definition().pieces().get(x).name());
        assertEquals(32, puzzle.placements().end(x) - puzzle.placements().first(x));
        assertEquals(2056, puzzle.placementCount());
        // The I lies in 6 rows at 6 positions, or stands in 10 columns at 2.
        assertEquals(56, puzzle.placements().end(1) - puzzle.placements().first(1));
    }

    @Test
    void aHoleInTheBoardTakesPlacementsAway() {
        // On 8 x 8 without its centre, the X's centre avoids the border and the 12 cells whose X would cover the hole.
        TilingPuzzle puzzle = Tilings.example("pentominoes-8x8-centre");
        int x = 9;
        assertEquals(36 - 12, puzzle.placements().end(x) - puzzle.placements().first(x));
    }

    /**
     * The placements counted from above before any is made (what a server sizes a file by) are never fewer than those
     * made, on every example board; on a strip they are each orientation at each first cell that leaves room.
     */
    @Test
    void placementsCountedBeforeTheyAreMadeAreNeverFewerThanThoseMade() throws java.io.IOException {
        try (var files = java.nio.file.Files.list(java.nio.file.Path.of("examples", "tilings"))) {
            for (java.nio.file.Path file :
                    files.filter(f -> f.toString().endsWith(".tiling")).toList()) {
                TilingPuzzle puzzle = TilingFamily.of(file).puzzle();
                for (int piece = 0; piece < puzzle.definition().pieces().size(); piece++) {
                    int made =
                            puzzle.placements().end(piece) - puzzle.placements().first(piece);
                    long atMost = puzzle.definition()
                            .placementsAtMost(puzzle.definition().pieces().get(piece));
                    assertTrue(
                            made <= atMost, file + " piece " + piece + ": " + made + " made, " + atMost + " counted");
                }
            }
        }
        // A 1 x 10 strip: the I of 4 lies at 7 places and stands nowhere; counted, its 2 orientations at 7 first cells.
        TilingPuzzle strip = Tilings.parse("board", "##########", "", "piece I", "####", "", "piece D x3", "##");
        assertEquals(7, strip.placements().end(0) - strip.placements().first(0));
        assertEquals(
                14,
                strip.definition().placementsAtMost(strip.definition().pieces().get(0)));
    }

    @Test
    void cellsAreNamedInReadingOrderFromOne() {
        TilingPuzzle flat = Tilings.example("pentominoes-3x20");
        assertEquals("r1c1", flat.cellNames().get(0));
        assertEquals("r1c20", flat.cellNames().get(19));
        assertEquals("r3c20", flat.cellNames().get(59));
        TilingPuzzle solid = Tilings.example("soma");
        assertEquals(
                List.of("l1r1c1", "l1r1c2", "l1r1c3", "l1r2c1"),
                solid.cellNames().subList(0, 4));
        assertEquals("l3r3c3", solid.cellNames().get(26));
    }

    @Test
    void aBoardWithHolesNamesOnlyItsCells() {
        TilingPuzzle puzzle = Tilings.example("pentominoes-8x8-centre");
        assertEquals(60, puzzle.cellNames().size());
        assertEquals(
                List.of("r4c3", "r4c6"),
                List.of(puzzle.cellNames().get(26), puzzle.cellNames().get(27)));
    }
}
