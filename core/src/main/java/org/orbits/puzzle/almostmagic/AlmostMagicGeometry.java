package org.orbits.puzzle.almostmagic;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.TreeSet;
import java.util.stream.IntStream;

/**
 * The pinwheel of four 3 x 3 regions on a 6 x 6 grid (docs/puzzles.md#almost-magic): A = rows 0-2, cols 1-3; B = rows
 * 1-3, cols 3-5; C = rows 2-4, cols 0-2; D = rows 3-5, cols 2-4. They share 8 cells, so 28 cells hold numbers, named
 * {@code rRcC}: the four centres first, then the rest in row-major order.
 */
final class AlmostMagicGeometry {

    static final int GRID = 6;
    static final int REGION = 3;
    static final String REGION_NAMES = "ABCD";
    private static final int[][] REGION_ORIGINS = {{0, 1}, {1, 3}, {2, 0}, {3, 2}};

    /** Grid position {@code row * 6 + column} of each cell, in cell order. */
    private final int[] positions;

    private final int[] cellAt = new int[GRID * GRID];
    /** {@code regionCells[k][3 * i + j]}: the cell at row i, column j of region k. */
    private final int[][] regionCells = new int[REGION_ORIGINS.length][REGION * REGION];

    private final ImmutableList<String> cellNames;

    AlmostMagicGeometry() {
        TreeSet<Integer> used = new TreeSet<>();
        for (int[] origin : REGION_ORIGINS) {
            for (int i = 0; i < REGION; i++) {
                for (int j = 0; j < REGION; j++) {
                    used.add((origin[0] + i) * GRID + origin[1] + j);
                }
            }
        }
        // The centres come first: they decide the grid up to small excesses, so canonical forms and lex-leader
        // symmetry breaking compare them before anything else.
        int[] centres = Arrays.stream(REGION_ORIGINS)
                .mapToInt(o -> (o[0] + 1) * GRID + o[1] + 1)
                .toArray();
        positions = IntStream.concat(
                        Arrays.stream(centres),
                        used.stream().mapToInt(Integer::intValue).filter(p -> Arrays.stream(centres)
                                .noneMatch(c -> c == p)))
                .toArray();
        Arrays.fill(cellAt, -1);
        for (int cell = 0; cell < positions.length; cell++) {
            cellAt[positions[cell]] = cell;
        }
        for (int k = 0; k < REGION_ORIGINS.length; k++) {
            for (int i = 0; i < REGION; i++) {
                for (int j = 0; j < REGION; j++) {
                    regionCells[k][REGION * i + j] = cellAt(REGION_ORIGINS[k][0] + i, REGION_ORIGINS[k][1] + j);
                }
            }
        }
        cellNames = Arrays.stream(positions)
                .mapToObj(p -> "r" + p / GRID + "c" + p % GRID)
                .collect(ImmutableList.toImmutableList());
    }

    int cells() {
        return positions.length;
    }

    int regions() {
        return REGION_ORIGINS.length;
    }

    ImmutableList<String> cellNames() {
        return cellNames;
    }

    int row(int cell) {
        return positions[cell] / GRID;
    }

    int column(int cell) {
        return positions[cell] % GRID;
    }

    /** The cell at a grid position, or -1 where no region reaches. */
    int cellAt(int row, int column) {
        return row < 0 || row >= GRID || column < 0 || column >= GRID ? -1 : cellAt[row * GRID + column];
    }

    int[] regionOrigin(int region) {
        return REGION_ORIGINS[region].clone();
    }

    /** The centre cell of a region. */
    int centre(int region) {
        return regionCells[region][REGION + 1];
    }

    /**
     * The 8 lines of a region, each as its 3 cells: the rows top to bottom, the columns left to right, the
     * diagonal from the top left, the diagonal from the top right.
     */
    int[][] lines(int region) {
        int[] g = regionCells[region];
        return new int[][] {
            {g[0], g[1], g[2]}, {g[3], g[4], g[5]}, {g[6], g[7], g[8]},
            {g[0], g[3], g[6]}, {g[1], g[4], g[7]}, {g[2], g[5], g[8]},
            {g[0], g[4], g[8]}, {g[2], g[4], g[6]}
        };
    }

    int[] regionCells(int region) {
        return regionCells[region].clone();
    }

    /** How many regions each cell lies in: 1, or 2 for the 8 shared cells. */
    int multiplicity(int cell) {
        int count = 0;
        for (int[] region : regionCells) {
            for (int member : region) {
                if (member == cell) {
                    count++;
                }
            }
        }
        return count;
    }
}
