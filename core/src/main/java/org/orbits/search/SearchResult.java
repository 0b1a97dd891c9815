package org.orbits.search;

import java.util.Optional;

/**
 * The outcome of one run of an {@link Enumerator}: the solutions streamed, whether the search was exhausted, and its
 * cost; for an optimisation puzzle, also the cost of the proof alone ({@code statistics} covers proof and
 * enumeration). Times are wall-clock times from the start of the run, planning included.
 */
public record SearchResult(
        long solutions,
        boolean complete,
        SearchStatistics statistics,
        Optional<ObjectiveResult> objective,
        Optional<SearchStatistics> proof) {}
