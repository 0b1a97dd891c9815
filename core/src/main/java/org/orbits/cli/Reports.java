package org.orbits.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import org.orbits.api.Enumeration;
import org.orbits.api.GroupOrbits;
import org.orbits.api.Instance;
import org.orbits.api.Objective;
import org.orbits.api.Orbit;
import org.orbits.api.Statistics;
import org.orbits.catalog.CatalogEntry;
import org.orbits.catalog.CatalogJson;
import org.orbits.catalog.EntryObjective;

/** How search commands print what they found: plain text for people, one JSON document for programs. */
final class Reports {

    private Reports() {}

    /**
     * Prints an enumeration: as text, each group's counts and orbits and then the search's statistics once;
     * or as one JSON document, the first group at the top level and the others under {@code otherGroups}.
     */
    static void print(PrintWriter out, Instance instance, Enumeration result, boolean json) {
        if (json) {
            ObjectNode document = null;
            ArrayNode others = null;
            for (GroupOrbits group : result.groups()) {
                ObjectNode node = json(entry(instance, result, group), result);
                if (document == null) {
                    document = node;
                } else {
                    if (others == null) {
                        others = document.putArray("otherGroups");
                    }
                    others.add(node);
                }
            }
            out.print(CatalogJson.write(document));
        } else {
            for (GroupOrbits group : result.groups()) {
                text(out, result.label(), entry(instance, result, group));
            }
            out.println(statistics(result.settings(), result.statistics()));
        }
        out.flush();
    }

    /** The catalog's record of one group's orbits: the same fields, so that both print alike. */
    static CatalogEntry entry(Instance instance, Enumeration result, GroupOrbits group) {
        ImmutableList.Builder<CatalogEntry.Representative> representatives = ImmutableList.builder();
        for (Orbit orbit : group.orbits()) {
            ImmutableMap.Builder<String, Integer> cells = ImmutableMap.builder();
            int[] values = orbit.representative();
            for (int i = 0; i < values.length; i++) {
                cells.put(result.cellNames().get(i), values[i]);
            }
            representatives.add(new CatalogEntry.Representative(cells.build(), orbit.size()));
        }
        return new CatalogEntry(
                result.family(),
                instance.id(),
                result.parameters(),
                group.group(),
                group.order(),
                group.solutions(),
                group.orbits().size(),
                group.symmetricSolutions(),
                result.complete(),
                result.objective().map(Reports::objective),
                representatives.build());
    }

    private static EntryObjective objective(Objective objective) {
        return new EntryObjective(
                "maximise".equals(objective.sense())
                        ? org.orbits.puzzle.Objective.Sense.MAXIMISE
                        : org.orbits.puzzle.Objective.Sense.MINIMISE,
                objective.value(),
                objective.proven(),
                objective.bound());
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

    /** The settings in words, as the statistics line shows them: those a reader needs to repeat the run. */
    static String settingsText(Map<String, String> settings) {
        StringJoiner words = new StringJoiner(", ");
        words.add("allDifferent " + settings.get("allDifferent"));
        words.add("search " + settings.get("search"));
        words.add("symmetry breaking " + settings.get("symmetryBreaking"));
        String encoding = settings.get("encoding");
        if (encoding != null && !encoding.equals("standard")) {
            words.add("encoding " + encoding);
        }
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

    static ObjectNode json(CatalogEntry entry, Enumeration result) {
        ObjectNode root = CatalogJson.toTree(entry);
        ObjectNode settings = root.putObject("settings");
        result.settings().forEach(settings::put);
        ObjectNode statistics = root.putObject("statistics");
        statistics.put("seconds", result.statistics().time().toNanos() / 1e9);
        statistics.put("nodes", result.statistics().nodes());
        statistics.put("fails", result.statistics().fails());
        result.statistics().proof().ifPresent(proof -> {
            ObjectNode proving = statistics.putObject("proof");
            proving.put("seconds", proof.time().toNanos() / 1e9);
            proving.put("nodes", proof.nodes());
            proving.put("fails", proof.fails());
        });
        return root;
    }
}
