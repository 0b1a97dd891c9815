package org.orbits.api;

import com.google.common.primitives.ImmutableIntArray;
import java.util.List;

/**
 * One orbit of solutions under a group: its canonical representative (the lexicographically least image)
 * by cell in cell order, and how many solutions it holds.
 */
public record Orbit(ImmutableIntArray representative, long size) {

    /** Cell names and values, {@code C=2 m0=8 ...}, with the cell names of the instance. */
    public String describe(List<String> cellNames) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < representative.length(); i++) {
            text.append(i == 0 ? "" : " ").append(cellNames.get(i)).append('=').append(representative.get(i));
        }
        return text.toString();
    }
}
