package org.orbits.symmetry.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class RefinerTest {

    private static OrderedPartition refined(ColouredGraph g) {
        OrderedPartition p = new OrderedPartition(g.colourArray());
        Refiner r = new Refiner(g, p);
        r.queueEveryCell();
        r.record();
        r.refine();
        return p;
    }

    @Test
    void aRegularGraphStaysOneCell() {
        assertEquals(1, refined(GraphFamilies.petersen()).cells());
        assertEquals(1, refined(GraphFamilies.shrikhande()).cells());
    }

    @Test
    void aPathSplitsByDistanceFromItsNearerEnd() {
        OrderedPartition p = refined(GraphFamilies.path(7));
        assertEquals(4, p.cells());
        assertEquals(p.cellOf(0), p.cellOf(6));
        assertEquals(p.cellOf(2), p.cellOf(4));
        assertTrue(p.cellOf(1) != p.cellOf(2));
    }

    @Test
    void theResultIsEquitable() {
        ColouredGraph g = GraphFamilies.random(new Random(7), 40, 0.1, 2);
        OrderedPartition p = refined(g);
        for (int v = 0; v < g.vertexCount(); v++) {
            for (int u = 0; u < g.vertexCount(); u++) {
                if (p.cellOf(u) == p.cellOf(v)) {
                    for (int cell = 0; cell < g.vertexCount(); cell = p.cellEnd(cell)) {
                        assertEquals(neighboursIn(g, p, v, cell), neighboursIn(g, p, u, cell));
                    }
                }
            }
        }
    }

    private static int neighboursIn(ColouredGraph g, OrderedPartition p, int v, int cell) {
        int count = 0;
        for (int u : g.neighbours(v)) {
            count += p.cellOf(u) == cell ? 1 : 0;
        }
        return count;
    }

    /**
     * Whether individualising {@code second} in the refined partition (one cell) writes the trace that individualising
     * {@code first} wrote.
     */
    private static boolean sameTrace(ColouredGraph g, int first, int second) {
        OrderedPartition p = new OrderedPartition(g.colourArray());
        Refiner r = new Refiner(g, p);
        r.queueEveryCell();
        r.record();
        r.refine();
        int labMark = p.labMark();
        int splitMark = p.splitMark();
        int from = r.record();
        r.individualise(0, p.positionOf(first));
        r.refine();
        int to = r.record();
        p.undoTo(labMark, splitMark);
        r.checkAgainst(from, to);
        r.individualise(0, p.positionOf(second));
        return r.refine();
    }

    @Test
    void verticesAnAutomorphismSwapsLeaveTheSameTrace() {
        assertTrue(sameTrace(GraphFamilies.cycle(8), 0, 5));
    }

    @Test
    void verticesOfOneCellThatNoAutomorphismSwapsLeaveDifferentTraces() {
        // A triangle and a square side by side: one cell, as both are 2-regular, but two orbits.
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(7, 0);
        b.edge(0, 1).edge(1, 2).edge(2, 0).edge(3, 4).edge(4, 5).edge(5, 6).edge(6, 3);
        ColouredGraph g = b.build();
        assertEquals(1, refined(g).cells());
        assertTrue(sameTrace(g, 0, 1));
        assertFalse(sameTrace(g, 0, 3));
    }
}
