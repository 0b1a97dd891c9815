package org.orbits.puzzle.ngon;

import java.util.Locale;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleInstance;

/** Draws a labelled n-gon: corner {@code v0} at the top, the others clockwise, every line in grey, a blank dot empty. */
final class NgonDrawing {

    /** The corners' distance from the center, as long as the dots around it keep {@link #SPACING} apart. */
    private static final double RADIUS = 82;

    static final double DOT_RADIUS = 11;
    /** Two dot radii and a gap: the least distance between the centres of neighbouring dots. */
    static final double SPACING = 2 * DOT_RADIUS + 3;
    /** Between the outermost dots and the picture's edge. */
    private static final double MARGIN = 7;

    private NgonDrawing() {}

    /**
     * The corners' distance from the center. Neighbours on the outer ring (a corner and an edge midpoint) and
     * on the inner one (two spoke midpoints) are both {@code r sin(pi/n)} apart, so from n = 11 on the polygon
     * grows with n rather than its dots crowding together.
     */
    static double radius(int corners) {
        return Math.max(RADIUS, SPACING / Math.sin(Math.PI / corners));
    }

    static Picture draw(NgonGeometry geometry, int[] labels) {
        int n = geometry.corners();
        double radius = radius(n);
        double size = 2 * (radius + DOT_RADIUS + MARGIN);
        double[][] at = new double[geometry.dots()][];
        at[geometry.center()] = new double[] {size / 2, size / 2};
        for (int i = 0; i < n; i++) {
            double angle = -Math.PI / 2 + 2 * Math.PI * i / n;
            at[geometry.corner(i)] = polar(size, angle, radius);
            at[geometry.spokeMidpoint(i)] = polar(size, angle, radius / 2);
        }
        for (int i = 0; i < n; i++) {
            double[] from = at[geometry.corner(i)];
            double[] to = at[geometry.corner(i + 1)];
            at[geometry.edgeMidpoint(i)] = new double[] {(from[0] + to[0]) / 2, (from[1] + to[1]) / 2};
        }
        StringBuilder svg = new StringBuilder();
        for (int i = 0; i < n; i++) {
            line(svg, at[geometry.center()], at[geometry.corner(i)]);
            line(svg, at[geometry.corner(i)], at[geometry.corner(i + 1)]);
        }
        for (int dot = 0; dot < geometry.dots(); dot++) {
            svg.append(String.format(
                    Locale.ROOT,
                    "<g data-cell=\"%s\"><circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"white\" stroke=\"black\"/>"
                            + "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"11\">%s</text></g>%n",
                    geometry.dotNames().get(dot),
                    at[dot][0],
                    at[dot][1],
                    DOT_RADIUS,
                    at[dot][0],
                    at[dot][1] + 4,
                    labels[dot] == PuzzleInstance.EMPTY ? "" : Integer.toString(labels[dot])));
        }
        return new Picture(size, size, svg.toString());
    }

    private static double[] polar(double size, double angle, double radius) {
        return new double[] {size / 2 + radius * Math.cos(angle), size / 2 + radius * Math.sin(angle)};
    }

    private static void line(StringBuilder svg, double[] from, double[] to) {
        svg.append(String.format(
                Locale.ROOT,
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#999\" stroke-width=\"2\"/>%n",
                from[0],
                from[1],
                to[0],
                to[1]));
    }
}
