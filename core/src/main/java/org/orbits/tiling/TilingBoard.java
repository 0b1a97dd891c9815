package org.orbits.tiling;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The board's cells, numbered in reading order (layer, row, column) and named as their grid names them ({@code r1c1},
 * {@code l1r1c1} in a solid). It knows each cell's neighbours and which motions of the grid carry the board onto
 * itself.
 */
final class TilingBoard {

    private final Grid grid;
    private final ImmutableList<Site> sites;
    private final ImmutableList<String> names;
    private final int layers;
    private final int rows;
    private final int columns;
    /** The cell at each site of the bounding box, {@code (layer * rows + row) * columns + column}, or -1. */
    private final int[] cellAt;
    /** The neighbour of each cell in each direction, {@code cell * directions + direction}, or -1. */
    private final int[] neighbours;

    TilingBoard(Grid grid, Shape shape) {
        this.grid = grid;
        this.sites = grid.normalised(shape).sites();
        this.layers = 1 + sites.stream().mapToInt(Site::layer).max().orElse(0);
        this.rows = 1 + sites.stream().mapToInt(Site::row).max().orElse(0);
        this.columns = 1 + sites.stream().mapToInt(Site::column).max().orElse(0);
        this.cellAt = new int[layers * rows * columns];
        Arrays.fill(cellAt, -1);
        for (int cell = 0; cell < sites.size(); cell++) {
            Site site = sites.get(cell);
            cellAt[(site.layer() * rows + site.row()) * columns + site.column()] = cell;
        }
        this.names = sites.stream().map(grid::cellName).collect(ImmutableList.toImmutableList());
        int directions = grid.directions();
        this.neighbours = new int[sites.size() * directions];
        for (int cell = 0; cell < sites.size(); cell++) {
            for (int direction = 0; direction < directions; direction++) {
                neighbours[cell * directions + direction] = cell(grid.neighbour(sites.get(cell), direction));
            }
        }
    }

    Grid grid() {
        return grid;
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

    /** The columns of the board as drawn: its normal position may leave column 0 empty (a triangle grid's). */
    int columns() {
        return columns;
    }

    ImmutableList<String> names() {
        return names;
    }

    Site site(int cell) {
        return sites.get(cell);
    }

    /** How many neighbours a cell may have: one per direction of the grid. */
    int directions() {
        return grid.directions();
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
        return neighbours[cell * grid.directions() + direction];
    }

    /**
     * Where {@code motion} sends each cell, the image moved back to its normal position; empty when the image is not
     * the board, so that the motion is no symmetry of it.
     */
    Optional<int[]> cellImage(Motion motion) {
        List<Site> images = new ArrayList<>(sites.size());
        for (Site site : sites) {
            images.add(grid.apply(motion, site));
        }
        Site shift = grid.normalisingShift(images);
        int[] image = new int[sites.size()];
        for (int cell = 0; cell < sites.size(); cell++) {
            int target = cell(images.get(cell).plus(shift.layer(), shift.row(), shift.column()));
            if (target < 0) {
                return Optional.empty();
            }
            image[cell] = target;
        }
        return Optional.of(image);
    }
}
