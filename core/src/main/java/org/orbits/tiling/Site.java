package org.orbits.tiling;

import java.util.Comparator;

/**
 * Where a tiling file draws a {@code #}: its layer (0 but in a solid), row and column, counted from 0. The grid says
 * what cell that is (a square, a cube, a triangle pointing up or down, a hexagon; see {@link Grid}). Sites compare in
 * reading order, layer first, which is the order the board's cells are numbered in.
 */
public record Site(int layer, int row, int column) implements Comparable<Site> {

    private static final Comparator<Site> READING_ORDER =
            Comparator.comparingInt(Site::layer).thenComparingInt(Site::row).thenComparingInt(Site::column);

    /** The site whose coordinates along the layer, row and column axes are {@code coordinates[0..2]}. */
    static Site of(int[] coordinates) {
        return new Site(coordinates[0], coordinates[1], coordinates[2]);
    }

    /** The coordinate along {@code axis}: 0 the layer, 1 the row, 2 the column. */
    int coordinate(int axis) {
        return switch (axis) {
            case 0 -> layer;
            case 1 -> row;
            case 2 -> column;
            default -> throw new IllegalArgumentException("no axis " + axis);
        };
    }

    int[] coordinates() {
        return new int[] {layer, row, column};
    }

    /** This site moved by {@code (layers, rows, columns)}. */
    Site plus(int layers, int rows, int columns) {
        return new Site(layer + layers, row + rows, column + columns);
    }

    @Override
    public int compareTo(Site other) {
        return READING_ORDER.compare(this, other);
    }
}
