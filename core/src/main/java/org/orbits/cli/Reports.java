package org.orbits.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.StringJoiner;
import org.orbits.catalog.CatalogEntry;
import org.orbits.catalog.CatalogJson;
import org.orbits.search.Census;
import org.orbits.search.ObjectiveResult;
import org.orbits.search.SearchStatistics;
import org.orbits.search.SolverSettings;

/** How search commands print what they found: plain text for people, one JSON document for programs. */
final class Reports {

    private Reports() {}

    static void text(PrintWriter out, String label, CatalogEntry entry, Census census) {
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
        out.println(statistics(census.settings(), census.statistics(), census.proof()));
    }

    static String cells(CatalogEntry.Representative representative) {
        StringJoiner cells = new StringJoiner(" ");
        representative.cells().forEach((name, value) -> cells.add(name + "=" + value));
        return cells.toString();
    }

    /** {@code name=value} for every cell of a solution, in cell order. */
    static String cells(List<String> names, int[] values) {
        StringJoiner cells = new StringJoiner(" ");
        for (int i = 0; i < values.length; i++) {
            cells.add(names.get(i) + "=" + values[i]);
        }
        return cells.toString();
    }

    /** The same as JSON members of {@code node}. */
    static void cells(List<String> names, int[] values, ObjectNode node) {
        for (int i = 0; i < values.length; i++) {
            node.put(names.get(i), values[i]);
        }
    }

    private static String outcome(ObjectiveResult objective, boolean complete) {
        if (objective.value().isEmpty()) {
            return complete
                    ? "no solution exists (the search was exhausted)"
                    : "no solution found (NOT proven: the search was stopped)";
        }
        return (objective.proven() ? "optimum " : "best found ")
                + objective.value().getAsInt()
                + (objective.proven() ? " (proven)" : " (NOT proven: the search was stopped)");
    }

    static String statistics(SolverSettings settings, SearchStatistics statistics, Optional<SearchStatistics> proof) {
        String line = String.format(
                Locale.ROOT,
                "search (%s): %.3f s, %,d nodes, %,d fails",
                settings,
                statistics.seconds(),
                statistics.nodes(),
                statistics.fails());
        return proof.map(p -> line
                        + String.format(
                                Locale.ROOT,
                                "\n  proving the optimum: %.3f s, %,d nodes; enumerating the optimal solutions: %.3f s, %,d nodes",
                                p.seconds(),
                                p.nodes(),
                                statistics.seconds() - p.seconds(),
                                statistics.nodes() - p.nodes()))
                .orElse(line);
    }

    static ObjectNode json(CatalogEntry entry, Census census) {
        ObjectNode root = CatalogJson.toTree(entry);
        ObjectNode settings = root.putObject("settings");
        census.settings().words().forEach(settings::put);
        ObjectNode statistics = root.putObject("statistics");
        statistics.put("seconds", census.statistics().seconds());
        statistics.put("nodes", census.statistics().nodes());
        statistics.put("fails", census.statistics().fails());
        census.proof().ifPresent(proof -> {
            ObjectNode proving = statistics.putObject("proof");
            proving.put("seconds", proof.seconds());
            proving.put("nodes", proof.nodes());
            proving.put("fails", proof.fails());
        });
        return root;
    }

    /**
     * Prints one census per group: as text as each comes, or as one JSON document at the end, the first
     * group's census at the top level and the others under {@code otherGroups}.
     */
    static final class PerGroup {
        private final PrintWriter out;
        private final boolean json;
        private final String label;
        private ObjectNode document;
        private ArrayNode others;

        PerGroup(PrintWriter out, boolean json, String label) {
            this.out = out;
            this.json = json;
            this.label = label;
        }

        void add(CatalogEntry entry, Census census) {
            if (!json) {
                text(out, label, entry, census);
            } else if (document == null) {
                document = json(entry, census);
            } else {
                if (others == null) {
                    others = document.putArray("otherGroups");
                }
                others.add(json(entry, census));
            }
        }

        void finish() {
            if (json && document != null) {
                out.print(CatalogJson.write(document));
            }
            out.flush();
        }
    }
}
