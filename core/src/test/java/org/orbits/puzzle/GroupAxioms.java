package org.orbits.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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
        Set<List<Object>> actions = new HashSet<>();
        group.elements().forEach(g -> actions.add(action(g)));
        assertEquals(group.order(), actions.size(), named + " lists an element twice");
        assertTrue(group.elements().get(0).isIdentity(), named);
        for (Symmetry g : group.elements()) {
            assertEquals(instance.cellNames().size(), g.cells(), named);
            for (Symmetry h : group.elements()) {
                assertTrue(actions.contains(action(g.after(h))), named + ": " + g + " after " + h);
            }
            assertTrue(group.elements().stream().anyMatch(h -> h.after(g).isIdentity()), named + ": " + g);
            for (int value = instance.minValue(); value <= instance.maxValue(); value++) {
                int image = g.values().apply(value);
                assertTrue(image >= instance.minValue() && image <= instance.maxValue(), named + ": " + g);
            }
        }
        for (Symmetry generator : group.generators()) {
            assertTrue(actions.contains(action(generator)), named + ": " + generator);
            assertEquals(0, group.order() % order(generator), named + ": " + generator);
        }
    }

    /** What an element does, its name aside. */
    static List<Object> action(Symmetry g) {
        return List.of(Arrays.toString(g.cellImage()), g.values());
    }

    /** The least {@code k >= 1} with {@code g^k} the identity. */
    private static int order(Symmetry g) {
        int order = 1;
        for (Symmetry power = g; !power.isIdentity(); power = g.after(power)) {
            order++;
        }
        return order;
    }
}
