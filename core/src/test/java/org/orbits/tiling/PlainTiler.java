package org.orbits.tiling;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Counts the tilings of a definition by the plainest backtracking, to check the engine against: the first empty cell
 * in reading order is covered by every orientation of every piece with copies left, placed so that the orientation's
 * own first cell lands on it (every cell before it is covered already), where the grid allows that translation. It
 * shares nothing with the engine but the parsed file and its grid's motions: its own orientations, its own board, no
 * links, no symmetry.
 */
final class PlainTiler {

    private final Grid grid;
    private final List<Site> cells;
    private final Map<Site, Integer> index = new HashMap<>();
    private final List<List<List<Site>>> orientations = new ArrayList<>();
    private final int[] left;
    private final boolean[] covered;

    private PlainTiler(TilingDefinition definition) {
        this.grid = definition.grid();
        this.cells = definition.board().sites();
        for (int cell = 0; cell < cells.size(); cell++) {
            index.put(cells.get(cell), cell);
        }
        left = definition.pieces().stream().mapToInt(TilingPiece::count).toArray();
        covered = new boolean[cells.size()];
        for (TilingPiece piece : definition.pieces()) {
            orientations.add(orientations(grid, piece.shape(), definition.oneSided()));
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
                int layers = target.layer() - anchor.layer();
                int rows = target.row() - anchor.row();
                int columns = target.column() - anchor.column();
                if (!grid.translates(layers, rows, columns)) {
                    continue;
                }
                List<Integer> placed = new ArrayList<>();
                for (Site site : shape) {
                    Integer cell = index.get(site.plus(layers, rows, columns));
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

    /** The distinct images of {@code shape} under the motions the rules allow, each in reading order. */
    private static List<List<Site>> orientations(Grid grid, Shape shape, boolean oneSided) {
        Set<List<Site>> distinct = new LinkedHashSet<>();
        for (Motion motion : grid.motions()) {
            if (motion.proper() || (grid.piecesTurnOver() && !oneSided)) {
                distinct.add(grid.moved(shape, motion).sites());
            }
        }
        return List.copyOf(distinct);
    }
}
