package org.orbits.symmetry.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class DreadnautTest {

    /** dreadnaut, or the test skipped; where CI is set, a missing dreadnaut fails the test instead. */
    static Dreadnaut required() {
        Optional<Dreadnaut> found = Dreadnaut.onPath();
        if (found.isEmpty()) {
            String missing = "no dreadnaut on PATH (install Debian's package nauty)";
            if (System.getenv("CI") != null) {
                fail(missing + ", and CI must compare with it");
            }
            Assumptions.abort(missing);
        }
        return found.get();
    }

    @Test
    void theInputListsEachEdgeOnceAndTheColourClassesAsRanges() {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertex(1);
        b.addVertices(3, 0);
        b.edge(0, 1).edge(1, 2).edge(2, 0).edge(3, 0);
        String input = Dreadnaut.input(b.build());
        assertEquals("As l=0 a -m $=0 n=4 g\n0:1 2 3;\n1:2;\n.\nf=[ 1:3 | 0]\nx\n", input);
    }

    @Test
    void oneColourNeedsNoPartition() {
        assertTrue(Dreadnaut.input(GraphFamilies.cycle(4)).contains("\n-f\n"));
    }

    @Test
    void theOutputGivesGeneratorsFromCyclesAndTheOrderInFull() {
        String output =
                """
                [fixing partition]
                (1 4)(2 3)
                (0 1)(2 4)
                1 orbit; grpsize=10; 2 gens; 6 nodes; maxlev=3
                cpu time = 0.00 seconds
                """;
        Dreadnaut.Result result = Dreadnaut.parse(output, List.of(5)).get(0);
        assertArrayEquals(new int[] {0, 4, 3, 2, 1}, result.generators().get(0));
        assertArrayEquals(new int[] {1, 0, 4, 3, 2}, result.generators().get(1));
        assertTrue(result.exact());
        assertEquals(6, result.nodes());
        assertTrue(result.agreesWith(BigInteger.TEN));
        assertFalse(result.agreesWith(BigInteger.valueOf(11)));
    }

    @Test
    void aLongCycleMayContinueOnIndentedLines() {
        String output = "(0 1 2\n    3 4)\n1 orbit; grpsize=5; 1 gen; 2 nodes; maxlev=2\n";
        assertArrayEquals(
                new int[] {1, 2, 3, 4, 0},
                Dreadnaut.parse(output, List.of(5)).get(0).generators().get(0));
    }

    @Test
    void aLargeOrderAgreesToThePrintedDigits() {
        String output = "1 orbit; grpsize=6.402373705728e15; 17 gens; 171 nodes; maxlev=18\n";
        Dreadnaut.Result result = Dreadnaut.parse(output, List.of(18)).get(0);
        assertFalse(result.exact());
        assertTrue(result.agreesWith(AutomorphismSearchTest.factorial(18)));
        assertFalse(result.agreesWith(AutomorphismSearchTest.factorial(18).add(BigInteger.valueOf(10_000_000))));
    }

    @Test
    void refusedInputIsAnErrorOfOneLine() {
        IllegalStateException e = assertThrows(
                IllegalStateException.class, () -> Dreadnaut.parse("'.' is illegal - type 'h'\n", List.of(3)));
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void eachGraphOfABatchGetsItsOwnGroup() {
        String output =
                """
                (0 1)
                2 orbits; grpsize=2; 1 gen; 3 nodes; maxlev=2
                1 orbit; grpsize=1; 0 gens; 1 node; maxlev=1
                """;
        List<Dreadnaut.Result> results = Dreadnaut.parse(output, List.of(3, 1));
        assertEquals(1, results.get(0).generators().size());
        assertTrue(results.get(1).generators().isEmpty());
        assertTrue(results.get(1).agreesWith(BigInteger.ONE));
    }

    @Test
    void dreadnautFindsThePetersenGraphsGroup() {
        ColouredGraph petersen = GraphFamilies.petersen();
        Dreadnaut.Result result = required().automorphisms(petersen);
        assertTrue(result.agreesWith(BigInteger.valueOf(120)));
        for (int[] g : result.generators()) {
            assertTrue(petersen.isAutomorphism(g));
        }
    }

    @Test
    void dreadnautKeepsTheColourClasses() {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertex(1);
        b.addVertices(5, 0);
        for (int i = 0; i < 6; i++) {
            b.edge(i, (i + 1) % 6);
        }
        assertTrue(required().automorphisms(b.build()).agreesWith(BigInteger.TWO));
    }
}
