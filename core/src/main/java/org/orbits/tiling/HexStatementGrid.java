package org.orbits.tiling;

import java.util.ArrayList;
import java.util.List;

/**
 * The hexagon grid as the independent statement sees it, written from the file format's definition and sharing
 * nothing with {@link HexGrid} or its turns: the hexagon at row r and column c is the point {@code (x, y, z) = (c, -c -
 * r, r)} of the plane x + y + z = 0, whose six neighbours (r, c - 1), (r, c + 1), (r - 1, c), (r - 1, c + 1), (r + 1, c
 * - 1) and (r + 1, c) are the points one step away along two of the axes. A turn by 60 degrees sends {@code (x, y, z)}
 * to {@code (-z, -x, -y)} and a mirror swaps y and z; every translation by rows and columns keeps the grid.
 */
final class HexStatementGrid implements StatementGrid {

    private final boolean oneSided;

    HexStatementGrid(boolean oneSided) {
        this.oneSided = oneSided;
    }

    @Override
    public List<List<int[]>> images(List<int[]> sites) {
        List<List<int[]>> images = new ArrayList<>();
        for (int mirror = 0; mirror < (oneSided ? 1 : 2); mirror++) {
            for (int turns = 0; turns < 6; turns++) {
                List<int[]> image = new ArrayList<>();
                for (int[] site : sites) {
                    int[] point = {site[2], -site[2] - site[1], site[1]};
                    if (mirror == 1) {
                        point = new int[] {point[0], point[2], point[1]};
                    }
                    for (int t = 0; t < turns; t++) {
                        point = new int[] {-point[2], -point[0], -point[1]};
                    }
                    image.add(new int[] {0, point[2], point[0]});
                }
                images.add(image);
            }
        }
        return images;
    }

    @Override
    public boolean translates(int[] offset) {
        return true;
    }

    @Override
    public List<int[]> neighbours(int[] site) {
        int row = site[1];
        int column = site[2];
        return List.of(
                new int[] {0, row, column - 1},
                new int[] {0, row, column + 1},
                new int[] {0, row - 1, column},
                new int[] {0, row - 1, column + 1},
                new int[] {0, row + 1, column - 1},
                new int[] {0, row + 1, column});
    }
}
