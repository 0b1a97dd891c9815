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
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.ngon.NgonFamily;
import org.orbits.search.Enumerator;
import org.orbits.search.SolverSettings;

/**
 * Full enumeration of one n-gon under each symmetry-breaking mode, on one thread. The count is returned so
 * the work is not dead code; {@link #setUp()} checks once, outside the measurement, that every mode's
 * representatives add up to the same number of solutions.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 5)
@Fork(1)
public class NgonEnumerationBenchmark {

    @Param({"8"})
    public int n;

    @Param({"lex", "none"})
    public String symmetryBreaking;

    private PuzzleInstance instance;
    private SolverSettings settings;

    @Setup
    public void setUp() {
        instance = new NgonFamily().instance(Map.of("n", Integer.toString(n)));
        settings = SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.parse(
                SolverSettings.SymmetryBreaking.class, symmetryBreaking, "symmetry breaking"));
    }

    @Benchmark
    public long enumerate() {
        return new Enumerator(instance).settings(settings).run(solution -> { }).solutions();
    }
}
