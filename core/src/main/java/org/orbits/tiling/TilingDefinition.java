package org.orbits.tiling;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * What a tiling file says: the grid, the board, the pieces with their counts, and the rule that keeps flat pieces from
 * being turned over. {@link TilingParser} makes it, refusing every file that breaks a rule of the format and naming the
 * line, so a definition is valid once made.
 *
 * @param name the file's name without {@code .tiling}: the puzzle's name
 * @param grid what the cells are: squares (the default), cubes (a file whose shapes come in layers), triangles or
 *     hexagons
 * @param board the board's cells, normalised
 * @param pieces in file order, each normalised
 * @param oneSided whether flat pieces may only be turned in the plane, not turned over
 */
public record TilingDefinition(
        String name, Grid grid, Shape board, ImmutableList<TilingPiece> pieces, boolean oneSided) {

    public TilingDefinition {
        Preconditions.checkArgument(grid.normalised(board).equals(board), "a normalised board");
        for (TilingPiece piece : pieces) {
            Preconditions.checkArgument(
                    grid.normalised(piece.shape()).equals(piece.shape()), "piece %s: a normalised shape", piece.name());
        }
    }

    /** How many cells of the board, and so of the pieces together. */
    public int cells() {
        return board.size();
    }

    /**
     * At most how many placements {@code piece} has on the board, counted without making them: a placement is one of
     * the piece's distinct orientations with its first cell (in reading order) on a board cell that leaves room for
     * the piece's other cells after it, so there are at most {@code orientations * (cells - size + 1)}. Fewer where the
     * board's shape leaves an orientation no room; what sizes a file before its puzzle is built.
     */
    public long placementsAtMost(TilingPiece piece) {
        long firstCells = Math.max(0, cells() - piece.shape().size() + 1);
        return orientations(piece).size() * firstCells;
    }

    /**
     * The motions a piece may make: every turn of the grid, and its mirrors too where pieces may be turned over (a flat
     * file without {@code rule one-sided}; a solid's pieces turn in space and are never mirrored). The identity first.
     */
    ImmutableList<Motion> pieceMotions() {
        boolean mirrors = grid.piecesTurnOver() && !oneSided;
        return grid.motions().stream()
                .filter(motion -> motion.proper() || mirrors)
                .collect(ImmutableList.toImmutableList());
    }

    /** The distinct shapes {@code piece} takes under {@link #pieceMotions()}, in the order the motions are listed. */
    ImmutableList<Shape> orientations(TilingPiece piece) {
        Set<Shape> distinct = new LinkedHashSet<>();
        for (Motion motion : pieceMotions()) {
            distinct.add(grid.moved(piece.shape(), motion));
        }
        return ImmutableList.copyOf(distinct);
    }
}
