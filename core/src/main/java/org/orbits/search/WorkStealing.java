package org.orbits.search;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.chocosolver.memory.IStateInt;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.search.loop.monitors.IMonitorOpenNode;
import org.chocosolver.solver.search.strategy.assignments.DecisionOperator;
import org.chocosolver.solver.search.strategy.assignments.DecisionOperatorFactory;
import org.chocosolver.solver.search.strategy.decision.Decision;
import org.chocosolver.solver.search.strategy.decision.DecisionPath;
import org.chocosolver.solver.search.strategy.decision.IntDecision;
import org.chocosolver.solver.search.strategy.strategy.AbstractStrategy;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.Variable;

/**
 * Work stealing among the workers of one phase of a plain run, which nobody will resume or split into parts:
 * so no plan is made before the search, and a search that ends soon costs nothing for being able to use
 * several threads. The first worker starts on the whole search. A worker with nothing to do says so; a busy
 * worker, at its next node, gives away the shallowest branch it has not yet taken: a refutation {@code x != v}
 * pending on its decision path. It marks that decision as not to be refuted and hands over the piece: the
 * decisions from the root down to it, as taken, and the refutation. The pieces and what each giver keeps are
 * disjoint and together cover the search, so every solution is found exactly once, whoever finds it.
 */
final class WorkStealing {

    /** One decision of a path: its operator on a variable of the model (by index) and value, taken or refuted. */
    record Step(int variable, DecisionOperator<IntVar> operator, int value, boolean taken) {}

    /** A piece of the search: the steps that lead from the root to it. */
    record Piece(List<Step> steps) {}

    private static final Piece WHOLE = new Piece(List.of());

    /** Pieces held by workers or waiting to be taken: none left means the search is over. */
    private final AtomicInteger outstanding = new AtomicInteger(1);

    private final AtomicInteger idle = new AtomicInteger();
    private final BlockingQueue<Piece> given = new LinkedBlockingQueue<>();
    private final BooleanSupplier stopped;

    /** The whole search, held by the first worker from the start. */
    WorkStealing(BooleanSupplier stopped) {
        this.stopped = stopped;
    }

    /** The next piece for a worker that holds none; null once no piece is left anywhere, or the run stopped. */
    private Piece take() {
        idle.incrementAndGet();
        try {
            while (!stopped.getAsBoolean()) {
                Piece piece = given.poll(1, TimeUnit.MILLISECONDS);
                if (piece != null) {
                    return piece;
                }
                if (outstanding.get() == 0) {
                    return null;
                }
            }
            return null;
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return null;
        } finally {
            idle.decrementAndGet();
        }
    }

    private boolean wanted() {
        return idle.get() > 0 && given.isEmpty();
    }

    private void give(Piece piece) {
        // Counted before it is seen, so that no idle worker can find nothing outstanding while it waits.
        outstanding.incrementAndGet();
        given.add(piece);
    }

    private void finished() {
        outstanding.decrementAndGet();
    }

    /**
     * The top of one worker's search: it takes pieces one at a time, decides each one's steps at once, and
     * leaves the rest to the search below it; it also gives pieces away when asked. A worker made {@code
     * first} holds the whole search to begin with.
     */
    Choice choice(Model model, IntVar anchor, boolean first) {
        return new Choice(model, anchor, first);
    }

    final class Choice extends AbstractStrategy<IntVar> implements IMonitorOpenNode {
        private final Solver solver;
        private final Variable[] variables;
        private final IdentityHashMap<Variable, Integer> indices = new IdentityHashMap<>();
        private final IntVar anchor;
        /** Whether a piece holds at the current node; restored on backtracking. */
        private final IStateInt holding;

        private Piece initial;
        private Piece current;

        Choice(Model model, IntVar anchor, boolean first) {
            super(new IntVar[] {anchor});
            this.solver = model.getSolver();
            this.variables = model.getVars();
            for (int i = 0; i < variables.length; i++) {
                indices.put(variables[i], i);
            }
            this.anchor = anchor;
            this.holding = model.getEnvironment().makeInt(0);
            this.initial = first ? WHOLE : null;
        }

        @Override
        public Decision<IntVar> getDecision() {
            if (holding.get() == 1) {
                return null;
            }
            if (current != null) {
                current = null;
                finished();
            }
            Piece next = initial != null ? initial : take();
            initial = null;
            if (next == null) {
                return failForGood();
            }
            current = next;
            return new PieceDecision(next);
        }

        /**
         * Lets go of the piece held when the search ended without coming back here: its root failed (the piece
         * has no solution, whatever the other workers do) or it stopped. Otherwise idle workers would wait for it.
         */
        void release() {
            if (current != null || initial != null) {
                current = null;
                initial = null;
                finished();
            }
        }

        @Override
        public void beforeOpenNode() {
            if (holding.get() == 1 && wanted()) {
                giveAway();
            }
        }

        /** Gives away the shallowest refutation still pending under the piece held, if there is one. */
        private void giveAway() {
            DecisionPath path = solver.getDecisionPath();
            // The piece held is the deepest piece decision: those of the pieces done before stay on the path,
            // refuted (which removes nothing), above it.
            int top = path.size() - 1;
            while (top >= 0 && !(path.getDecision(top) instanceof PieceDecision)) {
                top--;
            }
            if (top < 0) {
                return;
            }
            List<Step> steps = new ArrayList<>(current.steps());
            for (int i = top + 1; i < path.size(); i++) {
                if (!(path.getDecision(i) instanceof IntDecision decision)) {
                    return;
                }
                int branch = decision.getArity() - decision.triesLeft();
                if (branch == 0) {
                    return;
                }
                Integer variable = indices.get(decision.getDecisionVariable());
                if (variable == null) {
                    return;
                }
                int value = decision.getDecisionValue();
                if (branch == 1 && decision.getArity() == 2) {
                    steps.add(new Step(variable, decision.getDecOp(), value, false));
                    decision.setRefutable(false);
                    give(new Piece(List.copyOf(steps)));
                    return;
                }
                steps.add(new Step(variable, decision.getDecOp(), value, branch == 1));
            }
        }

        /** A decision that cannot hold and has no alternative: backtracking past it ends the search. */
        private Decision<IntVar> failForGood() {
            IntDecision impossible = solver.getDecisionPath()
                    .makeIntDecision(anchor, DecisionOperatorFactory.makeIntEq(), anchor.getUB() + 1);
            impossible.setRefutable(false);
            return impossible;
        }

        /** "The piece's steps hold". Its refutation removes nothing: coming back here means the piece is done. */
        private final class PieceDecision extends Decision<IntVar> {
            private final Piece piece;

            PieceDecision(Piece piece) {
                super(2);
                this.piece = piece;
                set(anchor);
            }

            @Override
            public void apply() throws ContradictionException {
                if (branch == 1) {
                    holding.set(1);
                    for (Step step : piece.steps()) {
                        IntVar variable = (IntVar) variables[step.variable()];
                        if (step.taken()) {
                            step.operator().apply(variable, step.value(), this);
                        } else {
                            step.operator().unapply(variable, step.value(), this);
                        }
                    }
                }
            }

            @Override
            public Object getDecisionValue() {
                return piece.steps().size();
            }

            @Override
            public void free() {
                // Not pooled.
            }

            @Override
            public String toString() {
                return "a piece of " + piece.steps().size() + " steps" + (branch < 2 ? "" : " refuted");
            }
        }
    }
}
