package org.orbits.search;

import com.google.common.annotations.VisibleForTesting;
import com.google.common.base.Preconditions;
import com.google.common.primitives.ImmutableIntArray;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.ExactCover;
import org.orbits.puzzle.GroupProof;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.puzzle.Stages;
import org.orbits.search.units.Found;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.UnitChoice;
import org.orbits.search.units.WorkPlan;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.LexLeader;

/**
 * The one search engine: streams every solution of a puzzle instance to a consumer, one {@code int[]} at a
 * time, so memory does not grow with the number of solutions. For an optimisation puzzle it proves the
 * optimum and finds every solution at it in one search, keeping those at the best value so far (see
 * {@link Phases}).
 *
 * <p>The search runs as work units (embarrassingly parallel search, Régin et al., CP 2013) on a pool of
 * workers, each searching every unit it takes in one model and one search (see {@link UnitChoice}). On one
 * thread, or with a search that restarts, the plan is a single unit, the whole search, and one worker
 * searches it on the calling thread: the sequential search is the one-worker case. A {@link Ledger} records
 * which units each phase has finished; handed in, it resumes a checkpoint or runs one part of the units.
 *
 * <p>This class holds the settings and turns them into a model (givens, symmetry breaking, search order);
 * a run is {@link SearchRun} (its clock, stops and solutions), {@link PhasePlan} (which phases, in order),
 * {@link Phase} (what one phase does), {@link WorkerPool} and {@link Worker} (who searches what), and
 * {@link ProgressTimer}.
 */
public final class Enumerator {

    static final int UNITS_PER_THREAD = 30;
    /** How long a run searches on one worker before the others join; see {@link WorkerPool}. */
    static final Duration JOIN_AFTER = Duration.ofMillis(250);

    /** Told when the ledger has changed; {@code force} at the end of a phase, when it must be written. */
    @FunctionalInterface
    public interface LedgerListener {
        LedgerListener NONE = (ledger, force) -> {};

        void changed(Ledger ledger, boolean force);
    }

    /**
     * A consumer that also takes orbits recorded by an earlier run (a resumed checkpoint): a representative
     * under the group searched, and how many of its solutions were found.
     */
    public interface Sink extends Consumer<int[]> {
        void replay(ImmutableIntArray representative, long seen);
    }

    private final PuzzleInstance instance;
    private Group group;
    /** The part of {@code group} lex-leader breaks: all of it, unless its generators are not all proven. */
    private Group breaking;

    private OrbitExpansion expansion = OrbitExpansion.NONE;
    private SolverSettings settings = SolverSettings.DEFAULT;
    private Limits limits = Limits.NONE;
    private Map<Integer, Integer> givens = Map.of();
    private ProgressListener progress = ProgressListener.SILENT;
    private int threads = 1;
    private Duration joinAfter = JOIN_AFTER;
    private BooleanSupplier stop = () -> false;
    private Ledger ledger;
    private LedgerListener ledgerListener = LedgerListener.NONE;
    private Phases phases = Phases.ONE_PASS;
    private long keptCells = KeptAtBest.MAX_CELLS;

    public Enumerator(PuzzleInstance instance) {
        this.instance = instance;
        this.group = instance.defaultGroup();
    }

    /** The group whose symmetries are broken when the settings ask for it. */
    public Enumerator group(Group broken) {
        this.group = broken;
        this.breaking = null;
        return this;
    }

    /**
     * What each solution found stands for (see {@link OrbitExpansion}): where the group's generators are not all
     * proven (a model's declarations), the search breaks only the proven part, exactly or not at all, and each solution
     * stands for its orbit under that part, on which the rest is proven; {@link OrbitExpansion#NONE} otherwise.
     */
    public OrbitExpansion expansion() {
        decideBreaking();
        return expansion;
    }

    /** The part of the group lex-leader breaks, as {@link #expansion} says. */
    private Group broken() {
        decideBreaking();
        return breaking;
    }

    private void decideBreaking() {
        if (breaking != null) {
            return;
        }
        GroupProof proof = instance.proof(group);
        if (proof.complete()) {
            breaking = group;
            expansion = OrbitExpansion.NONE;
            return;
        }
        Group proven = proof.proven();
        boolean breaksExactly = (settings.symmetryBreaking() == SolverSettings.SymmetryBreaking.LEX
                        || settings.symmetryBreaking() == SolverSettings.SymmetryBreaking.LEX_GREATEST)
                && proven.lexLeaderExact()
                && proven.listable();
        breaking = breaksExactly ? proven : Group.generatedBy("trivial", group.cells(), List.of());
        expansion = OrbitExpansion.of(instance, proof, breaking);
    }

    public Enumerator settings(SolverSettings chosen) {
        this.settings = chosen;
        this.breaking = null;
        return this;
    }

    /** Limits on the solutions streamed and on the time, counted from the start of {@link #run}. */
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
     * Searches on {@code count} threads, the search split into about {@value #UNITS_PER_THREAD} units per
     * thread. The units partition the search space, so the solutions streamed are the same; their order is
     * not, and the consumer is called from one thread at a time. A search that restarts (activity) cannot be
     * split, and runs on one thread. In a plain run (no ledger handed in) the workers steal work instead of
     * taking planned units, and only the first starts at once: the others join after {@link #joinAfter}, if
     * it is still searching, so more threads never cost a short search much.
     */
    public Enumerator threads(int count) {
        Preconditions.checkArgument(count >= 1, "threads must be at least 1, not %s", count);
        this.threads = count;
        return this;
    }

    /** How long the first worker searches alone before the others join ({@link #JOIN_AFTER} unless told). */
    public Enumerator joinAfter(Duration delay) {
        Preconditions.checkArgument(!delay.isNegative(), "a negative delay: %s", delay);
        this.joinAfter = delay;
        return this;
    }

    /**
     * Runs the units {@code recorded} answers for and records them there as they finish: a checkpoint read
     * back resumes where it stopped, a ledger of one part runs that part. The ledger's plan must be one of
     * this instance, group and settings, split into units unless the search restarts.
     */
    public Enumerator ledger(Ledger recorded, LedgerListener listener) {
        this.ledger = recorded;
        this.ledgerListener = listener;
        return this;
    }

    /** Which phases of an optimisation to run: a cluster runs the proof and the enumeration as rounds. */
    public Enumerator phases(Phases chosen) {
        this.phases = chosen;
        return this;
    }

    /** How many cells a one-pass optimisation keeps at most before it enumerates in a second pass instead. */
    @VisibleForTesting
    Enumerator keepAtMost(long cells) {
        this.keptCells = cells;
        return this;
    }

    /**
     * The outcome of one run: the solutions streamed, whether the search was exhausted, and its cost; for an
     * optimisation puzzle, also the cost of the proof alone ({@code statistics} covers proof and enumeration).
     * Times are wall-clock times from the start of the run, planning included.
     */
    public record Result(
            long solutions,
            boolean complete,
            SearchStatistics statistics,
            Optional<ObjectiveResult> objective,
            Optional<SearchStatistics> proof) {}

    /**
     * The units a run would search: the whole search as one unit when not {@code split} or when the search
     * restarts, otherwise about {@value #UNITS_PER_THREAD} units per thread, or per part for {@code parts}
     * parts (twice as many parts, so that each part has some of the heavy and some of the light units).
     * Planning stops early, with fewer units, once {@code stopPlanning} holds.
     */
    public WorkPlan plan(boolean split, int parts, BooleanSupplier stopPlanning) {
        Optional<ExactCover.Search> cover = exactCover();
        if (cover.isPresent()) {
            int units = split ? UNITS_PER_THREAD * (parts > 1 ? 2 * parts : threads) : 1;
            return ExactCoverRun.plan(instance, cover.get(), group, settings.words(), units);
        }
        if (!split || settings.strategy().restarts()) {
            return WorkPlan.whole(instance, group.name(), settings.words());
        }
        int target = UNITS_PER_THREAD * (parts > 1 ? 2 * parts : threads);
        return WorkPlan.of(instance, group.name(), settings.words(), target, constrained(), stopPlanning);
    }

    /** The settings in words, as plans and ledgers name them. */
    public Map<String, String> settingsWords() {
        return settings.words();
    }

    /** The sense of the instance's objective, read from a fresh model; empty for a satisfaction puzzle. */
    public Optional<Objective.Sense> sense() {
        if (exactCover().isPresent()) {
            return Optional.empty();
        }
        return instance.build(settings.modelOptions()).objective().map(PuzzleModel.ObjectiveVariable::sense);
    }

    /**
     * Searches, streaming every solution to {@code solutions} (a {@link Sink} when a resumed ledger has
     * orbits to replay), and says what the search came to.
     */
    public Result run(Consumer<int[]> solutions) {
        Preconditions.checkState(
                givens.isEmpty() || settings.symmetryBreaking() == SolverSettings.SymmetryBreaking.NONE,
                "givens with symmetry breaking would lose completions");
        Preconditions.checkState(
                ledger == null || ledger.plan().whole() || !settings.strategy().restarts(),
                "a search that restarts cannot be split into work units");
        Stages.reached("search starting");
        SearchRun run = new SearchRun(limits, stop, solutions);
        run.watch()
                .handsOn(
                        settings.symmetryBreaking() == SolverSettings.SymmetryBreaking.NONE
                                ? "solutions"
                                : "representatives");
        ProgressTimer timer = ProgressTimer.start(progress, run.watch());
        try {
            Optional<ExactCover.Search> cover = exactCover();
            if (cover.isPresent()) {
                // An engine of the puzzle's own: units for the threads even in a plain run (it steals no work).
                Ledger planned = ledger != null ? ledger : Ledger.of(plan(threads > 1, 1, run::stopped));
                return ExactCoverRun.run(
                        run, planned, ledgerListener, new WorkerPool(run, threads, joinAfter), cover.get(), group);
            }
            Ledger units = ledger != null ? ledger : Ledger.of(plan(false, 1, run::stopped));
            if (run.stopped()) {
                return new Result(0, false, run.statistics(Searched.NOTHING), Optional.empty(), Optional.empty());
            }
            if (phases != Phases.ENUMERATE) {
                seedBest(units, run.watch());
            }
            // A run nobody resumes or splits into parts steals work instead of planning units (see WorkStealing).
            boolean steals =
                    ledger == null && threads > 1 && !settings.strategy().restarts();
            Function<int[], Found> recorded = PhasePlan.recorder(group, settings, expansion());
            return new PhasePlan(
                            run,
                            units,
                            ledgerListener,
                            new WorkerPool(run, threads, joinAfter),
                            steals,
                            this::prepare,
                            recorded,
                            keptCells)
                    .run(onePassOrNot());
        } finally {
            timer.stop();
            Stages.reached("search over");
        }
    }

    /** The puzzle's own exact-cover search, which enumerates it in place of Choco's wherever no cell is given. */
    private Optional<ExactCover.Search> exactCover() {
        return givens.isEmpty() ? ExactCoverRun.search(instance, group, settings) : Optional.empty();
    }

    /**
     * The phases asked for, with one pass taken as prove-then-enumerate where it cannot help: on a ledger handed
     * in, whose units are recorded as they finish, and under a solution limit, which the enumeration after a
     * proof reaches at its first solutions while one pass would hand on nothing before its search is over.
     */
    private Phases onePassOrNot() {
        return phases == Phases.ONE_PASS && (ledger != null || limits.limitsSolutions())
                ? Phases.PROVE_THEN_ENUMERATE
                : phases;
    }

    /**
     * Gives a ledger that has recorded nothing yet the objective of the instance's heuristic solution as its
     * best value, when that is a solution and agrees with the givens: the first bound of the branch and bound.
     */
    private void seedBest(Ledger units, Watch watch) {
        if (units.started()) {
            return;
        }
        instance.checkedHeuristicSolution()
                .filter(solution ->
                        givens.entrySet().stream().allMatch(given -> solution[given.getKey()] == given.getValue()))
                .ifPresent(solution -> instance.objectiveOf(solution).ifPresent(objective -> {
                    ImmutableIntArray seed = ImmutableIntArray.copyOf(solution);
                    units.offerBest(objective.value(), objective.sense(), Optional.of(seed));
                    watch.best(OptionalInt.of(objective.value()), Optional.of(seed));
                }));
    }

    /** A fresh model with givens, symmetry breaking and search order in place. */
    public PuzzleModel prepare() {
        PuzzleModel built = constrained();
        Stages.reached("model prepared");
        // Every cell last, lowest value first, whatever the strategy leaves open; a puzzle without cells (a model found
        // inconsistent) has its decisions instead, since a search needs something to branch on.
        IntVar[] cells = built.cells().length > 0 ? built.cells() : built.decisions();
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
        PuzzleModel built = instance.build(settings.modelOptions());
        Stages.reached("model built");
        Model model = built.model();
        IntVar[] cells = built.cells();
        givens.forEach((cell, value) -> model.arithm(cells[cell], "=", value).post());
        LexLeader.Kept kept =
                switch (settings.symmetryBreaking()) {
                    case NONE -> null;
                    case LEX -> LexLeader.Kept.LEAST;
                    case LEX_GREATEST -> LexLeader.Kept.GREATEST;
                    case LEX_GENERATORS -> LexLeader.Kept.BY_GENERATORS;
                };
        if (kept != null) {
            LexLeader.post(model, cells, broken(), kept, instance.determiningPrefix(), instance.valuesDistinct());
        }
        return built;
    }

    public static int[] valuesOf(IntVar[] variables) {
        return Arrays.stream(variables).mapToInt(IntVar::getValue).toArray();
    }

    static SearchStatistics statisticsOf(Solver solver) {
        var measures = solver.getMeasures();
        return new SearchStatistics(
                measures.getNodeCount(), measures.getFailCount(), measures.getTimeCountInNanoSeconds());
    }
}
