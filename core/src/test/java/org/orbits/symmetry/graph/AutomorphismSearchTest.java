package org.orbits.symmetry.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class AutomorphismSearchTest {

    /** The group of {@code graph}, after checking every generator is an automorphism and the search finished. */
    static BigInteger order(ColouredGraph graph, TargetCell rule) {
        Automorphisms found = AutomorphismSearch.standard().withTargetCell(rule).automorphisms(graph);
        for (int[] g : found.generators()) {
            assertTrue(graph.isAutomorphism(g), "a generator is no automorphism");
        }
        assertTrue(found.complete(), "search ran out of budget");
        BigInteger product = found.basicOrbitLengths().stream()
                .map(BigInteger::valueOf)
                .reduce(BigInteger.ONE, BigInteger::multiply);
        assertEquals(product, found.order().orElseThrow());
        return found.order().orElseThrow();
    }

    static BigInteger order(ColouredGraph graph) {
        return order(graph, TargetCell.FIRST_LARGEST);
    }

    static BigInteger factorial(int n) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= n; i++) {
            f = f.multiply(BigInteger.valueOf(i));
        }
        return f;
    }

    @ParameterizedTest
    @EnumSource(TargetCell.class)
    void aCycleHasTheDihedralGroupOfOrderTwiceItsLength(TargetCell rule) {
        for (int n = 3; n <= 12; n++) {
            assertEquals(BigInteger.valueOf(2L * n), order(GraphFamilies.cycle(n), rule), "C" + n);
        }
    }

    @Test
    void aPathCanOnlyBeReversed() {
        assertEquals(BigInteger.TWO, order(GraphFamilies.path(9)));
        assertEquals(BigInteger.TWO, order(GraphFamilies.path(10)));
    }

    @ParameterizedTest
    @EnumSource(TargetCell.class)
    void aCompleteGraphHasEveryPermutation(TargetCell rule) {
        assertEquals(factorial(7), order(GraphFamilies.complete(7), rule));
        assertEquals(factorial(25), order(GraphFamilies.complete(25), rule));
    }

    @Test
    void anEdgelessGraphHasEveryPermutationToo() {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(30, 0);
        assertEquals(factorial(30), order(b.build()));
    }

    @Test
    void completeBipartiteK34PermutesEachSide() {
        assertEquals(BigInteger.valueOf(6 * 24), order(GraphFamilies.completeBipartite(3, 4)));
    }

    @Test
    void completeBipartiteK44MaySwapItsSides() {
        assertEquals(BigInteger.valueOf(2 * 24 * 24), order(GraphFamilies.completeBipartite(4, 4)));
    }

    @ParameterizedTest
    @EnumSource(TargetCell.class)
    void thePetersenGraphHasOrder120(TargetCell rule) {
        assertEquals(BigInteger.valueOf(120), order(GraphFamilies.petersen(), rule));
    }

    @ParameterizedTest
    @EnumSource(TargetCell.class)
    void hypercubesHaveOrderTwoToTheDTimesDFactorial(TargetCell rule) {
        assertEquals(BigInteger.valueOf(48), order(GraphFamilies.hypercube(3), rule));
        assertEquals(BigInteger.valueOf(384), order(GraphFamilies.hypercube(4), rule));
        assertEquals(BigInteger.valueOf(32 * 120), order(GraphFamilies.hypercube(5), rule));
    }

    @Test
    void coloursCutTheGroupDown() {
        ColouredGraph hexagon = GraphFamilies.cycle(6);
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertex(1);
        b.addVertices(5, 0);
        for (int i = 0; i < 6; i++) {
            b.edge(i, (i + 1) % 6);
        }
        assertEquals(BigInteger.valueOf(12), order(hexagon));
        assertEquals(BigInteger.TWO, order(b.build()), "only the reflection through the coloured vertex is left");
    }

    @Test
    void colouringTwoOppositeVerticesOfTheCubeLeavesTheRotationsAndReflectionsAboutTheirAxis() {
        ColouredGraph cube = GraphFamilies.hypercube(3);
        ColouredGraph.Builder b = ColouredGraph.builder();
        for (int v = 0; v < 8; v++) {
            b.addVertex(v == 0 || v == 7 ? 1 : 0);
        }
        for (int v = 0; v < 8; v++) {
            for (int u : cube.neighbours(v)) {
                b.edge(v, u);
            }
        }
        assertEquals(BigInteger.valueOf(12), order(b.build()));
    }

    @Test
    void edgeColoursCutTheGroupDown() {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(6, 0);
        for (int i = 0; i < 6; i++) {
            b.colouredEdge(i, (i + 1) % 6, i % 2);
        }
        ColouredGraph alternating = b.build();
        Automorphisms found = AutomorphismSearch.standard().automorphisms(alternating);
        assertEquals(BigInteger.valueOf(6), found.order().orElseThrow(), "rotations by two steps, three reflections");
        for (int[] g : found.generatorsOn(6)) {
            for (int i = 0; i < 6; i++) {
                boolean kept = (g[i] + 1) % 6 == g[(i + 1) % 6] || (g[(i + 1) % 6] + 1) % 6 == g[i];
                assertTrue(kept, "edge " + i + " goes to an edge");
                int image = (g[i] + 1) % 6 == g[(i + 1) % 6] ? g[i] : g[(i + 1) % 6];
                assertEquals(i % 2, image % 2, "edge " + i + " keeps its colour");
            }
        }
    }

    @Test
    void aDirectedCycleCanOnlyBeRotated() {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(7, 0);
        for (int i = 0; i < 7; i++) {
            b.arc(i, (i + 1) % 7);
        }
        assertEquals(BigInteger.valueOf(7), order(b.build()));
    }

    @Test
    void anAsymmetricTreeHasTheTrivialGroupAndNoGenerators() {
        Automorphisms found = AutomorphismSearch.standard().automorphisms(GraphFamilies.asymmetricTree());
        assertEquals(BigInteger.ONE, found.order().orElseThrow());
        assertEquals(List.of(), found.generators());
    }

    @Test
    void disjointCopiesGiveTheWreathProduct() {
        // S3 wr S3: each triangle's own group, and the triangles permuted among themselves.
        assertEquals(BigInteger.valueOf(6 * 6 * 6 * 6), order(GraphFamilies.copies(GraphFamilies.complete(3), 3)));
        assertEquals(
                BigInteger.valueOf(120L * 120 * 120 * 120 * 24),
                order(GraphFamilies.copies(GraphFamilies.petersen(), 4)));
    }

    @ParameterizedTest
    @EnumSource(TargetCell.class)
    void stronglyRegularGraphsThatRefinementCannotSplitStillGetTheirGroups(TargetCell rule) {
        assertEquals(BigInteger.valueOf(192), order(GraphFamilies.shrikhande(), rule));
        assertEquals(BigInteger.valueOf(2 * 24 * 24), order(GraphFamilies.rook(4), rule), "same parameters, larger");
        assertEquals(BigInteger.valueOf(78), order(GraphFamilies.paley(13), rule));
        assertEquals(BigInteger.valueOf(17 * 8), order(GraphFamilies.paley(17), rule));
        assertEquals(BigInteger.valueOf(29 * 14), order(GraphFamilies.paley(29), rule));
    }

    @Test
    void aGridHasTheSquaresGroup() {
        assertEquals(BigInteger.valueOf(8), order(GraphFamilies.grid(30, 30)));
        assertEquals(BigInteger.valueOf(4), order(GraphFamilies.grid(30, 20)));
    }

    @Test
    void theLatinSquareConstraintGraphPermutesRowsColumnsAndValuesAndTransposes() {
        BigInteger f = factorial(5);
        assertEquals(f.pow(3).shiftLeft(1), order(GraphFamilies.latinSquare(5)));
    }

    @Test
    void interchangeableVerticesCostAboutTwoNodesEachNotADescentEach() {
        ColouredGraph star = GraphFamilies.completeBipartite(1, 1500);
        Automorphisms found = AutomorphismSearch.standard().automorphisms(star);
        assertEquals(factorial(1500), found.order().orElseThrow());
        assertTrue(found.nodes() <= 2 * 1500, found.nodes() + " nodes");
    }

    @Test
    void aSearchOutOfNodesReportsNoOrder() {
        AutomorphismSearch tight = AutomorphismSearch.standard().withBudget(new SearchBudget(5, Duration.ofMinutes(1)));
        Automorphisms found = tight.automorphisms(GraphFamilies.complete(20));
        assertFalse(found.complete());
        assertTrue(found.order().isEmpty());
        for (int[] g : found.generators()) {
            assertTrue(GraphFamilies.complete(20).isAutomorphism(g));
        }
    }

    @Test
    void theEmptyGraphHasTheTrivialGroup() {
        assertEquals(BigInteger.ONE, order(ColouredGraph.builder().build()));
    }
}
