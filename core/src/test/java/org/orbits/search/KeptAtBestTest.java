package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.Objective;

class KeptAtBestTest {

    @Test
    void aBetterValueClearsTheSolutionsKeptAndAnEqualOneJoinsThem() {
        KeptAtBest kept = new KeptAtBest(Objective.Sense.MINIMISE, 100);
        assertTrue(kept.offer(9, new int[] {1, 2}));
        assertTrue(kept.offer(7, new int[] {3, 1}));
        assertFalse(kept.offer(7, new int[] {2, 2}));
        assertFalse(kept.offer(8, new int[] {0, 0}), "worse than the best: dropped");
        assertEquals(OptionalInt.of(7), kept.value());
        assertEquals(2, kept.sorted().size());
        assertArrayEquals(new int[] {2, 2}, kept.sorted().get(0));
        assertArrayEquals(new int[] {3, 1}, kept.sorted().get(1));
    }

    @Test
    void aMaximisationKeepsTheGreatestValue() {
        KeptAtBest kept = new KeptAtBest(Objective.Sense.MAXIMISE, 100);
        kept.offer(3, new int[] {1});
        kept.offer(5, new int[] {2});
        kept.offer(4, new int[] {3});
        assertEquals(OptionalInt.of(5), kept.value());
        assertEquals(1, kept.size());
    }

    @Test
    void solutionsPastTheBoundAreLetGoForGood() {
        KeptAtBest kept = new KeptAtBest(Objective.Sense.MINIMISE, 4);
        kept.offer(5, new int[] {1, 1});
        kept.offer(5, new int[] {1, 2});
        assertFalse(kept.overflowed());
        kept.offer(5, new int[] {1, 3});
        assertTrue(kept.overflowed());
        assertEquals(0, kept.size());
        assertTrue(kept.offer(4, new int[] {2, 2}), "a better value is still taken up");
        assertTrue(kept.overflowed(), "but no solution is kept any more: the optimum is enumerated again");
        assertEquals(0, kept.size());
        assertEquals(OptionalInt.of(4), kept.value());
    }

    @Test
    void theSolutionsKeptAreCopies() {
        KeptAtBest kept = new KeptAtBest(Objective.Sense.MINIMISE, 100);
        int[] solution = {4, 4};
        kept.offer(1, solution);
        solution[0] = 0;
        assertArrayEquals(new int[] {4, 4}, kept.sorted().get(0));
    }
}
