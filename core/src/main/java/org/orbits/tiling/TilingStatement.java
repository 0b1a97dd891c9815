package org.orbits.tiling;

import com.google.common.collect.ImmutableList;
import com.google.common.primitives.ImmutableIntArray;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.orbits.puzzle.CoverStatement;

/**
 * A tiling file stated again as an exact cover for the independent count, its placements made here from the file's
 * shapes and not by the engine's {@link PlacementTable}: every image of a piece under the motions its grid's {@link
 * StatementGrid} allows, moved so that one of its sites lands on each cell of the board in turn, kept where every site
 * lands on a cell, each set of cells once. What it shares with the engine is the parsed file (the board's cells in
 * their order, the pieces' shapes and counts, the rules).
 */
final class TilingStatement {

    /** What the placements share with the engine, in words. */
    static final String MADE_BY = "its placements made from the file's shapes by turns, mirrors and translations of"
            + " its own, not by the engine's placement table or its maps of the grid; the parsed file is what the two"
            + " share";

    private TilingStatement() {}

    /**
     * The statement of {@code definition}, its placements made through the statement grid of the grid the file names
     * (by its name only: the engine's grid itself is not asked).
     */
    static CoverStatement of(TilingDefinition definition) {
        boolean oneSided = definition.oneSided();
        String grid = definition.grid().name();
        return switch (grid) {
            case "square" -> of(definition, new CubicStatementGrid(false, oneSided));
            case "cubic" -> of(definition, new CubicStatementGrid(true, oneSided));
            case "triangle" -> of(definition, new TriangleStatementGrid(oneSided));
            case "hex" -> of(definition, new HexStatementGrid(oneSided));
            default -> throw new IllegalArgumentException("no statement grid for the " + grid + " grid");
        };
    }

    static CoverStatement of(TilingDefinition definition, StatementGrid grid) {
        List<int[]> board = definition.board().sites().stream()
                .map(TilingStatement::coordinates)
                .toList();
        Map<ImmutableIntArray, Integer> cellAt = new HashMap<>();
        for (int cell = 0; cell < board.size(); cell++) {
            cellAt.put(ImmutableIntArray.copyOf(board.get(cell)), cell);
        }
        ImmutableList.Builder<CoverStatement.Piece> pieces = ImmutableList.builder();
        for (TilingPiece piece : definition.pieces()) {
            List<int[]> sites = piece.shape().sites().stream()
                    .map(TilingStatement::coordinates)
                    .toList();
            Set<ImmutableIntArray> placements = new LinkedHashSet<>();
            for (List<int[]> image : grid.images(sites)) {
                int[] anchor = image.get(0);
                for (int[] target : board) {
                    int[] offset = new int[anchor.length];
                    for (int axis = 0; axis < offset.length; axis++) {
                        offset[axis] = target[axis] - anchor[axis];
                    }
                    if (grid.translates(offset)) {
                        placed(image, offset, cellAt).ifPresent(placements::add);
                    }
                }
            }
            pieces.add(new CoverStatement.Piece(piece.name(), piece.count(), ImmutableList.copyOf(placements)));
        }
        ImmutableList.Builder<ImmutableIntArray> neighbours = ImmutableList.builder();
        for (int[] site : board) {
            neighbours.add(ImmutableIntArray.copyOf(grid.neighbours(site).stream()
                    .map(next -> cellAt.get(ImmutableIntArray.copyOf(next)))
                    .filter(Objects::nonNull)
                    .mapToInt(Integer::intValue)
                    .sorted()
                    .toArray()));
        }
        return new CoverStatement(
                board.stream().map(ImmutableIntArray::copyOf).collect(ImmutableList.toImmutableList()),
                neighbours.build(),
                pieces.build(),
                MADE_BY);
    }

    /** The cells of {@code image} moved by {@code offset}, ascending; empty when a site lands off the board. */
    private static Optional<ImmutableIntArray> placed(
            List<int[]> image, int[] offset, Map<ImmutableIntArray, Integer> cellAt) {
        int[] cells = new int[image.size()];
        for (int k = 0; k < cells.length; k++) {
            int[] moved = image.get(k).clone();
            for (int axis = 0; axis < moved.length; axis++) {
                moved[axis] += offset[axis];
            }
            Integer cell = cellAt.get(ImmutableIntArray.copyOf(moved));
            if (cell == null) {
                return Optional.empty();
            }
            cells[k] = cell;
        }
        Arrays.sort(cells);
        return Optional.of(ImmutableIntArray.copyOf(cells));
    }

    private static int[] coordinates(Site site) {
        return new int[] {site.layer(), site.row(), site.column()};
    }
}
