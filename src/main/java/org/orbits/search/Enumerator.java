package org.orbits.search;

import com.google.common.base.Preconditions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.SearchState;
import org.chocosolver.solver.search.loop.monitors.IMonitorOpenNode;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.LexLeader;

/**
 * Streams every solution of a puzzle instance to a consumer, one {@code int[]} at a time, so memory does
 * not grow with the number of solutions. For an optimisation puzzle it first proves the optimum, then
 * enumerates every solution at the optimum.
 */
public final class Enumerator {

    private static final long PROGRESS_PERIOD_SECONDS = 5;
    static final int UNITS_PER_THREAD = 30;

    private final PuzzleInstance instance;
    private Group group;
    private SolverSettings settings = SolverSettings.DEFAULT;
    private Limits limits = Limits.NONE;
    private Map<Integer, Integer> givens = Map.of();
    private ProgressListener progress = ProgressListener.SILENT;
    private int threads = 1;

    public Enumerator(PuzzleInstance instance) {
        this.instance = instance;
        this.group = instance.defaultGroup();
    }

    /** The group whose symmetries are broken when the settings ask for it. */
    public Enumerator group(Group broken) {
        this.group = broken;
        return this;
    }

    public Enumerator settings(SolverSettings chosen) {
        this.settings = chosen;
        return this;
    }

    public Enumerator limits(Limits chosen) {
        this.limits = chosen;
        return this;
    }

    /** Cells fixed in advance, by cell index. Symmetry breaking must be off: givens are not symmetric. */
    public Enumerator givens(Map<Integer, Integer> fixed) {
        this.givens = Map.copyOf(fixed);
        return this;
    }

    public Enumerator progress(ProgressListener listener) {
        this.progress = listener;
        return this;
    }

    /**
     * Searches on {@code count} threads: the search is split into work units by a prefix of the branching
     * variables (Régin et al., CP 2013), about {@value #UNITS_PER_THREAD} per thread, each searched in a
     * model of its own. The units partition the search space, so the solutions streamed are the same; their
     * order is not, and the consumer is called from one thread at a time.
     */
    public Enumerator threads(int count) {
        Preconditions.checkArgument(count >= 1, "threads must be at least 1, not %s", count);
        this.threads = count;
        return this;
    }

    /**
     * The outcome of one run: the solutions streamed, whether the search was exhausted, and its cost; for an
     * optimisation puzzle, also the cost of the proof alone ({@code statistics} covers proof and enumeration).
     */
    public record Result(long solutions, boolean complete, SearchStatistics statistics,
                         Optional<ObjectiveResult> objective, Optional<SearchStatistics> proof) {
    }

    public Result run(Consumer<int[]> solutions) {
        Preconditions.checkState(givens.isEmpty() || settings.symmetryBreaking() == SolverSettings.SymmetryBreaking.NONE,
                "givens with symmetry breaking would lose completions");
        long deadline = limits.time().map(t -> System.nanoTime() + t.toNanos()).orElse(Long.MAX_VALUE);
        Watch watch = new Watch();
        ScheduledExecutorService timer = startProgress(watch);
        try {
            if (threads > 1) {
                return new UnitRunner(deadline, watch, solutions).run();
            }
            PuzzleModel first = prepare();
            if (first.objective().isEmpty()) {
                Phase all = enumerate(first, deadline, watch, solutions, OptionalInt.empty());
                return new Result(all.solutions, all.complete, all.statistics, Optional.empty(), Optional.empty());
            }
            Objective.Sense sense = first.objective().get().sense();
            Phase best = optimise(first, deadline, watch);
            if (!best.complete || best.bestValue.isEmpty()) {
                return new Result(0, best.complete, best.statistics,
                        Optional.of(new ObjectiveResult(sense, best.bestValue, false)), Optional.of(best.statistics));
            }
            Phase optimal = enumerate(prepare(), deadline, watch, solutions, best.bestValue);
            return new Result(optimal.solutions, optimal.complete, best.statistics.plus(optimal.statistics),
                    Optional.of(new ObjectiveResult(sense, best.bestValue, true)), Optional.of(best.statistics));
        } finally {
            if (timer != null) {
                timer.shutdownNow();
            }
        }
    }

    /** A fresh model with givens, symmetry breaking and search order in place. */
    private PuzzleModel prepare() {
        PuzzleModel built = instance.build(settings);
        Model model = built.model();
        IntVar[] cells = built.cells();
        givens.forEach((cell, value) -> model.arithm(cells[cell], "=", value).post());
        switch (settings.symmetryBreaking()) {
            case NONE -> { }
            case LEX -> LexLeader.post(model, cells, group.nonIdentityElements(), instance.determiningPrefix(),
                    instance.valuesDistinct());
            case LEX_GENERATORS -> LexLeader.post(model, cells, group.generators(), instance.determiningPrefix(),
                    instance.valuesDistinct());
        }
        Solver solver = model.getSolver();
        IntVar[] decisions = built.decisions();
        switch (settings.strategy()) {
            case PUZZLE -> solver.setSearch(built.preferredSearch(), Search.inputOrderLBSearch(cells));
            case CHOCO_DEFAULT -> { }
            case DOM_OVER_WDEG -> solver.setSearch(Search.domOverWDegSearch(decisions), Search.inputOrderLBSearch(cells));
            case MIN_DOM_LB -> solver.setSearch(Search.minDomLBSearch(decisions), Search.inputOrderLBSearch(cells));
            case INPUT_ORDER_LB -> solver.setSearch(Search.inputOrderLBSearch(decisions), Search.inputOrderLBSearch(cells));
            case ACTIVITY -> {
                solver.setSearch(Search.activityBasedSearch(decisions), Search.inputOrderLBSearch(cells));
                solver.setNoGoodRecordingFromSolutions(cells);
            }
        }
        return built;
    }

    private record Phase(long solutions, boolean complete, SearchStatistics statistics, OptionalInt bestValue) {
    }

    private Phase optimise(PuzzleModel built, long deadline, Watch watch) {
        PuzzleModel.ObjectiveVariable objective = built.objective().orElseThrow();
        Solver solver = built.model().getSolver();
        built.model().setObjective(objective.sense() == Objective.Sense.MAXIMISE, objective.variable());
        limitTime(solver, deadline);
        watch.phase("optimising", solver);
        OptionalInt best = OptionalInt.empty();
        while (solver.solve()) {
            best = OptionalInt.of(objective.variable().getValue());
            watch.phase = "optimising, best so far " + best.getAsInt();
        }
        return new Phase(0, exhausted(solver), statisticsOf(solver), best);
    }

    private Phase enumerate(PuzzleModel built, long deadline, Watch watch, Consumer<int[]> sink, OptionalInt optimum) {
        Solver solver = built.model().getSolver();
        optimum.ifPresent(value -> built.model()
                .arithm(built.objective().orElseThrow().variable(), "=", value).post());
        limitTime(solver, deadline);
        watch.phase(optimum.isPresent() ? "enumerating optimal solutions" : "enumerating", solver);
        IntVar[] cells = built.cells();
        long found = 0;
        boolean complete;
        while (true) {
            if (limits.limitsSolutions() && found >= limits.solutions()) {
                complete = false;
                break;
            }
            if (!solver.solve()) {
                complete = exhausted(solver);
                break;
            }
            int[] solution = valuesOf(cells);
            found++;
            watch.solutions = found;
            sink.accept(solution);
        }
        return new Phase(found, complete, statisticsOf(solver), OptionalInt.empty());
    }

    private static int[] valuesOf(IntVar[] variables) {
        return Arrays.stream(variables).mapToInt(IntVar::getValue).toArray();
    }

    private static void limitTime(Solver solver, long deadline) {
        if (deadline != Long.MAX_VALUE) {
            long left = Math.max(1, deadline - System.nanoTime());
            solver.limitTime(Math.max(1, Duration.ofNanos(left).toMillis()));
        }
    }

    private static boolean exhausted(Solver solver) {
        return solver.getSearchState() == SearchState.TERMINATED;
    }

    private static SearchStatistics statisticsOf(Solver solver) {
        var measures = solver.getMeasures();
        return new SearchStatistics(measures.getNodeCount(), measures.getFailCount(),
                measures.getTimeCountInNanoSeconds());
    }

    /** The prefix assignments of the first {@code depth} decisions that propagation does not refute. */
    private List<int[]> prefixes(int depth) {
        PuzzleModel built = prepare();
        IntVar[] prefix = Arrays.copyOf(built.decisions(), depth);
        Solver solver = built.model().getSolver();
        solver.setSearch(Search.inputOrderLBSearch(prefix));
        List<int[]> found = new ArrayList<>();
        while (solver.solve()) {
            found.add(valuesOf(prefix));
        }
        return found;
    }

    /**
     * Fixes a unit's prefix of the decisions in a worker's model for the length of {@code search}, then
     * takes the fixes back and resets the solver, so that one model per worker serves all its units.
     */
    private static Phase inUnit(PuzzleModel built, int[] prefix, Constraint bound, Supplier<Phase> search) {
        Model model = built.model();
        List<Constraint> fixes = new ArrayList<>();
        for (int i = 0; i < prefix.length; i++) {
            fixes.add(model.arithm(built.decisions()[i], "=", prefix[i]));
        }
        if (bound != null) {
            fixes.add(bound);
        }
        fixes.forEach(Constraint::post);
        try {
            return search.get();
        } finally {
            model.getSolver().reset();
            fixes.forEach(model::unpost);
        }
    }

    /** Runs the work units on a pool: the optimum first where there is one, then the solutions. */
    private final class UnitRunner {
        private final long deadline;
        private final Watch watch;
        private final Consumer<int[]> sink;
        private final AtomicLong found = new AtomicLong();
        private final AtomicBoolean stopped = new AtomicBoolean();

        UnitRunner(long deadline, Watch watch, Consumer<int[]> sink) {
            this.deadline = deadline;
            this.watch = watch;
            this.sink = sink;
        }

        Result run() {
            long start = System.nanoTime();
            PuzzleModel shape = instance.build(settings);
            List<int[]> units = prefixes(1);
            for (int depth = 2; units.size() < UNITS_PER_THREAD * threads && depth <= shape.decisions().length;
                 depth++) {
                units = prefixes(depth);
            }
            Optional<Objective.Sense> sense = shape.objective().map(PuzzleModel.ObjectiveVariable::sense);
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                if (sense.isEmpty()) {
                    Totals all = runAll(pool, units, (model, unit) -> enumerateUnit(model, unit, OptionalInt.empty()),
                            "enumerating");
                    return new Result(found.get(), all.complete, all.statistics(start), Optional.empty(),
                            Optional.empty());
                }
                AtomicReference<OptionalInt> best = new AtomicReference<>(OptionalInt.empty());
                Totals proof = runAll(pool, units, (model, unit) -> optimiseUnit(model, unit, sense.get(), best),
                        "optimising");
                SearchStatistics proofStatistics = proof.statistics(start);
                if (!proof.complete || best.get().isEmpty()) {
                    return new Result(0, proof.complete, proofStatistics,
                            Optional.of(new ObjectiveResult(sense.get(), best.get(), false)),
                            Optional.of(proofStatistics));
                }
                Totals optimal = runAll(pool, units, (model, unit) -> enumerateUnit(model, unit, best.get()),
                        "enumerating optimal solutions");
                SearchStatistics both = new SearchStatistics(proof.nodes + optimal.nodes, proof.fails + optimal.fails,
                        System.nanoTime() - start);
                return new Result(found.get(), optimal.complete, both,
                        Optional.of(new ObjectiveResult(sense.get(), best.get(), true)), Optional.of(proofStatistics));
            } finally {
                pool.shutdownNow();
            }
        }

        private Totals runAll(ExecutorService pool, List<int[]> units, BiFunction<PuzzleModel, int[], Phase> work,
                              String phase) {
            watch.phase(phase + ", " + units.size() + " work units", null);
            ThreadLocal<PuzzleModel> models = ThreadLocal.withInitial(Enumerator.this::prepare);
            List<Future<Phase>> futures = new ArrayList<>();
            for (int[] unit : units) {
                futures.add(pool.submit(() -> work.apply(models.get(), unit)));
            }
            Totals totals = new Totals();
            for (Future<Phase> future : futures) {
                try {
                    totals.add(future.get());
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted while waiting for a work unit", interrupted);
                } catch (ExecutionException failed) {
                    if (failed.getCause() instanceof RuntimeException runtime) {
                        throw runtime;
                    }
                    throw new IllegalStateException(failed.getCause());
                }
            }
            return totals;
        }

        private Phase optimiseUnit(PuzzleModel built, int[] unit, Objective.Sense sense,
                                   AtomicReference<OptionalInt> best) {
            IntVar objective = built.objective().orElseThrow().variable();
            // Only the global optimum matters: a unit need not look beyond the best value found so far.
            Constraint bound = best.get().isEmpty() ? null : built.model()
                    .arithm(objective, sense == Objective.Sense.MINIMISE ? "<=" : ">=", best.get().getAsInt());
            built.model().setObjective(sense == Objective.Sense.MAXIMISE, objective);
            return inUnit(built, unit, bound, () -> {
                Solver solver = built.model().getSolver();
                limitTime(solver, deadline);
                // Take up, at every node, a better value another unit has found meanwhile.
                IMonitorOpenNode shareBound = new IMonitorOpenNode() {
                    @Override
                    public void beforeOpenNode() {
                        best.get().ifPresent(value -> {
                            Number own = solver.getObjectiveManager().getBestSolutionValue();
                            if (sense == Objective.Sense.MINIMISE ? value < own.intValue() : value > own.intValue()) {
                                solver.getObjectiveManager().updateBestSolution(value);
                            }
                        });
                    }
                };
                solver.plugMonitor(shareBound);
                try {
                    while (solver.solve()) {
                    int value = objective.getValue();
                        best.accumulateAndGet(OptionalInt.of(value), (current, candidate) -> current.isEmpty()
                                || (sense == Objective.Sense.MINIMISE ? candidate.getAsInt() < current.getAsInt()
                                : candidate.getAsInt() > current.getAsInt()) ? candidate : current);
                    }
                    return new Phase(0, exhausted(solver), statisticsOf(solver), OptionalInt.empty());
                } finally {
                    solver.unplugMonitor(shareBound);
                }
            });
        }

        private Phase enumerateUnit(PuzzleModel built, int[] unit, OptionalInt optimum) {
            Constraint atOptimum = optimum.isEmpty() ? null
                    : built.model().arithm(built.objective().orElseThrow().variable(), "=", optimum.getAsInt());
            return inUnit(built, unit, atOptimum, () -> enumerateHere(built));
        }

        private Phase enumerateHere(PuzzleModel built) {
            Solver solver = built.model().getSolver();
            limitTime(solver, deadline);
            solver.addStopCriterion(stopped::get);
            IntVar[] cells = built.cells();
            while (!stopped.get() && solver.solve()) {
                int[] solution = valuesOf(cells);
                synchronized (this) {
                    if (limits.limitsSolutions() && found.get() >= limits.solutions()) {
                        stopped.set(true);
                        break;
                    }
                    found.incrementAndGet();
                    watch.solutions = found.get();
                    sink.accept(solution);
                }
            }
            return new Phase(0, exhausted(solver) && !stopped.get(), statisticsOf(solver), OptionalInt.empty());
        }
    }

    /** The sum of the units' phases: complete only when every unit was exhausted. */
    private static final class Totals {
        boolean complete = true;
        long nodes;
        long fails;

        void add(Phase phase) {
            complete &= phase.complete;
            nodes += phase.statistics.nodes();
            fails += phase.statistics.fails();
        }

        /** Nodes and fails over all units; the time is the wall-clock time since {@code start}. */
        SearchStatistics statistics(long start) {
            return new SearchStatistics(nodes, fails, System.nanoTime() - start);
        }
    }

    /** What the progress timer reads; written by the search thread. */
    private static final class Watch {
        final long start = System.nanoTime();
        volatile String phase = "starting";
        volatile Solver solver;
        volatile long solutions;

        void phase(String name, Solver current) {
            phase = name;
            solver = current;
            solutions = 0;
        }
    }

    private ScheduledExecutorService startProgress(Watch watch) {
        if (progress == ProgressListener.SILENT) {
            return null;
        }
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "orbits-progress");
            thread.setDaemon(true);
            return thread;
        });
        timer.scheduleAtFixedRate(() -> {
            Solver solver = watch.solver;
            long nodes = solver == null ? 0 : solver.getMeasures().getNodeCount();
            progress.update(watch.phase, watch.solutions, nodes, System.nanoTime() - watch.start);
        }, PROGRESS_PERIOD_SECONDS, PROGRESS_PERIOD_SECONDS, TimeUnit.SECONDS);
        return timer;
    }
}
