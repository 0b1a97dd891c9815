package org.orbits.api;

import java.time.Duration;
import java.util.Optional;
import org.orbits.search.SearchStatistics;

/**
 * What a search cost: nodes and fails over every thread, and the wall-clock time from the start of the
 * command. For an optimisation, {@code proof} is the share of the proof of the optimum.
 */
public record Statistics(long nodes, long fails, Duration time, Optional<Statistics> proof) {

    static Statistics of(SearchStatistics total, Optional<SearchStatistics> proof, Duration elapsed) {
        return new Statistics(
                total.nodes(),
                total.fails(),
                elapsed,
                proof.map(p -> new Statistics(p.nodes(), p.fails(), Duration.ofNanos(p.nanos()), Optional.empty())));
    }
}
