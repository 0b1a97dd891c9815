package org.orbits.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetry;

/**
 * The group axioms, checked on the actions of a puzzle's group (its elements compared by what they do to cells
 * and values, whatever their names): closure, the identity first, an inverse for each element, each generator
 * an element whose order divides the group's, and every value of the instance mapped to one of its values.
 */
final class GroupAxioms {

    private GroupAxioms() {}

    static void assertHold(PuzzleInstance instance, Group group) {
        String named = instance.label() + " " + group.name();
        List<CellMap> elements = group.elements().stream()
                .map(g -> assertInstanceOf(CellMap.class, g, named + ": a family's symmetries are cell maps"))
                .toList();
        Set<List<Object>> actions = new HashSet<>();
        elements.forEach(g -> actions.add(action(g)));
        assertEquals(group.order(), actions.size(), named + " lists an element twice");
        assertTrue(elements.get(0).isIdentity(), named);
        for (CellMap g : elements) {
            assertEquals(instance.cellNames().size(), g.cells(), named);
            for (CellMap h : elements) {
                assertTrue(actions.contains(action(g.after(h))), named + ": " + g + " after " + h);
            }
            assertTrue(elements.stream().anyMatch(h -> h.after(g).isIdentity()), named + ": " + g);
            for (int value = instance.minValue(); value <= instance.maxValue(); value++) {
                int image = g.values().apply(value);
                assertTrue(image >= instance.minValue() && image <= instance.maxValue(), named + ": " + g);
            }
        }
        for (Symmetry g : group.generators()) {
            CellMap generator = assertInstanceOf(CellMap.class, g, named);
            assertTrue(actions.contains(action(generator)), named + ": " + generator);
            assertEquals(0, group.order() % order(generator), named + ": " + generator);
        }
    }

    /** What an element does, its name aside. */
    static List<Object> action(Symmetry g) {
        CellMap cellMap = assertInstanceOf(CellMap.class, g, g + ": a family's symmetries are cell maps");
        return List.of(Arrays.toString(cellMap.cellImage()), cellMap.values());
    }

    /** The least {@code k >= 1} with {@code g^k} the identity. */
    private static int order(CellMap g) {
        int order = 1;
        for (CellMap power = g; !power.isIdentity(); power = g.after(power)) {
            order++;
        }
        return order;
    }
}
