package org.orbits.puzzle.hip;

import com.google.common.collect.ImmutableList;
import java.util.Locale;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleInstance;

/**
 * The board in the two colours, every made square drawn as a polygon through its corners; a point not coloured
 * yet is a white dashed circle.
 */
final class HipDrawing {

    private static final double STEP = 26;
    private static final double MARGIN = 14;

    private HipDrawing() {}

    static Picture draw(HipGeometry geometry, int[] colours) {
        double width = 2 * MARGIN + (geometry.columns() - 1) * STEP;
        double height = 2 * MARGIN + (geometry.rows() - 1) * STEP;
        StringBuilder svg = new StringBuilder();
        for (int[] square : geometry.squares()) {
            int colour = colours[square[0]];
            if (colour != PuzzleInstance.EMPTY
                    && colours[square[1]] == colour
                    && colours[square[2]] == colour
                    && colours[square[3]] == colour) {
                StringBuilder points = new StringBuilder();
                for (int corner : square) {
                    points.append(String.format(Locale.ROOT, "%.1f,%.1f ", x(geometry, corner), y(geometry, corner)));
                }
                svg.append("<polygon points=\"")
                        .append(points.toString().strip())
                        .append("\" fill=\"none\" stroke=\"#d62728\" stroke-width=\"2\"/>\n");
            }
        }
        ImmutableList<String> names = geometry.pointNames();
        for (int point = 0; point < geometry.points(); point++) {
            svg.append(String.format(
                    Locale.ROOT,
                    "<circle data-cell=\"%s\" cx=\"%.1f\" cy=\"%.1f\" r=\"8\" fill=\"%s\" stroke=\"#333\"%s/>%n",
                    names.get(point),
                    x(geometry, point),
                    y(geometry, point),
                    colours[point] == PuzzleInstance.EMPTY ? "white" : colours[point] == 1 ? "#1f3b73" : "#f2c14e",
                    colours[point] == PuzzleInstance.EMPTY ? " stroke-dasharray=\"2 2\"" : ""));
        }
        return new Picture(width, height, svg.toString());
    }

    private static double x(HipGeometry geometry, int point) {
        return MARGIN + geometry.column(point) * STEP;
    }

    private static double y(HipGeometry geometry, int point) {
        return MARGIN + geometry.row(point) * STEP;
    }
}
