package org.orbits.symmetry;

import com.google.common.primitives.ImmutableIntArray;
import java.util.Comparator;

/**
 * The order canonical forms are defined by: solutions compared cell by cell, in the puzzle's cell order. A
 * solution that leaves a search is an {@link ImmutableIntArray} (equal by content, safe to keep and to key a
 * map by); the searches and the canonicaliser work on plain {@code int[]} within themselves.
 */
public final class SolutionOrder {

    /** Lexicographic order; a proper prefix comes first, which never matters for solutions of one puzzle. */
    public static final Comparator<ImmutableIntArray> LEXICOGRAPHIC = SolutionOrder::compare;

    private SolutionOrder() {}

    private static int compare(ImmutableIntArray a, ImmutableIntArray b) {
        int common = Math.min(a.length(), b.length());
        for (int i = 0; i < common; i++) {
            int order = Integer.compare(a.get(i), b.get(i));
            if (order != 0) {
                return order;
            }
        }
        return Integer.compare(a.length(), b.length());
    }
}
