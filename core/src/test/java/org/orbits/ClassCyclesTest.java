package org.orbits;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * No class of the core depends on itself through others, in any package, counted as {@link ClassCycles} counts them
 * (nested classes folded into their top-level class): a cycle between rooms, which {@code LayersTest} forbids, would
 * show here too, and so would one between the classes of a room.
 */
class ClassCyclesTest {

    @Test
    void noClassDependsOnItselfThroughOthers() {
        assertEquals(List.of(), ClassCycles.anywhere());
    }
}
