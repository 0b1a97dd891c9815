package org.orbits.symmetry;

/**
 * An orbit of solutions under a group, named by its canonical representative (the lexicographically least
 * image) and sized by the orbit-stabiliser theorem.
 */
public record Orbit(int[] representative, int size) implements Comparable<Orbit> {

    public Orbit {
        representative = representative.clone();
    }

    @Override
    public int[] representative() {
        return representative.clone();
    }

    @Override
    public int compareTo(Orbit other) {
        return java.util.Arrays.compare(representative, other.representative);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Orbit that
                && size == that.size
                && java.util.Arrays.equals(representative, that.representative);
    }

    @Override
    public int hashCode() {
        return 31 * java.util.Arrays.hashCode(representative) + size;
    }
}
