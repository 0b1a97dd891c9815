package org.orbits.model;

import java.util.Locale;
import org.orbits.model.flatzinc.IntSet;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleInstance;

/**
 * Draws any model's solution from the shape of its outputs: each scalar as a labelled line at the top, then the
 * arrays side by side, each under its name: a 2-D array as a grid (more dimensions: all but the last as rows), a
 * 1-D array as a row. An array of 0/1 values (bools included) shows as filled and empty squares, so a queens board
 * reads at a glance; any other array shows its numbers.
 */
final class ModelDrawing {

    private static final double SQUARE = 24;
    private static final double MARGIN = 10;
    private static final double LINE = 18;
    private static final double CAPTION = 16;
    private static final double GAP = 20;

    private ModelDrawing() {}

    static Picture draw(Outputs outputs, int[] values) {
        StringBuilder svg = new StringBuilder();
        double y = MARGIN;
        double width = 2 * MARGIN;
        for (Outputs.OutputArray group : outputs.arrays()) {
            if (group.scalar()) {
                Outputs.Cell cell = outputs.cells().get(group.first());
                String shown = values[group.first()] == PuzzleInstance.EMPTY
                        ? "?"
                        : cell.bool()
                                ? Boolean.toString(values[group.first()] == 1)
                                : Integer.toString(values[group.first()]);
                String text = cell.name() + " = " + shown;
                svg.append(String.format(
                        Locale.ROOT,
                        "<text data-cell=\"%s\" x=\"%.1f\" y=\"%.1f\" font-size=\"13\">%s</text>%n",
                        escaped(cell.name()),
                        MARGIN,
                        y + 13,
                        escaped(text)));
                width = Math.max(width, 2 * MARGIN + 7.5 * text.length());
                y += LINE;
            }
        }
        double top = y;
        double x = MARGIN;
        double bottom = top;
        for (Outputs.OutputArray group : outputs.arrays()) {
            if (group.scalar()) {
                continue;
            }
            int columns = group.ranges().isEmpty() ? 1 : (int) last(group).size();
            int rows = columns == 0 ? 0 : group.size() / columns;
            boolean squares = group.bool() || zeroOne(outputs, group);
            svg.append(String.format(
                    Locale.ROOT,
                    "<text x=\"%.1f\" y=\"%.1f\" font-size=\"12\" fill=\"#555\">%s</text>%n",
                    x,
                    top + 12,
                    escaped(group.name())));
            for (int i = 0; i < group.size(); i++) {
                int cell = group.first() + i;
                int row = i / Math.max(1, columns);
                int column = i % Math.max(1, columns);
                double left = x + column * SQUARE;
                double upper = top + CAPTION + row * SQUARE;
                svg.append(square(outputs.cells().get(cell).name(), values[cell], left, upper, squares));
            }
            double groupWidth = Math.max(columns * SQUARE, 7.5 * group.name().length());
            x += groupWidth + GAP;
            bottom = Math.max(bottom, top + CAPTION + rows * SQUARE);
        }
        width = Math.max(width, x - GAP + MARGIN);
        return new Picture(width, bottom + MARGIN, svg.toString());
    }

    private static IntSet last(Outputs.OutputArray group) {
        return group.ranges().get(group.ranges().size() - 1);
    }

    private static boolean zeroOne(Outputs outputs, Outputs.OutputArray group) {
        for (int i = group.first(); i < group.first() + group.size(); i++) {
            Outputs.Cell cell = outputs.cells().get(i);
            if (cell.lo() < 0 || cell.hi() > 1) {
                return false;
            }
        }
        return true;
    }

    private static String square(String name, int value, double left, double upper, boolean filled) {
        boolean empty = value == PuzzleInstance.EMPTY;
        String fill = !filled || empty ? "white" : value == 1 ? "#1f3b73" : "#f4f1e8";
        StringBuilder shape = new StringBuilder(String.format(
                Locale.ROOT,
                "<g data-cell=\"%s\"><rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\" "
                        + "stroke=\"#555\"%s/>",
                escaped(name),
                left,
                upper,
                SQUARE,
                SQUARE,
                fill,
                empty ? " stroke-dasharray=\"2 2\"" : ""));
        if (!filled && !empty) {
            shape.append(String.format(
                    Locale.ROOT,
                    "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"12\">%d</text>",
                    left + SQUARE / 2,
                    upper + SQUARE / 2 + 4,
                    value));
        }
        return shape.append("</g>\n").toString();
    }

    private static String escaped(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
