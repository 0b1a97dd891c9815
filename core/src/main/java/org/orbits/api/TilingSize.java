package org.orbits.api;

/**
 * How large the puzzle of a tiling file would be, read from the file before anything is built (see {@link
 * Orbits#tilingSize}): what its placements, which the puzzle holds and every search works through, will cost.
 *
 * @param cells the board's cells
 * @param placementsAtMost at most this many placements: a piece's orientation at a place on the board
 * @param coveredAtMost at most this many cells covered by them in all, each placement counting its piece's cells
 */
public record TilingSize(int cells, long placementsAtMost, long coveredAtMost) {}
