package org.orbits.symmetry.graph;

/**
 * Which cell of an equitable, non-discrete partition the search individualises next. Both rules depend on the
 * cells' positions and sizes only, so nodes that an automorphism maps onto each other choose corresponding cells.
 */
public enum TargetCell {
    /** The first cell of the fewest vertices (above one): few children per node, usually a deeper tree. */
    FIRST_SMALLEST,
    /** The first cell of the most vertices: one individualisation often splits much, usually a shallower tree. */
    FIRST_LARGEST;

    int choose(OrderedPartition partition) {
        int n = partition.size();
        int best = partition.firstLargeCell();
        for (int cell = partition.nextLargeCell(best); cell != n; cell = partition.nextLargeCell(cell)) {
            int size = partition.cellSize(cell);
            if (this == FIRST_SMALLEST ? size < partition.cellSize(best) : size > partition.cellSize(best)) {
                best = cell;
            }
        }
        return best;
    }
}
