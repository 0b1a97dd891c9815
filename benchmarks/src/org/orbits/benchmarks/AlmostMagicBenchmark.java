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

/** Almost Magic with magic squares (spread 0): prove the least total, then enumerate every optimal grid, one
 * setting changed at a time. (The default spread 1 takes about 25 s per run, too long to sweep.) */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(2)
public class AlmostMagicBenchmark {

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
        "symmetry=lex-generators"
    })
    public String variant;

    private Workload workload;

    @Setup
    public void setUp() {
        workload = new Workload("almostmagic", Map.of("spread", "0"), variant);
        workload.checkAgainstDefault();
    }

    @Benchmark
    public long proveAndEnumerate(SearchCounters counters) {
        return counters.record(workload.run());
    }
}
