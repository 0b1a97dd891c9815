package org.orbits.puzzle.apex;

import com.google.common.collect.ImmutableList;
import java.util.Locale;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleInstance;

/**
 * Draws the triangle apex up, each digit on a disc tinted by its digit so equal digits show as one colour; an empty
 * cell is a white disc.
 */
final class ApexDrawing {

    private static final double STEP = 26;
    private static final double RADIUS = 11.5;
    private static final double MARGIN = 16;

    private ApexDrawing() {}

    static Picture draw(ApexGeometry geometry, ApexRule rule, int[] digits) {
        double width = 2 * MARGIN + (geometry.rows() - 1) * STEP;
        double height = 2 * MARGIN + (geometry.rows() - 1) * STEP * 0.87;
        ImmutableList<String> names = geometry.cellNames();
        StringBuilder svg = new StringBuilder();
        for (int row = 0; row < geometry.rows(); row++) {
            for (int position = 0; position <= row; position++) {
                int cell = geometry.cell(row, position);
                int digit = digits[cell];
                double x = width / 2 + (position - row / 2.0) * STEP;
                double y = MARGIN + row * STEP * 0.87;
                boolean empty = digit == PuzzleInstance.EMPTY;
                svg.append(String.format(
                        Locale.ROOT,
                        "<g data-cell=\"%s\"><circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" stroke=\"#555\"/>"
                                + "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"12\">%s</text></g>%n",
                        names.get(cell),
                        x,
                        y,
                        RADIUS,
                        empty
                                ? "white"
                                : "hsl(" + 360 * Math.floorMod(digit - 1, rule.modulus()) / rule.modulus()
                                        + ",70%,85%)",
                        x,
                        y + 4,
                        empty ? "" : Integer.toString(digit)));
            }
        }
        return new Picture(width, height, svg.toString());
    }
}
