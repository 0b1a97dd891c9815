package org.orbits.puzzle;

import java.util.OptionalInt;

/**
 * One stored catalog entry as a family's summary sees it (see {@link PuzzleFamily#catalogSummary}).
 *
 * @param optimum the best objective value found, for an optimisation puzzle
 * @param proven whether {@code optimum} is proven optimal
 * @param bound for an open entry, the proven bound on the other side of the optimum
 */
public record CatalogCounts(
        PuzzleInstance instance,
        String group,
        long solutions,
        long orbits,
        boolean complete,
        OptionalInt optimum,
        boolean proven,
        OptionalInt bound) {}
