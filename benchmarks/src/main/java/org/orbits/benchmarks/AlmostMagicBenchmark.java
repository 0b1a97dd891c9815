package org.orbits.benchmarks;

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
 * Almost Magic with magic squares (spread 0): prove the least total, then enumerate every optimal grid, one
 * setting changed at a time. It takes about 0.1 s with the defaults, short of the half second the others
 * take, but it is the longest Almost Magic run short enough to sweep: the default spread 1 takes some 15 s
 * a run, spread 2 more than a few minutes, and the seed's objective at spread 0 explores the same tree.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class AlmostMagicBenchmark {

    static final String INSTANCE = "almostmagic spread=0";

    /** Every setting, timed in full: 2 forks of 2 warm-up and 5 measured runs. */
    @State(Scope.Benchmark)
    public static class Usual {

        @Param({INSTANCE})
        public String instance;

        @Param({
            "default",
            "alldiff=BC",
            "alldiff=FC",
            "alldiff=NEQS",
            "alldiff=DEFAULT",
            "search=domOverWDeg",
            "search=minDomLB",
            "search=inputOrderLB",
            "search=activity",
            "symmetry=lex-generators",
            "search=default",
            "symmetry=none"
        })
        public String variant;

        Workload workload;

        @Setup
        public void setUp() {
            workload = Workload.checked(instance, variant);
        }
    }

    @Benchmark
    @Warmup(iterations = 2)
    @Measurement(iterations = 5)
    @Fork(2)
    public long proveAndEnumerate(Usual settings, SearchCounters counters) {
        return counters.record(settings.workload.run());
    }
}
