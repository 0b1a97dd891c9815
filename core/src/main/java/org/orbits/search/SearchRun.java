package org.orbits.search;

import com.google.common.base.Preconditions;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.orbits.puzzle.CheckStop;
import org.orbits.puzzle.UndecidedCheckException;
import org.orbits.search.units.Ledger;

/**
 * One call of {@link Enumerator#run}, as every worker of every phase shares it: its clock, the conditions
 * that stop it, and the delivery of solutions to the consumer with the solution limit. Thread-safe: the
 * workers check it at every node and deliver through it one at a time.
 */
final class SearchRun {

    private final long start = System.nanoTime();
    private final long deadline;
    private final BooleanSupplier stop;
    private final Limits limits;
    private final Consumer<int[]> sink;
    private final Watch watch = new Watch();
    private final AtomicLong found = new AtomicLong();
    /** Set by a solution limit reached, a failing worker or an undecided check: every worker's search stops. */
    private final AtomicBoolean halted = new AtomicBoolean();

    /**
     * A run starting now, stopped by the time limit of {@code limits} (counted from now), by its solution
     * limit, or once {@code stop} holds; its solutions go to {@code sink}.
     */
    SearchRun(Limits limits, BooleanSupplier stop, Consumer<int[]> sink) {
        this.limits = limits;
        this.stop = stop;
        this.sink = sink;
        this.deadline = limits.time().map(t -> start + t.toNanos()).orElse(Long.MAX_VALUE);
    }

    /** When the run began, on {@link System#nanoTime}'s clock. */
    long start() {
        return start;
    }

    /** What the progress timer reads. */
    Watch watch() {
        return watch;
    }

    /** Whether the search must stop: checked by every worker at every node. */
    boolean stopped() {
        return halted.get() || stop.getAsBoolean() || (deadline != Long.MAX_VALUE && System.nanoTime() >= deadline);
    }

    /**
     * Whether a solution limit, a failure or a check the time limit cut short stopped the run: the search is then not
     * complete.
     */
    boolean halted() {
        return halted.get();
    }

    /** Stops every worker at its next node: one has failed. */
    void halt() {
        halted.set(true);
    }

    /** The solutions handed on so far, replayed ones included. */
    long found() {
        return found.get();
    }

    /** Hands a solution on unless a limit is reached; false when it was not handed on. */
    synchronized boolean deliver(int[] solution) {
        if (halted.get()) {
            return false;
        }
        found.incrementAndGet();
        watch.solutionFound();
        try {
            // A check of the solution that may take long (a model's evaluator searching) stops when the run does.
            CheckStop.during(this::stopped, () -> sink.accept(solution));
        } catch (UndecidedCheckException undecided) {
            // Stopped before its check decided: neither counted nor refused, and the run is incomplete.
            found.decrementAndGet();
            halted.set(true);
            return false;
        } catch (RuntimeException | Error refused) {
            halted.set(true);
            throw refused;
        }
        if (limits.limitsSolutions() && found.get() >= limits.solutions()) {
            halted.set(true);
        }
        return true;
    }

    /** Hands the orbits of the units a resumed ledger finished to the sink, as if found again. */
    void replay(Ledger units) {
        units.enumerated()
                .values()
                .forEach(orbits -> orbits.forEach(orbit -> {
                    Preconditions.checkState(
                            sink instanceof SolutionSink, "recorded orbits need a sink that takes them");
                    ((SolutionSink) sink).replay(orbit.representative(), orbit.seen());
                    found.addAndGet(orbit.seen());
                }));
    }

    /** What the search cost, timed from the start of the run. */
    SearchStatistics statistics(Searched searched) {
        return new SearchStatistics(searched.nodes(), searched.fails(), System.nanoTime() - start);
    }

    /** What a task ended with, its failure thrown again as it was; an interrupted wait halts the run. */
    <T> T await(Future<T> task, String waitingFor) {
        try {
            return task.get();
        } catch (InterruptedException interrupted) {
            throw interrupted(waitingFor, interrupted);
        } catch (ExecutionException failed) {
            if (failed.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (failed.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(failed.getCause());
        }
    }

    /** Halts the run for an interrupted wait, keeping the interrupt, and says what was waited for. */
    IllegalStateException interrupted(String waitingFor, InterruptedException interrupted) {
        halted.set(true);
        Thread.currentThread().interrupt();
        return new IllegalStateException("interrupted while " + waitingFor, interrupted);
    }
}
