package org.orbits.checks;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.LiteralMap;
import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.Symmetry;
import org.orbits.symmetry.ValueMap;

/**
 * A group in the puzzle's own words, the one place that says it: its generators over the cell names (what the API
 * shows as a symmetry group) and as JSON. A generator that moves whole cells is {@code {"cells": {"x[1,1]": "x[1,4]"},
 * "values": {"1": 16}}} (the value of cell a moves to cell b, through the value map; identity entries left out), a
 * map of assignments that is not one is {@code {"literals": {"q[1]=1": "q[1]=8"}}}.
 */
public final class GroupWords {

    private GroupWords() {}

    /**
     * One generator in words. A map of cells: the value of cell {@code a} moves to cell {@code cells.get(a)} (cells
     * that stay left out, the others in cell order), and each value {@code v} becomes {@code values.get(v)} (every
     * value of the map's range; empty when it maps no value). A map of assignments that moves no whole cells:
     * {@code literals} sends each assignment {@code cell=value} it moves to its image, and the others are empty.
     */
    public record Generator(
            String name, Map<String, String> cells, Map<Integer, Integer> values, Map<String, String> literals) {

        public Generator {
            cells = ImmutableMap.copyOf(cells);
            values = ImmutableMap.copyOf(values);
            literals = ImmutableMap.copyOf(literals);
        }

        /** Whether the generator maps assignments rather than whole cells. */
        public boolean mapsAssignments() {
            return !literals.isEmpty();
        }
    }

    /** The generators of {@code group} over the cells {@code cellNames}, as they were declared or built. */
    public static List<Generator> generators(Group group, List<String> cellNames) {
        return group.generators().stream().map(g -> describe(g, cellNames)).toList();
    }

    private static Generator describe(Symmetry generator, List<String> cellNames) {
        return generator instanceof CellMap cellMap
                ? describe(cellMap, cellNames)
                : describe((LiteralMap) generator, cellNames);
    }

    private static Generator describe(CellMap generator, List<String> cellNames) {
        Map<String, String> cells = new LinkedHashMap<>();
        for (int i = 0; i < cellNames.size(); i++) {
            if (generator.cellImage(i) != i) {
                cells.put(cellNames.get(i), cellNames.get(generator.cellImage(i)));
            }
        }
        Map<Integer, Integer> values = new LinkedHashMap<>();
        ValueMap map = generator.values();
        if (!map.isIdentity()) {
            int[] image = map.image();
            for (int k = 0; k < image.length; k++) {
                values.put(map.lo() + k, image[k]);
            }
        }
        return new Generator(generator.name(), cells, values, Map.of());
    }

    private static Generator describe(LiteralMap generator, List<String> cellNames) {
        LiteralSpace space = generator.space();
        Map<String, String> literals = new LinkedHashMap<>();
        for (int l = 0; l < space.literals(); l++) {
            int image = generator.image(l);
            if (image != l) {
                literals.put(literal(space, l, cellNames), literal(space, image, cellNames));
            }
        }
        return new Generator(generator.name(), Map.of(), Map.of(), literals);
    }

    private static String literal(LiteralSpace space, int literal, List<String> cellNames) {
        return cellNames.get(space.cellOf(literal)) + "=" + space.valueOf(literal);
    }

    /** {@code {"name", "order", "structure", "generators": [...]}}. */
    public static ObjectNode json(Group group, List<String> cellNames) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("name", group.name());
        node.put("order", group.order());
        node.put("structure", group.structure());
        ArrayNode generators = node.putArray("generators");
        generators(group, cellNames).forEach(g -> generators.add(json(g)));
        return node;
    }

    /** One generator: its name, and its cells and moved values, or its literals. */
    static ObjectNode json(Generator generator) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("name", generator.name());
        if (generator.mapsAssignments()) {
            ObjectNode literals = node.putObject("literals");
            generator.literals().forEach(literals::put);
            return node;
        }
        ObjectNode cells = node.putObject("cells");
        generator.cells().forEach(cells::put);
        ObjectNode values = node.putObject("values");
        generator.values().forEach((from, to) -> {
            if (!from.equals(to)) {
                values.put(String.valueOf(from), to);
            }
        });
        return node;
    }
}
