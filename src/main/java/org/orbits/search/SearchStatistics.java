package org.orbits.search;

/** What the solver reports of one search: for run reports and benchmarks, never for the catalog. */
public record SearchStatistics(long nodes, long fails, long solutionsFound, long nanos) {

    public static final SearchStatistics ZERO = new SearchStatistics(0, 0, 0, 0);

    public SearchStatistics plus(SearchStatistics other) {
        return new SearchStatistics(nodes + other.nodes, fails + other.fails,
                solutionsFound + other.solutionsFound, nanos + other.nanos);
    }

    public double seconds() {
        return nanos / 1e9;
    }
}
