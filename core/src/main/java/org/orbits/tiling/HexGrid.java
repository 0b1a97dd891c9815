package org.orbits.tiling;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.List;

/**
 * The grid of regular hexagons ({@code grid hex}): one character a hexagon, each row drawn half a hexagon further right
 * than the row above, so that a block of rows is a parallelogram. The neighbours of (r, c) are (r, c + 1), (r - 1, c +
 * 1), (r - 1, c), (r, c - 1), (r + 1, c - 1) and (r + 1, c): directions 0 to 5, counterclockwise from the right.
 * Polyhexes are made of it: the seven tetrahexes fill a 4 x 7 parallelogram.
 *
 * <p>A hexagon's centre is the lattice point {@code (c + r, -r)} (see {@link SixfoldTurns}), and the motions are the
 * hexagon's 12 about the centre of the hexagon at row 0 and column 0. Every translation by rows and columns keeps the
 * grid.
 */
final class HexGrid extends Grid {

    /** A hexagon's side in pixels; it is drawn with a corner up. */
    private static final double SIDE = 14;

    private static final ImmutableList<String> DIRECTION_WORDS = ImmutableList.of(
            "on the right",
            "above on the right",
            "above on the left",
            "on the left",
            "below on the left",
            "below on the right");

    /** The one grid of its kind, made once its constants are. */
    static final HexGrid INSTANCE = new HexGrid();

    private HexGrid() {}

    @Override
    public String name() {
        return "hex";
    }

    @Override
    public String cellWords() {
        return "hexagons";
    }

    @Override
    boolean layered() {
        return false;
    }

    @Override
    boolean piecesTurnOver() {
        return true;
    }

    @Override
    int directions() {
        return 6;
    }

    @Override
    Site neighbour(Site site, int direction) {
        return switch (direction) {
            case 0 -> site.plus(0, 0, 1);
            case 1 -> site.plus(0, -1, 1);
            case 2 -> site.plus(0, -1, 0);
            case 3 -> site.plus(0, 0, -1);
            case 4 -> site.plus(0, 1, -1);
            case 5 -> site.plus(0, 1, 0);
            default -> throw new IllegalArgumentException("no direction " + direction + " on the hexagon grid");
        };
    }

    @Override
    String directionWords(Site site, int direction) {
        return DIRECTION_WORDS.get(direction);
    }

    @Override
    ImmutableList<Motion> motions() {
        return SixfoldTurns.MOTIONS;
    }

    @Override
    Site apply(Motion motion, Site site) {
        int[] centre = SixfoldTurns.apply(motion, site.column() + site.row(), -site.row());
        return new Site(0, -centre[1], centre[0] + centre[1]);
    }

    @Override
    boolean translates(int layers, int rows, int columns) {
        return layers == 0;
    }

    @Override
    String cellName(Site site) {
        return "r" + (site.row() + 1) + "c" + (site.column() + 1);
    }

    @Override
    ImmutableMap<String, Object> place(Site site) {
        return ImmutableMap.of("row", site.row() + 1, "column", site.column() + 1);
    }

    @Override
    String layout() {
        return "a hexagon in each row (from the top) and column (from the left), each row drawn half a hexagon further"
                + " right than the row above";
    }

    @Override
    String groupName(List<Motion> motions) {
        return planeGroupName(motions);
    }

    /**
     * In units of half a hexagon's width across and half a side down: the centre of (r, c) at {@code (2c + r, 3r)},
     * a corner straight above and below it.
     */
    @Override
    int[][] corners(Site site) {
        int x = 2 * site.column() + site.row();
        int y = 3 * site.row();
        return new int[][] {{x, y - 2}, {x + 1, y - 1}, {x + 1, y + 1}, {x, y + 2}, {x - 1, y + 1}, {x - 1, y - 1}};
    }

    @Override
    double unitWidth() {
        return SIDE * Math.sqrt(3) / 2;
    }

    @Override
    double unitHeight() {
        return SIDE / 2;
    }
}
