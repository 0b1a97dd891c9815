package org.orbits.search;

import com.google.common.base.Preconditions;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.SearchState;
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

    private final PuzzleInstance instance;
    private Group group;
    private SolverSettings settings = SolverSettings.DEFAULT;
    private Limits limits = Limits.NONE;
    private Map<Integer, Integer> givens = Map.of();
    private ProgressListener progress = ProgressListener.SILENT;

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
            int[] solution = new int[cells.length];
            for (int i = 0; i < cells.length; i++) {
                solution[i] = cells[i].getValue();
            }
            found++;
            watch.solutions = found;
            sink.accept(solution);
        }
        return new Phase(found, complete, statisticsOf(solver), OptionalInt.empty());
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
