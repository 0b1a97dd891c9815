package org.orbits.api;

import java.util.OptionalInt;

/**
 * What an optimisation established: the best value found, and whether it is proven optimal. An unproven
 * value is a bound, not the optimum; {@code bound}, when present, is the other side, proven.
 *
 * @param sense {@code minimise} or {@code maximise}
 */
public record Optimum(String sense, OptionalInt value, boolean proven, OptionalInt bound) {}
