package org.orbits.symmetry.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The search and nauty's dreadnaut, two independent programs, must find the same group on every graph. */
class AgainstDreadnautTest {

    private final Dreadnaut dreadnaut = DreadnautTest.required();

    /** Runs dreadnaut once on all the graphs, then the search with each target cell rule on each. */
    private void assertSameGroups(Map<String, ColouredGraph> graphs) {
        List<Dreadnaut.Result> results = dreadnaut.automorphisms(List.copyOf(graphs.values()));
        int i = 0;
        for (Map.Entry<String, ColouredGraph> named : graphs.entrySet()) {
            assertSameGroup(named.getValue(), results.get(i++), named.getKey());
        }
    }

    private static void assertSameGroup(ColouredGraph graph, Dreadnaut.Result theirs, String name) {
        for (int[] g : theirs.generators()) {
            assertTrue(graph.isAutomorphism(g), name + ": a generator of dreadnaut's is no automorphism");
        }
        for (TargetCell rule : TargetCell.values()) {
            Automorphisms ours =
                    AutomorphismSearch.standard().withTargetCell(rule).automorphisms(graph);
            BigInteger order = ours.order().orElseThrow();
            assertTrue(theirs.agreesWith(order), name + ": order " + order + ", dreadnaut " + theirs.groupSize());
            for (int[] g : ours.generators()) {
                assertTrue(graph.isAutomorphism(g), name + ": a generator of ours is no automorphism");
            }
            assertArrayEquals(orbits(theirs.generators(), graph), orbits(ours.generators(), graph), name + ": orbits");
        }
    }

    /** Each vertex's orbit under the group the generators generate, named by its least vertex. */
    private static int[] orbits(List<int[]> generators, ColouredGraph graph) {
        VertexOrbits orbits = new VertexOrbits(graph.vertexCount());
        generators.forEach(orbits::join);
        int[] least = new int[graph.vertexCount()];
        for (int v = graph.vertexCount() - 1; v >= 0; v--) {
            least[orbits.root(v)] = v;
        }
        int[] named = new int[graph.vertexCount()];
        for (int v = 0; v < graph.vertexCount(); v++) {
            named[v] = least[orbits.root(v)];
        }
        return named;
    }

    @Test
    void randomGraphsSparseAndDenseWithAndWithoutColours() {
        Map<String, ColouredGraph> graphs = new LinkedHashMap<>();
        Random random = new Random(20140601);
        double[] densities = {0.03, 0.08, 0.2, 0.5, 0.9};
        for (int i = 0; i < 60; i++) {
            int n = 5 + random.nextInt(56);
            double p = densities[i % densities.length];
            int colours = 1 + random.nextInt(3);
            graphs.put("G(" + n + ", " + p + ") #" + i, GraphFamilies.random(random, n, p, colours));
        }
        assertSameGroups(graphs);
    }

    @Test
    void randomCirculantsWhichAreVertexTransitive() {
        Map<String, ColouredGraph> graphs = new LinkedHashMap<>();
        Random random = new Random(2008);
        for (int i = 0; i < 40; i++) {
            int n = 6 + random.nextInt(45);
            int[] steps = random.ints(1 + random.nextInt(4), 1, n / 2 + 1).toArray();
            graphs.put("circulant " + n + " #" + i, GraphFamilies.circulant(n, steps));
        }
        assertSameGroups(graphs);
    }

    @Test
    void randomTreesWhoseGroupsAreLarge() {
        Map<String, ColouredGraph> graphs = new LinkedHashMap<>();
        Random random = new Random(2007);
        for (int i = 0; i < 40; i++) {
            int n = 3 + random.nextInt(60);
            ColouredGraph.Builder b = ColouredGraph.builder();
            b.addVertices(n, 0);
            for (int v = 1; v < n; v++) {
                b.edge(v, random.nextInt(v));
            }
            graphs.put("tree " + n + " #" + i, b.build());
        }
        assertSameGroups(graphs);
    }

    @Test
    void randomEdgeColouredAndDirectedCirculantsThroughTheirEncoding() {
        Map<String, ColouredGraph> graphs = new LinkedHashMap<>();
        Random random = new Random(2005);
        for (int i = 0; i < 40; i++) {
            int n = 4 + random.nextInt(25);
            ColouredGraph.Builder b = ColouredGraph.builder();
            b.addVertices(n, 0);
            for (int step : random.ints(1 + random.nextInt(3), 1, n).toArray()) {
                boolean directed = random.nextBoolean();
                int colour = random.nextInt(2);
                for (int v = 0; v < n; v++) {
                    if (directed) {
                        b.colouredArc(v, (v + step) % n, colour);
                    } else {
                        b.colouredEdge(v, (v + step) % n, colour);
                    }
                }
            }
            graphs.put("edge-coloured circulant digraph " + n + " #" + i, b.build());
        }
        assertSameGroups(graphs);
    }

    @Test
    void randomSparseEdgeColouredDigraphs() {
        Map<String, ColouredGraph> graphs = new LinkedHashMap<>();
        Random random = new Random(2006);
        for (int i = 0; i < 30; i++) {
            int n = 4 + random.nextInt(40);
            ColouredGraph.Builder b = ColouredGraph.builder();
            b.addVertices(n, 0);
            for (int e = random.nextInt(n); e > 0; e--) {
                int u = random.nextInt(n);
                int v = random.nextInt(n);
                if (u != v) {
                    if (random.nextBoolean()) {
                        b.colouredEdge(u, v, random.nextInt(2));
                    } else {
                        b.colouredArc(u, v, random.nextInt(2));
                    }
                }
            }
            graphs.put("sparse edge-coloured digraph " + n + " #" + i, b.build());
        }
        assertSameGroups(graphs);
    }

    @Test
    void disjointCopiesOfRandomGraphsWithSomeColouredVertices() {
        Map<String, ColouredGraph> graphs = new LinkedHashMap<>();
        Random random = new Random(1981);
        for (int i = 0; i < 20; i++) {
            ColouredGraph part = GraphFamilies.random(random, 3 + random.nextInt(8), 0.4, 1 + random.nextInt(2));
            graphs.put("copies #" + i, GraphFamilies.copies(part, 2 + random.nextInt(4)));
        }
        assertSameGroups(graphs);
    }

    @Test
    void theFamiliesWithKnownGroups() {
        Map<String, ColouredGraph> graphs = new LinkedHashMap<>();
        graphs.put("Petersen", GraphFamilies.petersen());
        graphs.put("Q4", GraphFamilies.hypercube(4));
        graphs.put("Shrikhande", GraphFamilies.shrikhande());
        graphs.put("rook 4", GraphFamilies.rook(4));
        graphs.put("Paley 13", GraphFamilies.paley(13));
        graphs.put("Paley 29", GraphFamilies.paley(29));
        graphs.put("K12", GraphFamilies.complete(12));
        graphs.put("grid 12", GraphFamilies.grid(12, 12));
        graphs.put("Latin square 4", GraphFamilies.latinSquare(4));
        assertSameGroups(graphs);
    }
}
