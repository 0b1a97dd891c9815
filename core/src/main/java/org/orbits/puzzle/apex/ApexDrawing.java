package org.orbits.puzzle.apex;

import java.util.Locale;
import org.orbits.puzzle.Picture;

/** Draws the triangle apex up, each digit on a disc tinted by its digit so equal digits show as one colour. */
final class ApexDrawing {

    private static final double STEP = 26;
    private static final double RADIUS = 11.5;
    private static final double MARGIN = 16;

    private ApexDrawing() {}

    static Picture draw(ApexGeometry geometry, ApexRule rule, int[] digits) {
        double width = 2 * MARGIN + (geometry.rows() - 1) * STEP;
        double height = 2 * MARGIN + (geometry.rows() - 1) * STEP * 0.87;
        StringBuilder svg = new StringBuilder();
        for (int row = 0; row < geometry.rows(); row++) {
            for (int position = 0; position <= row; position++) {
                int digit = digits[geometry.cell(row, position)];
                double x = width / 2 + (position - row / 2.0) * STEP;
                double y = MARGIN + row * STEP * 0.87;
                svg.append(String.format(
                        Locale.ROOT,
                        "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"hsl(%d,70%%,85%%)\" stroke=\"#555\"/>"
                                + "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"12\">%d</text>%n",
                        x,
                        y,
                        RADIUS,
                        360 * (digit - 1) / rule.modulus(),
                        x,
                        y + 4,
                        digit));
            }
        }
        return new Picture(width, height, svg.toString());
    }
}
