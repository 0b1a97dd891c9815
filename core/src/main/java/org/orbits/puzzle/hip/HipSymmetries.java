package org.orbits.puzzle.hip;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntBinaryOperator;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetries;
import org.orbits.symmetry.Symmetry;
import org.orbits.symmetry.ValueMap;

/**
 * The board's own symmetries, and the same with the swap of the two colours: D4 (order 8) for a square
 * board, and for an {@code M x N} board with {@code M != N} the four of a rectangle, D2: the identity, the
 * half turn and the two mirrors (docs/puzzles.md#hip).
 */
final class HipSymmetries {

    private HipSymmetries() {}

    static String boardName(HipGeometry geometry) {
        return geometry.isSquare() ? "D4" : "D2";
    }

    static String boardAndSwapName(HipGeometry geometry) {
        return boardName(geometry) + "-swap";
    }

    static Group board(HipGeometry geometry) {
        return Group.generatedBy(boardName(geometry), geometry.points(), moves(geometry));
    }

    static Group boardAndSwap(HipGeometry geometry) {
        List<Symmetry> generators = new ArrayList<>(moves(geometry));
        generators.add(swap(geometry));
        return Group.generatedBy(boardAndSwapName(geometry), geometry.points(), generators);
    }

    /** A quarter turn and a mirror generate D4; the two mirrors generate D2, their product the half turn. */
    private static List<Symmetry> moves(HipGeometry geometry) {
        return geometry.isSquare()
                ? List.of(rotation(geometry), reflection(geometry))
                : List.of(reflection(geometry), upsideDown(geometry));
    }

    /** A quarter turn of a square board: {@code (r, c) -> (c, n-1-r)}. */
    static CellMap rotation(HipGeometry g) {
        return moving("r", g, (row, column) -> g.point(column, g.rows() - 1 - row));
    }

    /** Left-right: {@code (r, c) -> (r, N-1-c)}. */
    static CellMap reflection(HipGeometry g) {
        return moving("s", g, (row, column) -> g.point(row, g.columns() - 1 - column));
    }

    /** Top-bottom: {@code (r, c) -> (M-1-r, c)}. */
    static CellMap upsideDown(HipGeometry g) {
        return moving("t", g, (row, column) -> g.point(g.rows() - 1 - row, column));
    }

    private static CellMap moving(String name, HipGeometry g, IntBinaryOperator image) {
        int[] cellImage = new int[g.points()];
        for (int row = 0; row < g.rows(); row++) {
            for (int column = 0; column < g.columns(); column++) {
                cellImage[g.point(row, column)] = image.applyAsInt(row, column);
            }
        }
        return Symmetries.ofCells(name, cellImage);
    }

    /** Every point changes colour. */
    static Symmetry swap(HipGeometry g) {
        return Symmetries.of("swap", Symmetries.identity(g.points()).cellImage(), ValueMap.of(0, 1, 0));
    }
}
