package org.orbits.symmetry.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ColouredGraphTest {

    private static ColouredGraph.Builder vertices(int n) {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(n, 0);
        return b;
    }

    @Test
    void verticesAreNumberedInTheOrderTheyAreAdded() {
        ColouredGraph.Builder b = ColouredGraph.builder();
        assertEquals(0, b.addVertex(5));
        assertEquals(1, b.addVertices(3, 2));
        assertEquals(4, b.addVertex(0));
        ColouredGraph g = b.build();
        assertEquals(5, g.vertexCount());
        assertEquals(5, g.colour(0));
        assertEquals(2, g.colour(3));
    }

    @Test
    void anEdgeGivenTwiceInEitherOrderIsOneEdge() {
        ColouredGraph g =
                vertices(3).edge(0, 1).edge(1, 0).edge(0, 1).edge(1, 2).build();
        assertEquals(2, g.edgeCount());
        assertArrayEquals(new int[] {0, 2}, g.neighbours(1));
        assertTrue(g.adjacent(2, 1));
        assertFalse(g.adjacent(0, 2));
    }

    @Test
    void neighboursAscend() {
        ColouredGraph g =
                vertices(5).edge(2, 4).edge(2, 0).edge(3, 2).edge(1, 2).build();
        assertArrayEquals(new int[] {0, 1, 3, 4}, g.neighbours(2));
    }

    @Test
    void loopsAreRefusedWithAOneLineReason() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> vertices(3).edge(1, 1));
        assertFalse(e.getMessage().contains("\n"));
        assertThrows(IllegalArgumentException.class, () -> vertices(3).arc(2, 2));
    }

    @Test
    void edgesToUnknownVerticesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> vertices(3).edge(0, 3));
        assertThrows(IllegalArgumentException.class, () -> vertices(3).colouredEdge(-1, 2, 0));
    }

    @Test
    void negativeColoursAreRefused() {
        assertThrows(
                IllegalArgumentException.class, () -> ColouredGraph.builder().addVertex(-1));
        assertThrows(IllegalArgumentException.class, () -> vertices(2).colouredEdge(0, 1, -2));
    }

    @Test
    void aColouredEdgeIsAPathThroughOneVertexColouredAboveEveryVertexColour() {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertex(0);
        b.addVertex(7);
        ColouredGraph g = b.colouredEdge(1, 0, 3).build();
        assertEquals(3, g.vertexCount());
        assertEquals(2, g.addedVertices());
        assertFalse(g.adjacent(0, 1));
        assertArrayEquals(new int[] {0, 1}, g.neighbours(2));
        assertTrue(g.colour(2) > 7);
    }

    @Test
    void differentEdgeColoursGetDifferentVertexColoursAndTheSameOneTheSame() {
        ColouredGraph g = vertices(4)
                .colouredEdge(0, 1, 0)
                .colouredEdge(2, 3, 1)
                .colouredEdge(1, 2, 0)
                .colouredEdge(2, 1, 0)
                .build();
        assertEquals(7, g.vertexCount(), "the repeated edge is encoded once");
        assertEquals(g.colour(4), g.colour(5));
        assertTrue(g.colour(4) != g.colour(6));
    }

    @Test
    void anArcIsAPathThroughATailVertexAndAHeadVertexOfTwoColours() {
        ColouredGraph g = vertices(2).arc(1, 0).build();
        assertEquals(4, g.vertexCount());
        assertArrayEquals(new int[] {1, 3}, g.neighbours(2), "tail side next to the tail");
        assertArrayEquals(new int[] {0, 2}, g.neighbours(3), "head side next to the head");
        assertTrue(g.colour(2) != g.colour(3));
    }

    @Test
    void anAutomorphismKeepsColoursAndEdges() {
        ColouredGraph path = vertices(3).edge(0, 1).edge(1, 2).build();
        assertTrue(path.isAutomorphism(new int[] {2, 1, 0}));
        assertFalse(path.isAutomorphism(new int[] {1, 0, 2}), "edge 1-2 would go to the non-edge 0-2");
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertex(1);
        b.addVertices(2, 0);
        ColouredGraph coloured = b.edge(0, 1).edge(1, 2).build();
        assertFalse(coloured.isAutomorphism(new int[] {2, 1, 0}), "vertex 0's colour is its own");
    }

    @Test
    void onlyPermutationsOfTheRightLengthCanBeAutomorphisms() {
        ColouredGraph empty = vertices(3).build();
        assertFalse(empty.isAutomorphism(new int[] {0, 0, 1}));
        assertFalse(empty.isAutomorphism(new int[] {0, 1}));
        assertFalse(empty.isAutomorphism(new int[] {0, 1, 3}));
    }
}
