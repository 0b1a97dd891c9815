package org.orbits.symmetry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class CanonicaliserTest {

    private final Group cyclic = Group.generatedBy("C4", 4, List.of(GroupTest.rotation(4)));

    @Test
    void theCanonicalFormIsTheLeastImage() {
        Canonicaliser canonicaliser = new Canonicaliser(cyclic);
        assertArrayEquals(new int[] {1, 4, 3, 2}, canonicaliser.canonical(new int[] {3, 2, 1, 4}));
    }

    @Test
    void everyImageHasTheSameCanonicalForm() {
        Canonicaliser canonicaliser = new Canonicaliser(cyclic);
        int[] solution = {3, 2, 1, 4};
        for (Symmetry g : cyclic.elements()) {
            assertArrayEquals(canonicaliser.canonical(solution), canonicaliser.canonical(g.apply(solution)));
        }
    }

    @Test
    void orbitSizeIsGroupOrderOverStabiliserOrder() {
        Canonicaliser canonicaliser = new Canonicaliser(cyclic);
        assertEquals(4, canonicaliser.orbit(new int[] {1, 2, 3, 4}).size());
        assertEquals(2, canonicaliser.orbit(new int[] {2, 1, 2, 1}).size());
        assertEquals(1, canonicaliser.orbit(new int[] {5, 5, 5, 5}).size());
    }

    @Test
    void valueMapsTakePartInCanonicalForms() {
        Group withNegation = Group.generatedBy("C3 x neg", 3, List.of(GroupTest.rotation(3), GroupTest.negation(3, 5)));
        Canonicaliser canonicaliser = new Canonicaliser(withNegation);
        int[] solution = {4, 3, 3};
        int[] canonical = canonicaliser.canonical(solution);
        assertArrayEquals(new int[] {1, 2, 2}, canonical);
        assertArrayEquals(canonical, canonicaliser.canonical(canonical), "a canonical form is its own");
        assertEquals(6, canonicaliser.orbit(solution).size(), Arrays.toString(solution));
    }
}
