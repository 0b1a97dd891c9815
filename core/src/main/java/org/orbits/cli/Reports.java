package org.orbits.cli;

import com.google.common.primitives.ImmutableIntArray;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.function.IntFunction;
import org.orbits.api.Confirmation;
import org.orbits.api.EnumerationResult;
import org.orbits.api.GroupOrbits;
import org.orbits.api.Optimum;
import org.orbits.api.Orbit;
import org.orbits.api.Orbits;
import org.orbits.api.Statistics;

/** How search commands print what they found: plain text for people, one JSON document for programs. */
final class Reports {

    private Reports() {}

    /**
     * Prints an enumeration: as text, each group's counts and orbits and then the search's statistics once;
     * or as the JSON document of {@link Orbits#json}.
     */
    static void print(PrintWriter out, Orbits orbits, EnumerationResult result, boolean json) {
        print(out, orbits, result, Confirmation.none(), json);
    }

    /** The same, with the checks that confirmed the counts (a user's model's): "Confirmed by: ...". */
    static void print(
            PrintWriter out, Orbits orbits, EnumerationResult result, Confirmation confirmation, boolean json) {
        if (json) {
            out.print(orbits.json(result, confirmation));
        } else {
            for (GroupOrbits group : result.groups()) {
                text(out, result, group);
            }
            bestSolution(out, result);
            if (!confirmation.isEmpty()) {
                checks(out, confirmation);
            }
            out.println(statistics(result.settings(), result.statistics()));
        }
        out.flush();
    }

    /**
     * The checks as they came out: those that confirm the counts, those that gave no verdict (never shown as
     * confirming), those not run, and every disagreement.
     */
    private static void checks(PrintWriter out, Confirmation confirmation) {
        if (confirmation.disagrees()) {
            out.println("NOT confirmed: the checks disagree:");
            confirmation.problems().forEach(problem -> out.println("  MISMATCH " + problem));
        } else if (!confirmation.agrees()) {
            out.println("Not confirmed: no independent count finished");
        }
        if (!confirmation.confirmedBy().isEmpty()) {
            out.println("Confirmed by:");
            confirmation.confirmedBy().forEach(check -> out.println("  - " + check));
        }
        if (!confirmation.withoutVerdict().isEmpty()) {
            out.println("No verdict:");
            confirmation.withoutVerdict().forEach(check -> out.println("  - " + check));
        }
        if (!confirmation.notRun().isEmpty()) {
            out.println("Not run:");
            confirmation.notRun().forEach(check -> out.println("  - " + check));
        }
    }

    private static void text(PrintWriter out, EnumerationResult result, GroupOrbits group) {
        String label = result.label();
        result.objective()
                .ifPresent(objective ->
                        out.println(label + ": " + objective.sense() + " — " + outcome(objective, result.complete())));
        String counts = count(group.solutions(), "solution") + " in "
                + count(group.orbits().size(), "orbit") + " under "
                + groupText(group.group(), group.structure(), group.order());
        out.println(
                result.complete()
                        ? label + ": " + counts
                        : label + ": INCOMPLETE, the search did not finish: at least " + counts);
        if (group.symmetricSolutions() > 0) {
            out.println("  " + group.symmetricSolutions() + " of the solutions are fixed by a symmetry other than"
                    + " the identity, so their orbits are smaller than the group");
        }
        // One line an orbit, thousands of them for a large instance: written without a format string to parse or a
        // flush per line, which took a tenth of a two-second run.
        StringBuilder line = new StringBuilder(256);
        String newline = System.lineSeparator();
        int number = 1;
        for (Orbit orbit : group.orbits()) {
            line.setLength(0);
            line.append("  #");
            leftAligned(line, number++, 3);
            line.append(" orbit size ");
            leftAligned(line, orbit.size(), 3);
            line.append(' ');
            appendCells(line, result.cellNames(), orbit.representative(), result::valueText);
            out.append(line).append(newline);
        }
    }

    /** {@code number} and then spaces up to {@code width} characters, as {@code %-3d} writes it. */
    private static void leftAligned(StringBuilder line, long number, int width) {
        int start = line.length();
        line.append(number);
        while (line.length() - start < width) {
            line.append(' ');
        }
    }

    /**
     * An optimisation stopped before its solutions at the optimum were enumerated: the best solution found, its
     * objective, and whether that is proven optimal.
     */
    private static void bestSolution(PrintWriter out, EnumerationResult result) {
        if (result.complete()) {
            return;
        }
        result.objective().ifPresent(objective -> objective.solution().ifPresent(best -> {
            out.println(result.label() + ": best solution found, " + objective.sense() + " objective "
                    + objective.value().getAsInt()
                    + (objective.proven() ? " (optimal, proven)" : " (NOT proven optimal: the search was stopped)")
                    + ":");
            out.println("  " + cells(result.cellNames(), best));
        }));
    }

    /**
     * {@code declared (D4, order 8)}: the group's name, what it is where that is known and says more than its name,
     * and its order.
     */
    static String groupText(String name, String structure, long order) {
        boolean known = !structure.equals(name)
                && !structure.startsWith(UNKNOWN_STRUCTURE)
                && !structure.equals(TRIVIAL_STRUCTURE);
        return name + " (" + (known ? structure + ", " : "") + "order " + order + ")";
    }

    /** How a group's structure begins when no test named it, and the trivial group's. */
    private static final String UNKNOWN_STRUCTURE = "a group of order";

    private static final String TRIVIAL_STRUCTURE = "trivial";

    /** A count and its noun, singular for one: {@code 1 orbit}, {@code 12 orbits}. */
    static String count(long count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }

    /** {@code name=value} for every cell of a solution, in cell order. */
    static String cells(List<String> names, ImmutableIntArray values) {
        StringBuilder cells = new StringBuilder();
        appendCells(cells, names, values);
        return cells.toString();
    }

    private static void appendCells(StringBuilder cells, List<String> names, ImmutableIntArray values) {
        appendCells(cells, names, values, String::valueOf);
    }

    /** The same, each value as {@code valueText} writes it: a tiling's as the piece it stands for. */
    private static void appendCells(
            StringBuilder cells, List<String> names, ImmutableIntArray values, IntFunction<String> valueText) {
        for (int i = 0; i < values.length(); i++) {
            if (i > 0) {
                cells.append(' ');
            }
            cells.append(names.get(i)).append('=').append(valueText.apply(values.get(i)));
        }
    }

    private static String outcome(Optimum objective, boolean complete) {
        if (objective.value().isEmpty()) {
            return complete
                    ? "no solution exists (the search was exhausted)"
                    : "no solution found (NOT proven: the search was stopped)";
        }
        return (objective.proven() ? "optimum " : "best found ")
                + objective.value().getAsInt()
                + (objective.proven() ? " (proven)" : " (NOT proven: the search was stopped)");
    }

    /**
     * The settings in words, as the statistics line shows them: the family's model options, then the search's
     * settings, so that a reader can repeat the run and sees no setting that does not apply to the family.
     */
    static String settingsText(Map<String, String> settings) {
        StringJoiner words = new StringJoiner(", ");
        settings.forEach((name, word) -> {
            if (!name.equals("search") && !name.equals("symmetryBreaking")) {
                words.add(name + " " + word);
            }
        });
        words.add("search " + settings.get("search"));
        words.add("symmetry breaking " + settings.get("symmetryBreaking"));
        return words.toString();
    }

    static String statistics(Map<String, String> settings, Statistics statistics) {
        double seconds = statistics.time().toNanos() / 1e9;
        String line = String.format(
                Locale.ROOT,
                "search (%s): %.3f s, %,d nodes, %,d fails",
                settingsText(settings),
                seconds,
                statistics.nodes(),
                statistics.fails());
        return statistics
                .proof()
                .map(p -> p.nodes() == statistics.nodes() && statistics.nodes() > 0
                        ? line
                                + String.format(
                                        Locale.ROOT,
                                        "\n  one search for the optimum and the solutions at it: %.3f s; handing them on: %.3f s",
                                        p.time().toNanos() / 1e9,
                                        seconds - p.time().toNanos() / 1e9)
                        : line
                                + String.format(
                                        Locale.ROOT,
                                        "\n  proving the optimum: %.3f s, %,d nodes; enumerating the optimal solutions: %.3f s, %,d nodes",
                                        p.time().toNanos() / 1e9,
                                        p.nodes(),
                                        seconds - p.time().toNanos() / 1e9,
                                        statistics.nodes() - p.nodes()))
                .orElse(line);
    }
}
