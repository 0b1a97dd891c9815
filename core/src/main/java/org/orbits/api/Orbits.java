package org.orbits.api;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.primitives.ImmutableIntArray;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.orbits.catalog.CatalogEntry;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.Objective;
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
import org.orbits.search.units.Cost;
import org.orbits.search.units.Found;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.PartialMerge;
import org.orbits.search.units.PartialResult;
import org.orbits.search.units.WorkPlan;
import org.orbits.symmetry.CanonicalOrbit;
import org.orbits.symmetry.Canonicaliser;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.SolutionOrder;

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
     * group of the instance. One search serves every group: it runs under the group that holds the others,
     * and each other group's orbits come from its orbits. Blocks until the search is over: exhausted,
     * stopped by a limit, or cancelled. With a checkpoint, finished work units are recorded in the file as
     * they finish, and a file recorded earlier for the same search is resumed.
     */
    public Enumeration enumerate(Instance instance, Options options) {
        return guarded(() -> {
            PuzzleInstance puzzle = instance.puzzle();
            SolverSettings settings = settings(puzzle, options);
            Clock clock = new Clock(options);
            Optional<Scope> scope = scope(puzzle, options);
            if (scope.isEmpty()) {
                if (options.checkpoint().isPresent()) {
                    throw new OrbitsException("no group of " + puzzle.label() + " holds the others: name one with"
                            + " the group option to keep a checkpoint");
                }
                List<Enumeration> each = new ArrayList<>();
                for (Group group : puzzle.groups()) {
                    Scope alone = new Scope(group, List.of(group));
                    Enumerator engine = engine(puzzle, group, settings, options, clock);
                    each.add(enumeration(puzzle, alone, settings, census(puzzle, alone, settings, engine, options)));
                }
                return combined(each);
            }
            Enumerator engine = engine(puzzle, scope.get().searched(), settings, options, clock);
            if (options.checkpoint().isPresent()) {
                Path file = options.checkpoint().get();
                Ledger ledger = ledger(puzzle, scope.get(), engine, clock, file, 1, 1);
                engine.ledger(ledger, new CheckpointWriter(file, scope.get().names(), sense(engine), 1, 1));
            }
            return enumeration(puzzle, scope.get(), settings, census(puzzle, scope.get(), settings, engine, options));
        });
    }

    /**
     * Runs part {@code part} (1-based) of {@code parts} of the enumeration's work units, proving (for an
     * optimisation) the part's own best value and enumerating its units at it: the partial result that
     * {@link #merge} combines with the other parts' into the whole result.
     */
    public PartialResult enumeratePart(Instance instance, Options options, int part, int parts) {
        return guarded(() -> {
            if (parts < 1 || part < 1 || part > parts) {
                throw new OrbitsException("part must be between 1 and " + parts + ", not " + part);
            }
            if (options.solutionLimit() > 0) {
                throw new OrbitsException("a solution limit cannot be used with parts: a part must be whole");
            }
            PuzzleInstance puzzle = instance.puzzle();
            SolverSettings settings = settings(puzzle, options);
            if (parts > 1 && settings.strategy().restarts()) {
                throw new OrbitsException("search " + settings.strategy().word() + " restarts, and a restarted"
                        + " search cannot be split into parts: choose another search");
            }
            Clock clock = new Clock(options);
            Scope scope = scope(puzzle, options)
                    .orElseThrow(() -> new OrbitsException("no group of " + puzzle.label()
                            + " holds the others: name one with the group option to run parts"));
            Enumerator engine = engine(puzzle, scope.searched(), settings, options, clock);
            String sense = sense(engine);
            Ledger ledger;
            if (options.checkpoint().isPresent()) {
                Path file = options.checkpoint().get();
                ledger = ledger(puzzle, scope, engine, clock, file, part, parts);
                engine.ledger(ledger, new CheckpointWriter(file, scope.names(), sense, part, parts));
            } else {
                WorkPlan plan = engine.plan(true, parts, clock::stopped);
                ledger = new Ledger(plan, plan.part(part, parts), true);
                engine.ledger(ledger, Enumerator.LedgerListener.NONE);
            }
            census(puzzle, scope, settings, engine, options);
            return PartialResult.of(PartialResult.PARTIAL, ledger, scope.names(), sense, part, parts);
        });
    }

    /**
     * Plans the work units of an enumeration on this machine, about 60 per part for {@code parts} parts, to
     * run anywhere with {@link #enumerateUnits}, {@link #proveUnits} or {@link #runUnits}.
     */
    public UnitPlan plan(Instance instance, Options options, int parts) {
        return guarded(() -> {
            PuzzleInstance puzzle = instance.puzzle();
            SolverSettings settings = settings(puzzle, options);
            if (settings.strategy().restarts()) {
                throw new OrbitsException("search " + settings.strategy().word() + " restarts, and a restarted"
                        + " search cannot be split into work units: choose another search");
            }
            Scope scope = scope(puzzle, options)
                    .orElseThrow(() -> new OrbitsException("no group of " + puzzle.label()
                            + " holds the others: name one with the group option to plan units"));
            Clock clock = new Clock(options);
            Enumerator engine = engine(puzzle, scope.searched(), settings, options, clock);
            return new UnitPlan(engine.plan(true, Math.max(2, parts), clock::stopped), scope.names(), sense(engine));
        });
    }

    /**
     * Searches {@code units} of {@code plan} as a part: for an optimisation, proves their own best value and
     * enumerates them at it (as {@link #enumeratePart} does).
     */
    public PartialResult runUnits(UnitPlan plan, List<Integer> units, Options options) {
        return onUnits(plan, units, options, Enumerator.Phases.PROVE_THEN_ENUMERATE, OptionalInt.empty());
    }

    /**
     * The proof round of an optimisation over {@code units}: each unit is searched for a value better than
     * {@code bestSoFar} (a value some solution has, found by any task so far), and the result records the
     * units proven and the best value known. The optimum is the best of every task's best once every unit is
     * proven.
     */
    public PartialResult proveUnits(UnitPlan plan, List<Integer> units, Options options, OptionalInt bestSoFar) {
        if (!plan.optimising()) {
            throw new OrbitsException("the plan's search has no objective: there is nothing to prove");
        }
        return onUnits(plan, units, options, Enumerator.Phases.PROVE, bestSoFar);
    }

    /**
     * The enumeration round over {@code units}: every solution at {@code optimum} (proven by the proof round),
     * or every solution of a satisfaction puzzle, whose optimum is empty.
     */
    public PartialResult enumerateUnits(UnitPlan plan, List<Integer> units, Options options, OptionalInt optimum) {
        if (plan.optimising() != optimum.isPresent()) {
            throw new OrbitsException(
                    plan.optimising() ? "an optimisation is enumerated at its optimum: give it" : "no optimum here");
        }
        return onUnits(plan, units, options, Enumerator.Phases.ENUMERATE, optimum);
    }

    private PartialResult onUnits(
            UnitPlan plan, List<Integer> units, Options options, Enumerator.Phases phases, OptionalInt best) {
        return guarded(() -> {
            WorkPlan work = plan.plan();
            PuzzleInstance puzzle = registry.family(work.family()).instance(work.parameters());
            SolverSettings settings = SolverSettings.ofWords(work.settings());
            Scope scope = new Scope(
                    puzzle.group(work.group()),
                    plan.groups().stream().map(puzzle::group).toList());
            for (int unit : units) {
                if (unit < 0 || unit >= work.size()) {
                    throw new OrbitsException("the plan has units 0.." + (work.size() - 1) + ", not " + unit);
                }
            }
            Ledger ledger = new Ledger(work, units, true);
            Objective.Sense sense = sense(plan.sense());
            best.ifPresent(value -> ledger.offerBest(value, sense));
            if (phases == Enumerator.Phases.ENUMERATE && best.isPresent()) {
                ledger.enumerateAt(best.getAsInt());
            }
            Clock clock = new Clock(options);
            Enumerator engine = engine(puzzle, scope.searched(), settings, options, clock)
                    .ledger(ledger, Enumerator.LedgerListener.NONE)
                    .phases(plan.optimising() ? phases : Enumerator.Phases.PROVE_THEN_ENUMERATE);
            census(puzzle, scope, settings, engine, options);
            return PartialResult.of(PartialResult.PARTIAL, ledger, plan.groups(), plan.sense(), 1, 1);
        });
    }

    /** Merges the partial results of one search; see {@link #merge(List, List)}. */
    public MergedParts merge(List<PartialResult> parts) {
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= parts.size(); i++) {
            names.add("partial result " + i);
        }
        return merge(parts, names);
    }

    /**
     * The result of the whole search, as {@link #enumerate} gives it, from the partial results of its parts
     * or rounds; {@code names} names each in messages. Results of different searches, or a unit finished
     * twice in one phase, are refused; units no result finished make the result incomplete.
     */
    public MergedParts merge(List<PartialResult> parts, List<String> names) {
        return guarded(() -> {
            if (parts.isEmpty()) {
                throw new OrbitsException("nothing to merge");
            }
            PartialMerge.Merged merged = PartialMerge.merge(parts, names);
            PartialResult first = merged.first();
            PuzzleInstance puzzle = registry.family(first.family()).instance(first.parameters());
            SolverSettings settings = SolverSettings.ofWords(first.settings());
            Scope scope = new Scope(
                    puzzle.group(first.group()),
                    first.groups().stream().map(puzzle::group).toList());
            Objective.Sense sense = sense(first.sense());
            long solutions = merged.orbits().stream().mapToLong(Found::seen).sum();
            Cost both = merged.proofCost().plus(merged.enumerationCost());
            Enumerator.Result result = new Enumerator.Result(
                    solutions,
                    merged.complete(),
                    new SearchStatistics(both.nodes(), both.fails(), both.nanos()),
                    Optional.ofNullable(sense).map(s -> new ObjectiveResult(s, merged.optimum(), merged.proven())),
                    Optional.ofNullable(sense)
                            .map(s -> new SearchStatistics(
                                    merged.proofCost().nodes(),
                                    merged.proofCost().fails(),
                                    merged.proofCost().nanos())));
            Census census = Census.of(puzzle, scope.searched(), settings, sink -> {
                merged.orbits().forEach(found -> sink.replay(found.representative(), found.seen()));
                return result;
            });
            return new MergedParts(
                    enumeration(puzzle, scope, settings, census), new TreeSet<>(merged.missing()), merged.units());
        });
    }

    /**
     * The JSON document {@code orbits enumerate --json} prints for {@code result}: each group's counts and
     * representatives as the catalog records them, with the settings and statistics.
     */
    public String json(Enumeration result) {
        return guarded(() -> Documents.json(result, instanceOf(result).id()));
    }

    /** The catalog's record of each group of {@code result}, the default group first, as the CLI prints them. */
    public List<CatalogEntry> entries(Enumeration result) {
        return guarded(() -> Documents.entries(result, instanceOf(result).id()));
    }

    private PuzzleInstance instanceOf(Enumeration result) {
        return registry.family(result.family()).instance(result.parameters());
    }

    /** Reads a partial result that {@link #enumeratePart} gave and {@link PartialResult#text()} wrote. */
    public PartialResult readPartial(Path file) {
        return guarded(() -> PartialResult.parse(read(file), file.toString(), PartialResult.PARTIAL));
    }

    /** The search an enumeration runs: the group searched, and the groups its orbits are reported under. */
    private record Scope(Group searched, List<Group> reported) {
        List<String> names() {
            return reported.stream().map(Group::name).toList();
        }
    }

    /** The group the options name; or the instance's group that holds every other, reported under all. */
    private static Optional<Scope> scope(PuzzleInstance puzzle, Options options) {
        if (options.group().isPresent()) {
            Group chosen = puzzle.group(options.group().get());
            return Optional.of(new Scope(chosen, List.of(chosen)));
        }
        return Census.covering(puzzle.groups()).map(covering -> new Scope(covering, puzzle.groups()));
    }

    private static Enumerator engine(
            PuzzleInstance puzzle, Group group, SolverSettings settings, Options options, Clock clock) {
        return new Enumerator(puzzle)
                .group(group)
                .settings(settings)
                .limits(Limits.of(null, options.solutionLimit()))
                .stopWhen(clock::stopped)
                .progress(progress(options.progress()))
                .threads(options.threads());
    }

    /** Runs {@code engine} into a census of the group searched, streaming orbits of every group reported. */
    private static Census census(
            PuzzleInstance puzzle, Scope scope, SolverSettings settings, Enumerator engine, Options options) {
        return Census.of(puzzle, scope.searched(), settings, engine::run, streaming(options.orbits(), scope));
    }

    /** Tells {@code listener} of each orbit of each group reported, as the search meets it. */
    private static Consumer<CanonicalOrbit> streaming(OrbitFound.Listener listener, Scope scope) {
        if (listener == OrbitFound.Listener.NONE) {
            return orbit -> {};
        }
        return orbit -> {
            for (Group group : scope.reported()) {
                if (group == scope.searched()) {
                    listener.found(new OrbitFound(group.name(), orbit.representative(), orbit.size()));
                    continue;
                }
                for (CanonicalOrbit smaller :
                        Census.split(scope.searched(), new Canonicaliser(group), orbit.representative())) {
                    listener.found(new OrbitFound(group.name(), smaller.representative(), smaller.size()));
                }
            }
        };
    }

    /** The enumeration a census of the group searched makes, under every group reported. */
    private static Enumeration enumeration(
            PuzzleInstance puzzle, Scope scope, SolverSettings settings, Census searched) {
        List<GroupOrbits> groups = new ArrayList<>();
        for (Group group : scope.reported()) {
            Census census = group == scope.searched() ? searched : searched.under(puzzle, group);
            groups.add(groupOrbits(census));
        }
        return new Enumeration(
                puzzle.family().name(),
                puzzle.parameters(),
                puzzle.label(),
                puzzle.cellNames(),
                ImmutableMap.copyOf(settings.words()),
                searched.complete(),
                searched.objective().map(Orbits::objective),
                groups,
                statistics(
                        searched.statistics(),
                        searched.proof(),
                        Duration.ofNanos(searched.statistics().nanos())));
    }

    /** Enumerations of one instance under one group each, as one. */
    private static Enumeration combined(List<Enumeration> each) {
        Enumeration first = each.get(0);
        List<GroupOrbits> groups = new ArrayList<>();
        long nodes = 0;
        long fails = 0;
        Duration time = Duration.ZERO;
        for (Enumeration one : each) {
            groups.addAll(one.groups());
            nodes += one.statistics().nodes();
            fails += one.statistics().fails();
            time = time.plus(one.statistics().time());
        }
        return new Enumeration(
                first.family(),
                first.parameters(),
                first.label(),
                first.cellNames(),
                first.settings(),
                each.stream().allMatch(Enumeration::complete),
                first.objective(),
                groups,
                new Statistics(nodes, fails, time, first.statistics().proof()));
    }

    /**
     * The ledger of a run with a checkpoint: the file's, when it records this very run, or a new one over
     * this part's units of a new plan.
     */
    private static Ledger ledger(
            PuzzleInstance puzzle, Scope scope, Enumerator engine, Clock clock, Path file, int part, int parts) {
        if (Files.exists(file)) {
            return recorded(puzzle, scope, engine, file, part, parts).ledger();
        }
        WorkPlan plan = engine.plan(true, parts, clock::stopped);
        return new Ledger(plan, plan.part(part, parts), true);
    }

    /** The checkpoint in {@code file}, which must record this very run. */
    private static PartialResult recorded(
            PuzzleInstance puzzle, Scope scope, Enumerator engine, Path file, int part, int parts) {
        PartialResult recorded = PartialResult.parse(read(file), file.toString(), PartialResult.CHECKPOINT);
        if (!recorded.family().equals(puzzle.family().name())
                || !recorded.parameters().equals(puzzle.parameters())
                || !recorded.settings().equals(engine.settingsWords())
                || !recorded.group().equals(scope.searched().name())
                || !recorded.groups().equals(scope.names())
                || recorded.part() != part
                || recorded.parts() != parts) {
            throw new OrbitsException("checkpoint " + file + " is for " + recorded.label() + ", not for "
                    + runLabel(puzzle, engine, scope, part, parts));
        }
        return recorded;
    }

    /**
     * Whether an enumeration with these options would resume a checkpoint: the options name one, it exists,
     * and it records this search (one of another search is an {@link OrbitsException}).
     */
    public boolean resumes(Instance instance, Options options, int part, int parts) {
        return guarded(() -> {
            if (options.checkpoint().isEmpty()
                    || !Files.exists(options.checkpoint().get())) {
                return false;
            }
            PuzzleInstance puzzle = instance.puzzle();
            Scope scope = scope(puzzle, options)
                    .orElseThrow(() -> new OrbitsException("no group of " + puzzle.label()
                            + " holds the others: name one with the group option to keep a checkpoint"));
            Enumerator engine =
                    engine(puzzle, scope.searched(), settings(puzzle, options), options, new Clock(options));
            recorded(puzzle, scope, engine, options.checkpoint().get(), part, parts);
            return true;
        });
    }

    private static String runLabel(PuzzleInstance puzzle, Enumerator engine, Scope scope, int part, int parts) {
        WorkPlan stub = new WorkPlan(
                puzzle.family().name(),
                puzzle.parameters(),
                scope.searched().name(),
                ImmutableMap.copyOf(engine.settingsWords()),
                ImmutableList.of(new int[0]));
        return PartialResult.of(PartialResult.CHECKPOINT, Ledger.of(stub), scope.names(), null, part, parts)
                .label();
    }

    private static String sense(Enumerator engine) {
        return engine.sense().map(Objective.Sense::word).orElse(null);
    }

    private static Objective.Sense sense(String word) {
        if (word == null) {
            return null;
        }
        return Arrays.stream(Objective.Sense.values())
                .filter(sense -> sense.word().equals(word))
                .findFirst()
                .orElseThrow(() -> new OrbitsException("unknown objective sense '" + word + "'"));
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException | UncheckedIOException unreadable) {
            throw new OrbitsException("cannot read " + file + ": " + unreadable.getMessage());
        }
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
            Map<ImmutableIntArray, long[]> completionsPerOrbit = new TreeMap<>(SolutionOrder.LEXICOGRAPHIC);
            List<ImmutableIntArray> first = new ArrayList<>();
            Clock clock = new Clock(options);
            Enumerator.Result result = new Enumerator(puzzle)
                    .group(group)
                    .settings(settings(puzzle, options.withSetting("symmetryBreaking", "none")))
                    .limits(Limits.of(null, all ? options.solutionLimit() : 1))
                    .stopWhen(clock::stopped)
                    .givens(fixed)
                    .progress(progress(options.progress()))
                    .run(solution -> {
                        puzzle.violation(solution).ifPresent(problem -> {
                            throw new IllegalStateException("the model completed the givens to "
                                    + Arrays.toString(solution) + ", which the checker rejects: " + problem);
                        });
                        if (first.isEmpty()) {
                            first.add(ImmutableIntArray.copyOf(solution));
                        }
                        if (all) {
                            ImmutableIntArray canonical = ImmutableIntArray.copyOf(canonicaliser.canonical(solution));
                            long[] count = completionsPerOrbit.get(canonical);
                            if (count == null) {
                                completionsPerOrbit.put(canonical, new long[] {1});
                                options.orbits()
                                        .found(new OrbitFound(
                                                group.name(),
                                                canonical,
                                                canonicaliser
                                                        .orbit(canonical.toArray())
                                                        .size()));
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
                    result.complete() || (!all && result.solutions() > 0),
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

    /**
     * The settings the options name for {@code puzzle}, each setting not named at its default: the search's
     * settings, and the model options its family declares (one it does not declare is bad input).
     */
    static SolverSettings settings(PuzzleInstance puzzle, Options options) {
        Map<String, String> words = new LinkedHashMap<>(SolverSettings.DEFAULT.words());
        words.putAll(options.settings());
        return SolverSettings.ofWords(words).completedFor(puzzle.family());
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
                        .mapToLong(CanonicalOrbit::size)
                        .sum(),
                census.orbits().stream()
                        .map(o -> new Orbit(o.representative(), o.size()))
                        .collect(ImmutableList.toImmutableList()));
    }

    static org.orbits.api.Objective objective(ObjectiveResult result) {
        return new org.orbits.api.Objective(result.sense().word(), result.value(), result.proven(), result.bound());
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
}
