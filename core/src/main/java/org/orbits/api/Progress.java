package org.orbits.api;

import com.google.common.primitives.ImmutableIntArray;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import org.orbits.search.ProgressListener;

/**
 * Where a running search stands, as a progress listener is told every half second.
 *
 * @param phase what it is doing in words: enumerating, optimising, ...
 * @param unitsDone work units finished in this phase
 * @param unitsTotal work units of this phase; 0 when the search is not split into units
 * @param solutions solutions found so far in this phase
 * @param nodes search nodes so far in this phase, over all threads
 * @param elapsed time since the search began
 * @param phaseElapsed time since this phase began
 * @param best of an optimisation, the best objective value found so far; empty before one is found
 * @param bestSolution a solution at {@code best} by cell, when the search keeps one
 * @param counting what {@code solutions} counts, in words: {@code solutions}, {@code representatives} (one per orbit,
 *     under symmetry breaking), or nothing (empty) while an optimum is sought and no solution is handed on
 */
public record Progress(
        String phase,
        int unitsDone,
        int unitsTotal,
        long solutions,
        long nodes,
        Duration elapsed,
        Duration phaseElapsed,
        OptionalInt best,
        Optional<ImmutableIntArray> bestSolution,
        String counting) {

    /** Where a search stands that has no best value to tell: a satisfaction puzzle, or none found yet. */
    public Progress(
            String phase,
            int unitsDone,
            int unitsTotal,
            long solutions,
            long nodes,
            Duration elapsed,
            Duration phaseElapsed) {
        this(
                phase,
                unitsDone,
                unitsTotal,
                solutions,
                nodes,
                elapsed,
                phaseElapsed,
                OptionalInt.empty(),
                Optional.empty(),
                "solutions");
    }

    /** The share of this phase's units finished, 0 to 1; negative when the search is not split into units. */
    public double shareDone() {
        return split() ? (double) unitsDone / unitsTotal : -1;
    }

    /** Whether the search is split into units, so that a share done and an estimate make sense. */
    public boolean split() {
        return unitsTotal > 0;
    }

    /**
     * The time left, estimated from the units finished so far in this phase; negative when there is no basis
     * yet. Units differ in size, so this is a rough guide.
     */
    public Duration remaining() {
        if (!split() || unitsDone == 0) {
            return Duration.ofNanos(-1);
        }
        return Duration.ofNanos((long) ((double) phaseElapsed.toNanos() / unitsDone * (unitsTotal - unitsDone)));
    }

    static Progress of(ProgressListener.Snapshot snapshot) {
        return new Progress(
                snapshot.phase(),
                snapshot.unitsDone(),
                snapshot.unitsTotal(),
                snapshot.solutions(),
                snapshot.nodes(),
                Duration.ofNanos(snapshot.elapsedNanos()),
                Duration.ofNanos(snapshot.phaseNanos()),
                snapshot.best(),
                snapshot.bestSolution(),
                snapshot.counting());
    }

    /** {@code listener} told of the search's snapshots, each as a progress. */
    static ProgressListener told(Listener listener) {
        if (listener == Listener.SILENT) {
            return ProgressListener.SILENT;
        }
        return new ProgressListener() {
            @Override
            public void update(Snapshot snapshot) {
                listener.update(Progress.of(snapshot));
            }

            @Override
            public void finished() {
                listener.finished();
            }
        };
    }

    /** Told now and then how a search is going, from a timer thread. */
    @FunctionalInterface
    public interface Listener {

        Listener SILENT = progress -> {};

        void update(Progress progress);

        /** The search is over: no more updates come. */
        default void finished() {}
    }
}
