package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The words a report uses for a group, and its lines. */
class ReportsTest {

    @Test
    void eachOrbitIsOneLineOfItsNumberSizeAndCellsInColumns() {
        assertEquals(
                List.of(
                        "  #1   orbit size 8   C=1 m0=7 m1=11 m2=13 m3=12 v0=10 v1=6 v2=4 v3=5 e0=2 e1=8 e2=9 e3=3",
                        "  #2   orbit size 8   C=9 m0=3 m1=7 m2=5 m3=8 v0=6 v1=2 v2=4 v3=1 e0=10 e1=12 e2=13 e3=11"),
                orbitLines("ngon", "-p", "n=4", "-p", "sum=18"));
        List<String> wider = orbitLines("ngon", "-p", "n=5");
        assertEquals("  #1   orbit size 10  C=1 m0=10 ", wider.get(0).substring(0, 32));
        List<String> many = orbitLines("apex", "-p", "rows=6", "-p", "modulus=3");
        assertTrue(many.size() >= 10, many::toString);
        assertEquals("  #10  orbit size ", many.get(9).substring(0, 18));
    }

    private static List<String> orbitLines(String... family) {
        List<String> args = new ArrayList<>(List.of("enumerate"));
        args.addAll(List.of(family));
        args.add("--quiet");
        return OrbitsCommandTest.run(args.toArray(String[]::new))
                .out()
                .lines()
                .filter(line -> line.startsWith("  #"))
                .toList();
    }

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
