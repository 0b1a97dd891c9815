package org.orbits.tiling;

import java.util.ArrayList;
import java.util.List;

/**
 * The triangle grid as the independent statement sees them, written from the file format's definition and sharing
 * nothing with {@link TriangleGrid} or its turns: a triangle is taken as its three corners, points of the lattice
 * spanned by a side along a row ({@code (1, 0)}) and a side going down to the right ({@code (1/2, 1)} in half sides and
 * rows). In row r the triangle at column c spans half sides c to c + 2; it points up where r + c is even, with its
 * apex at lattice point {@code ((c - r) / 2, r)} and its base on the next row of corners, and down otherwise, its top
 * side on row r of corners. A turn by 60 degrees about the corner at the origin sends {@code (u, v)} to {@code (-v, u +
 * v)}, the mirror in the row line {@code (u, v)} to {@code (u + v, -v)}; the images of a triangle's corners are again
 * a triangle's, read back to its row and column. A translation keeps the grid when it keeps whether a triangle points
 * up: rows and columns together even.
 */
final class TriangleStatementGrid implements StatementGrid {

    private final boolean oneSided;

    TriangleStatementGrid(boolean oneSided) {
        this.oneSided = oneSided;
    }

    @Override
    public List<List<int[]>> images(List<int[]> sites) {
        List<int[][]> triangles = new ArrayList<>();
        for (int[] site : sites) {
            triangles.add(corners(site[1], site[2]));
        }
        List<List<int[]>> images = new ArrayList<>();
        for (int mirror = 0; mirror < (oneSided ? 1 : 2); mirror++) {
            for (int turns = 0; turns < 6; turns++) {
                List<int[]> image = new ArrayList<>();
                for (int[][] triangle : triangles) {
                    int[][] moved = new int[3][];
                    for (int k = 0; k < 3; k++) {
                        int[] point = mirror == 1 ? mirrored(triangle[k]) : triangle[k];
                        for (int t = 0; t < turns; t++) {
                            point = turned(point);
                        }
                        moved[k] = point;
                    }
                    image.add(site(moved));
                }
                images.add(image);
            }
        }
        return images;
    }

    @Override
    public boolean translates(int[] offset) {
        return Math.floorMod(offset[1] + offset[2], 2) == 0;
    }

    @Override
    public List<int[]> neighbours(int[] site) {
        int row = site[1];
        int column = site[2];
        boolean up = Math.floorMod(row + column, 2) == 0;
        return List.of(new int[] {0, row, column - 1}, new int[] {0, row, column + 1}, new int[] {
            0, up ? row + 1 : row - 1, column
        });
    }

    /** The three corners of the triangle at {@code row} and {@code column}, as lattice points {@code (u, v)}. */
    static int[][] corners(int row, int column) {
        if (Math.floorMod(row + column, 2) == 0) {
            int apex = Math.floorDiv(column - row, 2);
            return new int[][] {{apex, row}, {apex - 1, row + 1}, {apex, row + 1}};
        }
        int left = Math.floorDiv(column - row - 1, 2);
        return new int[][] {{left, row}, {left + 1, row}, {left, row + 1}};
    }

    /** The site {@code {0, row, column}} of the triangle with these three corners. */
    static int[] site(int[][] corners) {
        int top = Math.min(corners[0][1], Math.min(corners[1][1], corners[2][1]));
        int onTop = 0;
        int least = Integer.MAX_VALUE;
        for (int[] corner : corners) {
            if (corner[1] == top) {
                onTop++;
                least = Math.min(least, corner[0]);
            }
        }
        // One corner on the top row: the apex of an up triangle; two: the top side of a down one.
        int column = onTop == 1 ? 2 * least + top : 2 * least + top + 1;
        return new int[] {0, top, column};
    }

    private static int[] turned(int[] point) {
        return new int[] {-point[1], point[0] + point[1]};
    }

    private static int[] mirrored(int[] point) {
        return new int[] {point[0] + point[1], -point[1]};
    }
}
