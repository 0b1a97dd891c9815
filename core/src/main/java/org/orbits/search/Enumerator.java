package org.orbits.search;

import com.google.common.annotations.VisibleForTesting;
import com.google.common.base.Preconditions;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.orbits.puzzle.ExactCover;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.puzzle.Stages;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.LedgerListener;
import org.orbits.search.units.UnitChoice;
import org.orbits.search.units.WorkPlan;
import org.orbits.symmetry.Group;

/**
 * The entry to the search: streams every solution of a puzzle instance to a consumer, one {@code int[]} at a
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
 * <p>This class holds the settings and chooses, once, the {@link SearchEngine} that searches: a puzzle's own
 * exact-cover engine ({@link ExactCoverEngine}) where it has one and no cell is given, Choco's ({@link ChocoEngine})
 * otherwise. A run is a {@link SearchRun} (its clock, stops and solutions) on a {@link WorkerPool}, which the engine
 * searches into the ledger, told of by a {@link LedgerListener}; its outcome is a {@link SearchResult}, and what it
 * streams goes to a {@link SolutionSink} where a resumed ledger has orbits to replay.
 */
public final class Enumerator {

    static final int UNITS_PER_THREAD = 30;
    /** How long a run searches on one worker before the others join; see {@link WorkerPool}. */
    static final Duration JOIN_AFTER = Duration.ofMillis(250);

    private final PuzzleInstance instance;
    private Group group;
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
    /** The engine the settings choose, once they are set; see {@link #engine}. */
    private SearchEngine engine;

    public Enumerator(PuzzleInstance instance) {
        this.instance = instance;
        this.group = instance.defaultGroup();
    }

    /** The group whose symmetries are broken when the settings ask for it. */
    public Enumerator group(Group broken) {
        this.group = broken;
        this.engine = null;
        return this;
    }

    /**
     * What each solution found stands for (see {@link OrbitExpansion}): where the group's generators are not all
     * proven (a model's declarations), the search breaks only the proven part, exactly or not at all, and each solution
     * stands for its orbit under that part, on which the rest is proven; {@link OrbitExpansion#NONE} otherwise.
     */
    public OrbitExpansion expansion() {
        return multiplicity().expansion();
    }

    /**
     * How often the search meets each orbit of the group, as the engine chosen says: what a {@link Census} of its
     * solutions is told.
     */
    public Multiplicity multiplicity() {
        return engine().multiplicity();
    }

    /** The instance searched. */
    public PuzzleInstance instance() {
        return instance;
    }

    /** The group searched under. */
    public Group group() {
        return group;
    }

    /** The settings searched with. */
    public SolverSettings settings() {
        return settings;
    }

    public Enumerator settings(SolverSettings chosen) {
        this.settings = chosen;
        this.engine = null;
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
        this.engine = null;
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
        this.engine = null;
        return this;
    }

    /**
     * The units a run would search: the whole search as one unit when not {@code split} or when the search
     * restarts, otherwise about {@value #UNITS_PER_THREAD} units per thread, or per part for {@code parts}
     * parts (twice as many parts, so that each part has some of the heavy and some of the light units).
     * Planning stops early, with fewer units, once {@code stopPlanning} holds.
     */
    public WorkPlan plan(boolean split, int parts, BooleanSupplier stopPlanning) {
        return engine().plan(split ? UNITS_PER_THREAD * (parts > 1 ? 2 * parts : threads) : 1, stopPlanning);
    }

    /** The settings in words, as plans and ledgers name them. */
    public Map<String, String> settingsWords() {
        return settings.words();
    }

    /** The sense of the instance's objective, read from a fresh model; empty for a satisfaction puzzle. */
    public Optional<Objective.Sense> sense() {
        return engine().sense();
    }

    /**
     * Searches, streaming every solution to {@code solutions} (a {@link SolutionSink} when a resumed ledger has
     * orbits to replay), and says what the search came to.
     */
    public SearchResult run(Consumer<int[]> solutions) {
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
            SearchEngine chosen = engine();
            // A run nobody resumes or splits into parts steals work where the engine can (see WorkStealing), from the
            // whole search as one unit; otherwise it plans units for its threads.
            boolean steals = ledger == null && threads > 1 && chosen.stealsWork();
            Ledger units = ledger != null ? ledger : Ledger.of(plan(threads > 1 && !steals, 1, run::stopped));
            return chosen.run(
                    run, units, ledgerListener, new WorkerPool(run, threads, joinAfter), onePassOrNot(), steals);
        } finally {
            timer.stop();
            Stages.reached("search over");
        }
    }

    /**
     * The engine that searches: the puzzle's own exact-cover engine, which enumerates it in place of Choco's wherever
     * no cell is given and its group is proven, or Choco's; chosen once the settings are set, and again if they change.
     */
    private SearchEngine engine() {
        if (engine == null) {
            Optional<ExactCover> cover = givens.isEmpty() ? instance.exactCover() : Optional.empty();
            engine = cover.isPresent() && instance.proof(group).complete()
                    ? new ExactCoverEngine(instance, cover.get(), group, settings)
                    : choco();
        }
        return engine;
    }

    private ChocoEngine choco() {
        return new ChocoEngine(instance, group, settings, givens, keptCells);
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
     * A fresh Choco model with givens, symmetry breaking and search order in place, whichever engine searches: the
     * model a check or a bound of the objective searches on its own.
     */
    public PuzzleModel prepare() {
        return engine instanceof ChocoEngine chosen ? chosen.prepare() : choco().prepare();
    }
}
