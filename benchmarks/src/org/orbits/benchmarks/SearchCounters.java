package org.orbits.benchmarks;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.orbits.search.Enumerator;

/**
 * The solver's node and fail counts of the measured searches, reported by JMH beside the times. They are
 * deterministic, so they show differences that noisy times hide.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class SearchCounters {

    public long nodes;
    public long fails;

    @Setup(Level.Iteration)
    public void clear() {
        nodes = 0;
        fails = 0;
    }

    long record(Enumerator.Result result) {
        nodes += result.statistics().nodes();
        fails += result.statistics().fails();
        return result.solutions();
    }
}
