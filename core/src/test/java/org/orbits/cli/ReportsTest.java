package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The words a report uses for a group. */
class ReportsTest {

    @Test
    void aGroupIsNamedByWhatItIsWhenThatSaysMoreThanItsName() {
        assertEquals("declared (D4, order 8)", Reports.groupText("declared", "D4", 8));
        assertEquals(
                "declared (S5 x S5 x S5, order 1728000)", Reports.groupText("declared", "S5 x S5 x S5", 1_728_000));
        assertEquals("D6 (order 12)", Reports.groupText("D6", "D6", 12));
        assertEquals("trivial (order 1)", Reports.groupText("trivial", "trivial", 1));
        assertEquals("declared (order 24)", Reports.groupText("declared", "a group of order 24", 24));
    }
}
