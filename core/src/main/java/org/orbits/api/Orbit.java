package org.orbits.api;

import java.util.Arrays;
import java.util.List;

/**
 * One orbit of solutions under a group: its canonical representative (the lexicographically least image)
 * by cell in cell order, and how many solutions it holds.
 */
public record Orbit(int[] representative, int size) {

    public Orbit {
        representative = representative.clone();
    }

    @Override
    public int[] representative() {
        return representative.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Orbit that && size == that.size && Arrays.equals(representative, that.representative);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(representative) + size;
    }

    @Override
    public String toString() {
        return "Orbit[" + Arrays.toString(representative) + ", size " + size + "]";
    }

    /** Cell names and values, {@code C=2 m0=8 ...}, with the cell names of the instance. */
    public String describe(List<String> cellNames) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < representative.length; i++) {
            text.append(i == 0 ? "" : " ").append(cellNames.get(i)).append('=').append(representative[i]);
        }
        return text.toString();
    }
}
