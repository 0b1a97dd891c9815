package org.orbits.puzzle.ngon;

import com.google.common.collect.ImmutableList;

/**
 * The dots of the n-gon (docs/puzzles.md#n-gon) and their cell order: the center {@code C}, the spoke midpoints
 * {@code m0..}, the corners {@code v0..}, the edge midpoints {@code e0..}; {@code ei} sits on the edge
 * from {@code vi} to {@code v(i+1)}.
 */
record NgonGeometry(int corners) {

    int dots() {
        return 3 * corners + 1;
    }

    int center() {
        return 0;
    }

    int spokeMidpoint(int i) {
        return 1 + around(i);
    }

    int corner(int i) {
        return 1 + corners + around(i);
    }

    int edgeMidpoint(int i) {
        return 1 + 2 * corners + around(i);
    }

    /** {@code i} taken around the polygon, so {@code -1} is the last corner. */
    int around(int i) {
        return Math.floorMod(i, corners);
    }

    ImmutableList<String> dotNames() {
        ImmutableList.Builder<String> names = ImmutableList.builder();
        names.add("C");
        for (String kind : new String[] {"m", "v", "e"}) {
            for (int i = 0; i < corners; i++) {
                names.add(kind + i);
            }
        }
        return names.build();
    }

    /** The spoke {@code {C, mi, vi}}. */
    int[] spoke(int i) {
        return new int[] {center(), spokeMidpoint(i), corner(i)};
    }

    /** The edge {@code {vi, ei, v(i+1)}}. */
    int[] edge(int i) {
        return new int[] {corner(i), edgeMidpoint(i), corner(i + 1)};
    }
}
