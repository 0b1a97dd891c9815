package org.orbits.puzzle.apex;

import java.util.Arrays;
import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.constraints.PropagatorPriority;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.util.ESat;

/**
 * The whole puzzle seen from the bottom row: the bottom row decides the triangle, so a bottom digit is
 * possible only if some bottom row within the current domains builds a triangle that uses every digit
 * equally often. Once the domains leave few enough bottom rows, this propagator builds every one of them
 * and keeps exactly the digits that some balanced triangle uses: arc consistency on the conjunction of
 * the sum rule and the digit counts, which the tables and the cardinality constraint, each on its own,
 * cannot see until the triangle is nearly full.
 *
 * <p>With the residues of the bottom row fixed first (see {@link ApexModel}), each bottom cell has
 * {@code M/q} digits left, and the search below them never fails for want of balance.
 */
final class BalancedBottomRows extends Propagator<IntVar> {

    /** More candidate rows than this and the propagator waits for the search to narrow the domains. */
    static final long MAX_CANDIDATES = 1 << 15;

    private final int modulus;
    private final int each;
    private final int[][] values;
    private final int[] sizes;
    private final int[] chosen;
    /** {@code diagonal[k][i]}: the cell {@code i} rows above the bottom that bottom cell {@code k} completes. */
    private final int[][] diagonal;

    private final int[] counts;
    private final boolean[][] supported;
    private int unsupported;

    /** {@code bottom} left to right; every digit must appear {@code each} times in the triangle. */
    BalancedBottomRows(IntVar[] bottom, int modulus, int each) {
        super(bottom, PropagatorPriority.VERY_SLOW, false);
        this.modulus = modulus;
        this.each = each;
        this.values = new int[bottom.length][modulus];
        this.sizes = new int[bottom.length];
        this.chosen = new int[bottom.length];
        this.diagonal = new int[bottom.length][];
        for (int k = 0; k < bottom.length; k++) {
            diagonal[k] = new int[k + 1];
        }
        this.counts = new int[modulus];
        this.supported = new boolean[bottom.length][modulus + 1];
    }

    @Override
    public void propagate(int evtmask) throws ContradictionException {
        long candidates = 1;
        for (IntVar cell : vars) {
            candidates *= cell.getDomainSize();
            if (candidates > MAX_CANDIDATES) {
                return;
            }
        }
        unsupported = 0;
        for (int position = 0; position < vars.length; position++) {
            int size = 0;
            IntVar cell = vars[position];
            for (int digit = cell.getLB(); digit <= cell.getUB(); digit = cell.nextValue(digit)) {
                values[position][size++] = digit;
            }
            sizes[position] = size;
            unsupported += size;
            Arrays.fill(supported[position], false);
        }
        Arrays.fill(counts, 0);
        boolean any = extend(0);
        if (!any) {
            fails();
        }
        for (int position = 0; position < vars.length; position++) {
            for (int i = 0; i < sizes[position]; i++) {
                int digit = values[position][i];
                if (!supported[position][digit]) {
                    vars[position].removeValue(digit, this);
                }
            }
        }
    }

    /**
     * Tries every digit of bottom cell {@code k} after cells {@code 0..k-1}: the cells it completes form
     * one diagonal of the triangle, and a digit used too often among the cells built so far cuts the
     * branch. Marks the digits of every balanced row found; true if there is one. Stops early once every
     * digit in the domains is known to be possible.
     */
    private boolean extend(int k) {
        boolean any = false;
        int[] built = diagonal[k];
        for (int i = 0; i < sizes[k] && unsupported > 0; i++) {
            chosen[k] = values[k][i];
            int placed = 0;
            boolean fits = true;
            while (placed <= k) {
                int cell = placed == 0 ? chosen[k] % modulus : built[placed - 1] + diagonal[k - 1][placed - 1];
                built[placed] = cell >= modulus ? cell - modulus : cell;
                placed++;
                if (++counts[built[placed - 1]] > each) {
                    fits = false;
                    break;
                }
            }
            if (fits && (k + 1 == vars.length ? markSupport() : extend(k + 1))) {
                any = true;
            }
            for (int undo = 0; undo < placed; undo++) {
                counts[built[undo]]--;
            }
        }
        return any;
    }

    private boolean markSupport() {
        for (int position = 0; position < vars.length; position++) {
            if (!supported[position][chosen[position]]) {
                supported[position][chosen[position]] = true;
                unsupported--;
            }
        }
        return true;
    }

    /**
     * Builds the triangle on {@code row} (residues mod {@code modulus}, overwritten) row by row and tells
     * whether every residue appears exactly {@code each} times; stops at the first residue used too often.
     */
    static boolean balancedTriangle(int[] row, int length, int modulus, int each, int[] counts) {
        Arrays.fill(counts, 0);
        for (int width = length; width > 0; width--) {
            for (int position = 0; position < width; position++) {
                if (++counts[row[position]] > each) {
                    return false;
                }
                if (position + 1 < width) {
                    int sum = row[position] + row[position + 1];
                    row[position] = sum >= modulus ? sum - modulus : sum;
                }
            }
        }
        return true;
    }

    @Override
    public ESat isEntailed() {
        int[] row = new int[vars.length];
        for (int position = 0; position < vars.length; position++) {
            if (!vars[position].isInstantiated()) {
                return ESat.UNDEFINED;
            }
            row[position] = vars[position].getValue() % modulus;
        }
        return ESat.eval(balancedTriangle(row, row.length, modulus, each, new int[modulus]));
    }
}
