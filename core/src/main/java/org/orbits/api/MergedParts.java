package org.orbits.api;

import java.util.SortedSet;
import org.orbits.search.units.PartialMerge;

/**
 * Partial results merged: the enumeration they make up (incomplete when units are missing), and the units
 * no part finished.
 */
public record MergedParts(EnumerationResult enumeration, SortedSet<Integer> missingUnits, int units) {

    /** The missing units in a few words, runs of consecutive units as ranges: {@code 3-7, 12}. */
    public String missingInWords() {
        return PartialMerge.describe(missingUnits);
    }
}
