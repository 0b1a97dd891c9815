package org.orbits.symmetry.graph;

import java.util.Arrays;

/**
 * An ordered partition of the vertices, every cell a range of positions of one array (as in nauty and bliss), that
 * can be split and then restored exactly to an earlier state.
 *
 * <p>Splits only ever cut a cell into consecutive ranges, so a cell is named by its first position, which no later
 * split of a finer cell changes. Every write is recorded on a trail, and undoing to a mark restores the
 * positions of the vertices too, not only the cells: the search walks the children of a node by position and
 * needs each position to hold the same vertex every time it comes back.
 */
final class OrderedPartition {

    private final int n;
    /** The vertices, cell after cell. */
    private final int[] lab;

    private final int[] position;
    /** The first position of the cell holding each vertex. */
    private final int[] cellOf;
    /** For the first position of each cell, one past its last. */
    private final int[] cellEnd;

    private int cells;
    /** The cells of two or more vertices, in position order, linked through their first positions; n heads the list. */
    private final int[] nextLarge;

    private final int[] previousLarge;
    /** Pairs (position, vertex there before the write). */
    private final IntStack labTrail = new IntStack();
    /** Pairs (first position of the cell split, first position of the part cut off at its end). */
    private final IntStack splitTrail = new IntStack();

    /** The partition of the vertices into colour classes, by ascending colour; within a class, by vertex. */
    OrderedPartition(int[] colours) {
        n = colours.length;
        lab = new int[n];
        position = new int[n];
        cellOf = new int[n];
        cellEnd = new int[n + 1];
        nextLarge = new int[n + 1];
        previousLarge = new int[n + 1];
        long[] byColour = new long[n];
        for (int v = 0; v < n; v++) {
            byColour[v] = ((long) colours[v] << 32) | v;
        }
        Arrays.sort(byColour);
        nextLarge[n] = n;
        previousLarge[n] = n;
        int start = 0;
        for (int p = 0; p < n; p++) {
            int v = (int) byColour[p];
            lab[p] = v;
            position[v] = p;
            if (p > 0 && colours[v] != colours[lab[p - 1]]) {
                closeCell(start, p);
                start = p;
            }
            cellOf[v] = start;
        }
        if (n > 0) {
            closeCell(start, n);
        }
    }

    private void closeCell(int start, int end) {
        cellEnd[start] = end;
        cells++;
        if (end - start > 1) {
            link(start, previousLarge[n]);
        }
    }

    int size() {
        return n;
    }

    int cells() {
        return cells;
    }

    boolean discrete() {
        return cells == n;
    }

    int vertexAt(int p) {
        return lab[p];
    }

    int positionOf(int vertex) {
        return position[vertex];
    }

    int cellOf(int vertex) {
        return cellOf[vertex];
    }

    int cellEnd(int cell) {
        return cellEnd[cell];
    }

    int cellSize(int cell) {
        return cellEnd[cell] - cell;
    }

    /** The vertex at each position, in a fresh array. */
    int[] vertices() {
        return lab.clone();
    }

    /** The cells of two or more vertices in position order: first() then next(cell) until it returns size(). */
    int firstLargeCell() {
        return nextLarge[n];
    }

    int nextLargeCell(int cell) {
        return nextLarge[cell];
    }

    /** Puts {@code vertex} at position {@code p}, which must lie in its cell. */
    void place(int vertex, int p) {
        int q = position[vertex];
        if (q != p) {
            int other = lab[p];
            write(q, other);
            write(p, vertex);
        }
    }

    private void write(int p, int vertex) {
        labTrail.push(p, lab[p]);
        lab[p] = vertex;
        position[vertex] = p;
    }

    /** Cuts cell {@code cell} in two: positions before {@code at} keep the name, the rest become cell {@code at}. */
    void split(int cell, int at) {
        int end = cellEnd[cell];
        for (int p = at; p < end; p++) {
            cellOf[lab[p]] = at;
        }
        cellEnd[at] = end;
        cellEnd[cell] = at;
        cells++;
        splitTrail.push(cell, at);
        if (end - at > 1) {
            link(at, cell);
        }
        if (at - cell == 1) {
            unlink(cell);
        }
    }

    private void link(int cell, int after) {
        int next = nextLarge[after];
        nextLarge[cell] = next;
        previousLarge[cell] = after;
        nextLarge[after] = cell;
        previousLarge[next] = cell;
    }

    private void unlink(int cell) {
        nextLarge[previousLarge[cell]] = nextLarge[cell];
        previousLarge[nextLarge[cell]] = previousLarge[cell];
    }

    private void relink(int cell) {
        nextLarge[previousLarge[cell]] = cell;
        previousLarge[nextLarge[cell]] = cell;
    }

    int labMark() {
        return labTrail.size();
    }

    int splitMark() {
        return splitTrail.size();
    }

    /** The position written by the lab trail's entry at {@code mark} (a value labMark() once returned, or later). */
    int writtenPosition(int mark) {
        return labTrail.get(mark);
    }

    /** The vertex that the lab trail's entry at {@code mark} overwrote. */
    int overwrittenVertex(int mark) {
        return labTrail.get(mark + 1);
    }

    /** The mark of the lab trail's entry after the one at {@code mark}. */
    static int nextEntry(int mark) {
        return mark + 2;
    }

    /** Back to the state when the marks were taken: splits first, while the cells still hold what they held. */
    void undoTo(int labMark, int splitMark) {
        while (splitTrail.size() > splitMark) {
            int at = splitTrail.pop();
            int cell = splitTrail.pop();
            int end = cellEnd[at];
            // Reverse order of split(): the dancing-links way, each unlink undone by a relink in reverse order.
            if (at - cell == 1) {
                relink(cell);
            }
            if (end - at > 1) {
                unlink(at);
            }
            for (int p = at; p < end; p++) {
                cellOf[lab[p]] = cell;
            }
            cellEnd[cell] = end;
            cells--;
        }
        while (labTrail.size() > labMark) {
            int vertex = labTrail.pop();
            int p = labTrail.pop();
            lab[p] = vertex;
            position[vertex] = p;
        }
    }

    /** Forgets the trail: the present state becomes the one nothing undoes past. */
    void forgetTrail() {
        labTrail.clear();
        splitTrail.clear();
    }
}
