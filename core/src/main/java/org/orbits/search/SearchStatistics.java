package org.orbits.search;

/** What the solver reports of one search: for run reports and benchmarks, never for the catalog. */
public record SearchStatistics(long nodes, long fails, long nanos) {

    public SearchStatistics plus(SearchStatistics other) {
        return new SearchStatistics(nodes + other.nodes, fails + other.fails, nanos + other.nanos);
    }

    public double seconds() {
        return nanos / 1e9;
    }
}
