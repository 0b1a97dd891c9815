package org.orbits.search;

import com.google.common.primitives.ImmutableIntArray;
import java.util.Optional;
import java.util.OptionalInt;

/** Told now and then how a long search is going; called from a timer thread. */
@FunctionalInterface
public interface ProgressListener {

    ProgressListener SILENT = snapshot -> {};

    void update(Snapshot snapshot);

    /** The search is over: no more updates come. */
    default void finished() {}

    /**
     * Where a search stands.
     *
     * @param phase what it is doing: enumerating, optimising, ...
     * @param solutions solutions found so far in this phase
     * @param nodes search nodes so far in this phase, over all threads
     * @param elapsedNanos time since the run began
     * @param unitsDone work units finished in this phase, when the search is split into units
     * @param unitsTotal work units of this phase; 0 when the search is not split
     * @param phaseNanos time since this phase began
     * @param best of an optimisation, the best objective value found so far; empty before one is found
     * @param bestSolution a solution at {@code best}, when one is known
     * @param counting what {@code solutions} counts, in words: {@code solutions}, {@code representatives} (one per
     *     orbit, under symmetry breaking), or nothing (empty) while an optimum is sought and none is handed on
     */
    record Snapshot(
            String phase,
            long solutions,
            long nodes,
            long elapsedNanos,
            int unitsDone,
            int unitsTotal,
            long phaseNanos,
            OptionalInt best,
            Optional<ImmutableIntArray> bestSolution,
            String counting) {

        /** A snapshot of a search that has no best value to tell (a satisfaction puzzle, or none found yet). */
        public Snapshot(
                String phase,
                long solutions,
                long nodes,
                long elapsedNanos,
                int unitsDone,
                int unitsTotal,
                long phaseNanos) {
            this(
                    phase,
                    solutions,
                    nodes,
                    elapsedNanos,
                    unitsDone,
                    unitsTotal,
                    phaseNanos,
                    OptionalInt.empty(),
                    Optional.empty(),
                    "solutions");
        }

        /** Whether the search is split into units, so that a share done and an estimate make sense. */
        public boolean split() {
            return unitsTotal > 0;
        }

        /**
         * The time left, estimated from the units finished so far in this phase; negative when there is no
         * basis yet. Units differ in size, so this is a rough guide.
         */
        public long remainingNanos() {
            if (!split() || unitsDone == 0) {
                return -1;
            }
            return (long) ((double) phaseNanos / unitsDone * (unitsTotal - unitsDone));
        }
    }
}
