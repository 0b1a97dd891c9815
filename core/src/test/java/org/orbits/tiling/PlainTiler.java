package org.orbits.tiling;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Counts the tilings of a definition by the plainest backtracking, to check the engine against: the first empty cell
 * in reading order is covered by every orientation of every piece with copies left, placed so that the orientation's
 * own first cell lands on it (every cell before it is covered already). It shares nothing with the engine but the
 * parsed file: its own orientations, its own board, no links, no symmetry.
 */
final class PlainTiler {

    private final List<Site> cells;
    private final Map<Site, Integer> index = new HashMap<>();
    private final List<List<List<Site>>> orientations = new ArrayList<>();
    private final int[] left;
    private final boolean[] covered;

    private PlainTiler(TilingDefinition definition) {
        this.cells = definition.board().sites();
        for (int cell = 0; cell < cells.size(); cell++) {
            index.put(cells.get(cell), cell);
        }
        left = definition.pieces().stream().mapToInt(TilingPiece::count).toArray();
        covered = new boolean[cells.size()];
        for (TilingPiece piece : definition.pieces()) {
            orientations.add(orientations(piece.shape(), definition.solid(), definition.oneSided()));
        }
    }

    static long count(TilingDefinition definition) {
        return new PlainTiler(definition).count(0);
    }

    private long count(int from) {
        int first = from;
        while (first < covered.length && covered[first]) {
            first++;
        }
        if (first == covered.length) {
            return 1;
        }
        long tilings = 0;
        Site target = cells.get(first);
        for (int piece = 0; piece < left.length; piece++) {
            if (left[piece] == 0) {
                continue;
            }
            for (List<Site> shape : orientations.get(piece)) {
                Site anchor = shape.get(0);
                List<Integer> placed = new ArrayList<>();
                for (Site site : shape) {
                    Integer cell = index.get(new Site(
                            site.layer() - anchor.layer() + target.layer(),
                            site.row() - anchor.row() + target.row(),
                            site.column() - anchor.column() + target.column()));
                    if (cell == null || covered[cell]) {
                        placed = null;
                        break;
                    }
                    placed.add(cell);
                }
                if (placed == null) {
                    continue;
                }
                placed.forEach(cell -> covered[cell] = true);
                left[piece]--;
                tilings += count(first + 1);
                left[piece]++;
                placed.forEach(cell -> covered[cell] = false);
            }
        }
        return tilings;
    }

    /** The distinct images of {@code shape} under the motions the rules allow, each sorted in reading order. */
    private static List<List<Site>> orientations(Shape shape, boolean solid, boolean oneSided) {
        Set<List<Site>> distinct = new LinkedHashSet<>();
        int[][] permutations = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        int[] parity = {1, -1, -1, 1, 1, -1};
        for (int p = 0; p < permutations.length; p++) {
            for (int signs = 0; signs < 8; signs++) {
                int[] sign = {(signs & 4) == 0 ? 1 : -1, (signs & 2) == 0 ? 1 : -1, (signs & 1) == 0 ? 1 : -1};
                boolean rotation = parity[p] * sign[0] * sign[1] * sign[2] > 0;
                boolean inPlane = permutations[p][0] == 0 && sign[0] == 1;
                if (solid ? !rotation : (!inPlane || (oneSided && !rotation))) {
                    continue;
                }
                List<int[]> moved = new ArrayList<>();
                for (Site site : shape.sites()) {
                    int[] at = {site.layer(), site.row(), site.column()};
                    moved.add(new int[] {
                        sign[0] * at[permutations[p][0]],
                        sign[1] * at[permutations[p][1]],
                        sign[2] * at[permutations[p][2]]
                    });
                }
                int[] least = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE};
                moved.forEach(at -> {
                    for (int axis = 0; axis < 3; axis++) {
                        least[axis] = Math.min(least[axis], at[axis]);
                    }
                });
                TreeSet<Site> sorted = new TreeSet<>();
                moved.forEach(at -> sorted.add(new Site(at[0] - least[0], at[1] - least[1], at[2] - least[2])));
                distinct.add(List.copyOf(sorted));
            }
        }
        return List.copyOf(distinct);
    }
}
