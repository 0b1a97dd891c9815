package org.orbits.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Collections;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orbits.puzzle.CheckStop;
import org.orbits.puzzle.UndecidedCheckException;
import org.orbits.search.Census;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;

/**
 * A check that would search for longer than the run may take stops with the run: the solution it was checking is
 * neither passed nor refused, and the run is incomplete.
 */
class CheckTimeLimitTest {

    /**
     * Twelve hidden digits that must sum to 108, so each is 9: Choco sees it at once, but the evaluator, which gives a
     * sum's terms no bounds, tries the digits one by one, 9^12 ways, the last one right.
     */
    private static final String SLOW_TO_CHECK = IntStream.rangeClosed(1, 12)
                    .mapToObj(i -> "var 1..9: h" + i + ";\n")
                    .collect(Collectors.joining())
            + "var 1..2: x :: output_var;\n"
            + "constraint int_lin_eq([" + String.join(",", Collections.nCopies(12, "1")) + "],["
            + IntStream.rangeClosed(1, 12).mapToObj(i -> "h" + i).collect(Collectors.joining(",")) + "],108);\n"
            + "solve satisfy;\n";

    @Test
    @Timeout(60)
    void aCheckTheTimeLimitCutsShortCountsNothingAndTheRunIsIncomplete() {
        ModelPuzzle puzzle = ModelFamily.ofFlatZinc(SLOW_TO_CHECK, "slow.fzn");
        long start = System.nanoTime();
        Census census = Census.take(
                puzzle,
                puzzle.group("trivial"),
                SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE),
                Limits.of(Duration.ofSeconds(1), 0),
                ProgressListener.SILENT);
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertFalse(census.complete());
        assertEquals(0, census.solutions());
        assertTrue(took.compareTo(Duration.ofSeconds(20)) < 0, "stopped after " + took);
    }

    @Test
    void aCheckStoppedBeforeItDecidedIsNeitherAPassNorARefusal() {
        ModelPuzzle puzzle = ModelFamily.ofFlatZinc(SLOW_TO_CHECK, "slow.fzn");
        UndecidedCheckException undecided = assertThrows(
                UndecidedCheckException.class,
                () -> CheckStop.during(() -> true, () -> puzzle.violation(new int[] {1})));
        assertTrue(undecided.getMessage().endsWith("not decided within the time limit"), undecided.getMessage());
    }
}
