package org.orbits.api;

import com.google.common.primitives.ImmutableIntArray;

/**
 * An orbit met for the first time while a search runs, so that a caller can show it at once.
 *
 * @param group the group it is an orbit of
 * @param representative its canonical representative, by cell in cell order
 * @param size how many solutions it holds
 */
public record OrbitFound(String group, ImmutableIntArray representative, long size) {

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
