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
 *
 * <p>It runs past 300 lines because the gathering of candidates, the recursive placing of the open corners and the
 * checks of each decided dot work on the same scratch arrays of one propagation.
 */
final class LastCorners extends Propagator<IntVar> {

    private final NgonGeometry geometry;
    private final int lineSum;
    private final int budget;
    private final int n;
    private final int dotCount;

    /** The open corners in the order they are tried (around the polygon). */
    private final int[] open;
    /** Per open corner, the values that fit the fixed dots, and how many. */
    private final int[][] candidates;

    private final int[] candidateCount;
    /** Each corner's value, fixed or tried, and whether it has one. */
    private final int[] value;

    private final boolean[] placed;
    /** The labels held by the fixed dots and the combination being tried. */
    private final boolean[] used;
    /** The domains of the edge midpoints, read once per call. */
    private final boolean[][] edgeDomain;
    /** The least and greatest sum of the open corners from the {@code k}-th on, each within its bounds. */
    private final int[] leastRest;

    private final int[] greatestRest;
    /** Per open corner, the values some complete labelling gives it. */
    private final boolean[][] supported;
    /** How many candidates no complete labelling has used yet. */
    private int unsupported;

    /**
     * @param labels every dot, in the geometry's cell order
     * @param budget the most combinations of open corners' values worth trying (the product of how many values
     *     of each fit the fixed dots); above it the propagator waits for the search to narrow them
     */
    LastCorners(NgonGeometry geometry, IntVar[] labels, int lineSum, int budget) {
        super(labels, PropagatorPriority.VERY_SLOW, false);
        this.geometry = geometry;
        this.lineSum = lineSum;
        this.budget = budget;
        this.n = geometry.corners();
        this.dotCount = geometry.dots();
        this.open = new int[n];
        this.candidates = new int[n][dotCount];
        this.candidateCount = new int[n];
        this.value = new int[n];
        this.placed = new boolean[n];
        this.used = new boolean[dotCount + 1];
        this.edgeDomain = new boolean[n][dotCount + 1];
        this.leastRest = new int[n + 1];
        this.greatestRest = new int[n + 1];
        this.supported = new boolean[n][dotCount + 1];
    }

    @Override
    public int getPropagationConditions(int vIdx) {
        boolean decides = vIdx == geometry.center() || (vIdx >= geometry.corner(0) && vIdx < geometry.corner(0) + n);
        return decides ? IntEventType.all() : IntEventType.VOID.getMask();
    }

    @Override
    public void propagate(int evtmask) throws ContradictionException {
        IntVar centerDot = vars[geometry.center()];
        if (!centerDot.isInstantiated()) {
            return;
        }
        int center = centerDot.getValue();
        if (!fixedDotsFit(center)) {
            fails();
        }
        int openCount = openCorners();
        long combinations = 1;
        for (int k = 0; k < openCount; k++) {
            int count = gatherCandidates(k, center);
            if (count == 0) {
                fails();
            }
            combinations *= count;
            if (combinations > budget) {
                return;
            }
        }
        // Every labelling uses each label once, so the corners sum to what the lines leave them:
        // 2nS = T + (n - 1) C + 2 Σv, the lines counting the center n times and each corner twice.
        int twiceCorners = 2 * n * lineSum - dotCount * (dotCount + 1) / 2 - (n - 1) * center;
        if (twiceCorners % 2 != 0) {
            fails();
        }
        int rest = twiceCorners / 2;
        for (int i = 0; i < n; i++) {
            if (placed[i]) {
                rest -= value[i];
            }
        }
        leastRest[openCount] = 0;
        greatestRest[openCount] = 0;
        unsupported = 0;
        for (int k = openCount - 1; k >= 0; k--) {
            leastRest[k] = leastRest[k + 1] + candidates[k][0];
            greatestRest[k] = greatestRest[k + 1] + candidates[k][candidateCount[k] - 1];
            Arrays.fill(supported[k], false);
            unsupported += candidateCount[k];
        }
        if (!place(0, openCount, center, rest)) {
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

    /**
     * Marks the labels the center and the fixed corners decide as used; false if some two coincide or one
     * falls outside its dot's domain.
     */
    private boolean fixedDotsFit(int center) {
        Arrays.fill(used, false);
        boolean fit = use(center, vars[geometry.center()]);
        for (int i = 0; i < n; i++) {
            IntVar corner = corner(i);
            placed[i] = corner.isInstantiated();
            if (placed[i]) {
                value[i] = corner.getValue();
                fit &= use(value[i], corner) && use(lineSum - center - value[i], vars[geometry.spokeMidpoint(i)]);
            }
        }
        for (int i = 0; i < n; i++) {
            int next = geometry.around(i + 1);
            if (placed[i] && placed[next]) {
                fit &= use(lineSum - value[i] - value[next], vars[geometry.edgeMidpoint(i)]);
            }
        }
        return fit;
    }

    private boolean use(int label, IntVar dot) {
        if (!free(label) || !dot.contains(label)) {
            return false;
        }
        used[label] = true;
        return true;
    }

    private boolean free(int label) {
        return label >= 1 && label <= dotCount && !used[label];
    }

    /**
     * Lists the open corners around the polygon from just after a fixed one, so that each corner tried has a
     * neighbour placed and the edge midpoint between them is checked at once; reads their edges' domains.
     */
    private int openCorners() {
        int first = 0;
        for (int i = 0; i < n; i++) {
            if (placed[i]) {
                first = i + 1;
            }
        }
        int openCount = 0;
        for (int step = 0; step < n; step++) {
            int i = geometry.around(first + step);
            if (!placed[i]) {
                open[openCount++] = i;
            }
        }
        for (int i = 0; i < n; i++) {
            if (!placed[i] || !placed[geometry.around(i + 1)]) {
                Arrays.fill(edgeDomain[i], false);
                IntVar edge = vars[geometry.edgeMidpoint(i)];
                for (int e = edge.getLB(); e <= edge.getUB(); e = edge.nextValue(e)) {
                    if (e >= 1 && e <= dotCount) {
                        edgeDomain[i][e] = true;
                    }
                }
            }
        }
        return openCount;
    }

    /**
     * The values of the {@code k}-th open corner whose own labels, its spoke midpoint and the edge midpoints
     * it shares with fixed neighbours, are free and within their domains; in increasing order.
     */
    private int gatherCandidates(int k, int center) {
        int i = open[k];
        IntVar corner = corner(i);
        IntVar midpointDot = vars[geometry.spokeMidpoint(i)];
        int previous = geometry.around(i - 1);
        int next = geometry.around(i + 1);
        int count = 0;
        for (int v = corner.getLB(); v <= corner.getUB(); v = corner.nextValue(v)) {
            int midpoint = lineSum - center - v;
            if (!free(v) || !free(midpoint) || midpoint == v || !midpointDot.contains(midpoint)) {
                continue;
            }
            int before = placed[previous] ? lineSum - value[previous] - v : 0;
            int after = placed[next] ? lineSum - v - value[next] : 0;
            if (placed[previous] && !fitsEdge(previous, before, v, midpoint)) {
                continue;
            }
            if (placed[next] && (!fitsEdge(i, after, v, midpoint) || after == before)) {
                continue;
            }
            candidates[k][count++] = v;
        }
        candidateCount[k] = count;
        return count;
    }

    private boolean fitsEdge(int edge, int label, int corner, int midpoint) {
        return free(label) && edgeDomain[edge][label] && label != corner && label != midpoint;
    }

    /**
     * Tries every candidate of the {@code k}-th open corner and on, with {@code rest} left for the open corners
     * to sum to; marks the values of each complete labelling as supported. Whether some labelling completes.
     */
    private boolean place(int k, int openCount, int center, int rest) {
        if (rest < leastRest[k] || rest > greatestRest[k]) {
            return false;
        }
        if (k == openCount) {
            for (int j = 0; j < openCount; j++) {
                int v = value[open[j]];
                if (!supported[j][v]) {
                    supported[j][v] = true;
                    unsupported--;
                }
            }
            return true;
        }
        int i = open[k];
        int previous = geometry.around(i - 1);
        int next = geometry.around(i + 1);
        boolean completes = false;
        for (int c = 0; c < candidateCount[k] && unsupported > 0; c++) {
            int v = candidates[k][c];
            int midpoint = lineSum - center - v;
            if (used[v] || used[midpoint]) {
                continue;
            }
            int before = placed[previous] ? lineSum - value[previous] - v : 0;
            int after = placed[next] ? lineSum - v - value[next] : 0;
            if (placed[previous] && !fitsEdge(previous, before, v, midpoint)) {
                continue;
            }
            if (placed[next] && (!fitsEdge(i, after, v, midpoint) || after == before)) {
                continue;
            }
            used[v] = true;
            used[midpoint] = true;
            if (placed[previous]) {
                used[before] = true;
            }
            if (placed[next]) {
                used[after] = true;
            }
            value[i] = v;
            placed[i] = true;
            completes |= place(k + 1, openCount, center, rest - v);
            placed[i] = false;
            used[v] = false;
            used[midpoint] = false;
            if (placed[previous]) {
                used[before] = false;
            }
            if (placed[next]) {
                used[after] = false;
            }
        }
        return completes;
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
        return ESat.eval(fixedDotsFit(vars[geometry.center()].getValue()));
    }
}
