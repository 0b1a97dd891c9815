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
 * One search on one thread ({@code default}) and split into work units on two ({@code threads=2}): the
 * n-gon n = 10 at sum 40 (full enumeration, about 2 s on one thread) and Hip 7 x 7 (the minimum proven with
 * the bound shared between threads, then every optimal colouring, about 0.9 s). The n-gon n = 10 at the seed
 * sum 34 takes a tenth of a second, too short for a second thread to pay for planning the units; n = 12 at
 * sum 40 takes some 12 s on one thread, most of the whole run's time for one row.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(2)
public class ScalingBenchmark {

    @Param({"ngon n=10 sum=40", "hip n=7"})
    public String instance;

    @Param({"default", "threads=2"})
    public String variant;

    private Workload workload;

    @Setup
    public void setUp() {
        workload = Workload.checked(instance, variant);
    }

    @Benchmark
    public long search(SearchCounters counters) {
        return counters.record(workload.run());
    }
}
