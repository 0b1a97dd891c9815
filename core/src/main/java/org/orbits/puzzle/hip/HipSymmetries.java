package org.orbits.puzzle.hip;

import java.util.List;
import java.util.function.IntBinaryOperator;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetry;
import org.orbits.symmetry.ValueMap;

/** D4 of the board, and D4 with the swap of the two colours. */
final class HipSymmetries {

    static final String BOARD = "D4";
    static final String BOARD_AND_SWAP = "D4-swap";

    private HipSymmetries() {}

    static Group board(HipGeometry geometry) {
        return Group.generatedBy(BOARD, geometry.points(), List.of(rotation(geometry), reflection(geometry)));
    }

    static Group boardAndSwap(HipGeometry geometry) {
        return Group.generatedBy(
                BOARD_AND_SWAP, geometry.points(), List.of(rotation(geometry), reflection(geometry), swap(geometry)));
    }

    /** A quarter turn: {@code (r, c) -> (c, n-1-r)}. */
    static Symmetry rotation(HipGeometry g) {
        return moving("r", g, (row, column) -> g.point(column, g.size() - 1 - row));
    }

    /** Left-right: {@code (r, c) -> (r, n-1-c)}. */
    static Symmetry reflection(HipGeometry g) {
        return moving("s", g, (row, column) -> g.point(row, g.size() - 1 - column));
    }

    private static Symmetry moving(String name, HipGeometry g, IntBinaryOperator image) {
        int[] cellImage = new int[g.points()];
        for (int row = 0; row < g.size(); row++) {
            for (int column = 0; column < g.size(); column++) {
                cellImage[g.point(row, column)] = image.applyAsInt(row, column);
            }
        }
        return Symmetry.ofCells(name, cellImage);
    }

    /** Every point changes colour. */
    static Symmetry swap(HipGeometry g) {
        return new Symmetry("swap", Symmetry.identity(g.points()).cellImage(), ValueMap.of(0, 1, 0));
    }
}
