package org.orbits.tiling;

import com.google.common.collect.ImmutableList;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleInstance;

/**
 * A tiling as a picture: each piece in a colour of its own, named in one of its cells, and outlines only where two
 * tiles meet or the board ends, so the eye sees shapes rather than a grid. Each cell is drawn as its grid outlines it
 * (a square, a triangle, a hexagon), a {@code polygon} with its name in {@code data-cell}; a cell not filled yet is
 * white with a faint outline. A solid board is drawn as its layers side by side, the first on the left. A legend
 * below the board names each piece by its colour.
 */
final class TilingDrawing {

    private static final double MARGIN = 6;
    private static final double LAYER_GAP = 18;
    private static final double CAPTION = 14;

    /** Twelve colours that tell a set of pentominoes apart; further pieces get hues spaced by the golden angle. */
    private static final ImmutableList<String> COLOURS = ImmutableList.of(
            "#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4", "#46f0f0", "#f032e6", "#bcf60c",
            "#fabebe", "#008080", "#e6beff");

    private TilingDrawing() {}

    /** Where the drawing puts a grid's unit corners: scaled, moved off the margin, each layer right of the last. */
    private record Frame(Grid grid, int leastX, int leastY, double layerWidth, double top) {

        double x(int layer, int unitX) {
            return MARGIN + layer * (layerWidth + LAYER_GAP) + (unitX - leastX) * grid.unitWidth();
        }

        double y(int unitY) {
            return top + (unitY - leastY) * grid.unitHeight();
        }
    }

    static Picture draw(TilingBoard board, TilingDefinition definition, TilingEncoding encoding, int[] tiling) {
        Grid grid = board.grid();
        boolean solid = board.layers() > 1 || grid.layered();
        int leastX = Integer.MAX_VALUE;
        int leastY = Integer.MAX_VALUE;
        int mostX = Integer.MIN_VALUE;
        int mostY = Integer.MIN_VALUE;
        for (int cell = 0; cell < board.cells(); cell++) {
            for (int[] corner : grid.corners(board.site(cell))) {
                leastX = Math.min(leastX, corner[0]);
                leastY = Math.min(leastY, corner[1]);
                mostX = Math.max(mostX, corner[0]);
                mostY = Math.max(mostY, corner[1]);
            }
        }
        double layerWidth = (mostX - leastX) * grid.unitWidth();
        Frame frame = new Frame(grid, leastX, leastY, layerWidth, MARGIN + (solid ? CAPTION : 0));
        double width = 2 * MARGIN + board.layers() * layerWidth + (board.layers() - 1) * LAYER_GAP;
        double height = frame.top() + (mostY - leastY) * grid.unitHeight() + MARGIN;
        int[] tileOf = tiles(board, encoding, tiling);
        StringBuilder svg = new StringBuilder();
        for (int layer = 0; solid && layer < board.layers(); layer++) {
            svg.append(String.format(
                    Locale.ROOT,
                    "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" fill=\"#555\">layer %d</text>%n",
                    MARGIN + layer * (layerWidth + LAYER_GAP),
                    MARGIN + CAPTION - 4,
                    layer + 1));
        }
        boolean[] labelled = new boolean[board.cells()];
        StringBuilder outlines = new StringBuilder();
        for (int cell = 0; cell < board.cells(); cell++) {
            Site site = board.site(cell);
            int[][] corners = grid.corners(site);
            int piece = tiling[cell] == PuzzleInstance.EMPTY ? -1 : encoding.piece(tiling[cell]);
            String fill = tiling[cell] == PuzzleInstance.EMPTY ? "white" : piece < 0 ? "#cccccc" : colour(piece);
            StringBuilder points = new StringBuilder();
            double centreX = 0;
            double centreY = 0;
            for (int[] corner : corners) {
                double x = frame.x(site.layer(), corner[0]);
                double y = frame.y(corner[1]);
                points.append(points.length() == 0 ? "" : " ").append(String.format(Locale.ROOT, "%.1f,%.1f", x, y));
                centreX += x / corners.length;
                centreY += y / corners.length;
            }
            svg.append(String.format(
                    Locale.ROOT,
                    "<polygon data-cell=\"%s\" points=\"%s\" fill=\"%s\" stroke=\"%s\" stroke-width=\"0.5\"/>%n",
                    board.names().get(cell),
                    points,
                    fill,
                    piece < 0 ? "#bbbbbb" : fill));
            if (piece >= 0 && !labelled[tileOf[cell]]) {
                labelled[tileOf[cell]] = true;
                svg.append(String.format(
                        Locale.ROOT,
                        "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" text-anchor=\"middle\" fill=\"#222\""
                                + " pointer-events=\"none\">%s</text>%n",
                        centreX,
                        centreY + 3.5,
                        definition.pieces().get(piece).name()));
            }
            for (int direction = 0; direction < board.directions(); direction++) {
                int neighbour = board.neighbour(cell, direction);
                boolean edge = neighbour < 0 || tileOf[neighbour] != tileOf[cell];
                if (edge && (neighbour < 0 || neighbour > cell)) {
                    side(grid, frame, site, direction, outlines);
                }
            }
        }
        svg.append(outlines);
        double legendHeight = legend(definition, width, height, svg);
        return new Picture(width, height + legendHeight, svg.toString());
    }

    private static final double SWATCH = 10;
    private static final double LEGEND_LINE = 15;

    /**
     * Below the board, a legend naming each piece by its colour, its items in file order, as many to a line as the
     * picture's width holds; returns the height it takes.
     */
    private static double legend(TilingDefinition definition, double width, double top, StringBuilder svg) {
        double x = MARGIN;
        double line = 0;
        for (int piece = 0; piece < definition.pieces().size(); piece++) {
            String name = definition.pieces().get(piece).name();
            double itemWidth = SWATCH + 4 + 6.5 * name.length() + 8;
            if (x > MARGIN && x + itemWidth > width - MARGIN) {
                x = MARGIN;
                line++;
            }
            double y = top + line * LEGEND_LINE;
            svg.append(String.format(
                    Locale.ROOT,
                    "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\" stroke=\"#222\""
                            + " stroke-width=\"0.5\"/>%n",
                    x,
                    y,
                    SWATCH,
                    SWATCH,
                    colour(piece)));
            svg.append(String.format(
                    Locale.ROOT,
                    "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" fill=\"#222\">%s</text>%n",
                    x + SWATCH + 4,
                    y + SWATCH - 1,
                    name));
            x += itemWidth;
        }
        return (line + 1) * LEGEND_LINE + MARGIN;
    }

    /**
     * The line along the side of the cell at {@code site} that faces {@code direction}: the two corners it shares with
     * the neighbour there. Nothing for a neighbour in another layer, which shares a face, not a side, as drawn.
     */
    private static void side(Grid grid, Frame frame, Site site, int direction, StringBuilder outlines) {
        int[][] theirs = grid.corners(grid.neighbour(site, direction));
        List<int[]> shared = new ArrayList<>();
        for (int[] corner : grid.corners(site)) {
            for (int[] other : theirs) {
                if (Arrays.equals(corner, other)) {
                    shared.add(corner);
                }
            }
        }
        if (shared.size() != 2) {
            return;
        }
        outlines.append(String.format(
                Locale.ROOT,
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#222\" stroke-width=\"2\""
                        + " stroke-linecap=\"round\"/>%n",
                frame.x(site.layer(), shared.get(0)[0]),
                frame.y(shared.get(0)[1]),
                frame.x(site.layer(), shared.get(1)[0]),
                frame.y(shared.get(1)[1])));
    }

    /**
     * The tile of each cell, numbered in order of first cells: neighbours holding one piece are one tile where every
     * piece occurs once, and where their values join them otherwise. An empty or unreadable cell is a tile of its own.
     */
    private static int[] tiles(TilingBoard board, TilingEncoding encoding, int[] tiling) {
        int[] tileOf = new int[board.cells()];
        Arrays.fill(tileOf, -1);
        int tiles = 0;
        for (int start = 0; start < board.cells(); start++) {
            if (tileOf[start] >= 0) {
                continue;
            }
            tileOf[start] = tiles;
            Deque<Integer> frontier = new ArrayDeque<>();
            frontier.add(start);
            while (!frontier.isEmpty()) {
                int cell = frontier.poll();
                for (int direction = 0; direction < board.directions(); direction++) {
                    int neighbour = board.neighbour(cell, direction);
                    if (neighbour >= 0
                            && tileOf[neighbour] < 0
                            && joined(encoding, tiling, cell, neighbour, direction)) {
                        tileOf[neighbour] = tiles;
                        frontier.add(neighbour);
                    }
                }
            }
            tiles++;
        }
        return tileOf;
    }

    private static boolean joined(TilingEncoding encoding, int[] tiling, int cell, int neighbour, int direction) {
        int piece = tiling[cell] == PuzzleInstance.EMPTY ? -1 : encoding.piece(tiling[cell]);
        if (piece < 0 || tiling[neighbour] == PuzzleInstance.EMPTY || encoding.piece(tiling[neighbour]) != piece) {
            return false;
        }
        return !encoding.directional() || encoding.joins(tiling[cell], direction);
    }

    /** The colour of piece {@code piece}: one of {@link #COLOURS}, then hues spaced by the golden angle. */
    static String colour(int piece) {
        if (piece < COLOURS.size()) {
            return COLOURS.get(piece);
        }
        double hue = (piece * 137.508) % 360;
        return String.format(Locale.ROOT, "hsl(%.0f, 65%%, 60%%)", hue);
    }
}
