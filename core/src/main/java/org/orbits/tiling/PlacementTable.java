package org.orbits.tiling;

import com.google.common.collect.ImmutableList;
import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.orbits.symmetry.CellMap;

/**
 * Every placement of every piece: each distinct orientation of the piece moved, by every translation that keeps the
 * grid, to every position where all its cells lie on the board. Placements are numbered piece by piece in file order,
 * then by orientation, then by position in reading order, so that the numbering, and with it every search, is the
 * same on every run. A placement
 * is decided by its piece and its cells (distinct orientations are distinct shapes), which is how a symmetry's image
 * of a placement is found.
 */
final class PlacementTable {

    private final ImmutableList<ImmutableList<Shape>> orientations;
    private final int[] pieceOf;
    private final int[] orientationOf;
    /** Each placement's cells, ascending. */
    private final int[][] cells;
    /** The value each of those cells holds under the placement (see {@link TilingEncoding}). */
    private final int[][] values;
    /** The first placement of each piece, and after the last piece the number of placements. */
    private final int[] firstOfPiece;

    private final Map<Key, Integer> byCells = new HashMap<>();

    private record Key(int piece, ImmutableIntArray cells) {}

    PlacementTable(TilingDefinition definition, TilingBoard board, TilingEncoding encoding) {
        List<Integer> pieces = new ArrayList<>();
        List<Integer> turns = new ArrayList<>();
        List<int[]> covered = new ArrayList<>();
        ImmutableList.Builder<ImmutableList<Shape>> allOrientations = ImmutableList.builder();
        firstOfPiece = new int[definition.pieces().size() + 1];
        for (int piece = 0; piece < definition.pieces().size(); piece++) {
            firstOfPiece[piece] = covered.size();
            ImmutableList<Shape> shapes =
                    definition.orientations(definition.pieces().get(piece));
            allOrientations.add(shapes);
            for (int turn = 0; turn < shapes.size(); turn++) {
                Shape shape = shapes.get(turn);
                Site first = shape.sites().get(0);
                // Each position once, by the board cell the shape's first site lands on, in reading order.
                for (int anchor = 0; anchor < board.cells(); anchor++) {
                    Site at = board.site(anchor);
                    int layers = at.layer() - first.layer();
                    int rows = at.row() - first.row();
                    int columns = at.column() - first.column();
                    if (!board.grid().translates(layers, rows, columns)) {
                        continue;
                    }
                    int[] placed = placed(shape, board, layers, rows, columns);
                    if (placed.length > 0) {
                        pieces.add(piece);
                        turns.add(turn);
                        covered.add(placed);
                    }
                }
            }
        }
        firstOfPiece[definition.pieces().size()] = covered.size();
        this.orientations = allOrientations.build();
        this.pieceOf = pieces.stream().mapToInt(Integer::intValue).toArray();
        this.orientationOf = turns.stream().mapToInt(Integer::intValue).toArray();
        this.cells = covered.toArray(int[][]::new);
        this.values = new int[cells.length][];
        for (int placement = 0; placement < cells.length; placement++) {
            values[placement] = encoding.values(pieceOf[placement], cells[placement], board);
            byCells.put(new Key(pieceOf[placement], ImmutableIntArray.copyOf(cells[placement])), placement);
        }
    }

    /** The cells {@code shape} covers moved by {@code (layer, row, column)}, ascending; none if one is off the board. */
    private static int[] placed(Shape shape, TilingBoard board, int layer, int row, int column) {
        int[] placed = new int[shape.size()];
        for (int k = 0; k < placed.length; k++) {
            placed[k] = board.cell(shape.sites().get(k).plus(layer, row, column));
            if (placed[k] < 0) {
                return new int[0];
            }
        }
        return placed;
    }

    int size() {
        return cells.length;
    }

    int piece(int placement) {
        return pieceOf[placement];
    }

    /** Which of its piece's {@link #orientations} the placement shows. */
    int orientation(int placement) {
        return orientationOf[placement];
    }

    /** The distinct orientations of each piece, in the order its placements use them. */
    ImmutableList<ImmutableList<Shape>> orientations() {
        return orientations;
    }

    /** The placement's cells, ascending; the table's own array, not to be changed. */
    int[] cells(int placement) {
        return cells[placement];
    }

    /** The values the placement's cells hold, in the order of {@link #cells}; the table's own array. */
    int[] values(int placement) {
        return values[placement];
    }

    /** The first placement of {@code piece}; its placements run up to {@link #end}. */
    int first(int piece) {
        return firstOfPiece[piece];
    }

    int end(int piece) {
        return firstOfPiece[piece + 1];
    }

    /** The placement of {@code piece} on exactly {@code sortedCells}, or -1. */
    int find(int piece, int[] sortedCells) {
        Integer placement = byCells.get(new Key(piece, ImmutableIntArray.copyOf(sortedCells)));
        return placement == null ? -1 : placement;
    }

    /**
     * The image of a placement under a symmetry of the puzzle: its cells moved, its piece the one the symmetry's value
     * map sends it to (a mirror sends a piece to its mirror twin).
     */
    int image(int placement, CellMap symmetry, TilingEncoding encoding) {
        int[] moved = new int[cells[placement].length];
        for (int k = 0; k < moved.length; k++) {
            moved[k] = symmetry.cellImage(cells[placement][k]);
        }
        java.util.Arrays.sort(moved);
        int piece = encoding.piece(symmetry.values().apply(values[placement][0]));
        int image = find(piece, moved);
        if (image < 0) {
            throw new IllegalStateException("symmetry " + symmetry.name() + " sends a placement off the table");
        }
        return image;
    }
}
