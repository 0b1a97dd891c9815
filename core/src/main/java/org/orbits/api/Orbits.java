package org.orbits.api;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.Census;
import org.orbits.search.Enumerator;
import org.orbits.search.Limits;
import org.orbits.search.ObjectiveResult;
import org.orbits.search.ProgressListener;
import org.orbits.search.SearchStatistics;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.Canonicaliser;
import org.orbits.symmetry.Group;

/**
 * The one entry point to orbits from Java: the puzzle families, their instances, and the searches that
 * enumerate an instance's solutions reduced to orbits or complete a partly filled one. Every method is safe
 * to call from several threads at once; bad input of the caller's is an {@link OrbitsException} with a
 * one-line message.
 */
public final class Orbits {

    private final PuzzleRegistry registry;

    private Orbits(PuzzleRegistry registry) {
        this.registry = registry;
    }

    /** Every family orbits knows. */
    public static Orbits standard() {
        return new Orbits(PuzzleRegistry.standard());
    }

    /** The families of {@code registry} only. */
    public static Orbits of(PuzzleRegistry registry) {
        return new Orbits(registry);
    }

    public List<Family> families() {
        return registry.families().stream().map(Orbits::family).toList();
    }

    public Family family(String name) {
        return guarded(() -> family(registry.family(name)));
    }

    private static Family family(PuzzleFamily family) {
        return new Family(
                family.name(),
                family.title(),
                family.parameters().stream()
                        .map(p -> new Family.Parameter(p.name(), p.description(), p.defaultValue(), p.range()))
                        .toList(),
                family.symmetryDescription());
    }

    /** The instance of {@code family} with these parameter values; missing ones take their defaults. */
    public Instance instance(String family, Map<String, String> parameters) {
        return guarded(() -> new Instance(registry.family(family).instance(parameters)));
    }

    /**
     * Every solution of {@code instance} reduced to orbits, under the group the options name or under every
     * group of the instance. Blocks until the search is over: exhausted, stopped by a limit, or cancelled.
     */
    public Enumeration enumerate(Instance instance, Options options) {
        return guarded(() -> {
            PuzzleInstance puzzle = instance.puzzle();
            SolverSettings settings = settings(options);
            List<Group> groups =
                    options.group().map(name -> List.of(puzzle.group(name))).orElse(puzzle.groups());
            Clock clock = new Clock(options);
            List<Census> censuses = new ArrayList<>();
            for (Group group : groups) {
                Enumerator enumerator = new Enumerator(puzzle)
                        .group(group)
                        .settings(settings)
                        .limits(clock.limits(options.solutionLimit()))
                        .stopWhen(clock::stopped)
                        .progress(progress(options.progress()))
                        .threads(options.threads());
                censuses.add(Census.of(puzzle, group, settings, enumerator::run, orbit -> options.orbits()
                        .found(new OrbitFound(group.name(), orbit.representative(), orbit.size()))));
            }
            Census first = censuses.get(0);
            boolean complete = censuses.stream().allMatch(Census::complete);
            SearchStatistics total = censuses.stream()
                    .map(Census::statistics)
                    .reduce(new SearchStatistics(0, 0, 0), SearchStatistics::plus);
            Optional<SearchStatistics> proof = censuses.stream()
                    .map(Census::proof)
                    .flatMap(Optional::stream)
                    .reduce(SearchStatistics::plus);
            return new Enumeration(
                    puzzle.family().name(),
                    puzzle.parameters(),
                    puzzle.label(),
                    puzzle.cellNames(),
                    ImmutableMap.copyOf(settings.words()),
                    complete,
                    first.objective().map(Orbits::objective),
                    censuses.stream().map(Orbits::groupOrbits).toList(),
                    statistics(total, proof, clock.elapsed()));
        });
    }

    /** One completion of the givens (cell name to value), or none when there is none. */
    public Completions solve(Instance instance, Map<String, Integer> givens, Options options) {
        return complete(instance, givens, options, false);
    }

    /** Every completion of the givens, reduced to the orbits of the instance's default group. */
    public Completions solveAll(Instance instance, Map<String, Integer> givens, Options options) {
        return complete(instance, givens, options, true);
    }

    private Completions complete(Instance instance, Map<String, Integer> givens, Options options, boolean all) {
        return guarded(() -> {
            PuzzleInstance puzzle = instance.puzzle();
            Map<Integer, Integer> fixed = givens(puzzle, givens);
            Group group = options.group().map(puzzle::group).orElse(puzzle.defaultGroup());
            Canonicaliser canonicaliser = new Canonicaliser(group);
            Map<int[], long[]> completionsPerOrbit = new TreeMap<>(Arrays::compare);
            List<int[]> first = new ArrayList<>();
            Clock clock = new Clock(options);
            Enumerator.Result result = new Enumerator(puzzle)
                    .group(group)
                    .settings(settings(options.withSetting("symmetryBreaking", "none")))
                    .limits(clock.limits(all ? options.solutionLimit() : 1))
                    .stopWhen(clock::stopped)
                    .givens(fixed)
                    .progress(progress(options.progress()))
                    .run(solution -> {
                        puzzle.violation(solution).ifPresent(problem -> {
                            throw new IllegalStateException("the model completed the givens to "
                                    + Arrays.toString(solution) + ", which the checker rejects: " + problem);
                        });
                        if (first.isEmpty()) {
                            first.add(solution);
                        }
                        if (all) {
                            int[] canonical = canonicaliser.canonical(solution);
                            long[] count = completionsPerOrbit.get(canonical);
                            if (count == null) {
                                completionsPerOrbit.put(canonical, new long[] {1});
                                options.orbits()
                                        .found(new OrbitFound(
                                                group.name(),
                                                canonical,
                                                canonicaliser.orbit(canonical).size()));
                            } else {
                                count[0]++;
                            }
                        }
                    });
            ImmutableMap.Builder<String, Integer> named = ImmutableMap.builder();
            fixed.forEach((cell, value) -> named.put(puzzle.cellNames().get(cell), value));
            List<Completions.CompletionOrbit> orbits = new ArrayList<>();
            completionsPerOrbit.forEach(
                    (canonical, count) -> orbits.add(new Completions.CompletionOrbit(canonical, count[0])));
            return new Completions(
                    puzzle.label(),
                    named.build(),
                    result.complete() || !all && result.solutions() > 0,
                    result.solutions(),
                    first.stream().findFirst(),
                    group.name(),
                    orbits,
                    statistics(result.statistics(), result.proof(), clock.elapsed()));
        });
    }

    /** The givens by cell index, each checked: a known cell, a value in range, distinct where values are. */
    private static Map<Integer, Integer> givens(PuzzleInstance puzzle, Map<String, Integer> givens) {
        Map<Integer, Integer> fixed = new LinkedHashMap<>();
        Map<Integer, String> cellOfValue = new LinkedHashMap<>();
        givens.forEach((cell, value) -> {
            int index = puzzle.cellIndex(cell);
            if (value < puzzle.minValue() || value > puzzle.maxValue()) {
                throw new BadInputException("given " + cell + "=" + value + ": the value is outside "
                        + puzzle.minValue() + ".." + puzzle.maxValue());
            }
            fixed.put(index, value);
            String other = cellOfValue.put(value, cell);
            if (puzzle.valuesDistinct() && other != null) {
                throw new BadInputException("givens " + other + " and " + cell + " both hold " + value
                        + ", but every cell of " + puzzle.family().name() + " holds a different value");
            }
        });
        return fixed;
    }

    /** The settings the options name, each setting not named at its default. */
    static SolverSettings settings(Options options) {
        Map<String, String> words = new LinkedHashMap<>(SolverSettings.DEFAULT.words());
        options.settings().forEach((name, word) -> {
            if (!words.containsKey(name)) {
                throw new BadInputException("unknown setting '" + name + "' (known: "
                        + String.join(", ", SolverSettings.DEFAULT.words().keySet()) + ")");
            }
            words.put(name, word);
        });
        return SolverSettings.ofWords(words);
    }

    private static ProgressListener progress(Progress.Listener listener) {
        if (listener == Progress.Listener.SILENT) {
            return ProgressListener.SILENT;
        }
        return new ProgressListener() {
            @Override
            public void update(Snapshot snapshot) {
                listener.update(new Progress(
                        snapshot.phase(),
                        snapshot.unitsDone(),
                        snapshot.unitsTotal(),
                        snapshot.solutions(),
                        snapshot.nodes(),
                        Duration.ofNanos(snapshot.elapsedNanos()),
                        Duration.ofNanos(snapshot.phaseNanos())));
            }

            @Override
            public void finished() {
                listener.finished();
            }
        };
    }

    private static GroupOrbits groupOrbits(Census census) {
        Group group = census.group();
        return new GroupOrbits(
                group.name(),
                group.order(),
                census.solutions(),
                census.orbits().stream()
                        .filter(o -> o.size() < group.order())
                        .mapToLong(org.orbits.symmetry.Orbit::size)
                        .sum(),
                census.orbits().stream()
                        .map(o -> new Orbit(o.representative(), o.size()))
                        .collect(ImmutableList.toImmutableList()));
    }

    static Objective objective(ObjectiveResult result) {
        return new Objective(result.sense().word(), result.value(), result.proven(), result.bound());
    }

    static Statistics statistics(SearchStatistics total, Optional<SearchStatistics> proof, Duration elapsed) {
        return new Statistics(
                total.nodes(),
                total.fails(),
                elapsed,
                proof.map(p -> new Statistics(p.nodes(), p.fails(), Duration.ofNanos(p.nanos()), Optional.empty())));
    }

    /** Runs {@code action}, its bad input reported as an {@link OrbitsException}. */
    static <T> T guarded(Supplier<T> action) {
        try {
            return action.get();
        } catch (BadInputException bad) {
            throw new OrbitsException(bad.getMessage(), bad);
        }
    }

    /** One command's clock: its time limit counts from the start, whatever runs meanwhile. */
    private static final class Clock {
        private final long start = System.nanoTime();
        private final long deadline;
        private final Cancellation cancellation;

        Clock(Options options) {
            this.deadline =
                    options.timeLimit().map(limit -> start + limit.toNanos()).orElse(Long.MAX_VALUE);
            this.cancellation = options.cancellation();
        }

        boolean stopped() {
            return cancellation.isCancelled() || System.nanoTime() >= deadline;
        }

        Limits limits(long solutions) {
            Duration left = deadline == Long.MAX_VALUE
                    ? null
                    : Duration.ofNanos(Math.max(1_000_000, deadline - System.nanoTime()));
            return Limits.of(left, solutions);
        }

        Duration elapsed() {
            return Duration.ofNanos(System.nanoTime() - start);
        }
    }
}
