package org.orbits.tiling;

import com.google.common.collect.ImmutableList;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.Locale;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleInstance;

/**
 * A tiling as a picture: each piece in a colour of its own, named in one of its cells, and outlines only where two
 * tiles meet or the board ends, so the eye sees shapes rather than a grid. A solid board is drawn as its layers side
 * by side, the first on the left. Each cell is a {@code rect} with its name in {@code data-cell}; a cell not filled
 * yet is white with a faint outline.
 */
final class TilingDrawing {

    private static final double CELL = 24;
    private static final double MARGIN = 6;
    private static final double LAYER_GAP = 18;
    private static final double CAPTION = 14;

    /** Twelve colours that tell a set of pentominoes apart; further pieces get hues spaced by the golden angle. */
    private static final ImmutableList<String> COLOURS = ImmutableList.of(
            "#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4", "#46f0f0", "#f032e6", "#bcf60c",
            "#fabebe", "#008080", "#e6beff");

    private TilingDrawing() {}

    static Picture draw(TilingBoard board, TilingDefinition definition, TilingEncoding encoding, int[] tiling) {
        double top = MARGIN + (board.solid() ? CAPTION : 0);
        double layerWidth = board.columns() * CELL;
        double width = 2 * MARGIN + board.layers() * layerWidth + (board.layers() - 1) * LAYER_GAP;
        double height = top + board.rows() * CELL + MARGIN;
        int[] tileOf = tiles(board, encoding, tiling);
        StringBuilder svg = new StringBuilder();
        for (int layer = 0; board.solid() && layer < board.layers(); layer++) {
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
            double x = MARGIN + site.layer() * (layerWidth + LAYER_GAP) + site.column() * CELL;
            double y = top + site.row() * CELL;
            int piece = tiling[cell] == PuzzleInstance.EMPTY ? -1 : encoding.piece(tiling[cell]);
            String fill = tiling[cell] == PuzzleInstance.EMPTY ? "white" : piece < 0 ? "#cccccc" : colour(piece);
            svg.append(String.format(
                    Locale.ROOT,
                    "<rect data-cell=\"%s\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\""
                            + " stroke=\"%s\" stroke-width=\"0.5\"/>%n",
                    board.names().get(cell),
                    x,
                    y,
                    CELL,
                    CELL,
                    fill,
                    piece < 0 ? "#bbbbbb" : fill));
            if (piece >= 0 && !labelled[tileOf[cell]]) {
                labelled[tileOf[cell]] = true;
                svg.append(String.format(
                        Locale.ROOT,
                        "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" text-anchor=\"middle\" fill=\"#222\""
                                + " pointer-events=\"none\">%s</text>%n",
                        x + CELL / 2,
                        y + CELL / 2 + 3.5,
                        definition.pieces().get(piece).name()));
            }
            for (int direction = 2; direction < AxisMap.DIRECTIONS; direction++) {
                int neighbour = board.neighbour(cell, direction);
                boolean edge = neighbour < 0 || tileOf[neighbour] != tileOf[cell];
                if (edge && (neighbour < 0 || neighbour > cell)) {
                    outlines.append(side(x, y, direction));
                }
            }
        }
        svg.append(outlines);
        return new Picture(width, height, svg.toString());
    }

    /** The line along the side of the cell at {@code (x, y)} that faces {@code direction}. */
    private static String side(double x, double y, int direction) {
        double x1 = direction == 5 ? x + CELL : x;
        double y1 = direction == 3 ? y + CELL : y;
        double x2 = direction == 2 || direction == 3 ? x + CELL : x1;
        double y2 = direction == 4 || direction == 5 ? y + CELL : y1;
        return String.format(
                Locale.ROOT,
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#222\" stroke-width=\"2\""
                        + " stroke-linecap=\"square\"/>%n",
                x1,
                y1,
                x2,
                y2);
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
                for (int direction = 0; direction < AxisMap.DIRECTIONS; direction++) {
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
