package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.apex.ApexFamily;
import org.orbits.puzzle.hip.HipFamily;
import org.orbits.symmetry.Group;

/** A subgroup's orbits derived from the census of a larger group are those a search under the subgroup finds. */
class CensusTest {

    static Stream<PuzzleInstance> instancesWithTwoGroups() {
        return Stream.of(
                new ApexFamily().instance(Map.of("rows", "5", "modulus", "5")),
                new ApexFamily().instance(Map.of("rows", "6", "modulus", "7")),
                new HipFamily().instance(Map.of("n", "6")),
                new HipFamily().instance(Map.of("n", "5", "split", "any")));
    }

    @ParameterizedTest
    @MethodSource("instancesWithTwoGroups")
    void aSubgroupsOrbitsComeFromTheLargerGroupsCensus(PuzzleInstance instance) {
        Group large = Census.covering(instance.groups()).orElseThrow();
        Census once = Census.take(instance, large, SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT);
        assertTrue(once.complete());
        for (Group group : instance.groups()) {
            Census searched =
                    Census.take(instance, group, SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT);
            Census derived = once.under(instance, group);
            assertEquals(searched.solutions(), derived.solutions(), group.name());
            assertEquals(searched.orbits(), derived.orbits(), group.name());
            assertEquals(searched.objective(), derived.objective(), group.name());
        }
    }
}
