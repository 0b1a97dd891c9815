package org.orbits.search;

import com.google.common.primitives.ImmutableIntArray;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.loop.monitors.IMonitorOpenNode;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.search.units.Cost;
import org.orbits.search.units.Found;
import org.orbits.search.units.Ledger;

/**
 * One pass of the search over a ledger's units, as every worker of the pass does it: what a worker's model
 * gets before it searches, what a solution found does, and how a finished unit is recorded. {@link PhasePlan}
 * runs the passes in order; a new way to search is a new kind here and a new plan there, while the workers
 * and the pool stay as they are.
 */
sealed interface Phase permits Phase.Proof, Phase.Enumeration {

    /** The ledger the pass reads its pending units from and records its finished ones in. */
    Ledger units();

    /** What the progress line says the run is doing. */
    String name();

    /** The units this pass has finished already: those a resumed ledger records. */
    Set<Integer> done();

    /** Called once before any worker starts. */
    default void begin() {}

    /** Readies a worker's fresh model for the pass, before its search starts. */
    void setUp(PuzzleModel built);

    /**
     * A worker's search found a solution, now the values of {@code built}: the representative of the orbit to record
     * with its unit and how many solutions the one found stands for, when the ledger keeps orbits and the solution
     * was handed on.
     */
    Optional<Found> found(PuzzleModel built);

    /** A unit is finished, with what it cost and the orbits it met (see {@link #found}). */
    void finished(int unit, Cost cost, List<Found> met);

    /**
     * The proof of an optimisation: a branch and bound over every unit, each unit searched only for values
     * better than the best any worker has found, so that once every unit is done the best is the optimum.
     */
    sealed class Proof implements Phase permits OnePass {
        final SearchRun run;
        final Ledger units;

        Proof(SearchRun run, Ledger units) {
            this.run = run;
            this.units = units;
        }

        @Override
        public Ledger units() {
            return units;
        }

        @Override
        public String name() {
            return "optimising";
        }

        @Override
        public Set<Integer> done() {
            return units.proven();
        }

        /**
         * Posts the best value the ledger holds as a strict bound and makes the objective the solver's; the
         * bound is shared: at every node the search takes up a better value another worker has found since.
         */
        @Override
        public void setUp(PuzzleModel built) {
            bound(built, units, true);
        }

        /**
         * Bounds {@code built}'s objective by the ledger's best value, {@code strict}ly (only better values) or
         * not (equal ones too), now and at every node as the best improves, and makes it the solver's objective.
         */
        static void bound(PuzzleModel built, Ledger units, boolean strict) {
            PuzzleModel.ObjectiveVariable objective = built.objective().orElseThrow();
            Objective.Sense sense = objective.sense();
            Model model = built.model();
            Solver solver = model.getSolver();
            String better = sense == Objective.Sense.MINIMISE ? "<" : ">";
            units.best().ifPresent(best -> model.arithm(objective.variable(), strict ? better : better + "=", best)
                    .post());
            model.setObjective(sense == Objective.Sense.MAXIMISE, objective.variable());
            if (!strict) {
                solver.getObjectiveManager().setWalkingDynamicCut();
            }
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

        /** A better value: offered to the ledger, where the other workers take it up. */
        @Override
        public Optional<Found> found(PuzzleModel built) {
            PuzzleModel.ObjectiveVariable objective = built.objective().orElseThrow();
            int value = objective.variable().getValue();
            ImmutableIntArray solution = ImmutableIntArray.copyOf(built.cellValues());
            units.offerBest(value, objective.sense(), Optional.of(solution));
            run.watch().phaseName("optimising, best so far " + units.best().getAsInt());
            // The watch keeps a value with its own solution: one taken up as the best, not one another worker beat.
            if (units.best().getAsInt() == value) {
                run.watch().best(OptionalInt.of(value), Optional.of(solution));
            }
            return Optional.empty();
        }

        @Override
        public void finished(int unit, Cost cost, List<Found> met) {
            units.proven(unit, cost);
        }
    }

    /**
     * The proof of an optimisation that keeps, as it goes, every solution at the best value found so far: a
     * branch and bound whose bound is not strict (a solution equal to the best is searched for too), so that
     * once every unit is done the solutions kept are every optimal solution, found in the one search. Nothing
     * is handed on during the pass: a value found later may beat the solutions kept (see {@link KeptAtBest}).
     * It is a proof in all but its bound and what it does with a solution, and records its units as one.
     */
    final class OnePass extends Proof {
        private final KeptAtBest kept;

        OnePass(SearchRun run, Ledger units, KeptAtBest kept) {
            super(run, units);
            this.kept = kept;
        }

        /**
         * Bounds the objective by the best value so far, equal values allowed, shared between the workers; once
         * the solutions kept have outgrown their bound, only better values, as in a plain proof.
         */
        @Override
        public void setUp(PuzzleModel built) {
            Proof.bound(built, units, false);
            Solver solver = built.model().getSolver();
            solver.plugMonitor(new IMonitorOpenNode() {
                private boolean strict;

                @Override
                public void beforeOpenNode() {
                    if (!strict && kept.overflowed()) {
                        strict = true;
                        solver.getObjectiveManager().setStrictDynamicCut();
                    }
                }
            });
        }

        /** A solution at the best value or a better one: kept, and a better value offered to the ledger. */
        @Override
        public Optional<Found> found(PuzzleModel built) {
            PuzzleModel.ObjectiveVariable objective = built.objective().orElseThrow();
            int value = objective.variable().getValue();
            int[] solution = built.cellValues();
            if (kept.offer(value, solution)) {
                ImmutableIntArray best = ImmutableIntArray.copyOf(solution);
                units.offerBest(value, objective.sense(), Optional.of(best));
                run.watch().best(OptionalInt.of(value), Optional.of(best));
            }
            run.watch()
                    .phaseName("optimising, best so far " + kept.value().getAsInt() + " (" + kept.size()
                            + (kept.size() == 1 ? " solution" : " solutions") + " at it)");
            return Optional.empty();
        }
    }

    /**
     * Every solution handed on to the run's consumer: of a satisfaction puzzle, or of an optimisation at its
     * optimum, then the only value the objective may take.
     */
    final class Enumeration implements Phase {
        private final SearchRun run;
        private final Ledger units;
        private final OptionalInt optimum;
        private final Function<int[], Found> recorded;

        /**
         * {@code recorded} maps a solution to its orbit's representative, as units record it, with how many solutions
         * the one found stands for.
         */
        Enumeration(SearchRun run, Ledger units, OptionalInt optimum, Function<int[], Found> recorded) {
            this.run = run;
            this.units = units;
            this.optimum = optimum;
            this.recorded = recorded;
        }

        @Override
        public Ledger units() {
            return units;
        }

        @Override
        public String name() {
            return optimum.isPresent() ? "enumerating optimal solutions" : "enumerating";
        }

        @Override
        public Set<Integer> done() {
            return units.enumerated().keySet();
        }

        /** The orbits of the units finished before: the consumer gets them first, as if found again. */
        @Override
        public void begin() {
            run.replay(units);
        }

        @Override
        public void setUp(PuzzleModel built) {
            optimum.ifPresent(value -> built.model()
                    .arithm(built.objective().orElseThrow().variable(), "=", value)
                    .post());
        }

        @Override
        public Optional<Found> found(PuzzleModel built) {
            int[] solution = built.cellValues();
            return run.deliver(solution) && units.keepsOrbits()
                    ? Optional.of(recorded.apply(solution))
                    : Optional.empty();
        }

        @Override
        public void finished(int unit, Cost cost, List<Found> met) {
            units.enumerated(unit, met, cost);
        }
    }
}
