package org.orbits.symmetry.graph;

import java.util.Arrays;

/** The edges a builder collected, as pairs of vertices; a pair given twice, in either order, is one edge. */
final class IntPairs {

    private long[] pairs = new long[16];
    private int size;

    void add(int u, int v) {
        if (size == pairs.length) {
            pairs = Arrays.copyOf(pairs, 2 * size);
        }
        pairs[size++] = ((long) Math.min(u, v) << 32) | Math.max(u, v);
    }

    IntPairs copy() {
        IntPairs copy = new IntPairs();
        copy.pairs = Arrays.copyOf(pairs, Math.max(16, size));
        copy.size = size;
        return copy;
    }

    /**
     * Vertex v's neighbours, ascending, are {@code neighbours[firstNeighbour[v]..firstNeighbour[v+1])}: the adjacency a
     * {@link ColouredGraph} keeps.
     */
    record Adjacency(int[] firstNeighbour, int[] neighbours) {}

    /** These edges as the neighbour lists of the vertices 0..n-1, each ascending. */
    Adjacency adjacency(int n) {
        long[] sorted = Arrays.copyOf(pairs, size);
        Arrays.sort(sorted);
        int distinct = 0;
        for (int i = 0; i < sorted.length; i++) {
            if (i == 0 || sorted[i] != sorted[i - 1]) {
                sorted[distinct++] = sorted[i];
            }
        }
        int[] firstNeighbour = new int[n + 1];
        for (int i = 0; i < distinct; i++) {
            firstNeighbour[low(sorted[i]) + 1]++;
            firstNeighbour[high(sorted[i]) + 1]++;
        }
        for (int v = 0; v < n; v++) {
            firstNeighbour[v + 1] += firstNeighbour[v];
        }
        int[] next = Arrays.copyOf(firstNeighbour, n);
        int[] neighbours = new int[2 * distinct];
        // Pairs ascend by their smaller end, then their larger, so every list fills in ascending order.
        for (int i = 0; i < distinct; i++) {
            neighbours[next[high(sorted[i])]++] = low(sorted[i]);
        }
        for (int i = 0; i < distinct; i++) {
            neighbours[next[low(sorted[i])]++] = high(sorted[i]);
        }
        return new Adjacency(firstNeighbour, neighbours);
    }

    private static int low(long pair) {
        return (int) (pair >>> 32);
    }

    private static int high(long pair) {
        return (int) pair;
    }
}
