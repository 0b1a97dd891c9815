package org.orbits.web;

import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.Enumerator;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.Canonicaliser;
import org.orbits.symmetry.Orbit;

/**
 * Everything the server asks of the search, in one place: an instance from its parameters, one completion of
 * the givens, every completion reduced to orbits as it is found. Every completion passes the puzzle's
 * independent checker before it leaves.
 */
final class Engine {

    private final PuzzleRegistry registry;

    Engine(PuzzleRegistry registry) {
        this.registry = registry;
    }

    PuzzleRegistry registry() {
        return registry;
    }

    PuzzleInstance instance(String family, Map<String, String> parameters) {
        return registry.family(family).instance(parameters);
    }

    /** Stops a search: set by the page's Cancel or a client that went away. */
    static final class Cancellation {
        private final AtomicBoolean cancelled = new AtomicBoolean();

        void cancel() {
            cancelled.set(true);
        }

        boolean cancelled() {
            return cancelled.get();
        }
    }

    /**
     * A completion of the givens, if one was found.
     *
     * @param complete whether the answer is certain: a completion found, or the search exhausted without one
     */
    record Completion(Optional<int[]> values, boolean complete, long millis) {}

    Completion solve(Position position, Duration timeLimit, Cancellation cancellation) {
        long start = System.nanoTime();
        int[][] first = new int[1][];
        Enumerator.Result result = search(position, timeLimit, 1, ProgressListener.SILENT, cancellation, values -> {
            first[0] = values;
        });
        boolean found = first[0] != null;
        return new Completion(
                Optional.ofNullable(first[0]), found || result.complete(), (System.nanoTime() - start) / 1_000_000);
    }

    /** Told of each new orbit when its first completion is found, and now and then how the search goes. */
    interface OrbitListener {
        OrbitListener SILENT = new OrbitListener() {
            @Override
            public void orbit(int number, int[] completion, Orbit orbit) {}

            @Override
            public void progress(ProgressListener.Snapshot snapshot) {}
        };

        void orbit(int number, int[] completion, Orbit orbit);

        void progress(ProgressListener.Snapshot snapshot);
    }

    /** Every completion found, reduced to orbits of the instance's default group. */
    record Census(long completions, Map<Orbit, Long> completionsPerOrbit, boolean complete, long millis) {}

    Census all(Position position, Duration timeLimit, Cancellation cancellation, OrbitListener listener) {
        long start = System.nanoTime();
        Canonicaliser canonicaliser = new Canonicaliser(position.instance().defaultGroup());
        Map<Orbit, Long> orbits = new java.util.LinkedHashMap<>();
        Map<String, Orbit> byRepresentative = new HashMap<>();
        long[] completions = {0};
        Enumerator.Result result = search(position, timeLimit, 0, listener::progress, cancellation, values -> {
            completions[0]++;
            int[] canonical = canonicaliser.canonical(values);
            Orbit orbit = byRepresentative.get(Arrays.toString(canonical));
            if (orbit == null) {
                orbit = canonicaliser.orbit(values);
                byRepresentative.put(Arrays.toString(canonical), orbit);
                orbits.put(orbit, 0L);
                listener.orbit(orbits.size(), values, orbit);
            }
            orbits.merge(orbit, 1L, Long::sum);
        });
        return new Census(completions[0], orbits, result.complete(), (System.nanoTime() - start) / 1_000_000);
    }

    /** Thrown from the solution stream to stop a search that was cancelled. */
    private static final class Stopped extends RuntimeException {
        Stopped() {
            super("cancelled", null, false, false);
        }
    }

    private Enumerator.Result search(
            Position position,
            Duration timeLimit,
            long solutionLimit,
            ProgressListener progress,
            Cancellation cancellation,
            java.util.function.Consumer<int[]> sink) {
        PuzzleInstance instance = position.instance();
        try {
            return new Enumerator(instance)
                    .settings(SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE))
                    .limits(Limits.of(timeLimit, solutionLimit))
                    .givens(position.givens())
                    .progress(progress)
                    .run(values -> {
                        if (cancellation.cancelled()) {
                            throw new Stopped();
                        }
                        instance.violation(values).ifPresent(problem -> {
                            throw new IllegalStateException("the model completed the givens to "
                                    + Arrays.toString(values) + ", which the checker rejects: " + problem);
                        });
                        sink.accept(values);
                    });
        } catch (Stopped stopped) {
            return new Enumerator.Result(0, false, null, Optional.empty(), Optional.empty());
        }
    }
}
