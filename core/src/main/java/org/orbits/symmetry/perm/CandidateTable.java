package org.orbits.symmetry.perm;

import java.util.Arrays;

/**
 * The candidates one step of the least-image search has made, by the points they hold (the first {@code n} ints
 * of each): an open-addressing table, for the search makes and looks up thousands of them per set. All of them hold
 * the same points in the blocks before {@code from}, so only the rest is compared.
 */
final class CandidateTable {

    private final int from;
    private final int n;
    private int[][] slots;
    private int size;

    CandidateTable(int from, int n, int expected) {
        this.from = from;
        this.n = n;
        this.slots = new int[Integer.highestOneBit(Math.max(4, expected) * 2)][];
    }

    /** Adds {@code candidate} unless one with the same points is there; that one, or null. */
    int[] putIfAbsent(int[] candidate) {
        if (2 * (size + 1) > slots.length) {
            grow();
        }
        int mask = slots.length - 1;
        for (int i = hash(candidate) & mask; ; i = (i + 1) & mask) {
            int[] there = slots[i];
            if (there == null) {
                slots[i] = candidate;
                size++;
                return null;
            }
            if (Arrays.equals(there, from, n, candidate, from, n)) {
                return there;
            }
        }
    }

    private void grow() {
        int[][] old = slots;
        slots = new int[old.length * 2][];
        size = 0;
        for (int[] candidate : old) {
            if (candidate != null) {
                putIfAbsent(candidate);
            }
        }
    }

    private int hash(int[] candidate) {
        int h = 1;
        for (int b = from; b < n; b++) {
            h = 31 * h + candidate[b];
        }
        return h ^ (h >>> 16);
    }
}
