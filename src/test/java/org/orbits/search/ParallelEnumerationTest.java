package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.almostmagic.AlmostMagicFamily;
import org.orbits.puzzle.apex.ApexFamily;
import org.orbits.puzzle.hip.HipFamily;
import org.orbits.puzzle.ngon.NgonFamily;

/**
 * Splitting the search into work units on two threads changes no count, representative or optimum, with
 * symmetry breaking and without, for satisfaction and optimisation families alike.
 */
class ParallelEnumerationTest {

    static Stream<Arguments> instances() {
        Stream<PuzzleInstance> chosen = Stream.of(
                new NgonFamily().instance(Map.of("n", "6")),
                new NgonFamily().instance(Map.of("n", "8")),
                new ApexFamily().instance(Map.of("rows", "6", "modulus", "7")),
                new ApexFamily().instance(Map.of("rows", "5", "modulus", "5")),
                new HipFamily().instance(Map.of("n", "4")),
                new HipFamily().instance(Map.of("n", "5", "split", "any")),
                new AlmostMagicFamily().instance(Map.of("spread", "0")));
        return chosen.flatMap(instance -> Stream.of(SolverSettings.SymmetryBreaking.LEX,
                SolverSettings.SymmetryBreaking.NONE).map(breaking -> Arguments.of(instance, breaking)));
    }

    @ParameterizedTest
    @MethodSource("instances")
    void twoThreadsFindWhatOneFinds(PuzzleInstance instance, SolverSettings.SymmetryBreaking breaking) {
        SolverSettings settings = SolverSettings.DEFAULT.withSymmetryBreaking(breaking);
        Census one = Census.take(instance, instance.defaultGroup(), settings, Limits.NONE, ProgressListener.SILENT, 1);
        Census two = Census.take(instance, instance.defaultGroup(), settings, Limits.NONE, ProgressListener.SILENT, 2);
        assertTrue(two.complete());
        assertEquals(one.solutions(), two.solutions());
        assertEquals(one.orbits(), two.orbits());
        assertEquals(one.objective(), two.objective());
    }
}
