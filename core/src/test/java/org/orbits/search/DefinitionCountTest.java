package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.chocosolver.solver.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbits.checks.CatalogJson;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.almostmagic.AlmostMagicFamily;
import org.orbits.puzzle.apex.ApexFamily;
import org.orbits.puzzle.hip.HipFamily;
import org.orbits.puzzle.ngon.NgonFamily;

/** The definition models count what the fast models count, where they finish, and state the rules the checkers check. */
class DefinitionCountTest {

    private static final long BUDGET = 200_000;

    static Stream<PuzzleInstance> smallInstances() {
        return Stream.of(
                new NgonFamily().instance(Map.of("n", "5")),
                new NgonFamily().instance(Map.of("n", "5", "sum", "24")),
                new NgonFamily().instance(Map.of("n", "7")),
                new ApexFamily().instance(Map.of("rows", "4", "modulus", "5")),
                new ApexFamily().instance(Map.of("rows", "5", "modulus", "3")),
                new HipFamily().instance(Map.of("n", "3", "split", "any")),
                new HipFamily().instance(Map.of("n", "4", "split", "balanced")));
    }

    @ParameterizedTest
    @MethodSource("smallInstances")
    void theDefinitionModelCountsWhatTheFullEnumerationCounts(PuzzleInstance instance) {
        DefinitionCount definition = DefinitionCount.take(instance, BUDGET);
        Census census = Census.take(
                instance,
                instance.defaultGroup(),
                SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE),
                Limits.NONE,
                ProgressListener.SILENT);
        assertEquals(List.of(), definition.problems());
        assertEquals(OptionalLong.of(census.solutions()), definition.solutions(), instance.label());
        OptionalInt optimum =
                census.objective().map(objective -> objective.value()).orElse(OptionalInt.empty());
        assertEquals(optimum, definition.optimum(), instance.label());
    }

    @Test
    void magic19HasFortyEightSolutionsByItsDefinitionAlone() {
        DefinitionCount count = DefinitionCount.take(new NgonFamily().instance(Map.of("n", "6")), BUDGET);
        assertEquals(OptionalLong.of(48), count.solutions());
    }

    @Test
    void aCountThatOutrunsItsBudgetIsNoCount() {
        DefinitionCount count = DefinitionCount.take(new NgonFamily().instance(Map.of("n", "6")), 50);
        assertFalse(count.finished());
        assertTrue(count.nodes() <= 51, "nodes " + count.nodes());
    }

    @Test
    void twoRunsSearchTheSameNodes() {
        PuzzleInstance hip = new HipFamily().instance(Map.of("n", "4", "split", "any"));
        assertEquals(DefinitionCount.take(hip, BUDGET), DefinitionCount.take(hip, BUDGET));
        PuzzleInstance unfinished = new NgonFamily().instance(Map.of("n", "10"));
        assertEquals(DefinitionCount.take(unfinished, 2_000), DefinitionCount.take(unfinished, 2_000));
    }

    /** Whether the definition model admits exactly {@code solution}, with the definition's objective. */
    private static boolean admits(PuzzleInstance instance, int[] solution) {
        DefinitionModel definition = instance.definitionModel();
        for (int cell = 0; cell < solution.length; cell++) {
            definition
                    .model()
                    .arithm(definition.cells()[cell], "=", solution[cell])
                    .post();
        }
        Solver solver = definition.model().getSolver();
        boolean admitted = solver.solve();
        if (admitted) {
            definition
                    .objective()
                    .ifPresent(objective -> assertEquals(
                            instance.objectiveOf(solution).orElseThrow().value(),
                            objective.variable().getValue(),
                            instance.label()));
        }
        return admitted;
    }

    /**
     * Each family's definition model admits a catalogued solution, and agrees with the checker on every grid
     * one change away from it: a swap of two cells or one value moved by one.
     */
    @Test
    void theDefinitionModelsAdmitWhatTheCheckersAcceptAndNothingElse() throws IOException {
        Map<String, PuzzleInstance> catalogued = Map.of(
                "ngon/n9-s31", new NgonFamily().instance(Map.of("n", "9")),
                "apex/r8-m9", new ApexFamily().instance(Map.of()),
                "hip/n7-balanced", new HipFamily().instance(Map.of("n", "7")),
                "almostmagic/cells-spread1", new AlmostMagicFamily().instance(Map.of()));
        for (Map.Entry<String, PuzzleInstance> stored : catalogued.entrySet()) {
            PuzzleInstance instance = stored.getValue();
            int[] solution = CatalogJson.read(Files.readString(Path.of("catalog", stored.getKey() + ".json")))
                    .representatives()
                    .get(0)
                    .values();
            assertTrue(admits(instance, solution), instance.label());
            int rejected = 0;
            for (int cell = 0; cell < solution.length; cell++) {
                int[] swapped = solution.clone();
                int other = (cell + 1) % solution.length;
                swapped[cell] = solution[other];
                swapped[other] = solution[cell];
                int[] moved = solution.clone();
                moved[cell] = solution[cell] == instance.minValue() ? solution[cell] + 1 : solution[cell] - 1;
                for (int[] changed : List.of(swapped, moved)) {
                    boolean accepted = instance.violation(changed).isEmpty();
                    assertEquals(accepted, admits(instance, changed), instance.label());
                    rejected += accepted ? 0 : 1;
                }
            }
            assertTrue(rejected > 0, instance.label() + ": some change breaks a rule");
        }
    }
}
