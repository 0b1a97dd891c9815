package org.orbits.search;

import com.google.common.primitives.ImmutableIntArray;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.search.units.Cost;
import org.orbits.search.units.Found;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.LedgerListener;
import org.orbits.search.units.UnitClaims;

/**
 * The phases of one run, in order, and the result their outcomes make. A satisfaction puzzle has one
 * phase, the enumeration. An optimisation proves the optimum while keeping every solution at the best value
 * so far, in one pass ({@link Phase.OnePass}); a run on a ledger handed in (a checkpoint, a part)
 * proves the optimum, then enumerates every solution at it, so that each unit's orbits can be recorded; a
 * cluster runs the two as rounds ({@link Phases#PROVE}, then {@link Phases#ENUMERATE}
 * at the best of the proofs). Each phase runs its {@link Phase} over the ledger's pending units on the
 * worker pool, by planned units or by work stealing; the ledger is written at the end of every phase.
 * Another way through an optimisation is another case of {@link #run}, with a {@link Phase} of its own.
 */
final class PhasePlan {

    private final SearchRun run;
    private final Ledger units;
    private final LedgerListener listener;
    private final WorkerPool pool;
    private final boolean steals;
    private final Supplier<PuzzleModel> prepare;
    private final Function<int[], Found> recorded;
    private final long keptCells;
    /** A model built before a worker needs it, which the next worker takes instead of building one. */
    private final AtomicReference<PuzzleModel> ready = new AtomicReference<>();

    /**
     * A run of {@code units} on {@code pool}, by work stealing when {@code steals} (a plain run on several
     * threads) and by planned units otherwise; {@code prepare} builds each worker's model, {@code
     * recorded} maps a solution to the representative its unit records, with how many solutions it stands for (see
     * {@link Phase#found}); a
     * one-pass optimisation keeps at most {@code keptCells} cells of solutions at the best value.
     */
    PhasePlan(
            SearchRun run,
            Ledger units,
            LedgerListener listener,
            WorkerPool pool,
            boolean steals,
            Supplier<PuzzleModel> prepare,
            Function<int[], Found> recorded,
            long keptCells) {
        this.run = run;
        this.units = units;
        this.listener = listener;
        this.pool = pool;
        this.steals = steals;
        this.prepare = prepare;
        this.recorded = recorded;
        this.keptCells = keptCells;
    }

    /** Runs the phases {@code chosen} asks for; a satisfaction puzzle runs its one phase whatever it asks. */
    SearchResult run(Phases chosen) {
        // The first model says whether there is an objective; the first worker then searches it.
        PuzzleModel first = prepare.get();
        ready.set(first);
        Optional<Objective.Sense> sense = first.objective().map(PuzzleModel.ObjectiveVariable::sense);
        if (sense.isEmpty()) {
            Searched all = search(enumeration(OptionalInt.empty()));
            return new SearchResult(
                    run.found(), complete(all), run.statistics(all), Optional.empty(), Optional.empty());
        }
        return switch (chosen) {
            case ONE_PASS -> onePass(sense.get());
            case PROVE_THEN_ENUMERATE -> proveThenEnumerate(sense.get());
            case PROVE -> unproven(sense.get(), search(new Phase.Proof(run, units)));
            case ENUMERATE -> enumerateAtBest(sense.get());
        };
    }

    /**
     * The proof, then the enumeration at the optimum it proved. The enumeration's first model is built on
     * another thread meanwhile: a short proof leaves the other cores idle, and the enumeration then starts
     * at once instead of building a model first.
     */
    private SearchResult proveThenEnumerate(Objective.Sense sense) {
        FutureTask<PuzzleModel> ahead = new FutureTask<>(prepare::get);
        Thread builder = new Thread(ahead, "orbits-model-ahead");
        builder.setDaemon(true);
        builder.start();
        Searched proof = search(new Phase.Proof(run, units));
        SearchStatistics proofStatistics = run.statistics(proof);
        OptionalInt best = units.best();
        if (!proof.exhausted() || best.isEmpty()) {
            return unproven(sense, proof);
        }
        startEnumeratingAt(best.getAsInt());
        ready.set(run.await(ahead, "a model was built"));
        Searched optimal = search(enumeration(best));
        return new SearchResult(
                run.found(),
                complete(optimal),
                run.statistics(proof.and(optimal)),
                Optional.of(new ObjectiveResult(sense, best, units.whole(), OptionalInt.empty(), unlessFound())),
                Optional.of(proofStatistics));
    }

    /**
     * The proof that keeps the solutions at the best value as it goes ({@link Phase.OnePass}); once it is
     * exhausted they are every optimal solution, handed on in lexicographic order. Should they have outgrown
     * memory, the optimum is enumerated in a second pass, as after a plain proof.
     */
    private SearchResult onePass(Objective.Sense sense) {
        KeptAtBest kept = new KeptAtBest(sense, keptCells);
        Searched pass = search(new Phase.OnePass(run, units, kept));
        OptionalInt best = units.best();
        if (!pass.exhausted() || best.isEmpty()) {
            return unproven(sense, pass);
        }
        SearchStatistics passStatistics = run.statistics(pass);
        startEnumeratingAt(best.getAsInt());
        Searched all = pass;
        if (kept.overflowed()) {
            all = pass.and(search(enumeration(best)));
        } else {
            for (int[] solution : kept.sorted()) {
                if (!run.deliver(solution)) {
                    break;
                }
            }
            units.assigned().forEach(unit -> units.enumerated(unit, List.of(), Cost.NONE));
        }
        return new SearchResult(
                run.found(),
                complete(all),
                run.statistics(all),
                Optional.of(new ObjectiveResult(sense, best, units.whole(), OptionalInt.empty(), unlessFound())),
                Optional.of(passStatistics));
    }

    /**
     * The enumeration at the ledger's best value, taken as the optimum: a round after the proofs, whose
     * optimum this run cannot vouch for. Without a best value there is nothing to enumerate.
     */
    private SearchResult enumerateAtBest(Objective.Sense sense) {
        SearchStatistics noProof = run.statistics(Searched.NOTHING);
        OptionalInt best = units.best();
        if (best.isEmpty()) {
            return unproven(sense, Searched.NOTHING);
        }
        startEnumeratingAt(best.getAsInt());
        Searched optimal = search(enumeration(best));
        return new SearchResult(
                run.found(),
                complete(optimal),
                run.statistics(optimal),
                Optional.of(new ObjectiveResult(sense, best, false, OptionalInt.empty(), unlessFound())),
                Optional.of(noProof));
    }

    /**
     * A proof alone, or one that did not establish an optimum: no solution is enumerated, and the best value
     * found is a bound. It is complete when the search showed there is no solution at all.
     */
    private SearchResult unproven(Objective.Sense sense, Searched proof) {
        SearchStatistics statistics = run.statistics(proof);
        OptionalInt best = units.best();
        return new SearchResult(
                0,
                proof.exhausted() && units.whole() && best.isEmpty(),
                statistics,
                Optional.of(new ObjectiveResult(sense, best, false, OptionalInt.empty(), units.bestSolution())),
                Optional.of(statistics));
    }

    /**
     * The proof's best solution, for a run whose enumeration streamed none (stopped before its first): a run
     * that streamed solutions at the optimum has them to show, and keeps no other.
     */
    private Optional<ImmutableIntArray> unlessFound() {
        return run.found() == 0 ? units.bestSolution() : Optional.empty();
    }

    private void startEnumeratingAt(int optimum) {
        units.enumerateAt(optimum);
        listener.changed(units, true);
    }

    private Phase enumeration(OptionalInt optimum) {
        return new Phase.Enumeration(run, units, optimum, recorded);
    }

    /** Every unit this run answers for searched, and no limit or failure cut a unit short. */
    private boolean complete(Searched searched) {
        return searched.exhausted() && units.whole() && !run.halted();
    }

    /** One phase over the ledger's pending units; every worker is waited for, and one that fails stops the others. */
    private Searched search(Phase phase) {
        phase.begin();
        List<Integer> pending = units.pending(phase.done());
        if (units.plan().whole()) {
            run.watch().phase(phase.name(), 0, 0, phase instanceof Phase.Enumeration);
        } else {
            int assigned = units.assigned().size();
            run.watch().phase(phase.name(), assigned - pending.size(), assigned, phase instanceof Phase.Enumeration);
        }
        run.watch().solutions(run.found());
        if (pending.isEmpty()) {
            return Searched.NOTHING;
        }
        long phaseStart = System.nanoTime();
        UnitClaims claims = new UnitClaims(pending);
        try {
            if (!steals) {
                return pool.together(pending.size(), first -> worker(phase).search(claims));
            }
            // A run nobody resumes or splits into parts steals work instead of planning units (see WorkStealing).
            WorkStealing stealing = new WorkStealing(run::stopped);
            Searched searched = pool.joiningLate(first -> worker(phase).steal(stealing, first));
            if (searched.exhausted() && !run.halted()) {
                // The whole search is the plan's one unit, finished only once every piece of it is.
                Cost cost = new Cost(searched.nodes(), searched.fails(), System.nanoTime() - phaseStart);
                phase.finished(claims.next(), cost, List.of());
            }
            return searched;
        } finally {
            listener.changed(units, true);
        }
    }

    /** A worker for {@code phase} on a model of its own, built on the worker's thread unless one is ready. */
    private Worker worker(Phase phase) {
        PuzzleModel built = ready.getAndSet(null);
        return new Worker(run, phase, built != null ? built : prepare.get(), listener);
    }
}
