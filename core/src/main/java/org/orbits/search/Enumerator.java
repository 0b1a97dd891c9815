package org.orbits.search;

import com.google.common.base.Preconditions;
import com.google.common.primitives.ImmutableIntArray;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.SearchState;
import org.chocosolver.solver.search.loop.monitors.IMonitorOpenNode;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.search.units.Cost;
import org.orbits.search.units.Found;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.UnitChoice;
import org.orbits.search.units.UnitClaims;
import org.orbits.search.units.WorkPlan;
import org.orbits.symmetry.Canonicaliser;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.LexLeader;
import org.orbits.symmetry.SolutionOrder;

/**
 * The one search engine: streams every solution of a puzzle instance to a consumer, one {@code int[]} at a
 * time, so memory does not grow with the number of solutions. For an optimisation puzzle it first proves
 * the optimum, then enumerates every solution at the optimum.
 *
 * <p>The search runs as work units (embarrassingly parallel search, Régin et al., CP 2013) on a pool of
 * workers, each searching every unit it takes in one model and one search (see {@link UnitChoice}). On one
 * thread, or with a search that restarts, the plan is a single unit, the whole search, and one worker
 * searches it on the calling thread: the sequential search is the one-worker case. A {@link Ledger} records
 * which units each phase has finished; handed in, it resumes a checkpoint or runs one part of the units.
 */
public final class Enumerator {

    private static final long PROGRESS_PERIOD_MILLIS = 500;
    static final int UNITS_PER_THREAD = 30;
    /** How long a run searches on one worker before the others join; see {@code Run.joins}. */
    static final Duration JOIN_AFTER = Duration.ofMillis(250);

    /** Which phases of an optimisation a run does; a satisfaction puzzle has one phase only. */
    public enum Phases {
        /** Prove the optimum, then enumerate every solution at it. */
        PROVE_THEN_ENUMERATE,
        /** Prove only: every unit's search for a value better than the ledger's best. */
        PROVE,
        /** Enumerate at the ledger's best value, taken as the optimum. */
        ENUMERATE
    }

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
    private SolverSettings settings = SolverSettings.DEFAULT;
    private Limits limits = Limits.NONE;
    private Map<Integer, Integer> givens = Map.of();
    private ProgressListener progress = ProgressListener.SILENT;
    private int threads = 1;
    private Duration joinAfter = JOIN_AFTER;
    private BooleanSupplier stop = () -> false;
    private Ledger ledger;
    private LedgerListener ledgerListener = LedgerListener.NONE;
    private Phases phases = Phases.PROVE_THEN_ENUMERATE;

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
        return instance.build(settings.modelOptions()).objective().map(PuzzleModel.ObjectiveVariable::sense);
    }

    public Result run(Consumer<int[]> solutions) {
        Preconditions.checkState(
                givens.isEmpty() || settings.symmetryBreaking() == SolverSettings.SymmetryBreaking.NONE,
                "givens with symmetry breaking would lose completions");
        Preconditions.checkState(
                ledger == null || ledger.plan().whole() || !settings.strategy().restarts(),
                "a search that restarts cannot be split into work units");
        return new Run(solutions).run();
    }

    /** A fresh model with givens, symmetry breaking and search order in place. */
    public PuzzleModel prepare() {
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
        PuzzleModel built = instance.build(settings.modelOptions());
        Model model = built.model();
        IntVar[] cells = built.cells();
        givens.forEach((cell, value) -> model.arithm(cells[cell], "=", value).post());
        switch (settings.symmetryBreaking()) {
            case NONE -> {}
            case LEX -> LexLeader.post(
                    model, cells, group.nonIdentityElements(), instance.determiningPrefix(), instance.valuesDistinct());
            case LEX_GREATEST -> LexLeader.postGreatest(
                    model, cells, group.nonIdentityElements(), instance.determiningPrefix(), instance.valuesDistinct());
            case LEX_GENERATORS -> LexLeader.post(
                    model, cells, group.generators(), instance.determiningPrefix(), instance.valuesDistinct());
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

    /** What one worker's search of one phase came to. */
    private record Searched(boolean exhausted, long nodes, long fails) {}

    /** One call of {@link #run}: its clock, its ledger and its workers. */
    private final class Run {
        private final long start = System.nanoTime();
        private final long deadline;
        private final Consumer<int[]> sink;
        private final Watch watch = new Watch();
        private final AtomicLong found = new AtomicLong();
        /** Set by a solution limit reached or a failing worker: every worker's search stops. */
        private final AtomicBoolean halted = new AtomicBoolean();

        private final Canonicaliser canonicaliser = new Canonicaliser(group);
        private final AtomicReference<PuzzleModel> planned = new AtomicReference<>();

        Run(Consumer<int[]> sink) {
            this.sink = sink;
            this.deadline = limits.time().map(t -> start + t.toNanos()).orElse(Long.MAX_VALUE);
        }

        boolean stopped() {
            return halted.get() || stop.getAsBoolean() || (deadline != Long.MAX_VALUE && System.nanoTime() >= deadline);
        }

        Result run() {
            ScheduledExecutorService timer = startProgress(watch);
            try {
                return phases();
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

        private Result phases() {
            Ledger units = ledger != null ? ledger : Ledger.of(plan(false, 1, this::stopped));
            if (stopped()) {
                return new Result(0, false, statistics(0, 0), Optional.empty(), Optional.empty());
            }
            PuzzleModel first = prepare();
            planned.set(first);
            Optional<Objective.Sense> sense = first.objective().map(PuzzleModel.ObjectiveVariable::sense);
            boolean whole = units.whole();
            if (sense.isEmpty()) {
                Searched all = phase(units, false, OptionalInt.empty());
                return new Result(
                        found.get(),
                        all.exhausted && whole && !halted.get(),
                        statistics(all.nodes, all.fails),
                        Optional.empty(),
                        Optional.empty());
            }
            Searched proof = new Searched(true, 0, 0);
            FutureTask<PuzzleModel> enumerationModel = null;
            if (phases != Phases.ENUMERATE) {
                if (phases != Phases.PROVE) {
                    enumerationModel = ahead();
                }
                proof = phase(units, true, OptionalInt.empty());
            }
            SearchStatistics proofStatistics = statistics(proof.nodes, proof.fails);
            OptionalInt best = units.best();
            if (phases == Phases.PROVE || !proof.exhausted || best.isEmpty()) {
                return new Result(
                        0,
                        proof.exhausted && whole && best.isEmpty(),
                        proofStatistics,
                        Optional.of(new ObjectiveResult(sense.get(), best, false)),
                        Optional.of(proofStatistics));
            }
            units.enumerateAt(best.getAsInt());
            ledgerListener.changed(units, true);
            if (enumerationModel != null) {
                planned.set(outcome(enumerationModel, "a model was built"));
            }
            Searched optimal = phase(units, false, best);
            return new Result(
                    found.get(),
                    optimal.exhausted && whole && !halted.get(),
                    statistics(proof.nodes + optimal.nodes, proof.fails + optimal.fails),
                    Optional.of(new ObjectiveResult(sense.get(), best, whole && phases != Phases.ENUMERATE)),
                    Optional.of(proofStatistics));
        }

        /**
         * Starts building the enumeration's first model on a thread of its own: a short proof leaves the other
         * cores idle, and the enumeration then starts at once instead of building a model first.
         */
        private FutureTask<PuzzleModel> ahead() {
            FutureTask<PuzzleModel> model = new FutureTask<>(Enumerator.this::prepare);
            Thread builder = new Thread(model, "orbits-model-ahead");
            builder.setDaemon(true);
            builder.start();
            return model;
        }

        /** What a task ended with, its failure thrown again as it was; an interrupted wait halts the run. */
        private <T> T outcome(Future<T> task, String waitingFor) {
            try {
                return task.get();
            } catch (InterruptedException interrupted) {
                throw halt(waitingFor, interrupted);
            } catch (ExecutionException failed) {
                if (failed.getCause() instanceof RuntimeException runtime) {
                    throw runtime;
                }
                if (failed.getCause() instanceof Error error) {
                    throw error;
                }
                throw new IllegalStateException(failed.getCause());
            }
        }

        private IllegalStateException halt(String waitingFor, InterruptedException interrupted) {
            halted.set(true);
            Thread.currentThread().interrupt();
            return new IllegalStateException("interrupted while " + waitingFor, interrupted);
        }

        private SearchStatistics statistics(long nodes, long fails) {
            return new SearchStatistics(nodes, fails, System.nanoTime() - start);
        }

        /**
         * One phase over the pending units: the proof ({@code proving}), or the enumeration, at {@code
         * optimum} when there is one. Every worker is waited for; one that fails stops the others.
         */
        private Searched phase(Ledger units, boolean proving, OptionalInt optimum) {
            if (!proving) {
                replay(units);
            }
            List<Integer> pending =
                    units.pending(proving ? units.proven() : units.enumerated().keySet());
            String name =
                    proving ? "optimising" : optimum.isPresent() ? "enumerating optimal solutions" : "enumerating";
            if (units.plan().whole()) {
                watch.phase(name, 0, 0);
            } else {
                watch.phase(
                        name,
                        units.assigned().size() - pending.size(),
                        units.assigned().size());
            }
            watch.solutions(found.get());
            if (pending.isEmpty()) {
                return new Searched(true, 0, 0);
            }
            long phaseStart = System.nanoTime();
            UnitClaims claims = new UnitClaims(pending);
            // A run nobody resumes or splits into parts steals work instead of planning units (see WorkStealing).
            WorkStealing stealing =
                    ledger == null && threads > 1 && !settings.strategy().restarts()
                            ? new WorkStealing(this::stopped)
                            : null;
            int workers = stealing != null ? threads : Math.min(threads, pending.size());
            CountDownLatch firstDone = new CountDownLatch(1);
            List<Callable<Searched>> tasks = new ArrayList<>();
            for (int i = 0; i < workers; i++) {
                boolean first = i == 0;
                tasks.add(() -> {
                    try {
                        // Planned units (a run resumed or split into parts) start every worker at once, as they
                        // always have; a plain run's other workers join late, and steal.
                        if (!first && stealing != null && !joins(firstDone)) {
                            return new Searched(true, 0, 0);
                        }
                        Worker worker = new Worker(units, claims, proving, optimum);
                        return stealing != null ? worker.steal(stealing, first) : worker.search();
                    } catch (RuntimeException | Error failed) {
                        halted.set(true);
                        throw failed;
                    } finally {
                        if (first) {
                            firstDone.countDown();
                        }
                    }
                });
            }
            try {
                Searched searched =
                        combine(workers == 1 ? List.of(tasks.get(0).call()) : onPool(tasks, stealing != null));
                if (stealing != null && searched.exhausted && !halted.get()) {
                    int whole = claims.next();
                    Cost cost = new Cost(searched.nodes, searched.fails, System.nanoTime() - phaseStart);
                    if (proving) {
                        units.proven(whole, cost);
                    } else {
                        units.enumerated(whole, List.of(), cost);
                    }
                }
                return searched;
            } catch (RuntimeException | Error failed) {
                throw failed;
            } catch (Exception impossible) {
                throw new IllegalStateException(impossible);
            } finally {
                ledgerListener.changed(units, true);
            }
        }

        /**
         * Whether a worker other than the first joins a plain run's phase: only once the run has lasted {@code
         * joinAfter} and the first is still searching. A search that ends sooner is searched by the first worker alone, so a
         * short run pays neither a second model nor a second thread competing with the compiler for the cores;
         * a long one loses at most that much of one core.
         */
        private boolean joins(CountDownLatch firstDone) throws InterruptedException {
            long wait = start + joinAfter.toNanos() - System.nanoTime();
            boolean firstFinished = wait > 0 && firstDone.await(wait, TimeUnit.NANOSECONDS);
            return !firstFinished && firstDone.getCount() > 0 && !stopped();
        }

        /**
         * Runs the tasks and waits for them all. With {@code firstHere} the first runs on this thread and the
         * others on a pool: a plain run's first worker holds the whole search, so a search that ends before the
         * others join runs just as it would on one thread.
         */
        private List<Searched> onPool(List<Callable<Searched>> tasks, boolean firstHere) {
            ExecutorService pool = Executors.newFixedThreadPool(firstHere ? tasks.size() - 1 : tasks.size());
            try {
                List<Future<Searched>> futures = new ArrayList<>();
                if (firstHere) {
                    FutureTask<Searched> first = new FutureTask<>(tasks.get(0));
                    futures.add(first);
                    for (Callable<Searched> task : tasks.subList(1, tasks.size())) {
                        futures.add(pool.submit(task));
                    }
                    first.run();
                    for (Future<Searched> future : futures) {
                        awaitEnd(future);
                    }
                } else {
                    futures.addAll(pool.invokeAll(tasks));
                }
                List<Searched> done = new ArrayList<>();
                for (Future<Searched> future : futures) {
                    done.add(outcome(future, "the workers searched"));
                }
                return done;
            } catch (InterruptedException interrupted) {
                throw halt("the workers searched", interrupted);
            } finally {
                pool.shutdownNow();
            }
        }

        /** Waits for a task to end, however it ends: what it ended with is read afterwards, in order. */
        private static void awaitEnd(Future<Searched> task) throws InterruptedException {
            try {
                task.get();
            } catch (ExecutionException readAfterwards) {
                // Reported by the caller, after every task has ended.
            }
        }

        private Searched combine(List<Searched> workers) {
            boolean exhausted = true;
            long nodes = 0;
            long fails = 0;
            for (Searched worker : workers) {
                exhausted &= worker.exhausted;
                nodes += worker.nodes;
                fails += worker.fails;
            }
            return new Searched(exhausted, nodes, fails);
        }

        /** Hands the orbits of the units a resumed ledger finished to the sink, as if found again. */
        private void replay(Ledger units) {
            units.enumerated()
                    .values()
                    .forEach(orbits -> orbits.forEach(orbit -> {
                        Preconditions.checkState(sink instanceof Sink, "recorded orbits need a sink that takes them");
                        ((Sink) sink).replay(orbit.representative(), orbit.seen());
                        found.addAndGet(orbit.seen());
                    }));
        }

        /** Hands a solution on unless a limit is reached; false when it was not handed on. */
        private synchronized boolean deliver(int[] solution) {
            if (halted.get()) {
                return false;
            }
            found.incrementAndGet();
            watch.solutionFound();
            try {
                sink.accept(solution);
            } catch (RuntimeException | Error refused) {
                halted.set(true);
                throw refused;
            }
            if (limits.limitsSolutions() && found.get() >= limits.solutions()) {
                halted.set(true);
            }
            return true;
        }

        /** One worker of one phase: a model, and a search over the units it takes. */
        private final class Worker {
            private final Ledger units;
            private final UnitClaims claims;
            private final boolean proving;
            private final PuzzleModel built;
            private final Solver solver;
            private final Map<ImmutableIntArray, long[]> metInUnit = new HashMap<>();
            private long unitNodes;
            private long unitFails;
            private long unitStart;

            Worker(Ledger units, UnitClaims claims, boolean proving, OptionalInt optimum) {
                this.units = units;
                this.claims = claims;
                this.proving = proving;
                PuzzleModel reused = planned.getAndSet(null);
                this.built = reused != null ? reused : prepare();
                this.solver = built.model().getSolver();
                if (proving) {
                    optimise();
                }
                optimum.ifPresent(value -> built.model()
                        .arithm(built.objective().orElseThrow().variable(), "=", value)
                        .post());
            }

            private void optimise() {
                PuzzleModel.ObjectiveVariable objective = built.objective().orElseThrow();
                Objective.Sense sense = objective.sense();
                Model model = built.model();
                // Only the optimum matters: no unit need look at values the best found so far beats or equals.
                units.best().ifPresent(best -> model.arithm(
                                objective.variable(), sense == Objective.Sense.MINIMISE ? "<" : ">", best)
                        .post());
                model.setObjective(sense == Objective.Sense.MAXIMISE, objective.variable());
                // Take up, at every node, a better value another worker has found meanwhile.
                solver.plugMonitor(new IMonitorOpenNode() {
                    @Override
                    public void beforeOpenNode() {
                        units.best().ifPresent(value -> {
                            int own = solver.getObjectiveManager()
                                    .getBestSolutionValue()
                                    .intValue();
                            if (sense == Objective.Sense.MINIMISE ? value < own : value > own) {
                                solver.getObjectiveManager().updateBestSolution(value);
                            }
                        });
                    }
                });
            }

            Searched search() {
                solver.addStopCriterion(Run.this::stopped);
                watch.searching(solver);
                if (units.plan().whole()) {
                    return searchWhole();
                }
                WorkPlan plan = units.plan();
                UnitChoice choice = new UnitChoice(
                        Arrays.copyOf(built.decisions(), plan.depth()),
                        plan.prefixes(),
                        claims,
                        new UnitChoice.Listener() {
                            @Override
                            public void started(int unit) {
                                startUnit();
                            }

                            @Override
                            public void finished(int unit, boolean searched) {
                                finishUnit(unit, searched);
                            }
                        });
                if (solver.getSearch() == null) {
                    Search.defaultSearch(built.model());
                }
                solver.setSearch(choice, solver.getSearch());
                boolean exhausted = solveAll();
                if (exhausted) {
                    choice.searchExhausted();
                    // Units are left untaken only when the root fails, and then they are all empty. A unit
                    // another worker has taken is not among them, even if that worker has not started it yet.
                    claims.takeRest().forEach(rest -> finishUnit(rest, false));
                }
                return new Searched(exhausted, nodes(), fails());
            }

            /** A share of the whole search, taken and given away piece by piece as the other workers need work. */
            Searched steal(WorkStealing stealing, boolean first) {
                solver.addStopCriterion(Run.this::stopped);
                watch.searching(solver);
                WorkStealing.Choice choice = stealing.choice(built.model(), built.decisions()[0], first);
                if (solver.getSearch() == null) {
                    Search.defaultSearch(built.model());
                }
                solver.setSearch(choice, solver.getSearch());
                solver.plugMonitor(choice);
                boolean exhausted;
                try {
                    exhausted = solveAll();
                } finally {
                    choice.release();
                }
                return new Searched(exhausted, nodes(), fails());
            }

            /** The whole search as its one unit, without a unit choice: so a restarting search can run too. */
            private Searched searchWhole() {
                int unit = claims.next();
                if (unit < 0) {
                    return new Searched(true, 0, 0);
                }
                startUnit();
                boolean exhausted = solveAll();
                if (exhausted) {
                    finishUnit(unit, true);
                }
                return new Searched(exhausted, nodes(), fails());
            }

            /**
             * Searches until the search ends or the run stops; true when the search was exhausted. Choco marks a
             * search that returned a solution as terminated too, so a run stopped just after a solution is not
             * exhausted: only a search that ended without a solution is.
             */
            private boolean solveAll() {
                while (!stopped()) {
                    if (!solver.solve()) {
                        return solver.getSearchState() == SearchState.TERMINATED;
                    }
                    if (proving) {
                        int value = built.objective().orElseThrow().variable().getValue();
                        units.offerBest(value, built.objective().orElseThrow().sense());
                        watch.phaseName(
                                "optimising, best so far " + units.best().getAsInt());
                    } else {
                        int[] solution = valuesOf(built.cells());
                        if (deliver(solution) && units.keepsOrbits()) {
                            int[] representative = settings.symmetryBreaking() == SolverSettings.SymmetryBreaking.LEX
                                    ? solution
                                    : canonicaliser.canonical(solution);
                            metInUnit
                                    .computeIfAbsent(ImmutableIntArray.copyOf(representative), key -> new long[1])[0]++;
                        }
                    }
                }
                return false;
            }

            private long nodes() {
                return solver.getMeasures().getNodeCount();
            }

            private long fails() {
                return solver.getMeasures().getFailCount();
            }

            private void startUnit() {
                unitNodes = nodes();
                unitFails = fails();
                unitStart = System.nanoTime();
                metInUnit.clear();
            }

            /** Records a finished unit; {@code searched} is false for one propagation refuted untaken. */
            private void finishUnit(int unit, boolean searched) {
                Cost cost = searched
                        ? new Cost(nodes() - unitNodes, fails() - unitFails, System.nanoTime() - unitStart)
                        : Cost.NONE;
                if (proving) {
                    units.proven(unit, cost);
                } else {
                    List<Found> met = new ArrayList<>();
                    if (searched) {
                        metInUnit.forEach((representative, seen) -> met.add(new Found(representative, seen[0])));
                        met.sort(Comparator.comparing(Found::representative, SolutionOrder.LEXICOGRAPHIC));
                    }
                    units.enumerated(unit, met, cost);
                }
                metInUnit.clear();
                watch.unitDone();
                ledgerListener.changed(units, false);
            }
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
        ScheduledFuture<?> unused = timer.scheduleAtFixedRate(
                () -> progress.update(watch.snapshot()),
                PROGRESS_PERIOD_MILLIS,
                PROGRESS_PERIOD_MILLIS,
                TimeUnit.MILLISECONDS);
        return timer;
    }
}
