package org.orbits.tiling;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.orbits.symmetry.Symmetry;

/** The plain checker, one rule at a time on hand-made tilings. */
class TilingCheckerTest {

    /** An L-tromino, an I-tromino and a domino on a 2 x 4 board: values 1, 2 and 3. */
    private static final TilingPuzzle SINGLE = Tilings.parse(
            "board", "####", "####", "", "piece L", "##", "#.", "", "piece I", "###", "", "piece D", "##");

    /** Two dominoes on a 2 x 2 board: values carry directions. */
    private static final TilingPuzzle REPEATED = Tilings.parse("board", "##", "##", "", "piece D x2", "##");

    // Directions in the plane: bit 0 up, 1 down, 2 left, 3 right; the domino is piece 0, so a value is its bits + 1.
    private static final int UP = 0b0001 + 1;
    private static final int DOWN = 0b0010 + 1;
    private static final int LEFT = 0b0100 + 1;
    private static final int RIGHT = 0b1000 + 1;

    @Test
    void tilingsPass() {
        // I I I L / D D L L
        assertEquals(Optional.empty(), SINGLE.violation(new int[] {2, 2, 2, 1, 3, 3, 1, 1}));
        assertEquals(Optional.empty(), REPEATED.violation(new int[] {RIGHT, LEFT, RIGHT, LEFT}));
        assertEquals(Optional.empty(), REPEATED.violation(new int[] {DOWN, DOWN, UP, UP}));
    }

    @Test
    void aTilingOfTheWrongLengthIsRefused() {
        assertEquals(Optional.of("expected 8 cells, got 3"), SINGLE.violation(new int[] {1, 2, 3}));
    }

    @Test
    void aValueOutsideTheRangeIsRefused() {
        assertEquals(Optional.of("r2c1 holds 4, outside 1..3"), SINGLE.violation(new int[] {2, 2, 2, 1, 4, 3, 1, 1}));
        assertEquals(Optional.of("r1c1 holds 0, outside 1..16"), REPEATED.violation(new int[] {0, LEFT, RIGHT, LEFT}));
    }

    @Test
    void aTileThatIsNotAShapeOfItsPieceIsRefused() {
        // the L's three cells in a row, the I's bent
        assertEquals(
                Optional.of("the L at r1c1 is not a shape of L"), SINGLE.violation(new int[] {1, 1, 1, 2, 3, 3, 2, 2}));
    }

    /** Under rule one-sided an L turned over is no L: the mirror image of a tiling passes only where mirrors are allowed. */
    @Test
    void aPieceTurnedOverIsRefusedUnderRuleOneSided() {
        String[] oneSidedFile = {"board", "####", "####", "", "piece L x2", "###", "#..", "", "rule one-sided"};
        String[] freeFile = {"board", "####", "####", "", "piece L x2", "###", "#.."};
        TilingPuzzle oneSided = Tilings.parse(oneSidedFile);
        TilingPuzzle free = Tilings.parse(freeFile);
        int[] tiling = Tilings.solutions(oneSided, TilingScope.EVERY_TILING).get(0);
        Symmetry mirror = free.defaultGroup().generators().get(0);
        assertEquals("s", mirror.name());
        int[] mirrored = mirror.apply(tiling);
        assertEquals(Optional.empty(), free.violation(mirrored));
        assertEquals(Optional.of("the L at r1c1 is not a shape of L"), oneSided.violation(mirrored));
    }

    @Test
    void aPieceUsedAnotherNumberOfTimesIsRefused() {
        // a domino and two monominoes on a 1 x 4 board, all four cells made monominoes
        TilingPuzzle puzzle = Tilings.parse("board", "####", "", "piece D", "##", "", "piece E x2", "#");
        int monomino = (1 << 4) + 1;
        assertEquals(
                Optional.of("piece D is placed 0 times, not 1"),
                puzzle.violation(new int[] {monomino, monomino, monomino, monomino}));
        assertEquals(Optional.empty(), puzzle.violation(new int[] {RIGHT, LEFT, monomino, monomino}));
    }

    @Test
    void aValueJoiningACellOffTheBoardIsRefused() {
        assertEquals(
                Optional.of("r1c1 joins the cell above, off the board"),
                REPEATED.violation(new int[] {UP, LEFT, RIGHT, LEFT}));
    }

    @Test
    void aValueJoiningACellOfAnotherPieceIsRefused() {
        TilingPuzzle puzzle = Tilings.parse("board", "####", "", "piece D", "##", "", "piece E x2", "#");
        int monomino = (1 << 4) + 1;
        assertEquals(
                Optional.of("r1c2 joins the cell on the right, r1c3, of another piece"),
                puzzle.violation(new int[] {RIGHT, 0b1100 + 1, monomino, monomino}));
    }

    @Test
    void aValueJoiningACellThatDoesNotJoinItBackIsRefused() {
        assertEquals(
                Optional.of("r1c1 joins the cell on the right, r1c2, which does not join it back"),
                REPEATED.violation(new int[] {RIGHT, DOWN, RIGHT, UP}));
    }

    /** A tile's every cell records every neighbour in the tile, or two arrays would stand for one tiling. */
    @Test
    void neighboursInOneTileMustBeJoinedByTheirValues() {
        TilingPuzzle squares = Tilings.parse("board", "####", "####", "", "piece O x2", "##", "##");
        int rightDown = 0b1010 + 1;
        int leftDown = 0b0110 + 1;
        int upRight = 0b1001 + 1;
        int upLeft = 0b0101 + 1;
        int[] tiling = {rightDown, leftDown, rightDown, leftDown, upRight, upLeft, upRight, upLeft};
        assertEquals(Optional.empty(), squares.violation(tiling));
        int[] unjoined = tiling.clone();
        unjoined[4] = UP;
        unjoined[5] = UP;
        assertEquals(
                Optional.of("r2c1 and r2c2 lie in one tile but their values do not join them"),
                squares.violation(unjoined));
    }
}
