package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.ngon.NgonFamily;
import org.orbits.symmetry.Orbit;
import org.orbits.testing.CycleSpread;

/** The two ways of counting agree on every catalogued n-gon up to n = 8, and on an optimisation puzzle. */
class TwoWayCountTest {

    static Stream<PuzzleInstance> instances() {
        Stream<PuzzleInstance> ngons = new NgonFamily().catalogInstances().stream()
                .filter(instance -> Integer.parseInt(instance.parameters().get("n")) <= 8);
        return Stream.concat(ngons, Stream.of(new CycleSpread(6), new CycleSpread(7)));
    }

    @ParameterizedTest
    @MethodSource("instances")
    void fullEnumerationAndLexLeaderAgree(PuzzleInstance instance) {
        TwoWayCount count = TwoWayCount.take(instance, instance.defaultGroup(), SolverSettings.DEFAULT,
                ProgressListener.SILENT);
        assertEquals(java.util.List.of(), count.disagreements());
        long total = count.byLexLeader().orbits().stream().mapToLong(Orbit::size).sum();
        assertEquals(count.byCanonicaliser().solutions(), total);
    }

    @ParameterizedTest
    @MethodSource("instances")
    void lexLeaderOnTheGeneratorsFindsEveryOrbit(PuzzleInstance instance) {
        Census generators = Census.take(instance, instance.defaultGroup(),
                SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.LEX_GENERATORS),
                Limits.NONE, ProgressListener.SILENT);
        Census full = Census.take(instance, instance.defaultGroup(), SolverSettings.DEFAULT, Limits.NONE,
                ProgressListener.SILENT);
        assertTrue(generators.complete());
        assertEquals(full.orbits(), generators.orbits());
    }
}
