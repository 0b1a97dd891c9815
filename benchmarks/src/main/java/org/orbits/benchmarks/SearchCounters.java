package org.orbits.benchmarks;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.orbits.search.SearchResult;

/**
 * The solver's node and fail counts of the measured searches, and the solutions each streamed, reported by
 * JMH beside the times. They are deterministic, so they show differences that noisy times hide. Under the
 * default settings (lex-leader on every element of the group) the solutions streamed are one per orbit.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class SearchCounters {

    public long nodes;
    public long fails;
    public long solutions;

    @Setup(Level.Iteration)
    public void clear() {
        nodes = 0;
        fails = 0;
        solutions = 0;
    }

    long record(SearchResult result) {
        nodes += result.statistics().nodes();
        fails += result.statistics().fails();
        solutions += result.solutions();
        return result.solutions();
    }
}
