package org.orbits.search.units;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.puzzle.ngon.NgonFamily;
import org.orbits.search.Enumerator;
import org.orbits.search.SolverSettings;

class WorkPlanTest {

    private static final PuzzleInstance MAGIC_19 = new NgonFamily().instance(Map.of("n", "6"));
    private static final SolverSettings ALL =
            SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE);

    private static WorkPlan plan(int target) {
        PuzzleModel model = new Enumerator(MAGIC_19).settings(ALL).prepare();
        return WorkPlan.of(MAGIC_19, "D6", ALL.words(), target, model, () -> false);
    }

    @Test
    void everySolutionLiesInExactlyOneUnit() {
        List<int[]> solutions = new ArrayList<>();
        Enumerator enumerator = new Enumerator(MAGIC_19).settings(ALL);
        PuzzleModel model = enumerator.prepare();
        IntVar[] decisions = model.decisions();
        while (model.model().getSolver().solve()) {
            solutions.add(PuzzleModel.valuesOf(decisions));
        }
        assertEquals(48, solutions.size());
        WorkPlan plan = plan(40);
        for (int[] solution : solutions) {
            long holding = plan.prefixes().stream()
                    .filter(prefix -> Arrays.equals(prefix, Arrays.copyOf(solution, prefix.length)))
                    .count();
            assertEquals(1, holding, Arrays.toString(solution));
        }
    }

    @Test
    void thePlanReachesTheTargetGoingNoDeeperThanItMust() {
        WorkPlan plan = plan(40);
        assertTrue(plan.size() >= 40, "units: " + plan.size());
        int shortest =
                plan.prefixes().stream().mapToInt(prefix -> prefix.length).min().orElseThrow();
        assertTrue(plan.depth() - shortest <= 1, "prefix lengths " + shortest + " to " + plan.depth());
        WorkPlan shallower = plan(1);
        assertEquals(1, shallower.depth(), "one unit per value of the first branching variable");
        assertTrue(shallower.size() < 40);
    }

    @Test
    void unitsComeInLexicographicOrderOfTheirPrefixes() {
        List<int[]> prefixes = plan(40).prefixes();
        for (int i = 1; i < prefixes.size(); i++) {
            assertTrue(
                    Arrays.compare(prefixes.get(i - 1), prefixes.get(i)) < 0,
                    Arrays.toString(prefixes.get(i - 1)) + " before " + Arrays.toString(prefixes.get(i)));
        }
    }
}
