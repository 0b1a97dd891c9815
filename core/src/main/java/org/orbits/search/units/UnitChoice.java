package org.orbits.search.units;

import java.util.List;
import org.chocosolver.memory.IStateInt;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.search.strategy.assignments.DecisionOperatorFactory;
import org.chocosolver.solver.search.strategy.decision.Decision;
import org.chocosolver.solver.search.strategy.decision.IntDecision;
import org.chocosolver.solver.search.strategy.strategy.AbstractStrategy;
import org.chocosolver.solver.variables.IntVar;

/**
 * The top of a worker's search: between units it takes the next unclaimed unit and decides its whole prefix
 * at once (see {@link UnitDecision}). Coming back to this choice means the unit before was searched to the
 * end, so that unit is finished. When no unit is left it fails for good, which ends the search. So one search
 * (and one propagation of the root) serves every unit a worker takes.
 *
 * <p>A unit is dropped untaken only when its prefix is outside the root's domains. Refuting a unit removes
 * nothing, so every unit is searched from the root's state plus its own prefix, whatever the other units
 * and the other workers did: the result cannot depend on which worker took which unit, nor in which order.
 * A search that restarts would come back here with the unit unfinished, so restarting searches are never
 * split into units.
 */
public final class UnitChoice extends AbstractStrategy<IntVar> {

    /** Told when a unit is taken and when it is finished. */
    public interface Listener {
        void started(int unit);

        /** {@code searched} is false for a unit whose prefix the root's propagation excludes. */
        void finished(int unit, boolean searched);
    }

    private final IntVar[] prefixVariables;
    private final List<int[]> prefixes;
    private final UnitClaims claims;
    private final Listener listener;
    /** The unit whose prefix holds at the current node, or -1 between units; restored on backtracking. */
    private final IStateInt holding;

    private int current = -1;

    public UnitChoice(IntVar[] prefixVariables, List<int[]> prefixes, UnitClaims claims, Listener listener) {
        super(prefixVariables);
        this.prefixVariables = prefixVariables;
        this.prefixes = prefixes;
        this.claims = claims;
        this.listener = listener;
        this.holding = prefixVariables[0].getModel().getEnvironment().makeInt(-1);
    }

    @Override
    public Decision<IntVar> getDecision() {
        if (holding.get() >= 0) {
            return null;
        }
        finishCurrent();
        for (int next = claims.next(); next >= 0; next = claims.next()) {
            if (withinDomains(prefixes.get(next))) {
                current = next;
                listener.started(next);
                return new UnitDecision(next);
            }
            listener.finished(next, false);
        }
        return failForGood();
    }

    /** Called when the search is exhausted: the unit in hand is finished too. */
    public void searchExhausted() {
        finishCurrent();
    }

    private boolean withinDomains(int[] prefix) {
        for (int i = 0; i < prefix.length; i++) {
            if (!prefixVariables[i].contains(prefix[i])) {
                return false;
            }
        }
        return true;
    }

    private void finishCurrent() {
        if (current >= 0) {
            int finished = current;
            current = -1;
            listener.finished(finished, true);
        }
    }

    /** A decision that cannot hold and has no alternative: backtracking past it ends the search. */
    private Decision<IntVar> failForGood() {
        IntVar first = prefixVariables[0];
        IntDecision impossible = first.getModel()
                .getSolver()
                .getDecisionPath()
                .makeIntDecision(first, DecisionOperatorFactory.makeIntEq(), first.getUB() + 1);
        impossible.setRefutable(false);
        return impossible;
    }

    /**
     * "The prefix variables take unit {@code unit}'s values". Its refutation removes nothing (the negation of
     * a conjunction is no domain), which is sound, and keeps every unit independent of the ones before it.
     */
    private final class UnitDecision extends Decision<IntVar> {

        private final int unit;

        UnitDecision(int unit) {
            super(2);
            this.unit = unit;
            set(prefixVariables[0]);
        }

        @Override
        public void apply() throws ContradictionException {
            if (branch == 1) {
                holding.set(unit);
                int[] prefix = prefixes.get(unit);
                for (int i = 0; i < prefix.length; i++) {
                    prefixVariables[i].instantiateTo(prefix[i], this);
                }
            }
        }

        @Override
        public Object getDecisionValue() {
            return unit;
        }

        @Override
        public void free() {
            // Not pooled.
        }

        @Override
        public String toString() {
            return "work unit " + unit + (branch < 2 ? "" : " refuted");
        }
    }
}
