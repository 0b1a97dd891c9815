package org.orbits.puzzle.hip;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class FewSquaresAnnealingTest {

    private static int made(int side, boolean balanced) {
        HipGeometry board = HipGeometry.square(side);
        int[] colouring = FewSquaresAnnealing.colouring(board, balanced);
        assertEquals(Optional.empty(), HipChecker.violation(board, balanced, OptionalInt.empty(), colouring));
        return HipChecker.madeSquares(board, colouring);
    }

    /**
     * The minima of the balanced boards are 0 on 6 x 6 and 3 on 7 x 7 (docs/puzzles.md) and 8 on 8 x 8 (the
     * catalog): the annealing meets the first two and comes within one of the third.
     */
    @Test
    void annealingMeetsOrNearlyMeetsTheKnownMinimaOfTheBalancedBoards() {
        assertEquals(0, made(6, true));
        assertEquals(3, made(7, true));
        int eight = made(8, true);
        assertTrue(eight == 8 || eight == 9, eight + " made squares on 8 x 8");
    }

    @Test
    void withAnySplitTheColouringNeedNotBeBalanced() {
        assertEquals(0, made(5, false));
    }

    @Test
    void theSameBoardGivesTheSameColouringEveryTime() {
        HipGeometry board = HipGeometry.square(7);
        assertArrayEquals(FewSquaresAnnealing.colouring(board, true), FewSquaresAnnealing.colouring(board, true));
    }
}
