package org.orbits.puzzle.hip;

import java.util.Arrays;
import java.util.List;
import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.constraints.PropagatorPriority;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.util.ESat;

/**
 * The number of made squares, as a constraint between the colours and the objective, with a lower bound
 * that sees squares still to come, not only those already made. Once every point is coloured both bounds
 * meet at the number of squares with four corners of one colour.
 *
 * <p>A square with three corners of one colour and its fourth point open is made if that point takes the
 * same colour. Each open point {@code p} therefore costs at least {@code min(threes0[p], threes1[p])}
 * squares, where {@code threesC[p]} counts the squares whose other three corners all have colour {@code C}.
 * Those squares have exactly one open corner, so no square is counted at two points, and
 *
 * <pre>made squares >= squares already made + sum over open points of min(threes0[p], threes1[p])</pre>
 *
 * The bound raises the objective's lower bound, and when a colour would push it past the objective's upper
 * bound (the best colouring found so far, while optimising) that colour is removed from the point. A sum of
 * 0/1 "made" variables, one per square, sees a square only once all four corners are coloured, which in Hip
 * comes too late: with that model the 7 x 7 minimum was not proven in five minutes.
 */
final class MadeSquaresBound extends Propagator<IntVar> {

    /** A point's code in {@link #colourNow}: open, coloured 0, coloured 1 (a digit each, see countThrees). */
    private static final int OPEN = 0;

    private static final int ZERO = 1;
    private static final int SHIFT = 4;
    private static final int ONE = 1 << SHIFT;
    private static final int DIGIT = ONE - 1;

    private final int points;
    private final int[][] squares;
    /** The squares' corners, four to a square, in one array. */
    private final int[] corners;

    private final IntVar madeSquares;
    private final int[] threes0;
    private final int[] threes1;
    private final int[] colourNow;

    MadeSquaresBound(IntVar[] colours, IntVar madeSquares, List<int[]> squares) {
        super(withObjective(colours, madeSquares), PropagatorPriority.LINEAR, false);
        this.points = colours.length;
        this.squares = squares.toArray(int[][]::new);
        this.corners = squares.stream().flatMapToInt(Arrays::stream).toArray();
        this.madeSquares = madeSquares;
        this.threes0 = new int[points];
        this.threes1 = new int[points];
        this.colourNow = new int[points];
    }

    private static IntVar[] withObjective(IntVar[] colours, IntVar madeSquares) {
        IntVar[] variables = Arrays.copyOf(colours, colours.length + 1);
        variables[colours.length] = madeSquares;
        return variables;
    }

    @Override
    public void propagate(int mask) throws ContradictionException {
        boolean removed;
        do {
            int lowerBound = countThrees();
            removed = false;
            int upperBound = madeSquares.getUB();
            for (int point = 0; point < points; point++) {
                if (vars[point].isInstantiated()) {
                    continue;
                }
                int others = lowerBound - Math.min(threes0[point], threes1[point]);
                if (others + threes0[point] > upperBound) {
                    vars[point].removeValue(0, this);
                    removed = true;
                } else if (others + threes1[point] > upperBound) {
                    vars[point].removeValue(1, this);
                    removed = true;
                }
            }
        } while (removed);
    }

    /** Fills {@link #threes0} and {@link #threes1}, narrows the objective, and returns the lower bound. */
    private int countThrees() throws ContradictionException {
        Arrays.fill(threes0, 0);
        Arrays.fill(threes1, 0);
        for (int point = 0; point < points; point++) {
            colourNow[point] = vars[point].isInstantiated() ? (vars[point].getValue() == 0 ? ZERO : ONE) : OPEN;
        }
        int made = 0;
        int stillPossible = 0;
        // Each corner adds its code: the low digit counts the zeros, the high one the ones (this runs at every node).
        for (int corner = 0; corner < corners.length; corner += 4) {
            int a = corners[corner];
            int b = corners[corner + 1];
            int c = corners[corner + 2];
            int d = corners[corner + 3];
            int sum = colourNow[a] + colourNow[b] + colourNow[c] + colourNow[d];
            int zeros = sum & DIGIT;
            int ones = sum >>> SHIFT;
            if (zeros > 0 && ones > 0) {
                continue;
            }
            if (zeros + ones == 4) {
                made++;
                continue;
            }
            stillPossible++;
            if (zeros == 3 || ones == 3) {
                int open = colourNow[a] == OPEN ? a : colourNow[b] == OPEN ? b : colourNow[c] == OPEN ? c : d;
                if (zeros == 3) {
                    threes0[open]++;
                } else {
                    threes1[open]++;
                }
            }
        }
        int lowerBound = made;
        for (int point = 0; point < points; point++) {
            if (colourNow[point] == OPEN) {
                lowerBound += Math.min(threes0[point], threes1[point]);
            }
        }
        madeSquares.updateBounds(lowerBound, made + stillPossible, this);
        return lowerBound;
    }

    @Override
    public ESat isEntailed() {
        if (!isCompletelyInstantiated()) {
            return ESat.UNDEFINED;
        }
        int made = 0;
        for (int[] square : squares) {
            int colour = vars[square[0]].getValue();
            if (vars[square[1]].getValue() == colour
                    && vars[square[2]].getValue() == colour
                    && vars[square[3]].getValue() == colour) {
                made++;
            }
        }
        return ESat.eval(made == madeSquares.getValue());
    }
}
