package org.orbits.tiling;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The plain exact-cover matrix a peer program counts. */
class ExactCoverMatrixTest {

    @Test
    void itemsAreTheCellsAndThePiecesAndEachPlacementIsALine() {
        TilingPuzzle puzzle = Tilings.parse("board", "###", "", "piece D", "##", "", "piece E", "#");
        assertEquals(
                List.of(
                        "# test: 5 placements, 1 cover per tiling",
                        "r1c1 r1c2 r1c3 D E",
                        "r1c1 r1c2 D",
                        "r1c2 r1c3 D",
                        "r1c1 E",
                        "r1c2 E",
                        "r1c3 E"),
                ExactCoverMatrix.of(puzzle).lines().toList());
    }

    /** Copies of a piece become numbered items, and each placement is written once for each. */
    @Test
    void repeatedPiecesAreNumberedCopies() {
        TilingPuzzle puzzle = Tilings.parse("board", "##", "", "piece M x2", "#");
        assertEquals(
                List.of(
                        "# test: 2 placements, 2 covers per tiling",
                        "r1c1 r1c2 M#1 M#2",
                        "r1c1 M#1",
                        "r1c1 M#2",
                        "r1c2 M#1",
                        "r1c2 M#2"),
                ExactCoverMatrix.of(puzzle).lines().toList());
    }

    /**
     * On triangles the items are the triangles by name, as on every grid: the matrix knows no geometry. The monomino's
     * two orientations, pointing up and down, land on the up triangles and on the down one.
     */
    @Test
    void aTriangleBoardsMatrixNamesItsTriangles() {
        TilingPuzzle puzzle =
                Tilings.parse("grid triangle", "", "board", "###", "", "piece D", "##", "", "piece E", "#");
        assertEquals(
                List.of(
                        "# test: 5 placements, 1 cover per tiling",
                        "r1c1 r1c2 r1c3 D E",
                        "r1c1 r1c2 D",
                        "r1c2 r1c3 D",
                        "r1c1 E",
                        "r1c3 E",
                        "r1c2 E"),
                ExactCoverMatrix.of(puzzle).lines().toList());
    }
}
