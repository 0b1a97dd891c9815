package org.orbits.puzzle;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import com.google.common.primitives.ImmutableIntArray;

/**
 * An exact-cover puzzle stated again for a count that shares nothing with its engine: the cells, each with its
 * coordinates on the puzzle's grid, and the pieces, each with its count and every placement as the set of cells it
 * covers, made from the puzzle's definition by code of the statement's own (see {@link ExactCover#statement}). No
 * grid, no motion, no engine: what a count needs is cells and sets of cells.
 *
 * @param cells the coordinates of each cell, numbered as the puzzle numbers its cells; a count may use them to choose
 *     the order in which it fills the cells, nothing more
 * @param neighbours the cells that share a side (a face) with each cell: every placement joins its cells through them,
 *     so a count may leave off where an empty region of the board is too small for any piece
 * @param pieces in the puzzle's order
 * @param madeBy how the placements were made, in words: what they share with the engine
 */
public record CoverStatement(
        ImmutableList<ImmutableIntArray> cells,
        ImmutableList<ImmutableIntArray> neighbours,
        ImmutableList<Piece> pieces,
        String madeBy) {

    /**
     * One piece: its name, how many times it is placed, and each of its placements as the cells it covers, ascending,
     * each set once.
     */
    public record Piece(String name, int count, ImmutableList<ImmutableIntArray> placements) {

        public Piece {
            Preconditions.checkArgument(count >= 1, "piece %s: a count of at least 1", name);
        }
    }

    public CoverStatement {
        Preconditions.checkArgument(neighbours.size() == cells.size(), "the neighbours of every cell");
        for (Piece piece : pieces) {
            for (ImmutableIntArray placement : piece.placements()) {
                for (int k = 0; k < placement.length(); k++) {
                    int cell = placement.get(k);
                    Preconditions.checkArgument(
                            cell >= 0 && cell < cells.size() && (k == 0 || placement.get(k - 1) < cell),
                            "piece %s: a placement's cells are distinct board cells, ascending",
                            piece.name());
                }
            }
        }
    }
}
