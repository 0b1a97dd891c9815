package org.orbits.benchmarks;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Full enumeration of the 9-gon at sum 36 (4,428 solutions, 246 orbits), one setting changed at a time: the
 * seeds' 8-gon now takes a few tens of milliseconds, too little to time one search.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(2)
public class NgonBenchmark {

    @Param({
        "default",
        "alldiff=BC",
        "alldiff=FC",
        "alldiff=NEQS",
        "alldiff=DEFAULT",
        "search=default",
        "search=domOverWDeg",
        "search=minDomLB",
        "search=inputOrderLB",
        "search=activity",
        "symmetry=none",
        "symmetry=lex-generators",
        "encoding=boolean"
    })
    public String variant;

    private Workload workload;

    @Setup
    public void setUp() {
        workload = new Workload("ngon", Map.of("n", "9", "sum", "36"), variant);
        workload.checkAgainstDefault();
    }

    @Benchmark
    public long enumerate(SearchCounters counters) {
        return counters.record(workload.run());
    }
}
