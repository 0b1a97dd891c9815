package org.orbits.puzzle.hip;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.symmetry.CellMap;

/**
 * A colouring with few made squares among those that a half turn or a mirror of the board maps onto itself, or
 * onto its colour swap: a branch and bound on half the points, the other half following, within a number of
 * search nodes that grows with the board. Good colourings are often this regular: the balanced 8 x 8 board's only
 * minimal colouring, up to symmetry, is swapped by the half turn; this search finds its 8 squares in a few
 * thousand nodes, where the annealing stops at 9. Like the annealing it proves nothing; it only gives the search
 * a first bound. Deterministic: a node budget, not a time limit.
 */
final class SymmetricColourings {

    /**
     * The search nodes each symmetry may spend, per square of the number of points: 8,192 on 8 x 8, which finds
     * the minimum (5,000 do; 3,000 stop at 9), while on 7 x 7 the whole run takes no longer than without it.
     */
    private static final int NODES_PER_POINT_SQUARED = 2;

    private SymmetricColourings() {}

    /** The colouring with the fewest made squares found under every symmetry tried, if any was found. */
    static Optional<int[]> best(HipGeometry geometry, boolean balanced) {
        int[] best = null;
        int bestMade = Integer.MAX_VALUE;
        for (CellMap symmetry : involutions(geometry)) {
            for (boolean swap : new boolean[] {true, false}) {
                Optional<int[]> found = search(geometry, balanced, symmetry.cellImage(), swap);
                if (found.isPresent()) {
                    int made = HipChecker.madeSquares(geometry, found.get());
                    if (made < bestMade) {
                        bestMade = made;
                        best = found.get();
                    }
                }
            }
        }
        return Optional.ofNullable(best);
    }

    /** The half turn, and the two mirrors parallel to the sides: each, applied twice, is the identity. */
    private static List<CellMap> involutions(HipGeometry geometry) {
        CellMap mirror = HipSymmetries.reflection(geometry);
        CellMap upsideDown = HipSymmetries.upsideDown(geometry);
        return List.of(mirror.after(upsideDown), mirror, upsideDown);
    }

    /**
     * The best colouring that the point map {@code image} maps onto itself ({@code swap} false) or onto its colour
     * swap, in a budget of nodes; empty if a point is its own image under a swap, or none is found.
     */
    private static Optional<int[]> search(HipGeometry geometry, boolean balanced, int[] image, boolean swap) {
        for (int point = 0; point < image.length; point++) {
            if (image[point] == point && swap) {
                return Optional.empty();
            }
        }
        PuzzleModel built = HipModel.build(geometry, balanced, OptionalInt.empty());
        IntVar[] colours = built.cells();
        for (int point = 0; point < image.length; point++) {
            if (point < image[point]) {
                if (swap) {
                    built.model()
                            .arithm(colours[point], "+", colours[image[point]], "=", 1)
                            .post();
                } else {
                    built.model()
                            .arithm(colours[point], "=", colours[image[point]])
                            .post();
                }
            }
        }
        IntVar madeSquares = built.objective().orElseThrow().variable();
        built.model().setObjective(Model.MINIMIZE, madeSquares);
        Solver solver = built.model().getSolver();
        solver.setSearch(built.preferredSearch());
        solver.limitNode((long) NODES_PER_POINT_SQUARED * geometry.points() * geometry.points());
        int[] best = null;
        while (solver.solve()) {
            best = new int[colours.length];
            for (int point = 0; point < colours.length; point++) {
                best[point] = colours[point].getValue();
            }
        }
        return Optional.ofNullable(best);
    }
}
