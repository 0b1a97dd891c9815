package org.orbits.checks;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.puzzle.CellPlaces;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.search.ObjectiveResult;
import org.orbits.search.run.CompletionSearch;
import org.orbits.search.run.Reduction;
import org.orbits.symmetry.CanonicalOrbit;

/**
 * An enumeration in the catalog's words: one catalog entry per group, and the JSON documents that {@code orbits
 * enumerate --json} and {@code orbits solve --json} print, so that every caller prints them alike.
 */
public final class ResultDocuments {

    private ResultDocuments() {}

    /** The catalog's record of each group's orbits, the default group first, every orbit listed. */
    public static List<CatalogEntry> entries(Reduction result) {
        List<CatalogEntry> entries = new ArrayList<>();
        for (Census group : result.groups()) {
            entries.add(entry(result, group));
        }
        return entries;
    }

    private static CatalogEntry entry(Reduction result, Census group) {
        PuzzleInstance puzzle = result.puzzle();
        ImmutableList.Builder<CatalogEntry.Representative> representatives = ImmutableList.builder();
        for (CanonicalOrbit orbit : group.orbits()) {
            representatives.add(CatalogEntry.representative(puzzle, orbit.representative(), orbit.size()));
        }
        long order = group.group().order();
        return new CatalogEntry(
                puzzle.family().name(),
                puzzle.id(),
                puzzle.parameters(),
                group.group().name(),
                order,
                group.solutions(),
                group.orbits().size(),
                group.orbits().stream()
                        .filter(o -> o.size() < order)
                        .mapToLong(CanonicalOrbit::size)
                        .sum(),
                result.complete(),
                result.objective().map(CatalogEntry::objective),
                representatives.build(),
                Optional.empty());
    }

    /**
     * The JSON document: the first group's entry with the settings and statistics at the top level, the other
     * groups' under {@code otherGroups}. Beside the catalog's words, each group has its structure and its generators
     * ({@link GroupWords}), and a user's model's its independent checks; a catalog entry does not record them.
     */
    public static String json(Reduction result, CheckOutcome checks) {
        return json(result, checks, List.of(), java.util.Map.of());
    }

    /**
     * The same, with what symmetry detection found: each detected generator's source beside its maps, and the
     * detection's report under {@code detection}.
     */
    public static String json(
            Reduction result, CheckOutcome checks, List<String> report, java.util.Map<String, String> sources) {
        PuzzleInstance puzzle = result.puzzle();
        ObjectNode document = null;
        ArrayNode others = null;
        for (CatalogEntry entry : entries(result)) {
            ObjectNode node = json(entry, result);
            ObjectNode group = (ObjectNode) node.get("group");
            ObjectNode described = GroupWords.json(puzzle.group(entry.group()), puzzle.cellNames());
            group.set("structure", described.get("structure"));
            group.set("generators", described.get("generators"));
            for (com.fasterxml.jackson.databind.JsonNode generator : described.get("generators")) {
                String source = sources.get(generator.get("name").asText());
                if (source != null) {
                    ((ObjectNode) generator).put("source", source);
                }
            }
            ModelChecks.json(node, checks);
            if (document == null) {
                document = node;
            } else {
                if (others == null) {
                    others = document.putArray("otherGroups");
                }
                others.add(node);
            }
        }
        bestSolution(result, document);
        values(puzzle, document);
        places(puzzle, document);
        if (!report.isEmpty() && document != null) {
            ArrayNode lines = document.putObject("detection").putArray("report");
            report.forEach(lines::add);
        }
        return CatalogJson.write(document);
    }

    /**
     * What each value stands for, where the puzzle names its values (a tiling's pieces): {@code "values": {"1": "F",
     * ...}}, so that a program reading the cells' numbers can tell the pieces apart.
     */
    private static void values(PuzzleInstance puzzle, ObjectNode document) {
        if (document == null || puzzle.valueName(puzzle.minValue()).isEmpty()) {
            return;
        }
        ObjectNode values = document.putObject("values");
        for (int value = puzzle.minValue(); value <= puzzle.maxValue(); value++) {
            int named = value;
            puzzle.valueName(value).ifPresent(name -> values.put(Integer.toString(named), name));
        }
    }

    /**
     * Where each cell lies, where the puzzle says (a tiling's grid): {@code "grid": {"name": "triangle", "layout":
     * "...", "cells": {"r1c1": {"row": 1, "column": 1, "points": "up"}, ...}}}, so that a program can draw the cells it
     * reads.
     */
    private static void places(PuzzleInstance puzzle, ObjectNode document) {
        if (document == null || puzzle.cellPlaces().isEmpty()) {
            return;
        }
        CellPlaces places = puzzle.cellPlaces().get();
        ObjectNode grid = document.putObject("grid");
        grid.put("name", places.grid());
        grid.put("layout", places.layout());
        ObjectNode cells = grid.putObject("cells");
        places.cells().forEach((cell, fields) -> {
            ObjectNode place = cells.putObject(cell);
            fields.forEach((field, value) -> {
                if (value instanceof Integer number) {
                    place.put(field, number);
                } else {
                    place.put(field, String.valueOf(value));
                }
            });
        });
    }

    /**
     * An optimisation stopped before its solutions at the optimum were enumerated: the best solution found, by
     * cell, under {@code bestSolution}, its value the objective's (proven or not, as {@code objective} says).
     */
    private static void bestSolution(Reduction result, ObjectNode document) {
        if (result.complete() || document == null) {
            return;
        }
        result.objective()
                .flatMap(ObjectiveResult::solution)
                .ifPresent(best -> cells(result.puzzle().cellNames(), best, document.putObject("bestSolution")));
    }

    private static ObjectNode json(CatalogEntry entry, Reduction result) {
        ObjectNode root = CatalogJson.toTree(entry);
        ObjectNode settings = root.putObject("settings");
        result.settings().forEach(settings::put);
        ObjectNode statistics = root.putObject("statistics");
        statistics.put("seconds", result.elapsed().toNanos() / 1e9);
        statistics.put("nodes", result.statistics().nodes());
        statistics.put("fails", result.statistics().fails());
        result.proof().ifPresent(proof -> {
            ObjectNode proving = statistics.putObject("proof");
            proving.put("seconds", proof.nanos() / 1e9);
            proving.put("nodes", proof.nodes());
            proving.put("fails", proof.fails());
        });
        return root;
    }

    /** The JSON document {@code orbits solve --json} prints; with {@code all}, the orbits of the completions. */
    public static String json(CompletionSearch.Completed result, boolean all) {
        PuzzleInstance puzzle = result.puzzle();
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put("family", puzzle.family().name());
        ObjectNode parameters = root.putObject("parameters");
        puzzle.parameters().forEach(parameters::put);
        ObjectNode givens = root.putObject("givens");
        result.givens().forEach(givens::put);
        root.put("complete", result.complete());
        root.put("solved", result.first().isPresent());
        result.objective()
                .ifPresent(objective -> CatalogJson.writeObjective(
                        root.putObject("objective"),
                        objective.sense().word(),
                        objective.value(),
                        objective.proven(),
                        objective.bound()));
        result.first().ifPresent(first -> cells(puzzle.cellNames(), first, root.putObject("solution")));
        if (all) {
            root.put("completions", result.completions());
            root.put("orbits", result.orbits().size());
            ArrayNode list = root.putArray("orbitsOfCompletions");
            for (CompletionSearch.CompletionOrbit orbit : result.orbits()) {
                ObjectNode node = list.addObject();
                node.put("completions", orbit.completions());
                cells(puzzle.cellNames(), orbit.canonical(), node.putObject("canonicalForm"));
            }
        }
        return CatalogJson.write(root);
    }

    private static void cells(List<String> names, ImmutableIntArray values, ObjectNode node) {
        for (int i = 0; i < values.length(); i++) {
            node.put(names.get(i), values.get(i));
        }
    }
}
