package org.orbits.catalog;

import java.util.List;
import java.util.Locale;
import org.orbits.checks.CatalogEntry;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleInstance;

/**
 * An entry's sheet: its first {@value SheetLayout#DRAWN} representatives drawn by the family's own drawing, in a
 * grid of {@value #COLUMNS} columns, each cell as large as the largest picture and captioned with the
 * representative's number and orbit size.
 */
final class OrbitSheet {

    private static final int COLUMNS = 4;
    private static final double CAPTION = 22;
    private static final double GAP = 10;

    private static final String NO_SOLUTION =
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="240" height="40" viewBox="0 0 240 40">
            <text x="10" y="25" font-family="sans-serif" font-size="14">no solution</text>
            </svg>
            """;

    /** A picture and its caption, centred above it, the picture's elements placed in its cell of the grid. */
    private static final String CELL = "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"13\">"
            + SheetLayout.CAPTION_FORMAT + "</text>\n<g transform=\"translate(%.1f %.1f)\">\n%s</g>\n";

    private OrbitSheet() {}

    static String svg(PuzzleInstance instance, CatalogEntry entry) {
        List<CatalogEntry.Representative> representatives =
                entry.representatives().stream().limit(SheetLayout.DRAWN).toList();
        if (representatives.isEmpty()) {
            return NO_SOLUTION;
        }
        List<Picture> pictures =
                representatives.stream().map(r -> instance.draw(r.values())).toList();
        double cellWidth = pictures.stream().mapToDouble(Picture::width).max().orElseThrow() + GAP;
        double cellHeight = pictures.stream().mapToDouble(Picture::height).max().orElseThrow() + CAPTION + GAP;
        int columns = Math.min(COLUMNS, pictures.size());
        int rows = (pictures.size() + columns - 1) / columns;
        StringBuilder cells = new StringBuilder();
        for (int k = 0; k < pictures.size(); k++) {
            double x = (k % columns) * cellWidth;
            int row = k / columns;
            double y = row * cellHeight;
            cells.append(String.format(
                    Locale.ROOT,
                    CELL,
                    x + cellWidth / 2,
                    y + 16,
                    k + 1,
                    representatives.get(k).orbitSize(),
                    x + GAP / 2,
                    y + CAPTION,
                    pictures.get(k).svgElements()));
        }
        return SvgDocument.onWhite(columns * cellWidth, rows * cellHeight, cells);
    }
}
