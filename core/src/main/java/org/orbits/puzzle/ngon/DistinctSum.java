package org.orbits.puzzle.ngon;

import java.util.Arrays;
import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.constraints.PropagatorPriority;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.events.IntEventType;
import org.chocosolver.util.ESat;

/**
 * The sum of terms that all hold different values (an allDifferent posted elsewhere): the open terms can
 * sum to no less than the least values still on offer, one each, and to no more than the greatest. A
 * plain sum bounds each term by the others' bounds alone, as if they could share a value, and so sees a
 * dead end only when the last few terms are fixed; here a corner whose value leaves the other corners too
 * little or too much to share goes at once.
 */
final class DistinctSum extends Propagator<IntVar> {

    private final int terms;
    private final int least;
    private final boolean[] offered;
    private final boolean[] taken;
    private final int[] values;

    /** {@code sum = Σ terms}, every term between {@code least} and {@code greatest}. */
    DistinctSum(IntVar[] terms, IntVar sum, int least, int greatest) {
        super(withSum(terms, sum), PropagatorPriority.LINEAR, false);
        this.terms = terms.length;
        this.least = least;
        this.offered = new boolean[greatest - least + 1];
        this.taken = new boolean[greatest - least + 1];
        this.values = new int[greatest - least + 1];
    }

    private static IntVar[] withSum(IntVar[] terms, IntVar sum) {
        IntVar[] all = new IntVar[terms.length + 1];
        System.arraycopy(terms, 0, all, 0, terms.length);
        all[terms.length] = sum;
        return all;
    }

    @Override
    public int getPropagationConditions(int vIdx) {
        return vIdx < terms ? IntEventType.instantiation() : IntEventType.boundAndInst();
    }

    @Override
    public void propagate(int evtmask) throws ContradictionException {
        boolean changed;
        do {
            changed = narrow();
        } while (changed);
    }

    /** One pass; whether it changed a domain (and so another pass may find more). */
    private boolean narrow() throws ContradictionException {
        IntVar sum = vars[terms];
        Arrays.fill(offered, false);
        Arrays.fill(taken, false);
        int fixed = 0;
        int open = 0;
        for (int t = 0; t < terms; t++) {
            IntVar term = vars[t];
            if (term.isInstantiated()) {
                fixed += term.getValue();
                taken[term.getValue() - least] = true;
            } else {
                open++;
            }
        }
        if (open == 0) {
            return sum.instantiateTo(fixed, this);
        }
        for (int t = 0; t < terms; t++) {
            IntVar term = vars[t];
            if (!term.isInstantiated()) {
                for (int v = term.getLB(); v <= term.getUB(); v = term.nextValue(v)) {
                    offered[v - least] = !taken[v - least];
                }
            }
        }
        int count = 0;
        for (int i = 0; i < offered.length; i++) {
            if (offered[i]) {
                values[count++] = least + i;
            }
        }
        if (count < open) {
            fails();
        }
        // The open - 1 least and greatest values on offer, and the open-th of each, bound each open term.
        int lowRest = 0;
        for (int i = 0; i < open - 1; i++) {
            lowRest += values[i];
        }
        int highRest = 0;
        for (int i = count - open + 1; i < count; i++) {
            highRest += values[i];
        }
        int lowestNext = values[open - 1];
        int highestNext = values[count - open];
        boolean changed = sum.updateBounds(fixed + lowRest + lowestNext, fixed + highRest + highestNext, this);
        int room = sum.getUB() - fixed;
        int need = sum.getLB() - fixed;
        for (int t = 0; t < terms; t++) {
            IntVar term = vars[t];
            if (term.isInstantiated()) {
                continue;
            }
            for (int v = term.getLB(); v <= term.getUB(); v = term.nextValue(v)) {
                if (taken[v - least]) {
                    changed |= term.removeValue(v, this);
                    continue;
                }
                // The others' least (greatest) total when this term takes v: the open - 1 least (greatest)
                // values on offer, or, when v is one of them, those and the next one without v.
                int othersLow = open > 1 && v <= values[open - 2] ? lowRest - v + lowestNext : lowRest;
                int othersHigh = open > 1 && v >= values[count - open + 1] ? highRest - v + highestNext : highRest;
                if (v + othersLow > room || v + othersHigh < need) {
                    changed |= term.removeValue(v, this);
                }
            }
        }
        return changed;
    }

    @Override
    public ESat isEntailed() {
        int total = 0;
        for (int t = 0; t < terms; t++) {
            if (!vars[t].isInstantiated()) {
                return ESat.UNDEFINED;
            }
            total += vars[t].getValue();
        }
        IntVar sum = vars[terms];
        if (!sum.isInstantiated()) {
            return ESat.UNDEFINED;
        }
        return ESat.eval(total == sum.getValue());
    }
}
