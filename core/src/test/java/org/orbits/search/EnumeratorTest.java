package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.ngon.NgonFamily;
import org.orbits.testing.CycleSpread;

class EnumeratorTest {

    private final PuzzleInstance magic19 = new NgonFamily().instance(Map.of("n", "6"));

    @Test
    void streamsEverySolutionToTheConsumer() {
        AtomicLong streamed = new AtomicLong();
        SearchResult result = new Enumerator(magic19)
                .settings(SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE))
                .run(solution -> streamed.incrementAndGet());
        assertTrue(result.complete());
        assertEquals(streamed.get(), result.solutions());
        assertTrue(result.statistics().nodes() > 0);
    }

    @Test
    void aSolutionLimitMarksTheResultIncomplete() {
        SearchResult result = new Enumerator(magic19)
                .settings(SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE))
                .limits(Limits.of(null, 5))
                .run(solution -> {});
        assertEquals(5, result.solutions());
        assertFalse(result.complete());
    }

    @Test
    void aTimeLimitMarksTheResultIncomplete() {
        PuzzleInstance large = new NgonFamily().instance(Map.of("n", "12"));
        SearchResult result = new Enumerator(large)
                .limits(Limits.of(Duration.ofMillis(300), 0))
                .run(solution -> {});
        assertFalse(result.complete());
    }

    @Test
    void givensFixCells() {
        SearchResult result = new Enumerator(magic19)
                .settings(SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE))
                .givens(Map.of(magic19.cellIndex("C"), 4))
                .run(solution -> assertEquals(4, solution[0]));
        assertEquals(12, result.solutions());
    }

    @Test
    void provesTheOptimumThenEnumeratesEveryOptimalSolution() {
        CycleSpread cycle = new CycleSpread(5);
        SearchResult result = new Enumerator(cycle)
                .settings(SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE))
                .run(solution -> assertEquals(
                        8, cycle.objectiveOf(solution).orElseThrow().value()));
        assertTrue(result.complete());
        ObjectiveResult objective = result.objective().orElseThrow();
        assertTrue(objective.proven());
        assertEquals(OptionalInt.of(8), objective.value());
        // Up from 1 to 5 clockwise and back: which of 2..4 lie on the clockwise arc (2^3), where 1 sits (5).
        assertEquals(40, result.solutions());
    }

    @Test
    void anOptimisationStoppedByTheClockIsNotProven() {
        SearchResult result = new Enumerator(new CycleSpread(14))
                .limits(Limits.of(Duration.ofMillis(200), 0))
                .settings(SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE))
                .run(solution -> {});
        assertFalse(result.complete());
        assertFalse(result.objective().orElseThrow().proven());
    }
}
