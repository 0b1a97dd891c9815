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

/** Full enumeration of the default Apex (8 rows, mod 9), one setting changed at a time. It has no allDifferent. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(2)
public class ApexBenchmark {

    @Param({
        "default",
        "search=default",
        "search=domOverWDeg",
        "search=minDomLB",
        "search=inputOrderLB",
        "search=activity",
        "symmetry=none",
        "symmetry=lex-generators",
        "encoding=arithmetic"
    })
    public String variant;

    private Workload workload;

    @Setup
    public void setUp() {
        workload = new Workload("apex", Map.of(), variant);
        workload.checkAgainstDefault();
    }

    @Benchmark
    public long enumerate(SearchCounters counters) {
        return counters.record(workload.run());
    }
}
