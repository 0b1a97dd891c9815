package org.orbits.symmetry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LiteralSpaceTest {

    private final LiteralSpace space = LiteralSpace.of(new int[] {1, 0, 5}, new int[] {3, 1, 5});

    @Test
    void literalsAreNumberedCellMajorValueMinor() {
        assertEquals(6, space.literals());
        assertEquals(0, space.literal(0, 1));
        assertEquals(2, space.literal(0, 3));
        assertEquals(3, space.literal(1, 0));
        assertEquals(5, space.literal(2, 5));
        assertEquals(1, space.cellOf(4));
        assertEquals(1, space.valueOf(4));
    }

    @Test
    void solutionsCompareAsTheirLiteralsCellByCell() {
        LiteralSpace cube = LiteralSpace.uniform(4, -2, 2);
        Random random = new Random(11L);
        for (int k = 0; k < 500; k++) {
            int[] a = random.ints(4, -2, 3).toArray();
            int[] b = random.ints(4, -2, 3).toArray();
            assertEquals(
                    Integer.signum(Arrays.compare(a, b)),
                    Integer.signum(Arrays.compare(cube.literalsOf(a), cube.literalsOf(b))));
            assertArrayEquals(a, cube.solutionOf(cube.literalsOf(a)));
        }
    }

    @Test
    void aValueACellCannotHoldIsRefusedInOneLine() {
        IllegalArgumentException refused =
                assertThrows(IllegalArgumentException.class, () -> space.literalsOf(new int[] {2, 2, 5}));
        assertEquals("cell 1 cannot hold 2", refused.getMessage());
        assertFalse(space.holds(0, 0));
    }

    @Test
    void aCellWithoutValuesIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> LiteralSpace.of(new int[] {3}, new int[] {2}));
    }
}
