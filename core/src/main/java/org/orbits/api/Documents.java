package org.orbits.api;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.catalog.CatalogEntry;
import org.orbits.catalog.CatalogJson;
import org.orbits.catalog.CatalogPages;
import org.orbits.catalog.EntryObjective;
import org.orbits.puzzle.PuzzleInstance;

/**
 * An enumeration in the catalog's words: one catalog entry per group, and the JSON document that
 * {@code orbits enumerate --json} prints, so that every caller prints it alike.
 */
final class Documents {

    private Documents() {}

    /** The catalog's record of each group's orbits, the default group first. */
    static List<CatalogEntry> entries(EnumerationResult result, String instanceId) {
        List<CatalogEntry> entries = new ArrayList<>();
        for (GroupOrbits group : result.groups()) {
            entries.add(entry(result, group, instanceId));
        }
        return entries;
    }

    private static CatalogEntry entry(EnumerationResult result, GroupOrbits group, String instanceId) {
        ImmutableList.Builder<CatalogEntry.Representative> representatives = ImmutableList.builder();
        for (Orbit orbit : group.orbits()) {
            ImmutableMap.Builder<String, Integer> cells = ImmutableMap.builder();
            ImmutableIntArray values = orbit.representative();
            for (int i = 0; i < values.length(); i++) {
                cells.put(result.cellNames().get(i), values.get(i));
            }
            representatives.add(new CatalogEntry.Representative(cells.build(), orbit.size()));
        }
        return new CatalogEntry(
                result.family(),
                instanceId,
                result.parameters(),
                group.group(),
                group.order(),
                group.solutions(),
                group.orbits().size(),
                group.symmetricSolutions(),
                result.complete(),
                result.objective().map(Documents::objective),
                representatives.build(),
                Optional.empty());
    }

    private static EntryObjective objective(Optimum objective) {
        return new EntryObjective(
                "maximise".equals(objective.sense())
                        ? org.orbits.puzzle.Objective.Sense.MAXIMISE
                        : org.orbits.puzzle.Objective.Sense.MINIMISE,
                objective.value(),
                objective.proven(),
                objective.bound());
    }

    /**
     * The JSON document: the first group's entry with the settings and statistics at the top level, the
     * other groups' under {@code otherGroups}. Beside the catalog's words, each group has its structure and its
     * generators ({@link GroupDescriptions}); a catalog entry does not record them.
     */
    /** The first group's representatives drawn on one sheet, as the catalog draws an entry's. */
    static String sheet(EnumerationResult result, PuzzleInstance puzzle) {
        return CatalogPages.svg(puzzle, entries(result, puzzle.id()).get(0));
    }

    static String json(EnumerationResult result, PuzzleInstance puzzle) {
        return json(result, puzzle, Confirmation.none());
    }

    /** The same, with the checks that confirmed it (a user's model's) in each group's {@code checks}. */
    static String json(EnumerationResult result, PuzzleInstance puzzle, Confirmation confirmation) {
        ObjectNode document = null;
        ArrayNode others = null;
        for (CatalogEntry entry : entries(result, puzzle.id())) {
            ObjectNode node = json(entry, result);
            ObjectNode group = (ObjectNode) node.get("group");
            ObjectNode described =
                    GroupDescriptions.json(GroupDescriptions.describe(puzzle.group(entry.group()), puzzle.cellNames()));
            group.set("structure", described.get("structure"));
            group.set("generators", described.get("generators"));
            Confirming.json(node, confirmation, entry.representatives().size());
            if (document == null) {
                document = node;
            } else {
                if (others == null) {
                    others = document.putArray("otherGroups");
                }
                others.add(node);
            }
        }
        bestSolution(result, puzzle.cellNames(), document);
        return CatalogJson.write(document);
    }

    /**
     * An optimisation stopped before its solutions at the optimum were enumerated: the best solution found, by
     * cell, under {@code bestSolution}, its value the objective's (proven or not, as {@code objective} says).
     */
    private static void bestSolution(EnumerationResult result, List<String> cellNames, ObjectNode document) {
        if (result.complete() || document == null) {
            return;
        }
        result.objective()
                .flatMap(Optimum::solution)
                .ifPresent(best -> cells(cellNames, best, document.putObject("bestSolution")));
    }

    private static ObjectNode json(CatalogEntry entry, EnumerationResult result) {
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

    /** The JSON document {@code orbits solve --json} prints; with {@code all}, the orbits of the completions. */
    static String json(Instance instance, Completions result, boolean all) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put("family", instance.family());
        ObjectNode parameters = root.putObject("parameters");
        instance.parameters().forEach(parameters::put);
        ObjectNode givens = root.putObject("givens");
        result.givens().forEach(givens::put);
        root.put("complete", result.complete());
        root.put("solved", result.solved());
        result.objective().ifPresent(objective -> objective(objective, root.putObject("objective")));
        result.first().ifPresent(first -> cells(instance.cellNames(), first, root.putObject("solution")));
        if (all) {
            root.put("completions", result.completions());
            root.put("orbits", result.orbits().size());
            ArrayNode list = root.putArray("orbitsOfCompletions");
            for (Completions.CompletionOrbit orbit : result.orbits()) {
                ObjectNode node = list.addObject();
                node.put("completions", orbit.completions());
                cells(instance.cellNames(), orbit.canonical(), node.putObject("canonicalForm"));
            }
        }
        return CatalogJson.write(root);
    }

    /** {@code {sense, value, proven, bound?}}, as the catalog and {@code enumerate --json} write an objective. */
    private static void objective(Optimum objective, ObjectNode node) {
        CatalogJson.writeObjective(node, objective.sense(), objective.value(), objective.proven(), objective.bound());
    }

    private static void cells(List<String> names, ImmutableIntArray values, ObjectNode node) {
        for (int i = 0; i < values.length(); i++) {
            node.put(names.get(i), values.get(i));
        }
    }
}
