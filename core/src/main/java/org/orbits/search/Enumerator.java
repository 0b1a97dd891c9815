package org.orbits.search;

import com.google.common.base.Preconditions;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.SearchState;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.BadInputException;
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

    private static final long PROGRESS_PERIOD_MILLIS = 500;
    static final int UNITS_PER_THREAD = 30;

    private final PuzzleInstance instance;
    private Group group;
    private SolverSettings settings = SolverSettings.DEFAULT;
    private Limits limits = Limits.NONE;
    private Map<Integer, Integer> givens = Map.of();
    private ProgressListener progress = ProgressListener.SILENT;
    private int threads = 1;
    private LedgerFile ledgers;
    private BooleanSupplier stop = () -> false;

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

    /** A condition checked at every search node: once it holds, the search stops, incomplete. */
    public Enumerator stopWhen(BooleanSupplier condition) {
        this.stop = condition;
        return this;
    }

    public Enumerator progress(ProgressListener listener) {
        this.progress = listener;
        return this;
    }

    /**
     * Searches on {@code count} threads: the search is split into work units by a prefix of the branching
     * variables (Régin et al., CP 2013), about {@value #UNITS_PER_THREAD} per thread; each thread searches
     * the units it takes in one model and one search (see {@link UnitRunner}). The units partition the search space, so the solutions streamed are the same; their
     * order is not, and the consumer is called from one thread at a time. A search that restarts (activity)
     * cannot be split, and runs on one thread.
     */
    public Enumerator threads(int count) {
        Preconditions.checkArgument(count >= 1, "threads must be at least 1, not %s", count);
        this.threads = count;
        return this;
    }

    /**
     * Splits the search into work units even on one thread, and records the finished units in
     * {@code file}: a checkpoint, or a partial result of one part of the units.
     */
    public Enumerator ledgers(LedgerFile file) {
        this.ledgers = file;
        return this;
    }

    /**
     * The outcome of one run: the solutions streamed, whether the search was exhausted, and its cost; for an
     * optimisation puzzle, also the cost of the proof alone ({@code statistics} covers proof and enumeration).
     */
    public record Result(
            long solutions,
            boolean complete,
            SearchStatistics statistics,
            Optional<ObjectiveResult> objective,
            Optional<SearchStatistics> proof) {}

    public Result run(Consumer<int[]> solutions) {
        Preconditions.checkState(
                givens.isEmpty() || settings.symmetryBreaking() == SolverSettings.SymmetryBreaking.NONE,
                "givens with symmetry breaking would lose completions");
        long deadline = limits.time().map(t -> System.nanoTime() + t.toNanos()).orElse(Long.MAX_VALUE);
        Watch watch = new Watch();
        ScheduledExecutorService timer = startProgress(watch);
        try {
            if (ledgers != null && settings.strategy().restarts()) {
                throw new BadInputException("search " + settings.strategy().word() + " restarts, and a restarted"
                        + " search cannot be split into work units: choose another search for --checkpoint or --units");
            }
            if ((threads > 1 && !settings.strategy().restarts()) || ledgers != null) {
                return byUnits(deadline, watch, solutions);
            }
            PuzzleModel first = prepare();
            if (first.objective().isEmpty()) {
                Phase all = enumerate(first, deadline, watch, solutions, OptionalInt.empty());
                return new Result(all.solutions, all.complete, all.statistics, Optional.empty(), Optional.empty());
            }
            Objective.Sense sense = first.objective().get().sense();
            Phase best = optimise(first, deadline, watch);
            if (!best.complete || best.bestValue.isEmpty()) {
                return new Result(
                        0,
                        best.complete,
                        best.statistics,
                        Optional.of(new ObjectiveResult(sense, best.bestValue, false)),
                        Optional.of(best.statistics));
            }
            Phase optimal = enumerate(prepare(), deadline, watch, solutions, best.bestValue);
            return new Result(
                    optimal.solutions,
                    optimal.complete,
                    best.statistics.plus(optimal.statistics),
                    Optional.of(new ObjectiveResult(sense, best.bestValue, true)),
                    Optional.of(best.statistics));
        } finally {
            if (timer != null) {
                timer.shutdownNow();
                try {
                    timer.awaitTermination(1, TimeUnit.SECONDS);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                }
                progress.finished();
            }
        }
    }

    /**
     * Splits the search into work units and runs them on the threads, recording finished units in the
     * ledger file: a checkpoint is resumed where it stopped, a partial result keeps the units of its part.
     */
    private Result byUnits(long deadline, Watch watch, Consumer<int[]> solutions) {
        Preconditions.checkState(givens.isEmpty(), "work units do not take givens");
        LedgerFile file = ledgers != null
                ? ledgers
                : LedgerFile.inMemory(LedgerFile.Identity.of(instance, settings, 1, 1), false);
        int parts = file.identity().parts();
        int target = UNITS_PER_THREAD * (parts > 1 ? 2 * parts : threads);
        watch.phaseName("splitting the search into work units");
        long start = System.nanoTime();
        PuzzleModel model = constrained();
        Optional<Objective.Sense> sense = model.objective().map(PuzzleModel.ObjectiveVariable::sense);
        Ledger ledger = file.run(group.name(), () -> WorkPlan.of(instance, group.name(), settings, target, model));
        return new UnitRunner(this::prepare, sense, file, ledger, threads, deadline, limits, watch, solutions, stop)
                .run(start);
    }

    /** A fresh model with givens, symmetry breaking and search order in place. */
    PuzzleModel prepare() {
        PuzzleModel built = constrained();
        IntVar[] cells = built.cells();
        IntVar[] decisions = built.decisions();
        Solver solver = built.model().getSolver();
        switch (settings.strategy()) {
            case PUZZLE -> solver.setSearch(built.preferredSearch(), Search.inputOrderLBSearch(cells));
            case CHOCO_DEFAULT -> {}
            case DOM_OVER_WDEG -> solver.setSearch(
                    Search.domOverWDegSearch(decisions), Search.inputOrderLBSearch(cells));
            case MIN_DOM_LB -> solver.setSearch(Search.minDomLBSearch(decisions), Search.inputOrderLBSearch(cells));
            case INPUT_ORDER_LB -> solver.setSearch(
                    Search.inputOrderLBSearch(decisions), Search.inputOrderLBSearch(cells));
            case ACTIVITY -> {
                solver.setSearch(Search.activityBasedSearch(decisions), Search.inputOrderLBSearch(cells));
                solver.setNoGoodRecordingFromSolutions(cells);
            }
        }
        return built;
    }

    /** A fresh model with givens and symmetry breaking in place, the search not yet chosen. */
    private PuzzleModel constrained() {
        PuzzleModel built = instance.build(settings);
        Model model = built.model();
        IntVar[] cells = built.cells();
        givens.forEach((cell, value) -> model.arithm(cells[cell], "=", value).post());
        switch (settings.symmetryBreaking()) {
            case NONE -> {}
            case LEX -> LexLeader.post(
                    model, cells, group.nonIdentityElements(), instance.determiningPrefix(), instance.valuesDistinct());
            case LEX_GENERATORS -> LexLeader.post(
                    model, cells, group.generators(), instance.determiningPrefix(), instance.valuesDistinct());
        }
        return built;
    }

    record Phase(long solutions, boolean complete, SearchStatistics statistics, OptionalInt bestValue) {}

    private Phase optimise(PuzzleModel built, long deadline, Watch watch) {
        PuzzleModel.ObjectiveVariable objective = built.objective().orElseThrow();
        Solver solver = built.model().getSolver();
        built.model().setObjective(objective.sense() == Objective.Sense.MAXIMISE, objective.variable());
        limitTime(solver, deadline);
        solver.addStopCriterion(stop::getAsBoolean);
        watch.phase("optimising", solver);
        OptionalInt best = OptionalInt.empty();
        while (solver.solve()) {
            best = OptionalInt.of(objective.variable().getValue());
            watch.phaseName("optimising, best so far " + best.getAsInt());
        }
        return new Phase(0, exhausted(solver), statisticsOf(solver), best);
    }

    private Phase enumerate(PuzzleModel built, long deadline, Watch watch, Consumer<int[]> sink, OptionalInt optimum) {
        Solver solver = built.model().getSolver();
        optimum.ifPresent(value -> built.model()
                .arithm(built.objective().orElseThrow().variable(), "=", value)
                .post());
        limitTime(solver, deadline);
        solver.addStopCriterion(stop::getAsBoolean);
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
            watch.solutionFound();
            sink.accept(solution);
        }
        return new Phase(found, complete, statisticsOf(solver), OptionalInt.empty());
    }

    static int[] valuesOf(IntVar[] variables) {
        return Arrays.stream(variables).mapToInt(IntVar::getValue).toArray();
    }

    static void limitTime(Solver solver, long deadline) {
        if (deadline != Long.MAX_VALUE) {
            long left = Math.max(1, deadline - System.nanoTime());
            solver.limitTime(Math.max(1, Duration.ofNanos(left).toMillis()));
        }
    }

    private static boolean exhausted(Solver solver) {
        return solver.getSearchState() == SearchState.TERMINATED;
    }

    static SearchStatistics statisticsOf(Solver solver) {
        var measures = solver.getMeasures();
        return new SearchStatistics(
                measures.getNodeCount(), measures.getFailCount(), measures.getTimeCountInNanoSeconds());
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
        timer.scheduleAtFixedRate(
                () -> progress.update(watch.snapshot()),
                PROGRESS_PERIOD_MILLIS,
                PROGRESS_PERIOD_MILLIS,
                TimeUnit.MILLISECONDS);
        return timer;
    }
}
