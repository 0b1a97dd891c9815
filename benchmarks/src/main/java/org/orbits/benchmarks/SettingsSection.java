package org.orbits.benchmarks;

import com.google.common.base.CharMatcher;
import com.google.common.base.Splitter;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.orbits.checks.MarkdownPage;
import org.orbits.checks.MarkdownTable;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Enumerator;

/**
 * One section of the benchmark report: the workload in words and the command that runs it, a row per setting, and
 * what the rows say, against the defaults. The words come from the instance the results name and what the code
 * makes of it, so a section cannot name a workload other than the one measured.
 */
final class SettingsSection {

    private SettingsSection() {}

    static void add(MarkdownPage page, JmhResults.Section section) {
        page.heading(2, heading(section));
        if (!section.instance().isEmpty()) {
            page.paragraph("`" + command(section) + "`");
        }
        double reference = section.reference();
        MarkdownTable table = MarkdownTable.of(
                        "setting",
                        "runs",
                        "median (ms)",
                        "mean ± error (ms)",
                        "× default",
                        "nodes",
                        "fails",
                        "solutions")
                .alignRight(1, 2, 3, 4, 5, 6, 7);
        for (JmhResults.Row row : section.rows()) {
            double mean = Arrays.stream(row.times()).average().orElse(Double.NaN);
            table.row(
                    "`" + row.variant() + "`",
                    row.times().length,
                    String.format(Locale.ROOT, "%.1f", row.median()),
                    String.format(Locale.ROOT, "%.1f ± ", mean)
                            + (Double.isNaN(row.error()) ? "n/a" : String.format(Locale.ROOT, "%.1f", row.error())),
                    String.format(Locale.ROOT, "%.2f", row.median() / reference),
                    String.format(Locale.ROOT, "%,.0f", row.nodes()),
                    String.format(Locale.ROOT, "%,.0f", row.fails()),
                    Double.isNaN(row.solutions()) ? "n/a" : String.format(Locale.ROOT, "%,.0f", row.solutions()));
        }
        page.table(table).paragraph(conclusion(section));
    }

    /**
     * The section's heading, from the instance the results name and what the code makes of it: the family,
     * the parameters, the work (an optimisation proves its optimum, then enumerates every optimal solution),
     * the group broken by default and, from the defaults' run, how many orbits that is.
     */
    static String heading(JmhResults.Section section) {
        if (section.instance().isEmpty()) {
            return section.benchmark();
        }
        PuzzleInstance puzzle = Workload.instanceOf(section.instance());
        String work = new Enumerator(puzzle)
                .sense()
                .map(sense -> "prove the " + (sense == Objective.Sense.MINIMISE ? "minimum" : "maximum")
                        + ", then enumerate every optimal solution")
                .orElse("full enumeration");
        StringBuilder heading = new StringBuilder(section.threads() ? "Threads: " : "");
        heading.append(familyName(puzzle))
                .append(", ")
                .append(parameters(section, puzzle))
                .append(": ")
                .append(work)
                .append(" under ")
                .append(puzzle.defaultGroup().name());
        section.defaults()
                .filter(row -> !Double.isNaN(row.solutions()))
                .ifPresent(row -> heading.append(String.format(
                        Locale.ROOT, " (%,.0f %s)", row.solutions(), row.solutions() == 1 ? "orbit" : "orbits")));
        if (section.threads()) {
            heading.append(", on one thread (`default`) and split into work units on more");
        }
        return heading.toString();
    }

    /** The command line that runs the section's instance with the defaults, on one thread. */
    static String command(JmhResults.Section section) {
        PuzzleInstance puzzle = Workload.instanceOf(section.instance());
        StringBuilder command =
                new StringBuilder("./orbits enumerate ").append(puzzle.family().name());
        Splitter.on(CharMatcher.whitespace()).omitEmptyStrings().splitToList(section.instance()).stream()
                .skip(1)
                .forEach(parameter -> command.append(" -p ").append(parameter));
        return command.append(" --group ")
                .append(puzzle.defaultGroup().name())
                .append(" --threads 1")
                .toString();
    }

    /** The family's name as its title starts: {@code n-gon}, {@code The Apex}, {@code Hip}. */
    private static String familyName(PuzzleInstance puzzle) {
        String title = puzzle.family().title();
        int colon = title.indexOf(':');
        return colon < 0 ? puzzle.family().name() : title.substring(0, colon);
    }

    /** The parameters as the section's label gives them, or every parameter where it gives none. */
    private static String parameters(JmhResults.Section section, PuzzleInstance puzzle) {
        String given = section.instance().strip();
        int space = given.indexOf(' ');
        return space < 0
                ? puzzle.label().substring(puzzle.family().name().length()).strip()
                : given.substring(space + 1).strip();
    }

    /** The fastest and the slowest setting, the smallest tree, and which settings the defaults' times match. */
    private static String conclusion(JmhResults.Section section) {
        List<JmhResults.Row> rows = section.rows();
        double reference = section.reference();
        JmhResults.Row fastest = rows.stream()
                .min(Comparator.comparingDouble(JmhResults.Row::median))
                .orElseThrow();
        JmhResults.Row slowest = rows.stream()
                .max(Comparator.comparingDouble(JmhResults.Row::median))
                .orElseThrow();
        JmhResults.Row fewestNodes = rows.stream()
                .min(Comparator.comparingDouble(JmhResults.Row::nodes))
                .orElseThrow();
        StringBuilder text = new StringBuilder("**Conclusion.** ");
        if (fastest.variant().equals("default")) {
            text.append("The defaults are the fastest setting measured");
        } else {
            text.append(String.format(
                    Locale.ROOT,
                    "`%s` is the fastest, %.2f× the defaults' median time",
                    fastest.variant(),
                    fastest.median() / reference));
        }
        if (slowest.variant().equals("default")) {
            text.append("; the defaults are the slowest.");
        } else {
            text.append(String.format(
                    Locale.ROOT,
                    "; the slowest is `%s`, %.1f× the defaults.",
                    slowest.variant(),
                    slowest.median() / reference));
        }
        text.append(String.format(
                Locale.ROOT,
                " The smallest search tree is `%s`'s (%,.0f nodes).",
                fewestNodes.variant(),
                fewestNodes.nodes()));
        long within = rows.stream()
                .filter(r -> Math.abs(r.median() / reference - 1) < 0.1)
                .count();
        text.append(String.format(
                Locale.ROOT,
                " %d of the %d settings %s within 10%% of the defaults.",
                within,
                rows.size(),
                within == 1 ? "is" : "are"));
        section.defaults().ifPresent(defaults -> {
            List<String> sameTree = rows.stream()
                    .filter(r -> !r.variant().equals("default")
                            && r.nodes() == defaults.nodes()
                            && r.fails() == defaults.fails())
                    .map(r -> "`" + r.variant() + "`")
                    .toList();
            if (!sameTree.isEmpty()) {
                text.append(" ")
                        .append(String.join(", ", sameTree))
                        .append(sameTree.size() == 1 ? " explores" : " explore")
                        .append(" the very tree the defaults explore (same nodes and fails): the times differ only by"
                                + " the cost of a node, or by noise where that cost is the same.");
            }
        });
        return text.toString();
    }
}
