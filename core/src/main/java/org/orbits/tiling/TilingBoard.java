package org.orbits.tiling;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.Optional;

/**
 * The board's cells, numbered in reading order (layer, row, column) and named so a user can type them: {@code r1c1}
 * in a flat file (row and column from 1), {@code l1r1c1} in a solid one. It knows each cell's neighbours and which
 * maps of the lattice carry the board onto itself.
 */
final class TilingBoard {

    private final boolean solid;
    private final ImmutableList<Site> sites;
    private final ImmutableList<String> names;
    private final int layers;
    private final int rows;
    private final int columns;
    /** The cell at each site of the bounding box, {@code (layer * rows + row) * columns + column}, or -1. */
    private final int[] cellAt;
    /** The neighbour of each cell in each direction, {@code cell * DIRECTIONS + direction}, or -1. */
    private final int[] neighbours;

    TilingBoard(Shape shape, boolean solid) {
        this.solid = solid;
        this.sites = shape.normalised().sites();
        this.layers = shape.extent(0);
        this.rows = shape.extent(1);
        this.columns = shape.extent(2);
        this.cellAt = new int[layers * rows * columns];
        Arrays.fill(cellAt, -1);
        for (int cell = 0; cell < sites.size(); cell++) {
            Site site = sites.get(cell);
            cellAt[(site.layer() * rows + site.row()) * columns + site.column()] = cell;
        }
        this.names = sites.stream().map(this::nameOf).collect(ImmutableList.toImmutableList());
        this.neighbours = new int[sites.size() * AxisMap.DIRECTIONS];
        for (int cell = 0; cell < sites.size(); cell++) {
            for (int direction = 0; direction < AxisMap.DIRECTIONS; direction++) {
                neighbours[cell * AxisMap.DIRECTIONS + direction] =
                        cell(sites.get(cell).step(direction));
            }
        }
    }

    private String nameOf(Site site) {
        return (solid ? "l" + (site.layer() + 1) : "") + "r" + (site.row() + 1) + "c" + (site.column() + 1);
    }

    boolean solid() {
        return solid;
    }

    int cells() {
        return sites.size();
    }

    int layers() {
        return layers;
    }

    int rows() {
        return rows;
    }

    int columns() {
        return columns;
    }

    ImmutableList<String> names() {
        return names;
    }

    Site site(int cell) {
        return sites.get(cell);
    }

    /** The cell at {@code site}, or -1 where the board has none. */
    int cell(Site site) {
        if (site.layer() < 0
                || site.layer() >= layers
                || site.row() < 0
                || site.row() >= rows
                || site.column() < 0
                || site.column() >= columns) {
            return -1;
        }
        return cellAt[(site.layer() * rows + site.row()) * columns + site.column()];
    }

    /** The cell one step from {@code cell} along {@code direction}, or -1. */
    int neighbour(int cell, int direction) {
        return neighbours[cell * AxisMap.DIRECTIONS + direction];
    }

    /**
     * The directions a cell has neighbours in, as the bits of a value count them: the four of the plane in a flat file
     * (directions 2 to 5), all six in a solid one. The first such direction is bit 0.
     */
    int firstDirection() {
        return solid ? 0 : 2;
    }

    int directionCount() {
        return AxisMap.DIRECTIONS - firstDirection();
    }

    /**
     * Where {@code map} sends each cell, the image moved back into the bounding box; empty when the image is not the
     * board, so that the map is no symmetry of it.
     */
    Optional<int[]> cellImage(AxisMap map) {
        int[][] images = new int[sites.size()][];
        int[] least = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE};
        for (int cell = 0; cell < sites.size(); cell++) {
            images[cell] = map.apply(sites.get(cell)).coordinates();
            for (int axis = 0; axis < 3; axis++) {
                least[axis] = Math.min(least[axis], images[cell][axis]);
            }
        }
        int[] image = new int[sites.size()];
        for (int cell = 0; cell < sites.size(); cell++) {
            int target =
                    cell(new Site(images[cell][0] - least[0], images[cell][1] - least[1], images[cell][2] - least[2]));
            if (target < 0) {
                return Optional.empty();
            }
            image[cell] = target;
        }
        return Optional.of(image);
    }
}
