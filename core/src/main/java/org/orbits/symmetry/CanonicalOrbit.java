package org.orbits.symmetry;

import com.google.common.primitives.ImmutableIntArray;

/**
 * An orbit of solutions under a group, named by its canonical representative (the lexicographically least
 * image) and sized by the orbit-stabiliser theorem: the group's order over the order of the representative's
 * stabiliser. Ordered as its representatives are.
 */
public record CanonicalOrbit(ImmutableIntArray representative, long size) implements Comparable<CanonicalOrbit> {

    public CanonicalOrbit(int[] representative, long size) {
        this(ImmutableIntArray.copyOf(representative), size);
    }

    @Override
    public int compareTo(CanonicalOrbit other) {
        return SolutionOrder.LEXICOGRAPHIC.compare(representative, other.representative);
    }
}
