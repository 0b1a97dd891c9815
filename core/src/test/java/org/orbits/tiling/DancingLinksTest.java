package org.orbits.tiling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The exact-cover engine alone, on matrices small enough to check by hand. */
class DancingLinksTest {

    private static List<List<Integer>> covers(int[] capacities, int[][] options) {
        int[] ids = new int[options.length];
        Arrays.setAll(ids, k -> k);
        List<List<Integer>> covers = new ArrayList<>();
        boolean finished = new DancingLinks(capacities, options, ids)
                .search(
                        new int[0],
                        Integer.MAX_VALUE,
                        (chosen, length, cover) -> {
                            assertTrue(cover);
                            covers.add(Arrays.stream(chosen, 0, length)
                                    .sorted()
                                    .boxed()
                                    .toList());
                        },
                        () -> false);
        assertTrue(finished);
        return covers;
    }

    /** Knuth's example in "Dancing Links": items A..G, one exact cover, options {A, D}, {B, G} and {C, E, F}. */
    @Test
    void knuthsExampleHasItsOneCover() {
        int a = 0;
        int b = 1;
        int c = 2;
        int d = 3;
        int e = 4;
        int f = 5;
        int g = 6;
        int[][] options = {{c, e, f}, {a, d, g}, {b, c, f}, {a, d}, {b, g}, {d, e, g}};
        assertEquals(List.of(List.of(0, 3, 4)), covers(new int[] {1, 1, 1, 1, 1, 1, 1}, options));
    }

    /** An item of capacity 2 is in exactly two chosen options of every cover, and each cover is found once. */
    @Test
    void anItemWithACapacityIsCoveredThatManyTimes() {
        // cells 0, 1, 2 once each, item 3 twice, item 4 once: {0,3}{1,3}{2,4} and {0,3}{2,3}{1,4} are the covers;
        // {1,3}{2,3} leaves cell 0 to {0,1,4}, which takes cell 1 again.
        int[][] options = {{0, 3}, {1, 3}, {2, 4}, {2, 3}, {0, 1, 4}, {1, 4}};
        assertEquals(List.of(List.of(0, 1, 2), List.of(0, 3, 5)), sorted(covers(new int[] {1, 1, 1, 2, 1}, options)));
    }

    /** An item short of its capacity when every other item is covered is no cover. */
    @Test
    void anItemBelowItsCapacityLeavesNoCover() {
        // item 3 twice: {0,3}{1,2} and {0,1}{2,3} use it once, {0,3}{1,3}{2,3} three times
        int[][] options = {{0, 3}, {1, 3}, {2, 3}, {0, 1}, {1, 2}};
        assertEquals(List.of(), covers(new int[] {1, 1, 1, 2}, options));
    }

    private static List<List<Integer>> sorted(List<List<Integer>> covers) {
        List<List<Integer>> sorted = new ArrayList<>(covers);
        sorted.sort((x, y) -> Arrays.compare(
                x.stream().mapToInt(Integer::intValue).toArray(),
                y.stream().mapToInt(Integer::intValue).toArray()));
        return sorted;
    }

    /** A prefix replays the first choices and searches only below them. */
    @Test
    void aPrefixSearchesItsSubtreeAlone() {
        int[][] options = {{0, 1}, {2, 3}, {0, 2}, {1, 3}, {0, 3}, {1, 2}};
        int[] ids = {10, 11, 12, 13, 14, 15};
        List<List<Integer>> found = new ArrayList<>();
        DancingLinks links = new DancingLinks(new int[] {1, 1, 1, 1}, options, ids);
        // item 0 is branched on first (every item has three options, and the first wins the tie)
        links.search(
                new int[] {12},
                Integer.MAX_VALUE,
                (chosen, length, cover) ->
                        found.add(Arrays.stream(chosen, 0, length).boxed().toList()),
                () -> false);
        assertEquals(List.of(List.of(12, 13)), found);
    }

    /**
     * Covers that are slow to hand on do not hold a stop back for a thousand nodes: with a cover every two nodes and
     * each taking 5 ms to hand on, a search told to stop stops after a few covers, not after some 500 (2.5 s).
     */
    @Test
    void aSearchWhoseCoversAreSlowToHandOnStopsSoonAfterItIsTold() {
        int items = 20;
        int[][] options = new int[2 * items][];
        for (int k = 0; k < options.length; k++) {
            options[k] = new int[] {k / 2};
        }
        int[] ids = new int[options.length];
        Arrays.setAll(ids, k -> k);
        int[] capacities = new int[items];
        Arrays.fill(capacities, 1);
        int[] covers = {0};
        boolean finished = new DancingLinks(capacities, options, ids)
                .search(
                        new int[0],
                        Integer.MAX_VALUE,
                        (chosen, length, cover) -> {
                            covers[0]++;
                            try {
                                Thread.sleep(5);
                            } catch (InterruptedException stopping) {
                                Thread.currentThread().interrupt();
                            }
                        },
                        () -> true);
        assertFalse(finished);
        assertTrue(covers[0] < 100, covers[0] + " covers were handed on after the search was told to stop");
    }
}
