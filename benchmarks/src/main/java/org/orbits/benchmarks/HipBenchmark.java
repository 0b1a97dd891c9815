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
 * Hip on the 4 x 8 board with any split: prove the minimum (a tie, no square made), then enumerate every
 * optimal colouring, one setting changed at a time. The 5 x 5 board takes some 15 ms and the 6 x 6 some 25 ms,
 * too little to time one search; this takes about 1 s with the defaults. Larger boards whose minimum is above
 * 0 (6 x 8, 7 x 7) take the defaults under a second too, but Choco's default search more than minutes. It has no
 * allDifferent, and no {@code search=activity} row: that search records a no-good for every solution it finds,
 * and with some 110,000 colourings to find (one per orbit) one run takes minutes.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class HipBenchmark {

    static final String INSTANCE = "hip rows=4 cols=8 split=any";

    /** The settings timed in full: 2 forks of 2 warm-up and 5 measured runs. */
    @State(Scope.Benchmark)
    public static class Usual {

        @Param({INSTANCE})
        public String instance;

        @Param({"default", "search=minDomLB", "search=inputOrderLB", "symmetry=lex-generators"})
        public String variant;

        Workload workload;

        @Setup
        public void setUp() {
            workload = Workload.checked(instance, variant);
        }
    }

    /**
     * The settings several times slower than the defaults, timed in fewer runs so the whole run stays short:
     * their ratio to the defaults is far from 1, and the node counts say the rest.
     */
    @State(Scope.Benchmark)
    public static class Slowest {

        @Param({INSTANCE})
        public String instance;

        @Param({"search=default", "search=domOverWDeg", "symmetry=none"})
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

    @Benchmark
    @Warmup(iterations = 1)
    @Measurement(iterations = 3)
    @Fork(1)
    public long proveAndEnumerateSlowest(Slowest settings, SearchCounters counters) {
        return counters.record(settings.workload.run());
    }
}
