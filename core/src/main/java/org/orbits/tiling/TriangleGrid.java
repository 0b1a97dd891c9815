package org.orbits.tiling;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.List;

/**
 * The grid of equilateral triangles ({@code grid triangle}): one character a triangle. In row r the character at
 * column c points up where r + c is even and down where it is odd, each half a side to the right of the one before;
 * it shares its left and right sides with (r, c - 1) and (r, c + 1), an up triangle its base with (r + 1, c), a down
 * one its top with (r - 1, c). Polyiamonds are made of it: the twelve hexiamonds fill a 6 x 6 rhombus.
 *
 * <p>Directions are numbered by the slope of the side crossed, which every triangle has one of each: 0 the horizontal
 * side (below an up triangle, above a down one), 1 the side rising to the right at 60 degrees (an up triangle's left,
 * a down one's right), 2 the side falling to the right (an up triangle's right, a down one's left). A turn or a
 * mirror then turns the directions the same way at every cell. The motions are the hexagon's 12 about a corner of the
 * grid ({@link SixfoldTurns}), reached through each triangle's centre: in thirds of the lattice's steps, an up
 * triangle's centre is {@code (3a + 1, 3b + 1)} and a down one's {@code (3a + 2, 3b + 2)}. A translation keeps the grid
 * when it keeps whether a triangle points up: an even number of rows and columns together.
 */
final class TriangleGrid extends Grid {

    /** A side of the triangle in drawing units: half a side across, a row's height down. */
    private static final double SIDE = 28;

    /** The one grid of its kind, made once its constants are. */
    static final TriangleGrid INSTANCE = new TriangleGrid();

    private TriangleGrid() {}

    @Override
    public String name() {
        return "triangle";
    }

    @Override
    public String cellWords() {
        return "equilateral triangles";
    }

    static boolean pointsUp(Site site) {
        return Math.floorMod(site.row() + site.column(), 2) == 0;
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
        return 3;
    }

    @Override
    Site neighbour(Site site, int direction) {
        int sense = pointsUp(site) ? 1 : -1;
        return switch (direction) {
            case 0 -> site.plus(0, sense, 0);
            case 1 -> site.plus(0, 0, -sense);
            case 2 -> site.plus(0, 0, sense);
            default -> throw new IllegalArgumentException("no direction " + direction + " on the triangle grid");
        };
    }

    @Override
    String directionWords(Site site, int direction) {
        boolean up = pointsUp(site);
        return switch (direction) {
            case 0 -> up ? "below" : "above";
            case 1 -> up ? "on the left" : "on the right";
            default -> up ? "on the right" : "on the left";
        };
    }

    @Override
    ImmutableList<Motion> motions() {
        return SixfoldTurns.MOTIONS;
    }

    @Override
    Site apply(Motion motion, Site site) {
        int[] centre = SixfoldTurns.apply(motion, centreX(site), centreY(site));
        return site(centre[0], centre[1]);
    }

    /** The centre of the triangle, in thirds of the lattice's steps (see the class comment); y upwards. */
    private static int centreX(Site site) {
        return pointsUp(site)
                ? 3 * ((site.column() + site.row()) / 2) + 1
                : 3 * ((site.column() + site.row() - 1) / 2) + 2;
    }

    private static int centreY(Site site) {
        return pointsUp(site) ? -3 * site.row() - 2 : -3 * site.row() - 1;
    }

    /** The triangle whose centre is at {@code (x, y)}, in thirds of the lattice's steps. */
    private static Site site(int x, int y) {
        if (Math.floorMod(x, 3) == 1) {
            int row = -Math.floorDiv(y + 2, 3);
            return new Site(0, row, 2 * Math.floorDiv(x - 1, 3) - row);
        }
        int row = -Math.floorDiv(y + 1, 3);
        return new Site(0, row, 2 * Math.floorDiv(x - 2, 3) + 1 - row);
    }

    @Override
    boolean translates(int layers, int rows, int columns) {
        return layers == 0 && Math.floorMod(rows + columns, 2) == 0;
    }

    @Override
    String cellName(Site site) {
        return "r" + (site.row() + 1) + "c" + (site.column() + 1);
    }

    @Override
    ImmutableMap<String, Object> place(Site site) {
        return ImmutableMap.of(
                "row", site.row() + 1, "column", site.column() + 1, "points", pointsUp(site) ? "up" : "down");
    }

    @Override
    String layout() {
        return "a triangle in each row (from the top) and column (from the left), each half a side right of the one"
                + " before; the triangle in row r and column c points up where r + c is even, down where it is odd";
    }

    @Override
    String groupName(List<Motion> motions) {
        return planeGroupName(motions);
    }

    /** In half sides across and rows down: an up triangle's apex at the top, a down one's at the bottom. */
    @Override
    int[][] corners(Site site) {
        int x = site.column();
        int y = site.row();
        return pointsUp(site)
                ? new int[][] {{x + 1, y}, {x + 2, y + 1}, {x, y + 1}}
                : new int[][] {{x, y}, {x + 2, y}, {x + 1, y + 1}};
    }

    @Override
    double unitWidth() {
        return SIDE / 2;
    }

    @Override
    double unitHeight() {
        return SIDE * Math.sqrt(3) / 2;
    }
}
