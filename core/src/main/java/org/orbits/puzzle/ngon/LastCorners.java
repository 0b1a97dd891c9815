package org.orbits.puzzle.ngon;

import java.util.Arrays;
import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.constraints.PropagatorPriority;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.events.IntEventType;
import org.chocosolver.util.ESat;

/**
 * The center and the corners decide every other dot: {@code mi = S - C - vi}, {@code ei = S - vi - v(i+1)}.
 * Once the center is fixed and the corners still open leave few combinations, this propagator tries each of
 * them, every dot it decides checked against that dot's domain and against every other dot, and keeps for
 * each open corner exactly the values some complete labelling uses. The line tables and the allDifferent
 * each see a part of a dead end; the bottom of the search tree, where the last corners cannot all be placed,
 * goes here at once instead of node by node.
 */
final class LastCorners extends Propagator<IntVar> {

    private final NgonGeometry geometry;
    private final int lineSum;
    private final int budget;
    private final int n;
    /** The open corners in the order they are tried (around the polygon), and each one's chosen value. */
    private final int[] open;

    private final int[] value;
    private final boolean[] assigned;
    /** How many dots hold each label in the combination being tried. */
    private final int[] uses;

    private final boolean[][] supported;
    /** The least and greatest sum of the open corners from the {@code k}-th on, each within its bounds. */
    private final int[] leastRest;

    private final int[] greatestRest;
    /** How many values of open corners no complete labelling has used yet. */
    private int unsupported;
    /** Per depth of the enumeration: the labels a corner's value decides, and their dots. */
    private final int[][] labels;

    private final IntVar[][] dots;

    /**
     * @param labels every dot, in the geometry's cell order
     * @param budget the most combinations of open corners' values worth trying (the product of their domain
     *     sizes); above it the propagator waits for the search to narrow them
     */
    LastCorners(NgonGeometry geometry, IntVar[] labels, int lineSum, int budget) {
        super(labels, PropagatorPriority.VERY_SLOW, false);
        this.geometry = geometry;
        this.lineSum = lineSum;
        this.budget = budget;
        this.n = geometry.corners();
        this.open = new int[n];
        this.value = new int[n];
        this.assigned = new boolean[n];
        this.uses = new int[geometry.dots() + 1];
        this.supported = new boolean[n][geometry.dots() + 1];
        this.labels = new int[n][4];
        this.leastRest = new int[n + 1];
        this.greatestRest = new int[n + 1];
        this.dots = new IntVar[n][4];
    }

    @Override
    public int getPropagationConditions(int vIdx) {
        boolean decides = vIdx == geometry.center() || (vIdx >= geometry.corner(0) && vIdx < geometry.corner(0) + n);
        return decides ? IntEventType.all() : IntEventType.VOID.getMask();
    }

    @Override
    public void propagate(int evtmask) throws ContradictionException {
        IntVar center = vars[geometry.center()];
        if (!center.isInstantiated()) {
            return;
        }
        long combinations = 1;
        int first = 0;
        for (int i = 0; i < n; i++) {
            IntVar corner = corner(i);
            if (corner.isInstantiated()) {
                first = i + 1;
            } else {
                combinations *= corner.getDomainSize();
                if (combinations > budget) {
                    return;
                }
            }
        }
        // Around the polygon from just after a fixed corner: each corner tried then has its neighbour
        // placed, so the edge midpoint between them is checked at once.
        int openCount = 0;
        for (int step = 0; step < n; step++) {
            int i = geometry.around(first + step);
            if (!corner(i).isInstantiated()) {
                open[openCount++] = i;
            }
        }
        if (!start(center.getValue())) {
            fails();
        }
        unsupported = 0;
        for (int k = 0; k < openCount; k++) {
            Arrays.fill(supported[k], false);
            unsupported += corner(open[k]).getDomainSize();
        }
        // Every labelling uses each label once, so the corners sum to what the lines leave them:
        // 2 nS = T + (n - 1) C + 2 Σv, the lines counting the center n times and each corner twice.
        int dotCount = geometry.dots();
        int twiceCorners = 2 * n * lineSum - dotCount * (dotCount + 1) / 2 - (n - 1) * center.getValue();
        if (twiceCorners % 2 != 0) {
            fails();
        }
        int rest = twiceCorners / 2;
        for (int i = 0; i < n; i++) {
            if (assigned[i]) {
                rest -= value[i];
            }
        }
        leastRest[openCount] = 0;
        greatestRest[openCount] = 0;
        for (int k = openCount - 1; k >= 0; k--) {
            leastRest[k] = leastRest[k + 1] + corner(open[k]).getLB();
            greatestRest[k] = greatestRest[k + 1] + corner(open[k]).getUB();
        }
        if (!place(0, openCount, center.getValue(), rest)) {
            fails();
        }
        for (int k = 0; k < openCount; k++) {
            IntVar corner = corner(open[k]);
            for (int v = corner.getLB(); v <= corner.getUB(); v = corner.nextValue(v)) {
                if (!supported[k][v]) {
                    corner.removeValue(v, this);
                }
            }
        }
    }

    /** Counts the labels the fixed corners decide; false if some two coincide or one leaves its domain. */
    private boolean start(int center) {
        Arrays.fill(uses, 0);
        boolean consistent = take(center, vars[geometry.center()]);
        for (int i = 0; i < n; i++) {
            IntVar corner = corner(i);
            assigned[i] = corner.isInstantiated();
            if (assigned[i]) {
                value[i] = corner.getValue();
                consistent &= take(value[i], corner);
                consistent &= take(lineSum - center - value[i], vars[geometry.spokeMidpoint(i)]);
            }
        }
        for (int i = 0; i < n; i++) {
            int next = geometry.around(i + 1);
            if (assigned[i] && assigned[next]) {
                consistent &= take(lineSum - value[i] - value[next], vars[geometry.edgeMidpoint(i)]);
            }
        }
        return consistent;
    }

    /** Counts {@code label} as used by {@code dot}; false if it is outside the dot's domain or already used. */
    private boolean take(int label, IntVar dot) {
        if (label < 1 || label >= uses.length) {
            return false;
        }
        uses[label]++;
        return uses[label] == 1 && dot.contains(label);
    }

    /**
     * Tries every value of the {@code k}-th open corner and on; marks the values of each complete
     * labelling as supported. Whether some labelling completes.
     */
    private boolean place(int k, int openCount, int center, int rest) {
        if (rest < leastRest[k] || rest > greatestRest[k]) {
            return false;
        }
        if (k == openCount) {
            for (int j = 0; j < openCount; j++) {
                if (!supported[j][value[open[j]]]) {
                    supported[j][value[open[j]]] = true;
                    unsupported--;
                }
            }
            return true;
        }
        int i = open[k];
        IntVar corner = corner(i);
        IntVar midpoint = vars[geometry.spokeMidpoint(i)];
        int previous = geometry.around(i - 1);
        int next = geometry.around(i + 1);
        boolean completes = false;
        for (int v = corner.getLB(); v <= corner.getUB(); v = corner.nextValue(v)) {
            value[i] = v;
            assigned[i] = true;
            int taken = 0;
            int[] labels = this.labels[k];
            IntVar[] dots = this.dots[k];
            labels[taken] = v;
            dots[taken++] = corner;
            labels[taken] = lineSum - center - v;
            dots[taken++] = midpoint;
            if (assigned[previous]) {
                labels[taken] = lineSum - value[previous] - v;
                dots[taken++] = vars[geometry.edgeMidpoint(previous)];
            }
            if (assigned[next] && next != previous) {
                labels[taken] = lineSum - v - value[next];
                dots[taken++] = vars[geometry.edgeMidpoint(i)];
            }
            boolean fits = true;
            int counted = 0;
            while (counted < taken) {
                boolean ok = take(labels[counted], dots[counted]);
                counted++;
                if (!ok) {
                    fits = false;
                    break;
                }
            }
            if (fits) {
                completes |= place(k + 1, openCount, center, rest - v);
            }
            undo(labels, counted);
            // Once every value of every open corner is in some labelling, nothing is left to remove.
            if (unsupported == 0) {
                break;
            }
        }
        assigned[i] = false;
        return completes;
    }

    private void undo(int[] labels, int counted) {
        for (int t = 0; t < counted; t++) {
            int label = labels[t];
            if (label >= 1 && label < uses.length) {
                uses[label]--;
            }
        }
    }

    private IntVar corner(int i) {
        return vars[geometry.corner(i)];
    }

    @Override
    public ESat isEntailed() {
        for (IntVar dot : vars) {
            if (!dot.isInstantiated()) {
                return ESat.UNDEFINED;
            }
        }
        return ESat.eval(start(vars[geometry.center()].getValue()));
    }
}
