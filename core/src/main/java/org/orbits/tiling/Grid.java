package org.orbits.tiling;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A grid of cells that pieces are made of and boards are cut from: squares, cubes, triangles or hexagons. Everything
 * the tiling package knows of geometry is here; the engine, the group, the checks and the catalog see only cells,
 * neighbours and motions. A tiling file writes a cell as one character at a row and column (and a layer, for solids);
 * the grid says what that {@link Site} is:
 *
 * <ul>
 *   <li>its neighbours, one per direction (the sides it shares with them);
 *   <li>its point group: the turns and mirrors of the grid about its origin ({@link #motions()}), which together with
 *       the translations that keep the grid ({@link #translates}) are all its motions;
 *   <li>the normal position of a shape, so that two shapes one of which is the other moved are equal when normalised;
 *   <li>its cell's name, the place a reader of the JSON finds it at, and its outline for drawing.
 * </ul>
 *
 * <p>A new grid is one subclass, its row dialect (what a row's characters are on it) and its outline. Each grid is
 * checked against the published numbers of its polyforms (fixed, one-sided and free), which test its neighbours,
 * normalisation and motions together.
 */
public abstract class Grid {

    /** Grids are made in this package only: {@link SquareGrid}, {@link CubicGrid}, {@link TriangleGrid}, {@link HexGrid}. */
    Grid() {}

    /** The word a tiling file names the grid by after {@code grid}; {@code cubic} for a square grid's layers. */
    public abstract String name();

    /** What the grid's cells are, for a page or a title: {@code squares}, {@code equilateral triangles}. */
    public abstract String cellWords();

    /** Whether a board's rows may come in layers separated by {@code --}: a solid, its pieces turned in space. */
    abstract boolean layered();

    /** Whether a piece may be turned over (mirrored) unless a file says {@code rule one-sided}: not a solid. */
    abstract boolean piecesTurnOver();

    /** How many neighbours a cell has: one across each of its sides (faces, for a cube). */
    abstract int directions();

    /** The site across the side of {@code site} numbered {@code direction}, on the board or not. */
    abstract Site neighbour(Site site, int direction);

    /** Where the neighbour along {@code direction} lies from {@code site}, in words: {@code above}. */
    abstract String directionWords(Site site, int direction);

    /**
     * The grid's point group: its turns and mirrors about the origin, the identity first, then in the order a group's
     * generators are tried, so that they are chosen the same way on every run.
     */
    abstract ImmutableList<Motion> motions();

    /** The image of {@code site} under {@code motion}, before a translation brings a shape back. */
    abstract Site apply(Motion motion, Site site);

    /** Whether moving every site by these many layers, rows and columns is a motion of the grid. */
    abstract boolean translates(int layers, int rows, int columns);

    /** The name a user types for the cell at {@code site} (its numbers from 1): {@code r1c1}. */
    abstract String cellName(Site site);

    /** Where the cell at {@code site} is, field by field, for a reader of the JSON: its row, its column, and so on. */
    abstract ImmutableMap<String, Object> place(Site site);

    /** How the fields of {@link #place} lay the cells out, in words. */
    abstract String layout();

    /** The name of the group of these motions: {@code D2}, {@code C6}, {@code Oh}. */
    abstract String groupName(List<Motion> motions);

    /**
     * The corners of the cell at {@code site} in drawing units, {@code {x, y}} each, y downwards, in order round the
     * cell; a solid's layer is drawn apart (see {@link TilingDrawing}), so its cells' corners leave the layer out.
     * Two neighbours share exactly the two corners of their common side.
     */
    abstract int[][] corners(Site site);

    /** The width of one horizontal drawing unit, in pixels. */
    abstract double unitWidth();

    /** The height of one vertical drawing unit, in pixels. */
    abstract double unitHeight();

    /**
     * The translation that brings these sites to their normal position: to layer 0 and row 0, and to column 0 or, where
     * no motion of the grid moves them there (a triangle keeps whether it points up), column 1.
     */
    final Site normalisingShift(Collection<Site> sites) {
        int layer = Integer.MAX_VALUE;
        int row = Integer.MAX_VALUE;
        int column = Integer.MAX_VALUE;
        for (Site site : sites) {
            layer = Math.min(layer, site.layer());
            row = Math.min(row, site.row());
            column = Math.min(column, site.column());
        }
        if (sites.isEmpty()) {
            return new Site(0, 0, 0);
        }
        for (int slack = 0; slack < 2; slack++) {
            if (translates(-layer, -row, slack - column)) {
                return new Site(-layer, -row, slack - column);
            }
        }
        throw new IllegalStateException("the " + name() + " grid has no translation to row 0 and column 0 or 1");
    }

    /** {@code shape} moved to its normal position: two shapes, one the other moved, are then equal. */
    final Shape normalised(Shape shape) {
        Site shift = normalisingShift(shape.sites());
        if (shift.equals(new Site(0, 0, 0))) {
            return shape;
        }
        return Shape.of(shape.sites().stream()
                .map(site -> site.plus(shift.layer(), shift.row(), shift.column()))
                .toList());
    }

    /** The image of {@code shape} under {@code motion}, normalised. */
    final Shape moved(Shape shape, Motion motion) {
        return normalised(
                Shape.of(shape.sites().stream().map(site -> apply(motion, site)).toList()));
    }

    /** Whether every site of {@code shape} reaches every other through sites that share a side. */
    final boolean connected(Shape shape) {
        if (shape.size() == 0) {
            return true;
        }
        Set<Site> all = new HashSet<>(shape.sites());
        Set<Site> reached = new HashSet<>();
        Deque<Site> frontier = new ArrayDeque<>();
        frontier.add(shape.sites().get(0));
        reached.add(shape.sites().get(0));
        while (!frontier.isEmpty()) {
            Site site = frontier.poll();
            for (int direction = 0; direction < directions(); direction++) {
                Site next = neighbour(site, direction);
                if (all.contains(next) && reached.add(next)) {
                    frontier.add(next);
                }
            }
        }
        return reached.size() == shape.size();
    }

    /**
     * The direction a step along {@code direction} becomes under {@code motion}. A grid numbers its directions so that
     * a motion turns them the same way at every cell (a triangle's by the slope of its sides, which every triangle has
     * one of each), so the origin's answer is every cell's.
     */
    final int turned(Motion motion, int direction) {
        Site origin = new Site(0, 0, 0);
        Site from = apply(motion, origin);
        Site to = apply(motion, neighbour(origin, direction));
        for (int image = 0; image < directions(); image++) {
            if (neighbour(from, image).equals(to)) {
                return image;
            }
        }
        throw new IllegalStateException(motion.name() + " sends a neighbour of the origin to no neighbour");
    }

    /** The direction back: the neighbour along {@code direction} has this cell along the returned one. */
    final int opposite(int direction) {
        Site origin = new Site(0, 0, 0);
        Site there = neighbour(origin, direction);
        for (int back = 0; back < directions(); back++) {
            if (neighbour(there, back).equals(origin)) {
                return back;
            }
        }
        throw new IllegalStateException("no way back along direction " + direction);
    }

    /** {@code Cn} for n turns, {@code Dn} when there are mirrors too (a single mirror is {@code D1}). */
    static String planeGroupName(List<Motion> motions) {
        long turns = motions.stream().filter(Motion::proper).count();
        return (motions.size() > turns ? "D" : "C") + turns;
    }

    @Override
    public String toString() {
        return name();
    }
}
