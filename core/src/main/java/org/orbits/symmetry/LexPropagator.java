package org.orbits.symmetry;

import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.constraints.PropagatorPriority;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.events.IntEventType;
import org.chocosolver.util.ESat;

/**
 * {@code x <=lex y} over two vectors that may share variables, as lex-leader's {@code x <=lex g(x)} always does.
 *
 * <p>Choco's own lex constraint assumes every variable appears once, and when one does not it puts a view in place
 * of each repeat: under lex-leader over a whole group that is a view of nearly every cell for every group element,
 * each one more layer every change of a cell passes through. This propagator takes the vectors as they are. It
 * reasons on bounds as if the positions were independent, which only loses pruning, never a solution; and since a
 * propagator is not told of its own changes, and with shared variables a change at one position moves another, it
 * repeats its pass until a pass changes nothing.
 *
 * <p>The pass: positions where both sides are one fixed value are skipped; at the first other position {@code a},
 * {@code x[a] <= y[a]}, strictly when the rest cannot be in order ({@code x}'s least values after {@code a} come
 * lexicographically after {@code y}'s greatest). Every other position is free as long as {@code x[a] < y[a]} is
 * possible, so a pass prunes position {@code a} alone, as the classic lex algorithm does.
 */
public final class LexPropagator extends Propagator<IntVar> {

    private final int n;

    private LexPropagator(IntVar[] both, int n) {
        super(both, PropagatorPriority.LINEAR, false);
        this.n = n;
    }

    /** The constraint {@code x <=lex y}; {@code x} and {@code y} of one length, variables shared or not. */
    public static Constraint lessEq(IntVar[] x, IntVar[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("lex over vectors of lengths " + x.length + " and " + y.length);
        }
        IntVar[] both = new IntVar[2 * x.length];
        System.arraycopy(x, 0, both, 0, x.length);
        System.arraycopy(y, 0, both, x.length, y.length);
        return new Constraint("LEX_SHARED", new LexPropagator(both, x.length));
    }

    private IntVar x(int i) {
        return vars[i];
    }

    private IntVar y(int i) {
        return vars[n + i];
    }

    @Override
    public int getPropagationConditions(int vIdx) {
        return IntEventType.boundAndInst();
    }

    @Override
    public void propagate(int evtmask) throws ContradictionException {
        boolean changed = true;
        while (changed) {
            int a = 0;
            while (a < n && x(a).isInstantiated() && y(a).isInstantiated() && x(a).getValue() == y(a).getValue()) {
                a++;
            }
            if (a == n) {
                setPassive();
                return;
            }
            IntVar xa = x(a);
            IntVar ya = y(a);
            if (xa.getUB() < ya.getLB()) {
                setPassive();
                return;
            }
            int gap = restOutOfOrder(a + 1) ? 1 : 0;
            changed = xa.updateUpperBound(ya.getUB() - gap, this);
            changed |= ya.updateLowerBound(xa.getLB() + gap, this);
        }
    }

    /** Whether {@code x[from..] <=lex y[from..]} is impossible: even x's least values come after y's greatest. */
    private boolean restOutOfOrder(int from) {
        for (int i = from; i < n; i++) {
            int least = x(i).getLB();
            int greatest = y(i).getUB();
            if (least != greatest) {
                return least > greatest;
            }
        }
        return false;
    }

    @Override
    public ESat isEntailed() {
        for (int i = 0; i < n; i++) {
            IntVar xi = x(i);
            IntVar yi = y(i);
            if (xi.getUB() < yi.getLB()) {
                return ESat.TRUE;
            }
            if (xi.getLB() > yi.getUB()) {
                return ESat.FALSE;
            }
            if (!(xi.isInstantiated() && yi.isInstantiated())) {
                return ESat.UNDEFINED;
            }
        }
        return ESat.TRUE;
    }
}
