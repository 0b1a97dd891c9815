package org.orbits.tiling;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The checker, written from the definition of a tiling and sharing nothing with the engine (no placement table, no
 * links, no encoding object): it reads each cell's value as {@link TilingEncoding} documents it, gathers the cells
 * into tiles, and checks that each tile is its piece moved as the rules allow (turned, and turned over unless the
 * pieces are solid or one-sided), that each piece is used as many times as the file says, and that every cell is
 * covered.
 */
final class TilingChecker {

    private static final ImmutableList<String> DIRECTION_WORDS = ImmutableList.of(
            "in the layer before", "in the layer after", "above", "below", "on the left", "on the right");

    private final TilingDefinition definition;
    private final ImmutableList<Site> sites;
    private final ImmutableList<String> names;
    private final Map<Site, Integer> cellAt = new HashMap<>();
    private final boolean directional;
    private final int firstDirection;
    private final int bits;
    private final int maxValue;

    TilingChecker(TilingDefinition definition, ImmutableList<String> names) {
        this.definition = definition;
        this.sites = definition.board().sites();
        this.names = names;
        for (int cell = 0; cell < sites.size(); cell++) {
            cellAt.put(sites.get(cell), cell);
        }
        this.directional = definition.pieces().stream().anyMatch(piece -> piece.count() > 1);
        this.firstDirection = definition.solid() ? 0 : 2;
        this.bits = directional ? 6 - firstDirection : 0;
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
                for (int bit = 0; bit < bits; bit++) {
                    if ((((tiling[cell] - 1) >> bit) & 1) == 0) {
                        continue;
                    }
                    int direction = firstDirection + bit;
                    int neighbour = neighbour(cell, direction);
                    String where = names.get(cell) + " joins the cell " + DIRECTION_WORDS.get(direction);
                    if (neighbour < 0) {
                        return Optional.of(where + ", off the board");
                    }
                    if (pieceOf(tiling[neighbour]) != pieceOf(tiling[cell])) {
                        return Optional.of(where + ", " + names.get(neighbour) + ", of another piece");
                    }
                    if ((((tiling[neighbour] - 1) >> (bit ^ 1)) & 1) == 0) {
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
            for (int bit = 0; bit < bits; bit++) {
                int neighbour = neighbour(cell, firstDirection + bit);
                if (neighbour >= 0 && tileOf[neighbour] == tileOf[cell] && (((tiling[cell] - 1) >> bit) & 1) == 0) {
                    return Optional.of(names.get(cell) + " and " + names.get(neighbour)
                            + " lie in one tile but their values do not join them");
                }
            }
        }
        return Optional.empty();
    }

    private int neighbour(int cell, int direction) {
        int[] at = {
            sites.get(cell).layer(), sites.get(cell).row(), sites.get(cell).column()
        };
        at[direction / 2] += direction % 2 == 0 ? -1 : 1;
        return cellAt.getOrDefault(new Site(at[0], at[1], at[2]), -1);
    }

    /** Whether the tile's cells are {@code drawn} moved by a motion the rules allow. */
    private boolean isMotionOf(Shape drawn, List<Integer> tile) {
        if (tile.size() != drawn.size()) {
            return false;
        }
        List<int[]> placed =
                tile.stream().map(cell -> coordinates(sites.get(cell))).toList();
        Set<Site> target = normalised(placed);
        int[][] permutations = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        int[] parities = {1, -1, -1, 1, 1, -1};
        for (int p = 0; p < permutations.length; p++) {
            for (int signs = 0; signs < 8; signs++) {
                int[] sign = {(signs & 4) == 0 ? 1 : -1, (signs & 2) == 0 ? 1 : -1, (signs & 1) == 0 ? 1 : -1};
                boolean turnOnly = parities[p] * sign[0] * sign[1] * sign[2] > 0;
                boolean flat = permutations[p][0] == 0 && sign[0] == 1;
                boolean allowed = definition.solid() ? turnOnly : flat && (turnOnly || !definition.oneSided());
                if (allowed && normalised(moved(drawn, permutations[p], sign)).equals(target)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static int[] coordinates(Site site) {
        return new int[] {site.layer(), site.row(), site.column()};
    }

    private static List<int[]> moved(Shape shape, int[] permutation, int[] sign) {
        List<int[]> moved = new ArrayList<>();
        for (Site site : shape.sites()) {
            int[] from = coordinates(site);
            moved.add(new int[] {
                sign[0] * from[permutation[0]], sign[1] * from[permutation[1]], sign[2] * from[permutation[2]]
            });
        }
        return moved;
    }

    private static Set<Site> normalised(List<int[]> points) {
        int[] least = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE};
        for (int[] point : points) {
            for (int axis = 0; axis < 3; axis++) {
                least[axis] = Math.min(least[axis], point[axis]);
            }
        }
        Set<Site> sites = new TreeSet<>();
        for (int[] point : points) {
            sites.add(new Site(point[0] - least[0], point[1] - least[1], point[2] - least[2]));
        }
        return sites;
    }
}
