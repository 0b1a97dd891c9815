package org.orbits.benchmarks;

import java.util.List;
import java.util.Locale;
import org.orbits.catalog.SvgDocument;

/**
 * The report's chart: for each section a panel of horizontal bars, each setting's median time over the defaults'
 * on a log scale from {@value #MIN_RATIO}× to {@value #MAX_RATIO}×, green where faster and red where slower.
 */
final class BenchmarkChart {

    private static final double BAR_HEIGHT = 14;
    private static final double LABEL_WIDTH = 190;
    private static final double PLOT_WIDTH = 420;
    private static final double MIN_RATIO = 0.1;
    private static final double MAX_RATIO = 100;

    private BenchmarkChart() {}

    static String svg(List<JmhResults.Section> sections) {
        StringBuilder body = new StringBuilder();
        double y = 10;
        double one = LABEL_WIDTH + position(1);
        for (JmhResults.Section section : sections) {
            double reference = section.reference();
            body.append(String.format(
                    Locale.ROOT,
                    "<text x=\"4\" y=\"%.1f\" font-size=\"13\" font-weight=\"bold\">%s</text>\n",
                    y + 12,
                    (section.threads() ? "Threads: " : "")
                            + (section.instance().isEmpty() ? section.benchmark() : section.instance())));
            y += 20;
            double top = y;
            for (JmhResults.Row row : section.rows()) {
                double ratio = Math.max(MIN_RATIO, Math.min(MAX_RATIO, row.median() / reference));
                double end = LABEL_WIDTH + position(ratio);
                body.append(String.format(
                        Locale.ROOT,
                        """
                        <text x="%.1f" y="%.1f" font-size="11" text-anchor="end">%s</text>
                        <rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>
                        <text x="%.1f" y="%.1f" font-size="10">%.2f×</text>
                        """,
                        LABEL_WIDTH - 6,
                        y + 11,
                        row.variant(),
                        Math.min(one, end),
                        y + 2,
                        Math.max(1, Math.abs(end - one)),
                        BAR_HEIGHT - 4,
                        ratio <= 1 ? "#2ca02c" : "#d62728",
                        Math.max(one, end) + 4,
                        y + 11,
                        row.median() / reference));
                y += BAR_HEIGHT;
            }
            body.append(String.format(
                    Locale.ROOT,
                    "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#333\"/>\n",
                    one,
                    top,
                    one,
                    y));
            y += 10;
        }
        double axisY = y;
        for (double tick : new double[] {0.1, 0.5, 1, 2, 10, 100}) {
            body.append(String.format(
                    Locale.ROOT,
                    "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" text-anchor=\"middle\">%s×</text>\n",
                    LABEL_WIDTH + position(tick),
                    axisY + 10,
                    tick < 1 ? String.valueOf(tick) : String.valueOf((int) tick)));
        }
        body.append(String.format(
                Locale.ROOT,
                "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" text-anchor=\"middle\">median time relative to the"
                        + " defaults (log scale; green faster, red slower)</text>\n",
                LABEL_WIDTH + PLOT_WIDTH / 2,
                axisY + 26));
        return SvgDocument.onWhite(LABEL_WIDTH + PLOT_WIDTH + 60, axisY + 34, body);
    }

    /** Where {@code ratio} falls on the plot, from its left edge. */
    private static double position(double ratio) {
        return (Math.log(ratio) - Math.log(MIN_RATIO)) / (Math.log(MAX_RATIO) - Math.log(MIN_RATIO)) * PLOT_WIDTH;
    }
}
