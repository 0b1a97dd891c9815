package org.orbits.tiling;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The checker, written from the definition of a tiling and sharing nothing with the engine (no placement table, no
 * links, no encoding object, no board): it reads each cell's value as {@link TilingEncoding} documents it, gathers the
 * cells into tiles, and checks that each tile is its piece moved as the rules allow (turned, and turned over unless
 * the pieces are solid or one-sided), that each piece is used as many times as the file says, and that every cell is
 * covered. Of geometry it knows only what the file's grid says: neighbours, motions, normal positions.
 */
final class TilingChecker {

    private final TilingDefinition definition;
    private final Grid grid;
    private final ImmutableList<Site> sites;
    private final ImmutableList<String> names;
    private final Map<Site, Integer> cellAt = new HashMap<>();
    private final boolean directional;
    private final int bits;
    private final int maxValue;

    TilingChecker(TilingDefinition definition, ImmutableList<String> names) {
        this.definition = definition;
        this.grid = definition.grid();
        this.sites = definition.board().sites();
        this.names = names;
        for (int cell = 0; cell < sites.size(); cell++) {
            cellAt.put(sites.get(cell), cell);
        }
        this.directional = definition.pieces().stream().anyMatch(piece -> piece.count() > 1);
        this.bits = directional ? grid.directions() : 0;
        this.maxValue = definition.pieces().size() << bits;
    }

    Optional<String> violation(int[] tiling) {
        if (tiling.length != sites.size()) {
            return Optional.of("expected " + sites.size() + " cells, got " + tiling.length);
        }
        for (int cell = 0; cell < tiling.length; cell++) {
            if (tiling[cell] < 1 || tiling[cell] > maxValue) {
                return Optional.of(names.get(cell) + " holds " + tiling[cell] + ", outside 1.." + maxValue);
            }
        }
        List<List<Integer>> tiles = new ArrayList<>();
        Optional<String> joined = directional ? tilesByDirections(tiling, tiles) : tilesByPiece(tiling, tiles);
        if (joined.isPresent()) {
            return joined;
        }
        int[] used = new int[definition.pieces().size()];
        for (List<Integer> tile : tiles) {
            int piece = pieceOf(tiling[tile.get(0)]);
            TilingPiece drawn = definition.pieces().get(piece);
            if (!isMotionOf(drawn.shape(), tile)) {
                return Optional.of(
                        "the " + drawn.name() + " at " + names.get(tile.get(0)) + " is not a shape of " + drawn.name());
            }
            used[piece]++;
        }
        for (int piece = 0; piece < used.length; piece++) {
            TilingPiece drawn = definition.pieces().get(piece);
            if (used[piece] != drawn.count()) {
                return Optional.of(
                        "piece " + drawn.name() + " is placed " + used[piece] + " times, not " + drawn.count());
            }
        }
        return Optional.empty();
    }

    private int pieceOf(int value) {
        return (value - 1) >> bits;
    }

    /** Every piece occurs once: a piece's cells are the cells holding its value. */
    private Optional<String> tilesByPiece(int[] tiling, List<List<Integer>> tiles) {
        Map<Integer, List<Integer>> byPiece = new HashMap<>();
        for (int cell = 0; cell < tiling.length; cell++) {
            byPiece.computeIfAbsent(tiling[cell], value -> new ArrayList<>()).add(cell);
        }
        byPiece.keySet().stream().sorted().forEach(value -> tiles.add(byPiece.get(value)));
        return Optional.empty();
    }

    /**
     * Some piece repeats: a cell's direction bits say which neighbours share its tile. Both cells of a joined pair
     * must say so and name one piece, and two neighbours of one tile must be joined, as a tile's every cell records
     * every neighbour in it.
     */
    private Optional<String> tilesByDirections(int[] tiling, List<List<Integer>> tiles) {
        int[] tileOf = new int[tiling.length];
        java.util.Arrays.fill(tileOf, -1);
        for (int start = 0; start < tiling.length; start++) {
            if (tileOf[start] >= 0) {
                continue;
            }
            List<Integer> tile = new ArrayList<>(List.of(start));
            tileOf[start] = tiles.size();
            for (int at = 0; at < tile.size(); at++) {
                int cell = tile.get(at);
                for (int direction = 0; direction < bits; direction++) {
                    if ((((tiling[cell] - 1) >> direction) & 1) == 0) {
                        continue;
                    }
                    int neighbour = neighbour(cell, direction);
                    String where =
                            names.get(cell) + " joins the cell " + grid.directionWords(sites.get(cell), direction);
                    if (neighbour < 0) {
                        return Optional.of(where + ", off the board");
                    }
                    if (pieceOf(tiling[neighbour]) != pieceOf(tiling[cell])) {
                        return Optional.of(where + ", " + names.get(neighbour) + ", of another piece");
                    }
                    if ((((tiling[neighbour] - 1) >> grid.opposite(direction)) & 1) == 0) {
                        return Optional.of(where + ", " + names.get(neighbour) + ", which does not join it back");
                    }
                    if (tileOf[neighbour] < 0) {
                        tileOf[neighbour] = tiles.size();
                        tile.add(neighbour);
                    }
                }
            }
            tiles.add(tile);
        }
        for (int cell = 0; cell < tiling.length; cell++) {
            for (int direction = 0; direction < bits; direction++) {
                int neighbour = neighbour(cell, direction);
                if (neighbour >= 0
                        && tileOf[neighbour] == tileOf[cell]
                        && (((tiling[cell] - 1) >> direction) & 1) == 0) {
                    return Optional.of(names.get(cell) + " and " + names.get(neighbour)
                            + " lie in one tile but their values do not join them");
                }
            }
        }
        return Optional.empty();
    }

    private int neighbour(int cell, int direction) {
        return cellAt.getOrDefault(grid.neighbour(sites.get(cell), direction), -1);
    }

    /** Whether the tile's cells are {@code drawn} moved by a motion the rules allow. */
    private boolean isMotionOf(Shape drawn, List<Integer> tile) {
        if (tile.size() != drawn.size()) {
            return false;
        }
        Shape target = grid.normalised(Shape.of(tile.stream().map(sites::get).toList()));
        boolean mirrors = grid.piecesTurnOver() && !definition.oneSided();
        for (Motion motion : grid.motions()) {
            if ((motion.proper() || mirrors) && grid.moved(drawn, motion).equals(target)) {
                return true;
            }
        }
        return false;
    }
}
