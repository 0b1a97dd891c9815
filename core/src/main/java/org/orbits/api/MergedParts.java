package org.orbits.api;

import java.util.SortedSet;

/**
 * Partial results merged: the enumeration they make up (incomplete when units are missing), and the units
 * no part finished.
 */
public record MergedParts(Enumeration enumeration, SortedSet<Integer> missingUnits, int units) {}
