package org.orbits.puzzle.hip;

import java.util.IdentityHashMap;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.selectors.values.IntValueSelector;
import org.chocosolver.solver.search.strategy.selectors.variables.VariableSelector;
import org.chocosolver.solver.search.strategy.strategy.AbstractStrategy;
import org.chocosolver.solver.variables.IntVar;

/**
 * Hip's own search order. It first colours the points within 1.5 of the centre, in cell order: lex-leader
 * symmetry breaking compares colourings in that order, so each colouring of the centre is searched once up to
 * symmetry, right at the top of the tree (7 x 7: 46,899 nodes to prove and enumerate, against 92,385
 * without; refuting 4 squares on 8 x 8: 82,484 against 339,460). Then it colours next the open point that
 * the coloured points press hardest: each square
 * through it whose coloured corners share one colour scores by how many they are (1, 10 or 100 for one, two
 * or three), so points that may complete a square are decided first and dead ends show early. Ties go to
 * the point nearest the centre, where the most squares meet. The colour tried first is the one that makes
 * fewer squares at once; when both make as many, the colour of stripes by column (column parity), which
 * led to good colourings sooner than a chessboard or a fixed colour did on the 7 x 7 board (82,000 nodes
 * to prove its minimum, against 136,000 and 141,000), so the first colourings found while optimising are
 * already good.
 */
final class CrowdedPointFirst implements VariableSelector<IntVar>, IntValueSelector {

    private static final int[] PRESSURE = {0, 1, 10, 100};
    private static final int PACK = 4;

    private final HipGeometry geometry;
    private final IntVar[] colours;
    private final int[][] squares;
    private final int[][] squaresThrough;
    private final IdentityHashMap<IntVar, Integer> pointOf = new IdentityHashMap<>();
    private final int centralPoints;
    /** Each point's colour as {@link #getVariable} reads it: 0 open, 1 for colour 0, {@link #PACK} for colour 1. */
    private final int[] codes;
    /** Whether {@link #codes} holds the colours of the last full choice. */
    private boolean codesFresh;
    /** The point {@link #getVariable} chose last: the one whose colour {@link #selectValue} is asked next. */
    private int lastChosen = -1;

    private CrowdedPointFirst(HipGeometry geometry, IntVar[] colours) {
        this.geometry = geometry;
        this.colours = colours;
        this.squares = geometry.squares().toArray(int[][]::new);
        for (int point = 0; point < colours.length; point++) {
            pointOf.put(colours[point], point);
        }
        this.centralPoints = centralPoints(geometry);
        this.codes = new int[colours.length];
        this.squaresThrough = geometry.squaresThrough();
    }

    /**
     * How many points lie within 1.5 of the centre: the middle 3 x 3 of an odd board, 2 x 2 of an even one.
     * They come first in cell order (points are numbered from the centre out).
     */
    private static int centralPoints(HipGeometry geometry) {
        double centreRow = (geometry.rows() - 1) / 2.0;
        double centreColumn = (geometry.columns() - 1) / 2.0;
        int central = 0;
        while (central < geometry.points()
                && Math.pow(geometry.row(central) - centreRow, 2) + Math.pow(geometry.column(central) - centreColumn, 2)
                        <= 2.25) {
            central++;
        }
        return central;
    }

    static AbstractStrategy<IntVar> search(HipGeometry geometry, IntVar[] colours) {
        CrowdedPointFirst order = new CrowdedPointFirst(geometry, colours);
        return Search.intVarSearch(order, order, colours);
    }

    @Override
    public IntVar getVariable(IntVar[] variables) {
        for (int point = 0; point < centralPoints; point++) {
            if (!colours[point].isInstantiated()) {
                lastChosen = point;
                codesFresh = false;
                return colours[point];
            }
        }
        int chosen = -1;
        int highest = -1;
        for (int point = 0; point < colours.length; point++) {
            codes[point] = colours[point].isInstantiated() ? (colours[point].getValue() == 0 ? 1 : PACK) : 0;
        }
        // Points are numbered from the centre out, so the first of equals is the nearest the centre.
        for (int point = 0; point < colours.length; point++) {
            if (codes[point] != 0) {
                continue;
            }
            int pressure = 0;
            for (int square : squaresThrough[point]) {
                int[] corners = squares[square];
                // The point itself is open, code 0: the sum is its three other corners'.
                int counts = codes[corners[0]] + codes[corners[1]] + codes[corners[2]] + codes[corners[3]];
                int zeros = counts % PACK;
                int ones = counts / PACK;
                if (zeros == 0 || ones == 0) {
                    pressure += PRESSURE[zeros + ones];
                }
            }
            if (pressure > highest) {
                highest = pressure;
                chosen = point;
            }
        }
        lastChosen = chosen;
        codesFresh = true;
        return chosen == -1 ? null : colours[chosen];
    }

    @Override
    public int selectValue(IntVar colour) {
        int point = indexOf(colour);
        // Right after a full choice the codes are the colours now: nothing has been propagated in between.
        boolean fresh = codesFresh && point == lastChosen;
        int[] completed = new int[2];
        for (int square : squaresThrough[point]) {
            int[] corners = squares[square];
            int counts = fresh
                    ? codes[corners[0]] + codes[corners[1]] + codes[corners[2]] + codes[corners[3]]
                    : cornerColours(square, point);
            int zeros = counts % PACK;
            int ones = counts / PACK;
            if (zeros == 3) {
                completed[0]++;
            } else if (ones == 3) {
                completed[1]++;
            }
        }
        int stripes = geometry.column(point) % 2;
        int preferred = completed[0] < completed[1] ? 0 : completed[1] < completed[0] ? 1 : stripes;
        return colour.contains(preferred) ? preferred : 1 - preferred;
    }

    /**
     * The corners of {@code square} other than {@code point} coloured 0 and coloured 1, in one pass (this
     * runs at every node): {@code zeros + PACK * ones}.
     */
    private int cornerColours(int square, int point) {
        int counts = 0;
        for (int corner : squares[square]) {
            if (corner != point && colours[corner].isInstantiated()) {
                counts += colours[corner].getValue() == 0 ? 1 : PACK;
            }
        }
        return counts;
    }

    private int indexOf(IntVar colour) {
        if (lastChosen >= 0 && colours[lastChosen] == colour) {
            return lastChosen;
        }
        Integer point = pointOf.get(colour);
        if (point == null) {
            throw new IllegalArgumentException(colour.getName() + " is not a point of this board");
        }
        return point;
    }
}
