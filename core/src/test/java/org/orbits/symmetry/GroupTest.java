package org.orbits.symmetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class GroupTest {

    /** The cyclic rotation of {@code cells} cells, one step. */
    static Symmetry rotation(int cells) {
        int[] image = new int[cells];
        for (int i = 0; i < cells; i++) {
            image[i] = (i + 1) % cells;
        }
        return Symmetry.ofCells("r", image);
    }

    /** Maps value v of 0..modulus-1 to -v mod modulus, on every cell. */
    static Symmetry negation(int cells, int modulus) {
        int[] values = new int[modulus];
        for (int v = 0; v < modulus; v++) {
            values[v] = Math.floorMod(-v, modulus);
        }
        return new Symmetry("neg", Symmetry.identity(cells).cellImage(), ValueMap.of(0, values));
    }

    @Test
    void closesACyclicGroupToItsOrder() {
        Group group = Group.generatedBy("C5", 5, List.of(rotation(5)));
        assertEquals(5, group.order());
        assertTrue(group.elements().get(0).isIdentity());
    }

    @Test
    void valueMapsCountAsGroupElements() {
        Group group = Group.generatedBy("C4 x neg", 4, List.of(rotation(4), negation(4, 5)));
        assertEquals(8, group.order());
        assertTrue(group.actsOnValues());
    }

    @Test
    void everyProductAndInverseStaysInTheGroup() {
        Group group = Group.generatedBy("C6 x neg", 6, List.of(rotation(6), negation(6, 7)));
        for (Symmetry a : group.elements()) {
            assertTrue(group.elements().stream().anyMatch(b -> b.after(a).isIdentity()), "inverse of " + a);
            for (Symmetry b : group.elements()) {
                Symmetry product = a.after(b);
                assertTrue(group.elements().stream().anyMatch(product::sameActionAs), a + " after " + b);
            }
        }
    }

    @Test
    void compositionAppliesTheFirstSymmetryFirst() {
        Symmetry r = rotation(3);
        Symmetry neg = negation(3, 4);
        int[] solution = {1, 2, 3};
        assertEquals(List.of(3, 1, 2), boxed(r.apply(solution)));
        assertEquals(boxed(neg.apply(r.apply(solution))), boxed(neg.after(r).apply(solution)));
    }

    @Test
    void aGeneratorOnOtherCellsIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Group.generatedBy("bad", 4, List.of(rotation(3))));
    }

    @Test
    void aNonBijectiveValueMapIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> ValueMap.of(0, 1, 1, 2));
    }

    private static List<Integer> boxed(int[] values) {
        return java.util.Arrays.stream(values).boxed().toList();
    }
}
