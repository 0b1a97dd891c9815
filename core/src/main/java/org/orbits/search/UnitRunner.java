package org.orbits.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.SearchState;
import org.chocosolver.solver.search.loop.monitors.IMonitorOpenNode;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleModel;

/**
 * Runs the pending units of a {@link Ledger} on a pool of workers, recording each unit as it finishes. Each
 * worker builds one model per phase and searches all the units it takes in one search (see
 * {@link UnitChoice}), so the root is propagated once per worker, not once per unit. An optimisation puzzle
 * is proven first over all units, the best value shared between workers at every node; then every unit is
 * enumerated at the optimum.
 */
final class UnitRunner {

    private final Supplier<PuzzleModel> prepare;
    private final Optional<Objective.Sense> sense;
    private final LedgerFile file;
    private final Ledger ledger;
    private final int threads;
    private final long deadline;
    private final Limits limits;
    private final Watch watch;
    private final Consumer<int[]> sink;
    private final AtomicLong found = new AtomicLong();
    private final AtomicBoolean stopped = new AtomicBoolean();
    private final BooleanSupplier stop;

    UnitRunner(
            Supplier<PuzzleModel> prepare,
            Optional<Objective.Sense> sense,
            LedgerFile file,
            Ledger ledger,
            int threads,
            long deadline,
            Limits limits,
            Watch watch,
            Consumer<int[]> sink,
            BooleanSupplier stop) {
        this.stop = stop;
        this.prepare = prepare;
        this.sense = sense;
        this.file = file;
        this.ledger = ledger;
        this.threads = threads;
        this.deadline = deadline;
        this.limits = limits;
        this.watch = watch;
        this.sink = sink;
    }

    /**
     * The outcome of the units this run answers for. A run of one part of the units is never complete and
     * proves no optimum: only the merged parts can. Times count from {@code start}, so that they include
     * the planning.
     */
    Enumerator.Result run(long start) {
        boolean whole = ledger.assigned().size() == ledger.plan().size();
        if (sense.isEmpty()) {
            Totals all = enumerate(OptionalInt.empty());
            return new Enumerator.Result(
                    found.get(), all.complete && whole, all.statistics(start), Optional.empty(), Optional.empty());
        }
        Totals proof = optimise(sense.get());
        SearchStatistics proofStatistics = proof.statistics(start);
        OptionalInt best = ledger.best();
        if (!proof.complete || best.isEmpty()) {
            return new Enumerator.Result(
                    0,
                    proof.complete && whole,
                    proofStatistics,
                    Optional.of(new ObjectiveResult(sense.get(), best, false)),
                    Optional.of(proofStatistics));
        }
        ledger.enumerateAt(best.getAsInt());
        file.save(true);
        Totals optimal = enumerate(best);
        SearchStatistics both = new SearchStatistics(
                proof.nodes + optimal.nodes, proof.fails + optimal.fails, System.nanoTime() - start);
        return new Enumerator.Result(
                found.get(),
                optimal.complete && whole,
                both,
                Optional.of(new ObjectiveResult(sense.get(), best, whole)),
                Optional.of(proofStatistics));
    }

    private Totals optimise(Objective.Sense sense) {
        List<Integer> pending = Ledger.pending(ledger.assigned(), ledger.proven());
        watch.phase(
                "optimising",
                ledger.assigned().size() - pending.size(),
                ledger.assigned().size());
        return runWorkers(pending, claims -> {
            PuzzleModel built = prepare.get();
            IntVar objective = built.objective().orElseThrow().variable();
            Model model = built.model();
            // Only the optimum matters: no unit need look at values the best found so far beats or equals.
            ledger.best().ifPresent(best -> model.arithm(objective, sense == Objective.Sense.MINIMISE ? "<" : ">", best)
                    .post());
            model.setObjective(sense == Objective.Sense.MAXIMISE, objective);
            Solver solver = model.getSolver();
            // Take up, at every node, a better value another worker has found meanwhile.
            solver.plugMonitor(new IMonitorOpenNode() {
                @Override
                public void beforeOpenNode() {
                    ledger.best().ifPresent(value -> {
                        int own = solver.getObjectiveManager()
                                .getBestSolutionValue()
                                .intValue();
                        if (sense == Objective.Sense.MINIMISE ? value < own : value > own) {
                            solver.getObjectiveManager().updateBestSolution(value);
                        }
                    });
                }
            });
            return search(built, claims, () -> {}, (unit, searched, cost) -> ledger.proven(unit, cost), () -> {
                int value = objective.getValue();
                ledger.offerBest(value, sense);
                watch.phaseName("optimising, best so far " + ledger.best().getAsInt());
            });
        });
    }

    private Totals enumerate(OptionalInt optimum) {
        ledger.enumerated().values().forEach(solutions -> solutions.forEach(this::deliver));
        List<Integer> pending =
                Ledger.pending(ledger.assigned(), ledger.enumerated().keySet());
        String phase = optimum.isPresent() ? "enumerating optimal solutions" : "enumerating";
        watch.phase(
                phase,
                ledger.assigned().size() - pending.size(),
                ledger.assigned().size());
        watch.solutions(found.get());
        return runWorkers(pending, claims -> {
            PuzzleModel built = prepare.get();
            optimum.ifPresent(value -> built.model()
                    .arithm(built.objective().orElseThrow().variable(), "=", value)
                    .post());
            IntVar[] cells = built.cells();
            List<int[]> kept = new ArrayList<>();
            return search(
                    built,
                    claims,
                    kept::clear,
                    (unit, searched, cost) -> {
                        ledger.enumerated(unit, searched ? kept : List.of(), cost);
                        kept.clear();
                    },
                    () -> {
                        int[] solution = Enumerator.valuesOf(cells);
                        if (deliver(solution) && file.keepsSolutions()) {
                            kept.add(solution);
                        }
                    });
        });
    }

    /** Hands a solution on unless the solution limit is reached; false when it was not handed on. */
    private synchronized boolean deliver(int[] solution) {
        if (stopped.get() || (limits.limitsSolutions() && found.get() >= limits.solutions())) {
            stopped.set(true);
            return false;
        }
        found.incrementAndGet();
        watch.solutionFound();
        sink.accept(solution);
        return true;
    }

    /** What a phase records of a unit a worker has finished; {@code searched} is false for one refuted untaken. */
    private interface UnitFinished {
        void record(int unit, boolean searched, SearchStatistics cost);
    }

    /**
     * One worker: its model's search with the unit choice on top, until no unit is left or a limit stops it.
     * {@code onStart} runs as a unit is taken, {@code onFinish} as it is finished, with what it cost.
     */
    private Enumerator.Phase search(
            PuzzleModel built, UnitClaims claims, Runnable onStart, UnitFinished onFinish, Runnable onSolution) {
        Model model = built.model();
        WorkPlan plan = ledger.plan();
        Solver solver = model.getSolver();
        UnitMeter meter = new UnitMeter(solver);
        UnitChoice.Listener listener = new UnitChoice.Listener() {
            @Override
            public void started(int taken) {
                meter.start();
                onStart.run();
            }

            @Override
            public void finished(int done, boolean searched) {
                onFinish.record(done, searched, meter.cost(searched));
                watch.unitDone();
                file.save(false);
            }
        };
        UnitChoice choice =
                new UnitChoice(Arrays.copyOf(built.decisions(), plan.depth()), plan.prefixes(), claims, listener);
        if (solver.getSearch() == null) {
            Search.defaultSearch(model);
        }
        solver.setSearch(choice, solver.getSearch());
        Enumerator.limitTime(solver, deadline);
        solver.addStopCriterion(() -> stopped.get() || stop.getAsBoolean());
        watch.searching(solver);
        while (!stopped.get() && solver.solve()) {
            onSolution.run();
        }
        boolean exhausted = solver.getSearchState() == SearchState.TERMINATED && !stopped.get();
        if (exhausted) {
            choice.searchExhausted();
            // Units are left untaken only when the root fails, and then they are all empty. A unit another
            // worker has taken is not among them, even if that worker has not started it yet.
            claims.takeRest().forEach(rest -> listener.finished(rest, false));
        }
        return new Enumerator.Phase(0, exhausted, Enumerator.statisticsOf(solver), OptionalInt.empty());
    }

    private Totals runWorkers(List<Integer> pending, Function<UnitClaims, Enumerator.Phase> worker) {
        Totals totals = new Totals();
        if (pending.isEmpty()) {
            return totals;
        }
        UnitClaims claims = new UnitClaims(pending);
        int workers = Math.min(threads, pending.size());
        ExecutorService pool = Executors.newFixedThreadPool(workers);
        try {
            List<Future<Enumerator.Phase>> futures = new ArrayList<>();
            for (int i = 0; i < workers; i++) {
                futures.add(pool.submit(() -> worker.apply(claims)));
            }
            for (Future<Enumerator.Phase> future : futures) {
                try {
                    totals.add(future.get());
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    stopped.set(true);
                    throw new IllegalStateException("interrupted while waiting for a worker", interrupted);
                } catch (ExecutionException failed) {
                    stopped.set(true);
                    if (failed.getCause() instanceof RuntimeException runtime) {
                        throw runtime;
                    }
                    throw new IllegalStateException(failed.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
            file.save(true);
        }
        return totals;
    }

    /** What one unit cost a worker's solver: the nodes, fails and time since it was taken. */
    private static final class UnitMeter {
        private final Solver solver;
        private long nodes;
        private long fails;
        private long start;

        UnitMeter(Solver solver) {
            this.solver = solver;
        }

        void start() {
            nodes = solver.getMeasures().getNodeCount();
            fails = solver.getMeasures().getFailCount();
            start = System.nanoTime();
        }

        /** Nothing for a unit propagation refuted before it was taken. */
        SearchStatistics cost(boolean searched) {
            return searched
                    ? new SearchStatistics(
                            solver.getMeasures().getNodeCount() - nodes,
                            solver.getMeasures().getFailCount() - fails,
                            System.nanoTime() - start)
                    : new SearchStatistics(0, 0, 0);
        }
    }

    /** The sum of the workers' searches: complete only when every worker's search was exhausted. */
    private static final class Totals {
        boolean complete = true;
        long nodes;
        long fails;

        void add(Enumerator.Phase phase) {
            complete &= phase.complete();
            nodes += phase.statistics().nodes();
            fails += phase.statistics().fails();
        }

        /** Nodes and fails over all workers; the time is the wall-clock time since {@code start}. */
        SearchStatistics statistics(long start) {
            return new SearchStatistics(nodes, fails, System.nanoTime() - start);
        }
    }
}
