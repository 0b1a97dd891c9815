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
 * Full enumeration of the 10-gon at sum 40, one setting changed at a time: the seeds' 8-gon takes a few
 * milliseconds and the 9-gon at sum 36 a fifth of a second since the last corners are tried at once, too
 * little to time one search; this takes over half a second with the defaults.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class NgonBenchmark {

    static final String INSTANCE = "ngon n=10 sum=40";

    /** The settings timed in full: 2 forks of 2 warm-up and 5 measured runs. */
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
            "search=minDomLB",
            "search=inputOrderLB",
            "search=activity",
            "encoding=boolean"
        })
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

        @Param({"search=default", "search=domOverWDeg", "symmetry=none", "symmetry=lex-generators"})
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
