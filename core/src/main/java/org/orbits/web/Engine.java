package org.orbits.web;

import com.google.common.primitives.ImmutableIntArray;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.orbits.api.Cancellation;
import org.orbits.api.Completions;
import org.orbits.api.Family;
import org.orbits.api.Instance;
import org.orbits.api.Optimum;
import org.orbits.api.Options;
import org.orbits.api.OrbitFound;
import org.orbits.api.Orbits;
import org.orbits.api.Progress;
import org.orbits.api.TilingSize;

/**
 * Everything the server asks of the search, through the Java API: the families, an instance from its
 * parameters, one completion of the givens, every completion reduced to orbits as they are found. Each
 * search runs on the calling thread, stops at its time limit or when cancelled, and every completion it
 * returns has passed the puzzle's independent checker.
 */
final class Engine {

    private final Orbits orbits;

    Engine(Orbits orbits) {
        this.orbits = orbits;
    }

    List<Family> families() {
        return orbits.families();
    }

    Instance instance(String family, Map<String, String> parameters) {
        return orbits.instance(family, parameters);
    }

    /** How large the puzzle of a tiling file's text would be, read but not built; a malformed file is bad input. */
    TilingSize tilingSize(String fileName, String text) {
        return orbits.tilingSize(fileName, text);
    }

    /** The puzzle of a tiling file's text, opened on the page; a malformed file is bad input naming its line. */
    Instance tiling(String fileName, String text) {
        return orbits.tiling(fileName, text);
    }

    /**
     * A solution of the givens, if one was found.
     *
     * @param complete whether the answer is certain: a solution found (of an optimisation, one proven optimal), or
     *     the search exhausted without one
     * @param objective of an optimisation puzzle, the objective of the solution and whether it is proven optimal
     */
    record Completion(Optional<ImmutableIntArray> values, boolean complete, long millis, Optional<Optimum> objective) {}

    Completion solve(Position position, Duration timeLimit, Cancellation cancellation, Progress.Listener progress) {
        Completions found = orbits.solve(
                position.instance(),
                position.givensByName(),
                Options.defaults()
                        .withTimeLimit(timeLimit)
                        .cancelledBy(cancellation)
                        .onProgress(progress));
        return new Completion(
                found.first(), found.complete(), found.statistics().time().toMillis(), found.objective());
    }

    /** Told of each new orbit as it is found, and now and then how the search goes. */
    interface OrbitListener {
        OrbitListener SILENT = new OrbitListener() {
            @Override
            public void orbit(int number, OrbitFound orbit) {}

            @Override
            public void progress(Progress progress) {}
        };

        void orbit(int number, OrbitFound orbit);

        void progress(Progress progress);
    }

    /**
     * Every completion found, reduced to orbits of the instance's default group.
     *
     * @param completionsPerOrbit for each orbit in the order found, how many completions it holds
     */
    record AllCompletions(long completions, List<Long> completionsPerOrbit, boolean complete, long millis) {}

    AllCompletions all(Position position, Duration timeLimit, Cancellation cancellation, OrbitListener listener) {
        Map<ImmutableIntArray, Integer> numbers = new LinkedHashMap<>();
        Completions found = orbits.solveAll(
                position.instance(),
                position.givensByName(),
                Options.defaults()
                        .withTimeLimit(timeLimit)
                        .cancelledBy(cancellation)
                        .onProgress(listener::progress)
                        .onOrbit(orbit -> {
                            numbers.put(orbit.representative(), numbers.size() + 1);
                            listener.orbit(numbers.size(), orbit);
                        }));
        Long[] perOrbit = new Long[numbers.size()];
        for (Completions.CompletionOrbit orbit : found.orbits()) {
            perOrbit[numbers.get(orbit.canonical()) - 1] = orbit.completions();
        }
        return new AllCompletions(
                found.completions(),
                new ArrayList<>(Arrays.asList(perOrbit)),
                found.complete(),
                found.statistics().time().toMillis());
    }
}
