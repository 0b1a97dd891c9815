package org.orbits.tiling;

import org.orbits.symmetry.ValueMap;

/**
 * What the value of a cell says, so that a tiling is an {@code int[]} over the board's cells and every symmetry of the
 * board acts on it as a cell permutation with one value map.
 *
 * <p>Where every piece occurs once, the value is the index of the piece that covers the cell, from 1 in file order:
 * the cells holding one value are that piece's placement. Where some piece occurs more than once, the piece alone
 * does not decide the tiling (four I-tetrominoes filling a 4 x 4 square, lying or standing, give every cell the same
 * piece), so the value also says in which directions the neighbouring cell belongs to the same placement: {@code
 * value = piece * 2^D + directions + 1}, where {@code directions} has bit {@code d} set when the neighbour along the
 * grid's direction {@code d} is part of the same placement ({@code D} the grid's directions: 4 on squares, 6 on cubes
 * and hexagons, 3 on triangles). Pieces are connected, so the placements are exactly the classes of cells those bits
 * join, and the tiling is decided. A motion of the grid turns the directions as it turns the board, the same way on
 * every cell (see {@link Grid#turned}), so its action on values is one {@link ValueMap}: the piece renamed (a mirror
 * may swap mirror twins) and the direction bits turned.
 */
final class TilingEncoding {

    private final Grid grid;
    private final int pieces;
    private final boolean directional;
    private final int bits;

    TilingEncoding(TilingDefinition definition) {
        this.grid = definition.grid();
        this.pieces = definition.pieces().size();
        this.directional = definition.pieces().stream().anyMatch(piece -> piece.count() > 1);
        this.bits = directional ? grid.directions() : 0;
    }

    /** Whether values carry direction bits: some piece occurs more than once. */
    boolean directional() {
        return directional;
    }

    int minValue() {
        return 1;
    }

    int maxValue() {
        return pieces << bits;
    }

    /** The value of a cell of {@code piece} whose neighbours along the set {@code directionBits} share its placement. */
    int value(int piece, int directionBits) {
        return (piece << bits) + directionBits + 1;
    }

    /** The piece a value names, or -1 for a value out of range. */
    int piece(int value) {
        return value < minValue() || value > maxValue() ? -1 : (value - 1) >> bits;
    }

    /** Whether the neighbour along {@code direction} of a cell holding {@code value} is in the same placement. */
    boolean joins(int value, int direction) {
        return directional && direction < bits && (((value - 1) >> direction) & 1) == 1;
    }

    /** The value of each cell of a placement of {@code piece} on {@code cells}, in the same order. */
    int[] values(int piece, int[] cells, TilingBoard board) {
        int[] values = new int[cells.length];
        for (int k = 0; k < cells.length; k++) {
            int directionBits = 0;
            for (int direction = 0; direction < bits; direction++) {
                int neighbour = board.neighbour(cells[k], direction);
                if (neighbour >= 0 && contains(cells, neighbour)) {
                    directionBits |= 1 << direction;
                }
            }
            values[k] = value(piece, directionBits);
        }
        return values;
    }

    private static boolean contains(int[] cells, int cell) {
        for (int member : cells) {
            if (member == cell) {
                return true;
            }
        }
        return false;
    }

    /** The action on values of {@code motion}, which sends piece {@code p} to piece {@code pieceImage[p]}. */
    ValueMap valueMap(Motion motion, int[] pieceImage) {
        int[] turnedTo = new int[bits];
        for (int direction = 0; direction < bits; direction++) {
            turnedTo[direction] = grid.turned(motion, direction);
        }
        int[] image = new int[maxValue()];
        for (int value = minValue(); value <= maxValue(); value++) {
            int directionBits = (value - 1) & ((1 << bits) - 1);
            int turned = 0;
            for (int direction = 0; direction < bits; direction++) {
                if (((directionBits >> direction) & 1) == 1) {
                    turned |= 1 << turnedTo[direction];
                }
            }
            image[value - minValue()] = value(pieceImage[piece(value)], turned);
        }
        return ValueMap.of(minValue(), image);
    }
}
