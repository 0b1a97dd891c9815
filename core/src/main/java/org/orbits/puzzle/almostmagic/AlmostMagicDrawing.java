package org.orbits.puzzle.almostmagic;

import java.util.Locale;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleInstance;

/** The pinwheel: every cell with its number (none while empty), each region outlined in bold. */
final class AlmostMagicDrawing {

    private static final double STEP = 30;
    private static final double MARGIN = 6;

    private AlmostMagicDrawing() {}

    static Picture draw(AlmostMagicGeometry geometry, int[] numbers) {
        double side = 2 * MARGIN + AlmostMagicGeometry.GRID * STEP;
        StringBuilder svg = new StringBuilder();
        for (int cell = 0; cell < geometry.cells(); cell++) {
            double x = MARGIN + geometry.column(cell) * STEP;
            double y = MARGIN + geometry.row(cell) * STEP;
            String fill = geometry.multiplicity(cell) > 1 ? "#e8eef7" : "#ffffff";
            svg.append(String.format(
                    Locale.ROOT,
                    "<g data-cell=\"%s\"><rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\" stroke=\"#999\"/>"
                            + "<text x=\"%.1f\" y=\"%.1f\" font-family=\"sans-serif\" font-size=\"13\" text-anchor=\"middle\">%s</text></g>%n",
                    geometry.cellNames().get(cell),
                    x,
                    y,
                    STEP,
                    STEP,
                    fill,
                    x + STEP / 2,
                    y + STEP / 2 + 5,
                    numbers[cell] == PuzzleInstance.EMPTY ? "" : Integer.toString(numbers[cell])));
        }
        for (int region = 0; region < geometry.regions(); region++) {
            int[] origin = geometry.regionOrigin(region);
            svg.append(String.format(
                    Locale.ROOT,
                    "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"none\" stroke=\"#222\" stroke-width=\"2.5\" pointer-events=\"none\"/>%n",
                    MARGIN + origin[1] * STEP,
                    MARGIN + origin[0] * STEP,
                    3 * STEP,
                    3 * STEP));
        }
        return new Picture(side, side, svg.toString());
    }
}
