package org.orbits.tiling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Each grid against the published numbers of its polyforms: the shapes of n cells up to translation (fixed), up to
 * the turns (one-sided) and up to every motion (free). Those numbers test a grid's neighbours, its normal position and
 * its motions together; beside them, the laws the engine relies on: motions carry neighbours to neighbours, turning
 * every cell's directions alike, and are named for what they do to the drawing.
 */
class GridTest {

    private static final Grid SQUARE = SquareGrid.INSTANCE;
    private static final Grid CUBIC = CubicGrid.INSTANCE;
    private static final Grid TRIANGLE = TriangleGrid.INSTANCE;
    private static final Grid HEX = HexGrid.INSTANCE;

    /** Every shape of {@code size} connected cells, normalised: up to the grid's translations. */
    private static Set<Shape> fixed(Grid grid, int size) {
        Set<Shape> shapes = new HashSet<>();
        for (Site start : List.of(new Site(0, 0, 0), new Site(0, 0, 1))) {
            shapes.add(grid.normalised(Shape.of(List.of(start))));
        }
        for (int cells = 1; cells < size; cells++) {
            Set<Shape> grown = new HashSet<>();
            for (Shape shape : shapes) {
                for (Site site : shape.sites()) {
                    for (int direction = 0; direction < grid.directions(); direction++) {
                        Site next = grid.neighbour(site, direction);
                        if (!shape.sites().contains(next)) {
                            List<Site> more = new ArrayList<>(shape.sites());
                            more.add(next);
                            grown.add(grid.normalised(Shape.of(more)));
                        }
                    }
                }
            }
            shapes = grown;
        }
        return shapes;
    }

    /** How many classes {@code shapes} fall into under the motions {@code allowed} keeps. */
    private static int classes(Grid grid, Set<Shape> shapes, Predicate<Motion> allowed) {
        Set<Set<Shape>> classes = new HashSet<>();
        for (Shape shape : shapes) {
            Set<Shape> images = new HashSet<>();
            for (Motion motion : grid.motions()) {
                if (allowed.test(motion)) {
                    images.add(grid.moved(shape, motion));
                }
            }
            classes.add(images);
        }
        return classes.size();
    }

    /** Fixed, one-sided and free counts for 1 cell, 2 cells, and so on. */
    private static void assertPolyforms(Grid grid, int[] fixed, int[] oneSided, int[] free) {
        for (int size = 1; size <= fixed.length; size++) {
            Set<Shape> shapes = fixed(grid, size);
            assertEquals(fixed[size - 1], shapes.size(), grid + ": fixed of " + size);
            assertEquals(oneSided[size - 1], classes(grid, shapes, Motion::proper), grid + ": one-sided of " + size);
            assertEquals(free[size - 1], classes(grid, shapes, motion -> true), grid + ": free of " + size);
        }
    }

    /** Polyominoes: OEIS A001168 (fixed), A000988 (one-sided), A000105 (free). */
    @Test
    void theSquareGridMakesThePolyominoes() {
        assertPolyforms(
                SQUARE, new int[] {1, 2, 6, 19, 63, 216}, new int[] {1, 1, 2, 7, 18, 60}, new int[] {1, 1, 2, 5, 12, 35
                });
    }

    /**
     * Polyiamonds: OEIS A001420 (fixed: a single triangle pointing up or down is two), A006534 (one-sided: the 19
     * one-sided hexiamonds), A000577 (free: the 12 hexiamonds).
     */
    @Test
    void theTriangleGridMakesThePolyiamonds() {
        assertPolyforms(
                TRIANGLE, new int[] {2, 3, 6, 14, 36, 94}, new int[] {1, 1, 1, 4, 6, 19}, new int[] {1, 1, 1, 3, 4, 12
                });
    }

    /** Polyhexes: OEIS A001207 (fixed), A006535 (one-sided: the 10 one-sided tetrahexes), A000228 (free). */
    @Test
    void theHexGridMakesThePolyhexes() {
        assertPolyforms(
                HEX, new int[] {1, 3, 11, 44, 186, 814}, new int[] {1, 1, 3, 10, 33, 147}, new int[] {1, 1, 3, 7, 22, 82
                });
    }

    /**
     * Polycubes: OEIS A001931 (fixed), A000162 (up to rotations, the motions a solid piece makes), A038119 (up to
     * every motion, mirrors too).
     */
    @Test
    void theCubicGridMakesThePolycubes() {
        assertPolyforms(CUBIC, new int[] {1, 3, 15, 86, 534}, new int[] {1, 1, 2, 8, 29}, new int[] {1, 1, 2, 7, 23});
    }

    @Test
    void eachPointGroupIsAGroupOfTheOrderOfItsPolygonsSymmetries() {
        for (Map.Entry<Grid, Integer> order :
                Map.of(SQUARE, 8, CUBIC, 48, TRIANGLE, 12, HEX, 12).entrySet()) {
            Grid grid = order.getKey();
            assertEquals(order.getValue(), grid.motions().size(), grid.name());
            assertTrue(grid.motions().get(0).isIdentity());
            // A set of sites with no symmetry of its own tells the motions apart: each composite is one of them.
            Shape probe = Shape.of(List.of(
                    new Site(0, 0, 0),
                    new Site(0, 0, 1),
                    new Site(0, 0, 4),
                    new Site(0, 1, 0),
                    new Site(0, 3, 2),
                    new Site(grid.layered() ? 2 : 0, 1, 1)));
            Set<Shape> images = new HashSet<>();
            for (Motion motion : grid.motions()) {
                images.add(grid.moved(probe, motion));
            }
            assertEquals(grid.motions().size(), images.size(), grid + ": the probe has no symmetry");
            for (Motion first : grid.motions()) {
                for (Motion second : grid.motions()) {
                    assertTrue(images.contains(grid.moved(grid.moved(probe, first), second)), grid + ": closed");
                }
            }
        }
    }

    /** The law the encoding of repeated pieces rests on: a motion turns every cell's directions the same way. */
    @Test
    void motionsCarryNeighboursToNeighboursTurningEveryCellsDirectionsAlike() {
        for (Grid grid : List.of(SQUARE, CUBIC, TRIANGLE, HEX)) {
            for (Motion motion : grid.motions()) {
                for (int layer = 0; layer < (grid.layered() ? 3 : 1); layer++) {
                    for (int row = -2; row <= 2; row++) {
                        for (int column = -2; column <= 2; column++) {
                            Site site = new Site(layer, row, column);
                            for (int direction = 0; direction < grid.directions(); direction++) {
                                assertEquals(
                                        grid.apply(motion, grid.neighbour(site, direction)),
                                        grid.neighbour(grid.apply(motion, site), grid.turned(motion, direction)),
                                        grid + " " + motion.name() + " at " + site + " along " + direction);
                                assertEquals(
                                        site,
                                        grid.neighbour(grid.neighbour(site, direction), grid.opposite(direction)));
                            }
                        }
                    }
                }
            }
        }
    }

    /** Neighbours share a side as drawn, exactly two corners: what the drawing outlines a tile by. */
    @Test
    void neighboursShareTwoCornersAsDrawn() {
        for (Grid grid : List.of(SQUARE, TRIANGLE, HEX)) {
            for (int row = -2; row <= 2; row++) {
                for (int column = -2; column <= 2; column++) {
                    Site site = new Site(0, row, column);
                    for (int direction = 0; direction < grid.directions(); direction++) {
                        int[][] theirs = grid.corners(grid.neighbour(site, direction));
                        assertEquals(2, shared(grid.corners(site), theirs), grid + " at " + site);
                    }
                }
            }
        }
    }

    private static int shared(int[][] corners, int[][] others) {
        int shared = 0;
        for (int[] corner : corners) {
            for (int[] other : others) {
                shared += corner[0] == other[0] && corner[1] == other[1] ? 1 : 0;
            }
        }
        return shared;
    }

    /**
     * Motions are named for what they do to the picture: {@code s} mirrors it left to right, {@code t} top to bottom,
     * {@code h} turns it half round, and {@code r} turns it clockwise (a quarter on squares, a sixth on triangles and
     * hexagons): the centres of a shape's cells, as drawn, move so.
     */
    @Test
    void motionsAreNamedForWhatTheyDoToTheDrawing() {
        for (Grid grid : List.of(SQUARE, TRIANGLE, HEX)) {
            double turn = grid == SQUARE ? Math.PI / 2 : Math.PI / 3;
            // (x, y) -> (a x + b y, c x + d y) on the page, y downwards: a clockwise turn as seen is a positive angle.
            Map<String, double[]> linear = Map.of(
                    "s", new double[] {-1, 0, 0, 1},
                    "t", new double[] {1, 0, 0, -1},
                    "h", new double[] {-1, 0, 0, -1},
                    "r", new double[] {Math.cos(turn), -Math.sin(turn), Math.sin(turn), Math.cos(turn)});
            List<Site> sites = List.of(new Site(0, 0, 0), new Site(0, 0, 1), new Site(0, 1, 0), new Site(0, 2, 3));
            for (Motion motion : grid.motions()) {
                double[] matrix = linear.get(motion.name());
                if (matrix == null) {
                    continue;
                }
                double[] origin = centre(grid, grid.apply(motion, sites.get(0)));
                double[] from = centre(grid, sites.get(0));
                for (Site site : sites) {
                    double[] before = centre(grid, site);
                    double dx = before[0] - from[0];
                    double dy = before[1] - from[1];
                    double[] after = centre(grid, grid.apply(motion, site));
                    assertEquals(matrix[0] * dx + matrix[1] * dy, after[0] - origin[0], 1e-9, grid + " " + motion);
                    assertEquals(matrix[2] * dx + matrix[3] * dy, after[1] - origin[1], 1e-9, grid + " " + motion);
                }
            }
        }
    }

    /** A cell's centre as drawn, in pixels, y downwards. */
    private static double[] centre(Grid grid, Site site) {
        int[][] corners = grid.corners(site);
        double x = 0;
        double y = 0;
        for (int[] corner : corners) {
            x += corner[0] * grid.unitWidth() / corners.length;
            y += corner[1] * grid.unitHeight() / corners.length;
        }
        return new double[] {x, y};
    }

    /** A triangle keeps whether it points up under a translation of the grid, so a shape's normal column is 0 or 1. */
    @Test
    void aTriangleMovesOnlyWhereItKeepsPointingTheWayItDoes() {
        Shape down = TRIANGLE.normalised(Shape.of(List.of(new Site(0, 3, 4))));
        assertEquals(List.of(new Site(0, 0, 1)), down.sites());
        Shape up = TRIANGLE.normalised(Shape.of(List.of(new Site(0, 3, 5))));
        assertEquals(List.of(new Site(0, 0, 0)), up.sites());
        assertEquals("up", TRIANGLE.place(new Site(0, 0, 0)).get("points"));
        assertEquals("down", TRIANGLE.place(new Site(0, 0, 1)).get("points"));
    }
}
