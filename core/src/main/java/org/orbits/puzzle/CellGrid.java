package org.orbits.puzzle;

import com.google.common.base.Preconditions;
import com.google.common.primitives.ImmutableIntArray;
import java.util.function.IntBinaryOperator;

/**
 * How a puzzle lays some of its cells out on a rectangle of positions, for detecting its symmetries: the geometric
 * maps of the rectangle (its quarter turns and mirrors when square) that send every occupied position to an occupied
 * one are tried as maps of the cells.
 *
 * @param name what the rectangle is, in the puzzle's words ({@code board})
 * @param cellAt the cell at each position {@code row * columns + column}, or {@link #ABSENT} where there is none
 */
public record CellGrid(String name, int rows, int columns, ImmutableIntArray cellAt) {

    /** A position that holds no cell. */
    public static final int ABSENT = -1;

    public CellGrid {
        Preconditions.checkArgument(rows > 0 && columns > 0, "a grid has rows and columns");
        Preconditions.checkArgument(cellAt.length() == rows * columns, "one entry per position");
    }

    /** The grid whose position (row, column) holds {@code cell.applyAsInt(row, column)}, or {@link #ABSENT}. */
    public static CellGrid of(String name, int rows, int columns, IntBinaryOperator cell) {
        ImmutableIntArray.Builder cells = ImmutableIntArray.builder(rows * columns);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                cells.add(cell.applyAsInt(r, c));
            }
        }
        return new CellGrid(name, rows, columns, cells.build());
    }

    /** The cell at (row, column), or {@link #ABSENT}. */
    public int cellAt(int row, int column) {
        return cellAt.get(row * columns + column);
    }
}
