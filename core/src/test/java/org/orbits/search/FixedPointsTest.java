package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.apex.ApexFamily;
import org.orbits.puzzle.hip.HipFamily;
import org.orbits.puzzle.ngon.NgonFamily;
import org.orbits.symmetry.Group;
import org.orbits.testing.CycleSpread;

/** Burnside's lemma, each fixed-point count by its own search, gives the orbits the canonicaliser finds. */
class FixedPointsTest {

    static Stream<Arguments> instancesUnderEveryGroup() {
        return Stream.of(
                        new NgonFamily().instance(Map.of("n", "6")),
                        new NgonFamily().instance(Map.of("n", "4", "sum", "20")),
                        new ApexFamily().instance(Map.of("rows", "6", "modulus", "7")),
                        new ApexFamily().instance(Map.of("rows", "7", "modulus", "4")),
                        new HipFamily().instance(Map.of("n", "4", "split", "any")),
                        new HipFamily().instance(Map.of("n", "6")),
                        new CycleSpread(6))
                .flatMap(instance -> instance.groups().stream().map(group -> Arguments.of(instance, group)));
    }

    @ParameterizedTest
    @MethodSource("instancesUnderEveryGroup")
    void burnsideCountsTheOrbitsTheCanonicaliserFinds(PuzzleInstance instance, Group group) {
        Census census = Census.take(
                instance,
                group,
                SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE),
                Limits.NONE,
                ProgressListener.SILENT);
        OptionalInt optimum =
                census.objective().map(objective -> objective.value()).orElse(OptionalInt.empty());
        FixedPoints fixed = FixedPoints.count(instance, group, census.solutions(), optimum);
        assertEquals(List.of(), fixed.problems());
        assertEquals(
                census.orbits().size(),
                fixed.count().orElseThrow().orbits(),
                fixed.count().orElseThrow().fixedPoints().toString());
    }

    @Test
    void magic19sSymmetriesFixNoSolutionButTheIdentity() {
        PuzzleInstance magic19 = new NgonFamily().instance(Map.of("n", "6"));
        FixedPoints fixed = FixedPoints.count(magic19, magic19.defaultGroup(), 48, OptionalInt.empty());
        assertEquals(48, fixed.count().orElseThrow().total());
        assertEquals(4, fixed.count().orElseThrow().orbits());
    }
}
