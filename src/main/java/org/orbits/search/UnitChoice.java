package org.orbits.search;

import org.chocosolver.solver.search.strategy.assignments.DecisionOperatorFactory;
import org.chocosolver.solver.search.strategy.decision.Decision;
import org.chocosolver.solver.search.strategy.decision.IntDecision;
import org.chocosolver.solver.search.strategy.strategy.AbstractStrategy;
import org.chocosolver.solver.variables.IntVar;

/**
 * The top of a worker's search: branches on the work-unit variable, taking the next unclaimed unit each
 * time it comes back to this choice. Coming back means the unit before was refuted, so its whole subtree
 * has been searched: that unit is finished. When no unit is left it fails for good, which ends the search.
 * A table constraint ties the unit variable to the prefix of the branching variables, so one search (and one
 * propagation of the root) serves every unit a worker takes. A search that restarts would come back here
 * with the unit unfinished, so restarting searches are never split into units.
 */
final class UnitChoice extends AbstractStrategy<IntVar> {

    /** Told when a unit is taken and when it is finished. */
    interface Listener {
        void started(int unit);

        /** {@code searched} is false for a unit that propagation refuted before it was taken. */
        void finished(int unit, boolean searched);
    }

    private final IntVar unit;
    private final UnitClaims claims;
    private final Listener listener;
    private int current = -1;

    UnitChoice(IntVar unit, UnitClaims claims, Listener listener) {
        super(unit);
        this.unit = unit;
        this.claims = claims;
        this.listener = listener;
    }

    @Override
    public Decision<IntVar> getDecision() {
        if (unit.isInstantiated()) {
            int value = unit.getValue();
            if (value == current) {
                return null;
            }
            // Propagation left one unit: take it if nobody has, else this branch is another worker's.
            finishCurrent();
            if (claims.claim(value)) {
                start(value);
                return null;
            }
            return failForGood();
        }
        finishCurrent();
        for (int next = claims.next(); next >= 0; next = claims.next()) {
            if (unit.contains(next)) {
                start(next);
                return decide(next);
            }
            listener.finished(next, false);
        }
        return failForGood();
    }

    /** Called when the search is exhausted: the unit in hand is finished too. */
    void searchExhausted() {
        finishCurrent();
    }

    private void start(int value) {
        current = value;
        listener.started(value);
    }

    private void finishCurrent() {
        if (current >= 0) {
            int finished = current;
            current = -1;
            listener.finished(finished, true);
        }
    }

    private Decision<IntVar> decide(int value) {
        return unit.getModel().getSolver().getDecisionPath()
                .makeIntDecision(unit, DecisionOperatorFactory.makeIntEq(), value);
    }

    /** A decision that cannot hold and has no alternative: backtracking past it ends the search. */
    private Decision<IntVar> failForGood() {
        IntDecision impossible = unit.getModel().getSolver().getDecisionPath()
                .makeIntDecision(unit, DecisionOperatorFactory.makeIntEq(), unit.getUB() + 1);
        impossible.setRefutable(false);
        return impossible;
    }
}
