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
 * Full enumeration of the Apex with 11 rows mod 6 (4,505 orbits under mirror-units), one setting changed at a
 * time: the seed's 8 rows mod 9 takes some 40 ms, too little to time one search; this takes about 1.2 s with
 * the defaults. It has no allDifferent.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ApexBenchmark {

    static final String INSTANCE = "apex rows=11 modulus=6";

    /** The settings timed in full: 2 forks of 2 warm-up and 5 measured runs. */
    @State(Scope.Benchmark)
    public static class Usual {

        @Param({INSTANCE})
        public String instance;

        @Param({"default", "search=minDomLB", "search=inputOrderLB", "symmetry=lex-generators", "encoding=arithmetic"})
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

        @Param({"search=default", "search=domOverWDeg", "search=activity", "symmetry=none"})
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
    public long enumerate(Usual settings, SearchCounters counters) {
        return counters.record(settings.workload.run());
    }

    @Benchmark
    @Warmup(iterations = 1)
    @Measurement(iterations = 3)
    @Fork(1)
    public long enumerateSlowest(Slowest settings, SearchCounters counters) {
        return counters.record(settings.workload.run());
    }
}
