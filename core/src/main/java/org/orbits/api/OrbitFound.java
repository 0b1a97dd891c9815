package org.orbits.api;

import java.util.Arrays;

/**
 * An orbit met for the first time while a search runs, so that a caller can show it at once.
 *
 * @param group the group it is an orbit of
 * @param representative its canonical representative, by cell in cell order
 * @param size how many solutions it holds
 */
public record OrbitFound(String group, int[] representative, int size) {

    public OrbitFound {
        representative = representative.clone();
    }

    @Override
    public int[] representative() {
        return representative.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof OrbitFound that
                && group.equals(that.group)
                && size == that.size
                && Arrays.equals(representative, that.representative);
    }

    @Override
    public int hashCode() {
        return (group.hashCode() * 31 + Arrays.hashCode(representative)) * 31 + size;
    }

    @Override
    public String toString() {
        return "OrbitFound[" + group + ", " + Arrays.toString(representative) + ", size " + size + "]";
    }

    /** Told of each orbit as it is found; called from one search thread at a time. */
    @FunctionalInterface
    public interface Listener {

        Listener NONE = orbit -> {};

        void found(OrbitFound orbit);
    }

    /** The orbit alone, without its group. */
    public Orbit orbit() {
        return new Orbit(representative, size);
    }
}
