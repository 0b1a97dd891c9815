package org.orbits.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.primitives.ImmutableIntArray;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import org.orbits.api.Enumeration;
import org.orbits.api.Orbits;
import org.orbits.api.Statistics;
import org.orbits.catalog.CatalogEntry;
import org.orbits.catalog.EntryObjective;

/** How search commands print what they found: plain text for people, one JSON document for programs. */
final class Reports {

    private Reports() {}

    /**
     * Prints an enumeration: as text, each group's counts and orbits and then the search's statistics once;
     * or as the JSON document of {@link Orbits#json}.
     */
    static void print(PrintWriter out, Orbits orbits, Enumeration result, boolean json) {
        if (json) {
            out.print(orbits.json(result));
        } else {
            for (CatalogEntry entry : orbits.entries(result)) {
                text(out, result.label(), entry);
            }
            out.println(statistics(result.settings(), result.statistics()));
        }
        out.flush();
    }

    static void text(PrintWriter out, String label, CatalogEntry entry) {
        entry.objective()
                .ifPresent(objective -> out.println(
                        label + ": " + objective.sense().word() + " — " + outcome(objective, entry.complete())));
        String counts = entry.solutions() + " solutions in " + entry.orbits() + " orbits under " + entry.group()
                + " (order " + entry.groupOrder() + ")";
        out.println(
                entry.complete()
                        ? label + ": " + counts
                        : label + ": INCOMPLETE, the search did not finish: at least " + counts);
        if (entry.symmetricSolutions() > 0) {
            out.println("  " + entry.symmetricSolutions() + " of the solutions are fixed by a symmetry other than the"
                    + " identity, so their orbits are smaller than the group");
        }
        int number = 1;
        for (CatalogEntry.Representative representative : entry.representatives()) {
            out.printf("  #%-3d orbit size %-3d %s%n", number++, representative.orbitSize(), cells(representative));
        }
    }

    static String cells(CatalogEntry.Representative representative) {
        StringJoiner cells = new StringJoiner(" ");
        representative.cells().forEach((name, value) -> cells.add(name + "=" + value));
        return cells.toString();
    }

    /** {@code name=value} for every cell of a solution, in cell order. */
    static String cells(List<String> names, ImmutableIntArray values) {
        StringJoiner cells = new StringJoiner(" ");
        for (int i = 0; i < values.length(); i++) {
            cells.add(names.get(i) + "=" + values.get(i));
        }
        return cells.toString();
    }

    /** The same as JSON members of {@code node}. */
    static void cells(List<String> names, ImmutableIntArray values, ObjectNode node) {
        for (int i = 0; i < values.length(); i++) {
            node.put(names.get(i), values.get(i));
        }
    }

    private static String outcome(EntryObjective objective, boolean complete) {
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
                .map(p -> line
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
