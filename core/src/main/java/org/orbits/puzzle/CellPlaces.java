package org.orbits.puzzle;

import com.google.common.collect.ImmutableMap;

/**
 * Where a puzzle's cells lie on its grid, for a reader placing them (a tiling's squares, triangles or hexagons): the
 * grid's name, in words how the fields lay the cells out, and each cell's fields by its name.
 *
 * @param grid the grid's name: {@code square}, {@code cubic}, {@code triangle}, {@code hex}
 * @param layout how the fields place a cell, in words
 * @param cells each cell's fields ({@code row}, {@code column}, and for a triangle {@code points}, up or down), in
 *     cell order; a field's value is an {@link Integer} or a {@link String}
 */
public record CellPlaces(String grid, String layout, ImmutableMap<String, ImmutableMap<String, Object>> cells) {}
