package org.orbits.puzzle;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A family of puzzles, the unit that {@code orbits list} shows and the catalog groups by. A family knows
 * its parameters (its {@link FamilyDescription}) and makes its instances: the one a user's values pick, and those
 * the catalog holds; everything else belongs to its instances.
 */
public interface PuzzleFamily extends FamilyDescription {

    /** The instance for these parameter values (missing ones take their defaults). */
    PuzzleInstance instance(Map<String, String> parameterValues);

    /** The instances the catalog holds, in catalog order. */
    List<PuzzleInstance> catalogInstances();

    /**
     * Instances whose proof takes longer than a catalog run can carry. The catalog holds them proven, under
     * every group, after the others; {@code orbits catalog} keeps their stored files unless asked to re-prove
     * them, and {@code orbits verify} re-checks their stored solutions and counts without a search.
     */
    default List<PuzzleInstance> heavyInstances() {
        return List.of();
    }

    /**
     * Optimisation instances whose optimum is not proven in reasonable time. The catalog holds them as open
     * entries, after the others: the proven bounds on the optimum and the best solution found.
     */
    default List<PuzzleInstance> openInstances() {
        return List.of();
    }

    /**
     * A table for the catalog's index that shows the family's stored entries at a glance, beyond the one row
     * per entry every family has; none by default.
     */
    default Optional<SummaryTable> catalogSummary(List<CatalogCounts> entries) {
        return Optional.empty();
    }

    /**
     * The family's tables for the catalog's index, in order: {@link #catalogSummary} by default; a family whose
     * entries fall into kinds (the tilings' grids) gives a table per kind.
     */
    default List<SummaryTable> catalogSummaries(List<CatalogCounts> entries) {
        return catalogSummary(entries).stream().toList();
    }
}
