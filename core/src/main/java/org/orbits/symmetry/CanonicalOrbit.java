package org.orbits.symmetry;

import com.google.common.primitives.ImmutableIntArray;

/**
 * An orbit of solutions under a group, named by its canonical representative (the lexicographically least
 * image) and sized by the orbit-stabiliser theorem. Ordered as its representatives are.
 */
public record CanonicalOrbit(ImmutableIntArray representative, int size) implements Comparable<CanonicalOrbit> {

    public CanonicalOrbit(int[] representative, int size) {
        this(ImmutableIntArray.copyOf(representative), size);
    }

    @Override
    public int compareTo(CanonicalOrbit other) {
        return SolutionOrder.LEXICOGRAPHIC.compare(representative, other.representative);
    }
}
