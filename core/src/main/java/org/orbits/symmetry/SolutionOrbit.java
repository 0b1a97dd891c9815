package org.orbits.symmetry;

import java.util.Arrays;

/**
 * The orbit of a solution under a group of any size: its canonical representative (the lexicographically least
 * image), how many solutions it holds, and the order of the solution's stabiliser ({@code size * stabiliser} is the
 * group's order). {@link Orbit} holds the same for groups whose orbits fit in an {@code int}.
 */
public record SolutionOrbit(int[] representative, long size, long stabiliser) implements Comparable<SolutionOrbit> {

    public SolutionOrbit {
        representative = representative.clone();
    }

    @Override
    public int[] representative() {
        return representative.clone();
    }

    /** The same orbit as an {@link Orbit}; refused when its size does not fit in an {@code int}. */
    public Orbit toOrbit() {
        return new Orbit(representative, Math.toIntExact(size));
    }

    @Override
    public int compareTo(SolutionOrbit other) {
        return Arrays.compare(representative, other.representative);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SolutionOrbit that
                && size == that.size
                && stabiliser == that.stabiliser
                && Arrays.equals(representative, that.representative);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(representative) + Long.hashCode(size);
    }

    @Override
    public String toString() {
        return Arrays.toString(representative) + " (orbit of " + size + ")";
    }
}
