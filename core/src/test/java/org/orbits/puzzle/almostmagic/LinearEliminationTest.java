package org.orbits.puzzle.almostmagic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class LinearEliminationTest {

    @Test
    void eachPivotIsWrittenInTheFreeUnknownsAlone() {
        // x + y - s = 0 and x - y - t = 0 over (x, y, s, t): x = (s + t) / 2 and y = (s - t) / 2.
        List<LinearElimination.Row> rows = LinearElimination.reduce(
                List.of(new long[] {1, 1, -1, 0}, new long[] {1, -1, 0, -1}), new int[] {0, 1, 2, 3});
        assertEquals(2, rows.size());
        assertEquals(0, rows.get(0).pivot());
        assertArrayEquals(new long[] {2, 0, -1, -1}, rows.get(0).coefficients());
        assertEquals(1, rows.get(1).pivot());
        assertArrayEquals(new long[] {0, 2, -1, 1}, rows.get(1).coefficients());
    }

    @Test
    void aDependentEquationGivesNoRow() {
        List<LinearElimination.Row> rows =
                LinearElimination.reduce(List.of(new long[] {1, -1}, new long[] {2, -2}), new int[] {0, 1});
        assertEquals(1, rows.size());
        assertArrayEquals(new long[] {1, -1}, rows.get(0).coefficients());
    }
}
