package org.orbits.tiling;

/**
 * Placements that can be in no tiling, found before the search: a placement after which some region of the board
 * left uncovered (its cells joined face to face) has a size that no choice among the other pieces adds up to. Every
 * region must be filled by whole pieces, so such a placement can only lead the search into a dead end, a little below
 * or far below; leaving it out shortens the lists the search works through at every level (about a sixteenth of the
 * pentominoes' placements on a 6 x 10 board, most of them pinning a corner).
 *
 * <p>The test depends only on the pieces' sizes and counts, which every symmetry of the puzzle keeps, so a symmetry
 * maps pruned placements to pruned placements and the symmetry breaking of {@link PieceRestriction} is unaffected.
 */
final class RegionPruning {

    private RegionPruning() {}

    /** For each placement of {@code table}, whether it leaves a region no other pieces can fill. */
    static boolean[] dead(TilingDefinition definition, TilingBoard board, PlacementTable table) {
        int pieces = definition.pieces().size();
        boolean[][] fillable = new boolean[pieces][];
        for (int piece = 0; piece < pieces; piece++) {
            fillable[piece] = sizesWithout(definition, board.cells(), piece);
        }
        boolean[] dead = new boolean[table.size()];
        boolean[] taken = new boolean[board.cells()];
        int[] queue = new int[board.cells()];
        for (int placement = 0; placement < table.size(); placement++) {
            java.util.Arrays.fill(taken, false);
            for (int cell : table.cells(placement)) {
                taken[cell] = true;
            }
            for (int start = 0; start < board.cells() && !dead[placement]; start++) {
                if (!taken[start]) {
                    dead[placement] = !fillable[table.piece(placement)][region(board, taken, queue, start)];
                }
            }
        }
        return dead;
    }

    /**
     * Which sizes some sub-multiset of the pieces adds up to, one copy of {@code without} left out: a knapsack over
     * the pieces' sizes, each piece as often as its count.
     */
    private static boolean[] sizesWithout(TilingDefinition definition, int most, int without) {
        boolean[] reachable = new boolean[most + 1];
        reachable[0] = true;
        for (int piece = 0; piece < definition.pieces().size(); piece++) {
            TilingPiece drawn = definition.pieces().get(piece);
            int size = drawn.shape().size();
            for (int copy = piece == without ? 1 : 0; copy < drawn.count(); copy++) {
                for (int total = most; total >= size; total--) {
                    reachable[total] |= reachable[total - size];
                }
            }
        }
        return reachable;
    }

    /** Marks the region of untaken cells around {@code start} as taken and says how many cells it has. */
    private static int region(TilingBoard board, boolean[] taken, int[] queue, int start) {
        int head = 0;
        int tail = 0;
        queue[tail++] = start;
        taken[start] = true;
        while (head < tail) {
            int cell = queue[head++];
            for (int direction = 0; direction < board.directions(); direction++) {
                int neighbour = board.neighbour(cell, direction);
                if (neighbour >= 0 && !taken[neighbour]) {
                    taken[neighbour] = true;
                    queue[tail++] = neighbour;
                }
            }
        }
        return tail;
    }
}
