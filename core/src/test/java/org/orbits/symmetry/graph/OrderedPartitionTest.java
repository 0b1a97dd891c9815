package org.orbits.symmetry.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class OrderedPartitionTest {

    private static List<Integer> largeCells(OrderedPartition p) {
        List<Integer> cells = new ArrayList<>();
        for (int c = p.firstLargeCell(); c != p.size(); c = p.nextLargeCell(c)) {
            cells.add(c);
        }
        return cells;
    }

    @Test
    void theColourClassesAreTheCellsByAscendingColour() {
        OrderedPartition p = new OrderedPartition(new int[] {2, 0, 2, 5, 0});
        assertArrayEquals(new int[] {1, 4, 0, 2, 3}, p.vertices());
        assertEquals(3, p.cells());
        assertEquals(2, p.cellOf(0));
        assertEquals(4, p.cellEnd(2));
        assertEquals(List.of(0, 2), largeCells(p), "the singleton {3} is not a large cell");
    }

    @Test
    void splittingNamesTheCutOffPartByItsFirstPosition() {
        OrderedPartition p = new OrderedPartition(new int[6]);
        p.split(0, 4);
        assertEquals(4, p.cellOf(p.vertexAt(5)));
        assertEquals(0, p.cellOf(p.vertexAt(3)));
        assertEquals(List.of(0, 4), largeCells(p));
        p.split(0, 1);
        assertEquals(List.of(1, 4), largeCells(p), "the singleton {0} leaves the large cells");
    }

    @Test
    void undoingRestoresEveryPositionAndEveryCell() {
        OrderedPartition p = new OrderedPartition(new int[8]);
        p.split(0, 5);
        int labMark = p.labMark();
        int splitMark = p.splitMark();
        int[] before = p.vertices();
        p.place(p.vertexAt(7), 5);
        p.place(p.vertexAt(4), 0);
        p.split(5, 7);
        p.split(0, 1);
        p.split(1, 3);
        p.undoTo(labMark, splitMark);
        assertArrayEquals(before, p.vertices());
        assertEquals(2, p.cells());
        assertEquals(List.of(0, 5), largeCells(p));
        for (int q = 0; q < 8; q++) {
            assertEquals(q < 5 ? 0 : 5, p.cellOf(p.vertexAt(q)));
            assertEquals(q, p.positionOf(p.vertexAt(q)));
        }
    }

    @Test
    void aPartitionOfSingletonsIsDiscrete() {
        OrderedPartition p = new OrderedPartition(new int[] {0, 1, 0});
        assertTrue(!p.discrete());
        p.split(0, 1);
        assertTrue(p.discrete());
    }
}
