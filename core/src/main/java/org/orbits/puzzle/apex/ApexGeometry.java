package org.orbits.puzzle.apex;

import com.google.common.collect.ImmutableList;

/**
 * The cells of the Apex triangle (docs/puzzles.md#the-apex) and their cell order: row {@code r} from the apex 0 has
 * {@code r+1} cells {@code rRcC}, {@code C} from the left 0. The bottom row decides the whole triangle,
 * so the cell order reads it first, then the rows above it, each left to right: a canonical form is then
 * the triangle with the least bottom row.
 */
record ApexGeometry(int rows) {

    int cells() {
        return rows * (rows + 1) / 2;
    }

    /** The rows below {@code row} hold {@code cells() - (row+1)(row+2)/2} cells, all read before it. */
    int cell(int row, int position) {
        return cells() - (row + 1) * (row + 2) / 2 + position;
    }

    int bottomRow() {
        return rows - 1;
    }

    ImmutableList<String> cellNames() {
        ImmutableList.Builder<String> names = ImmutableList.builder();
        for (int row = rows - 1; row >= 0; row--) {
            for (int position = 0; position <= row; position++) {
                names.add("r" + row + "c" + position);
            }
        }
        return names.build();
    }
}
