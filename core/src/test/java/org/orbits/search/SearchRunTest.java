package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.primitives.ImmutableIntArray;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.CheckStop;
import org.orbits.puzzle.UndecidedCheckException;
import org.orbits.search.units.Cost;
import org.orbits.search.units.Found;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.WorkPlan;
import org.orbits.testing.CycleSpread;

/** One run as its workers share it: the clock, what stops it, and the solutions it hands on. */
class SearchRunTest {

    @Test
    void solutionsAreHandedOnUntilTheSolutionLimitThenTheRunHalts() {
        List<int[]> streamed = new ArrayList<>();
        SearchRun run = new SearchRun(Limits.of(null, 2), () -> false, streamed::add);
        assertTrue(run.deliver(new int[] {1}));
        assertFalse(run.stopped());
        assertTrue(run.deliver(new int[] {2}));
        assertTrue(run.halted());
        assertTrue(run.stopped());
        assertFalse(run.deliver(new int[] {3}), "a solution past the limit is not handed on");
        assertEquals(2, streamed.size());
        assertEquals(2, run.found());
    }

    @Test
    void aConsumerThatRefusesASolutionHaltsTheRun() {
        SearchRun run = new SearchRun(Limits.NONE, () -> false, solution -> {
            throw new IllegalArgumentException("refused");
        });
        IllegalArgumentException refused =
                assertThrows(IllegalArgumentException.class, () -> run.deliver(new int[] {1}));
        assertEquals("refused", refused.getMessage());
        assertTrue(run.halted());
        assertFalse(run.deliver(new int[] {2}));
    }

    @Test
    void aCheckTheRunsLimitCutsShortIsNotCountedAndHaltsTheRun() {
        SearchRun run = new SearchRun(Limits.of(Duration.ZERO, 0), () -> false, solution -> {
            assertTrue(CheckStop.current().getAsBoolean(), "the check is told the run's time is up");
            throw new UndecidedCheckException("not decided within the time limit");
        });
        assertFalse(run.deliver(new int[] {1}));
        assertEquals(0, run.found());
        assertTrue(run.halted(), "a run that could not check a solution it found is incomplete");
        assertFalse(CheckStop.current().getAsBoolean(), "outside a run's checks nothing stops a check");
    }

    @Test
    void aStopConditionStopsTheRunWithoutHaltingIt() {
        AtomicBoolean cancelled = new AtomicBoolean();
        SearchRun run = new SearchRun(Limits.NONE, cancelled::get, solution -> {});
        assertFalse(run.stopped());
        cancelled.set(true);
        assertTrue(run.stopped());
        assertFalse(run.halted(), "a cancelled run's solutions so far still count as found");
    }

    @Test
    void aTimeLimitIsCountedFromTheStartOfTheRun() {
        SearchRun spent = new SearchRun(Limits.of(Duration.ZERO, 0), () -> false, solution -> {});
        assertTrue(spent.stopped());
        SearchRun ample = new SearchRun(Limits.of(Duration.ofDays(1), 0), () -> false, solution -> {});
        assertFalse(ample.stopped());
    }

    @Test
    void theOrbitsOfUnitsFinishedBeforeAreReplayedToASinkAndCounted() {
        Ledger units = new Ledger(WorkPlan.whole(new CycleSpread(3), "D3", java.util.Map.of()), List.of(0), true);
        units.enumerated(0, List.of(new Found(ImmutableIntArray.of(1, 2, 3), 6)), Cost.NONE);
        List<String> replayed = new ArrayList<>();
        SearchRun run = new SearchRun(Limits.NONE, () -> false, new SolutionSink() {
            @Override
            public void replay(ImmutableIntArray representative, long seen) {
                replayed.add(representative + " x" + seen);
            }

            @Override
            public void accept(int[] solution) {}
        });
        run.replay(units);
        assertEquals(List.of("[1, 2, 3] x6"), replayed);
        assertEquals(6, run.found());

        SearchRun plain = new SearchRun(Limits.NONE, () -> false, solution -> {});
        assertThrows(IllegalStateException.class, () -> plain.replay(units), "a plain consumer cannot take orbits");
    }

    @Test
    void aTaskFailureIsThrownAgainAsItWas() {
        SearchRun run = new SearchRun(Limits.NONE, () -> false, solution -> {});
        IllegalArgumentException cause = new IllegalArgumentException("no model");
        FutureTask<Integer> failing = new FutureTask<>(() -> {
            throw cause;
        });
        failing.run();
        assertSame(cause, assertThrows(IllegalArgumentException.class, () -> run.await(failing, "a model")));
        FutureTask<Integer> done = new FutureTask<>(() -> 7);
        done.run();
        assertEquals(7, run.await(done, "a number"));
    }

    @Test
    void anInterruptedWaitHaltsTheRunAndKeepsTheInterrupt() {
        SearchRun run = new SearchRun(Limits.NONE, () -> false, solution -> {});
        FutureTask<Integer> never = new FutureTask<>(() -> 0);
        Thread.currentThread().interrupt();
        IllegalStateException stopped = assertThrows(IllegalStateException.class, () -> run.await(never, "a model"));
        assertTrue(Thread.interrupted(), "the interrupt is kept for the caller");
        assertEquals("interrupted while a model", stopped.getMessage());
        assertTrue(run.halted());
    }
}
