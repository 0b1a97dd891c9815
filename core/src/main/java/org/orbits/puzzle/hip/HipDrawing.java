package org.orbits.puzzle.hip;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleInstance;

/**
 * The board in the two colours, a point not coloured yet a white dashed circle. Each made square has a colour of
 * its own: a thin outline through its corners and a ring of that colour around each corner, so that a board with
 * several made squares shows which four points make each one instead of a tangle of lines of one colour. A point
 * that is a corner of several made squares gets nested rings, as many as fit between it and its neighbours. With
 * more made squares than colours, outlines would only tangle: each corner then gets one ring and, inside it, the
 * number of made squares it is a corner of.
 */
final class HipDrawing {

    private static final double STEP = 26;
    private static final double MARGIN = 14;
    private static final double POINT_RADIUS = 8;
    private static final double RING_GAP = 1.7;
    /** The rings stop short of halfway to the next point, so neighbouring rings never touch. */
    private static final int MOST_RINGS = (int) ((STEP / 2 - POINT_RADIUS) / RING_GAP);

    /** Colours for the made squares, in turn; none is close to the points' navy and amber. */
    private static final List<String> SQUARE_COLOURS = List.of(
            "#d62728", "#2ca02c", "#9467bd", "#17becf", "#e377c2", "#8c564b", "#ff7f0e", "#7f7f7f", "#bcbd22",
            "#1f77b4");

    /** The one ring colour when there are too many made squares to tell apart by colour. */
    private static final String MANY_COLOUR = "#d62728";

    private HipDrawing() {}

    static Picture draw(HipGeometry geometry, int[] colours) {
        double width = 2 * MARGIN + (geometry.columns() - 1) * STEP;
        double height = 2 * MARGIN + (geometry.rows() - 1) * STEP;
        List<List<String>> rings = new ArrayList<>();
        for (int point = 0; point < geometry.points(); point++) {
            rings.add(new ArrayList<>());
        }
        List<int[]> made = geometry.squares().stream()
                .filter(square -> isMade(square, colours))
                .toList();
        StringBuilder svg = new StringBuilder();
        boolean outlined = made.size() <= SQUARE_COLOURS.size();
        for (int k = 0; k < made.size(); k++) {
            String colour = outlined ? SQUARE_COLOURS.get(k) : MANY_COLOUR;
            StringBuilder points = new StringBuilder();
            for (int corner : made.get(k)) {
                points.append(String.format(Locale.ROOT, "%.1f,%.1f ", x(geometry, corner), y(geometry, corner)));
                rings.get(corner).add(colour);
            }
            if (outlined) {
                svg.append("<polygon points=\"")
                        .append(points.toString().strip())
                        .append("\" fill=\"none\" stroke=\"")
                        .append(colour)
                        .append("\" stroke-width=\"1.2\" stroke-opacity=\"0.8\"/>\n");
            }
        }
        for (int point = 0; point < geometry.points(); point++) {
            List<String> around = rings.get(point);
            int drawn = outlined ? Math.min(around.size(), MOST_RINGS) : Math.min(around.size(), 1);
            for (int ring = 0; ring < drawn; ring++) {
                svg.append(String.format(
                        Locale.ROOT,
                        "<circle class=\"corner\" cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"none\" stroke=\"%s\""
                                + " stroke-width=\"1.5\"/>%n",
                        x(geometry, point),
                        y(geometry, point),
                        POINT_RADIUS + RING_GAP * (ring + 1),
                        around.get(ring)));
            }
        }
        ImmutableList<String> names = geometry.pointNames();
        for (int point = 0; point < geometry.points(); point++) {
            svg.append(String.format(
                    Locale.ROOT,
                    "<circle data-cell=\"%s\" cx=\"%.1f\" cy=\"%.1f\" r=\"%.0f\" fill=\"%s\" stroke=\"#333\"%s/>%n",
                    names.get(point),
                    x(geometry, point),
                    y(geometry, point),
                    POINT_RADIUS,
                    colours[point] == PuzzleInstance.EMPTY ? "white" : colours[point] == 1 ? "#1f3b73" : "#f2c14e",
                    colours[point] == PuzzleInstance.EMPTY ? " stroke-dasharray=\"2 2\"" : ""));
        }
        if (!outlined) {
            for (int point = 0; point < geometry.points(); point++) {
                if (!rings.get(point).isEmpty()) {
                    svg.append(String.format(
                            Locale.ROOT,
                            "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"9\" fill=\"%s\""
                                    + " pointer-events=\"none\">%d</text>%n",
                            x(geometry, point),
                            y(geometry, point) + 3,
                            colours[point] == 1 ? "white" : "black",
                            rings.get(point).size()));
                }
            }
        }
        return new Picture(width, height, svg.toString());
    }

    private static boolean isMade(int[] square, int[] colours) {
        int colour = colours[square[0]];
        return colour != PuzzleInstance.EMPTY
                && colours[square[1]] == colour
                && colours[square[2]] == colour
                && colours[square[3]] == colour;
    }

    private static double x(HipGeometry geometry, int point) {
        return MARGIN + geometry.column(point) * STEP;
    }

    private static double y(HipGeometry geometry, int point) {
        return MARGIN + geometry.row(point) * STEP;
    }
}
