package org.orbits.search.units;

import java.util.Arrays;

/**
 * An orbit as one unit met it: its canonical representative under the group searched, and how many of its
 * solutions the unit found (1 under full lex-leader breaking, any number up to the orbit's size without).
 */
public record Found(int[] representative, long seen) implements java.io.Serializable {

    public Found {
        representative = representative.clone();
    }

    @Override
    public int[] representative() {
        return representative.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Found that && seen == that.seen && Arrays.equals(representative, that.representative);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(representative) + Long.hashCode(seen);
    }

    @Override
    public String toString() {
        return "Found[" + Arrays.toString(representative) + " x" + seen + "]";
    }
}
