package org.orbits.tiling;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.List;

/**
 * The square grid of a flat file, the default: a cell shares a side with the cells above, below, on its left and on
 * its right (directions 0 to 3, in that order), and the grid's point group is the square's 8 turns and mirrors. A
 * cell is named {@code r1c1} by its row and column from 1.
 */
final class SquareGrid extends Grid {

    /**
     * The names orbits shows for the square's maps, as the other families name them: {@code r} the quarter turn
     * (clockwise as drawn), {@code s} the left-right mirror, {@code t} the top-bottom one, {@code h} the half turn,
     * {@code d} and {@code e} the diagonal mirrors. Listed in the order generators are tried.
     */
    private static final ImmutableMap<String, String> NAMES = ImmutableMap.<String, String>builder()
            .put("m(l,c,-r)", "r")
            .put("m(l,r,-c)", "s")
            .put("m(l,-r,c)", "t")
            .put("m(l,-r,-c)", "h")
            .put("m(l,c,r)", "d")
            .put("m(l,-c,-r)", "e")
            .put("m(l,-c,r)", "r3")
            .buildOrThrow();

    private static final ImmutableList<String> DIRECTION_WORDS =
            ImmutableList.of("above", "below", "on the left", "on the right");

    /** The one grid of its kind, made once its constants are. */
    static final SquareGrid INSTANCE = new SquareGrid();

    private final ImmutableList<AxisMap> maps = AxisMap.ordered(NAMES.keySet()).stream()
            .filter(AxisMap::keepsLayers)
            .collect(ImmutableList.toImmutableList());
    private final ImmutableList<Motion> motions = AxisMotions.named(maps, NAMES);

    private SquareGrid() {}

    @Override
    public String name() {
        return "square";
    }

    @Override
    public String cellWords() {
        return "squares";
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
        return 4;
    }

    @Override
    Site neighbour(Site site, int direction) {
        return switch (direction) {
            case 0 -> site.plus(0, -1, 0);
            case 1 -> site.plus(0, 1, 0);
            case 2 -> site.plus(0, 0, -1);
            case 3 -> site.plus(0, 0, 1);
            default -> throw new IllegalArgumentException("no direction " + direction + " on the square grid");
        };
    }

    @Override
    String directionWords(Site site, int direction) {
        return DIRECTION_WORDS.get(direction);
    }

    @Override
    ImmutableList<Motion> motions() {
        return motions;
    }

    @Override
    Site apply(Motion motion, Site site) {
        return maps.get(motion.index()).apply(site);
    }

    @Override
    boolean translates(int layers, int rows, int columns) {
        return true;
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
        return "a square in each row (from the top) and column (from the left)";
    }

    @Override
    String groupName(List<Motion> motions) {
        return planeGroupName(motions);
    }

    @Override
    int[][] corners(Site site) {
        int x = site.column();
        int y = site.row();
        return new int[][] {{x, y}, {x + 1, y}, {x + 1, y + 1}, {x, y + 1}};
    }

    @Override
    double unitWidth() {
        return 24;
    }

    @Override
    double unitHeight() {
        return 24;
    }
}
