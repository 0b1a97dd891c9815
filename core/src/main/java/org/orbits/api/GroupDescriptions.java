package org.orbits.api;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
 * A group in the model's own words, the one place that says it: as a {@link SymmetryGroup} (its generators over
 * the cell names) and as JSON. A generator that moves whole cells is {@code {"cells": {"x[1,1]": "x[1,4]"},
 * "values": {"1": 16}}} (the value of cell a moves to cell b, through the value map; identity entries left out), a
 * map of assignments that is not one is {@code {"literals": {"q[1]=1": "q[1]=8"}}}.
 */
final class GroupDescriptions {

    private GroupDescriptions() {}

    /** {@code group} over the cells {@code cellNames}, its generators as they were declared or built. */
    static SymmetryGroup describe(Group group, List<String> cellNames) {
        List<SymmetryGroup.Generator> generators =
                group.generators().stream().map(g -> describe(g, cellNames)).toList();
        return new SymmetryGroup(group.name(), group.order(), group.structure(), generators);
    }

    private static SymmetryGroup.Generator describe(Symmetry generator, List<String> cellNames) {
        return generator instanceof CellMap cellMap
                ? describe(cellMap, cellNames)
                : describe((LiteralMap) generator, cellNames);
    }

    private static SymmetryGroup.Generator describe(CellMap generator, List<String> cellNames) {
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
        return new SymmetryGroup.Generator(generator.name(), cells, values, Map.of());
    }

    private static SymmetryGroup.Generator describe(LiteralMap generator, List<String> cellNames) {
        LiteralSpace space = generator.space();
        Map<String, String> literals = new LinkedHashMap<>();
        for (int l = 0; l < space.literals(); l++) {
            int image = generator.image(l);
            if (image != l) {
                literals.put(literal(space, l, cellNames), literal(space, image, cellNames));
            }
        }
        return new SymmetryGroup.Generator(generator.name(), Map.of(), Map.of(), literals);
    }

    private static String literal(LiteralSpace space, int literal, List<String> cellNames) {
        return cellNames.get(space.cellOf(literal)) + "=" + space.valueOf(literal);
    }

    /** {@code {"name", "order", "structure", "generators": [...]}}. */
    static ObjectNode json(SymmetryGroup group) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("name", group.name());
        node.put("order", group.order());
        node.put("structure", group.structure());
        ArrayNode generators = node.putArray("generators");
        group.generators().forEach(g -> generators.add(json(g)));
        return node;
    }

    /** One generator: its name, and its cells and moved values, or its literals. */
    static ObjectNode json(SymmetryGroup.Generator generator) {
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
