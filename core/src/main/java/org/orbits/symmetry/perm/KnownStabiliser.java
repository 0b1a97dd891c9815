package org.orbits.symmetry.perm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The part of a set's stabiliser that a least-image search has met so far, acting on the positions of the set's
 * points: two branches that reach the same image reveal an element of it. It lets the search keep one branch per
 * orbit of it, and at the end it counts the elements that map the set onto its least image.
 */
final class KnownStabiliser {

    /** Up to this order the elements are listed once, and a stabiliser's orbits found by filtering them. */
    private static final long LISTED = 2_000;

    private final int positions;
    private final List<int[]> generators = new ArrayList<>();
    private StabiliserChain chain;
    private int[] orbitIds;
    private List<int[]> elements;

    KnownStabiliser(int positions) {
        this.positions = positions;
    }

    /** Adds {@code element}, a permutation of the positions that maps the set onto itself. */
    void add(int[] element) {
        if (Permutations.isIdentity(element) || (chain != null && chain.contains(element))) {
            return;
        }
        generators.add(element);
        chain = StabiliserChain.of(positions, generators);
        orbitIds = chain.orbitIds();
        elements = null;
        if (chain.exactOrder().longValue() <= LISTED && chain.exactOrder().bitLength() < Long.SIZE) {
            List<int[]> listed = new ArrayList<>();
            chain.forEachElement(listed::add);
            elements = listed;
        }
    }

    /**
     * The orbits (each named by a position in it) of the elements fixing the positions of {@code candidate}'s first
     * {@code length} blocks, or null when they cannot join any two of the candidate's {@code choices} (blocks).
     *
     * @param candidate points by block, then positions by block, {@code n} of each
     */
    int[] orbitIdsFixing(int[] candidate, int n, int length, int[] choices, int count) {
        if (chain == null || !anyTwoShareAnOrbit(candidate, n, choices, count)) {
            return null;
        }
        int[] prefix = Arrays.copyOfRange(candidate, n, n + length);
        if (elements == null) {
            return chain.pointwiseStabiliser(prefix).orbitIds();
        }
        int[] ids = Permutations.identity(positions);
        for (int[] g : elements) {
            boolean fixes = true;
            for (int i = 0; i < length && fixes; i++) {
                fixes = g[prefix[i]] == prefix[i];
            }
            if (fixes) {
                for (int q = 0; q < positions; q++) {
                    union(ids, q, g[q]);
                }
            }
        }
        for (int q = 0; q < positions; q++) {
            ids[q] = root(ids, q);
        }
        return ids;
    }

    private boolean anyTwoShareAnOrbit(int[] candidate, int n, int[] choices, int count) {
        for (int i = 0; i < count; i++) {
            for (int j = i + 1; j < count; j++) {
                if (orbitIds[candidate[n + choices[i]]] == orbitIds[candidate[n + choices[j]]]) {
                    return true;
                }
            }
        }
        return false;
    }

    private static int root(int[] parent, int q) {
        int r = q;
        while (parent[r] != r) {
            r = parent[r];
        }
        return r;
    }

    private static void union(int[] parent, int a, int b) {
        int ra = root(parent, a);
        int rb = root(parent, b);
        if (ra != rb) {
            parent[Math.max(ra, rb)] = Math.min(ra, rb);
        }
    }

    /** How many images the given positions, all different, have under the group. */
    long orbitSize(int[] tuple, int length) {
        if (chain == null) {
            return 1;
        }
        StabiliserChain rebased = chain.withBase(Arrays.copyOf(tuple, length));
        long size = 1;
        for (int level = 0; level < length; level++) {
            size = Math.multiplyExact(size, rebased.basicOrbitSize(level));
        }
        return size;
    }
}
