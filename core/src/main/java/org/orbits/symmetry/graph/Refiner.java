package org.orbits.symmetry.graph;

import java.util.Arrays;

/**
 * Equitable refinement of an ordered partition: cells are split until every vertex of a cell has as many
 * neighbours in each cell as every other vertex of that cell (colour refinement).
 *
 * <p>Splitting cells wait in a first-in first-out queue. Counting the neighbours each vertex has in a splitting
 * cell touches only the splitter's edges: a vertex counted the first time moves to the end of its cell, so the
 * touched part of each cell is one range, sorted by count and cut where the count changes; the part never touched
 * (count 0) stays first. When a cell that is not waiting splits, every part but its first largest is queued: the
 * counts towards the largest follow from those towards the whole cell and the other parts (Hopcroft's "process the
 * smaller half", as McKay, "Practical graph isomorphism", Congressus Numerantium 30 (1981), uses it).
 *
 * <p>Every choice depends on positions and counts alone, never on vertex numbers, so refining the image of a
 * partition under an automorphism gives the image of the refined partition. The refinement writes a trace of
 * what it saw (splitters, cells, counts, sizes); two nodes of the search tree that an automorphism maps onto
 * each other write the same trace, so a node whose trace differs from the first path's at its level is cut off,
 * as soon as the difference shows (McKay and Piperno, "Practical graph isomorphism, II", J. Symbolic Computation
 * 60 (2014), section 3).
 */
final class Refiner {

    private final OrderedPartition partition;
    private final int[] firstNeighbour;
    private final int[] neighbours;

    /** A ring of first positions of the cells waiting to split others; each waits at most once. */
    private final int[] queue;

    private final boolean[] waiting;
    private int head;
    private int queued;

    private final int[] count;
    /** For each cell's first position, how many of its vertices the present splitter touched. */
    private final int[] touched;

    private final int[] touchedCells;
    private int touchedCellCount;
    private final int[] splitter;
    private final long[] byCount;
    private final int[] partStarts;
    private final int[] partCounts;

    private final IntStack trace = new IntStack();
    private boolean checking;
    private int checkAt;
    private int checkEnd;
    private boolean differs;

    Refiner(ColouredGraph graph, OrderedPartition partition) {
        int n = graph.vertexCount();
        this.partition = partition;
        this.firstNeighbour = graph.firstNeighbourArray();
        this.neighbours = graph.neighbourArray();
        queue = new int[Math.max(1, n)];
        waiting = new boolean[n];
        count = new int[n];
        touched = new int[n];
        touchedCells = new int[n];
        splitter = new int[n];
        byCount = new long[n];
        partStarts = new int[n + 1];
        partCounts = new int[n + 1];
    }

    /** The next refinement appends its trace to the first path's, which is this long so far. */
    int record() {
        checking = false;
        return trace.size();
    }

    /** The next refinement must write the trace from..to of the first path's, or it fails. */
    void checkAgainst(int from, int to) {
        checking = true;
        checkAt = from;
        checkEnd = to;
        differs = false;
    }

    void queueEveryCell() {
        for (int cell = 0; cell < partition.size(); cell = partition.cellEnd(cell)) {
            enqueue(cell);
        }
    }

    /**
     * Makes the vertex at position {@code p} of cell {@code cell} a cell of its own, last in the cell's range, so
     * that the split renames one vertex rather than the rest of the cell. The cell was stable, so the singleton alone
     * needs to split others (any one part can be left out).
     */
    void individualise(int cell, int p) {
        int last = partition.cellEnd(cell) - 1;
        partition.place(partition.vertexAt(p), last);
        partition.split(cell, last);
        enqueue(last);
    }

    /** Refines until equitable; false when checking and the trace departs from the expected one. */
    boolean refine() {
        while (queued > 0 && !differs) {
            int cell = queue[head];
            head = (head + 1) % queue.length;
            queued--;
            waiting[cell] = false;
            emit(cell);
            countNeighboursIn(cell);
            Arrays.sort(touchedCells, 0, touchedCellCount);
            for (int i = 0; i < touchedCellCount; i++) {
                splitByCount(touchedCells[i]);
            }
            touchedCellCount = 0;
            if (partition.discrete()) {
                break;
            }
        }
        while (queued > 0) {
            waiting[queue[head]] = false;
            head = (head + 1) % queue.length;
            queued--;
        }
        return !checking || (!differs && checkAt == checkEnd);
    }

    private void countNeighboursIn(int cell) {
        int size = partition.cellSize(cell);
        for (int i = 0; i < size; i++) {
            splitter[i] = partition.vertexAt(cell + i);
        }
        for (int i = 0; i < size; i++) {
            int x = splitter[i];
            for (int e = firstNeighbour[x]; e < firstNeighbour[x + 1]; e++) {
                int u = neighbours[e];
                int target = partition.cellOf(u);
                int end = partition.cellEnd(target);
                if (end - target > 1 && count[u]++ == 0) {
                    int t = touched[target];
                    if (t == 0) {
                        touchedCells[touchedCellCount++] = target;
                    }
                    partition.place(u, end - 1 - t);
                    touched[target] = t + 1;
                }
            }
        }
    }

    private void splitByCount(int cell) {
        int end = partition.cellEnd(cell);
        int from = end - touched[cell];
        touched[cell] = 0;
        int lowest = Integer.MAX_VALUE;
        int highest = 0;
        for (int p = from; p < end; p++) {
            int c = count[partition.vertexAt(p)];
            lowest = Math.min(lowest, c);
            highest = Math.max(highest, c);
        }
        if (lowest != highest) {
            for (int p = from; p < end; p++) {
                int v = partition.vertexAt(p);
                byCount[p - from] = ((long) count[v] << 32) | v;
            }
            Arrays.sort(byCount, 0, end - from);
            for (int p = from; p < end; p++) {
                partition.place((int) byCount[p - from], p);
            }
        }
        int parts = 0;
        if (from > cell) {
            partStarts[0] = cell;
            partCounts[0] = 0;
            parts = 1;
        }
        for (int p = from; p < end; p++) {
            int c = count[partition.vertexAt(p)];
            if (p == from || c != partCounts[parts - 1]) {
                partStarts[parts] = p;
                partCounts[parts++] = c;
            }
        }
        partStarts[parts] = end;
        for (int p = from; p < end; p++) {
            count[partition.vertexAt(p)] = 0;
        }
        emit(cell);
        for (int i = 0; i < parts; i++) {
            emit(partCounts[i]);
            emit(partStarts[i + 1] - partStarts[i]);
        }
        if (parts > 1) {
            cut(cell, parts);
        }
    }

    private void cut(int cell, int parts) {
        int largest = 0;
        for (int i = 1; i < parts; i++) {
            if (partStarts[i + 1] - partStarts[i] > partStarts[largest + 1] - partStarts[largest]) {
                largest = i;
            }
        }
        boolean wasWaiting = waiting[cell];
        // From the right, so each split takes the last part off the cell and undoing costs each part's size once.
        for (int i = parts - 1; i >= 1; i--) {
            partition.split(cell, partStarts[i]);
        }
        for (int i = 0; i < parts; i++) {
            if (wasWaiting ? i > 0 : i != largest) {
                enqueue(partStarts[i]);
            }
        }
    }

    private void enqueue(int cell) {
        if (!waiting[cell]) {
            waiting[cell] = true;
            queue[(head + queued) % queue.length] = cell;
            queued++;
        }
    }

    private void emit(int value) {
        if (!checking) {
            trace.push(value);
        } else if (checkAt < checkEnd && trace.get(checkAt) == value) {
            checkAt++;
        } else {
            differs = true;
        }
    }
}
