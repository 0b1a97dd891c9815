package org.orbits.tiling;

import com.google.common.collect.ImmutableList;
import java.util.Optional;

/** The grids a tiling file may name after {@code grid}; the cubic grid is the square grid's, in layers. */
final class Grids {

    private Grids() {}

    /** The grids by the words a file names them with, the default first. */
    static final ImmutableList<Grid> NAMED =
            ImmutableList.of(SquareGrid.INSTANCE, TriangleGrid.INSTANCE, HexGrid.INSTANCE);

    /** The grid a file names {@code word}, if any. */
    static Optional<Grid> named(String word) {
        return NAMED.stream().filter(grid -> grid.name().equals(word)).findFirst();
    }

    /** The grid of a file that names {@code named} and whose shapes do or do not come in layers. */
    static Grid of(Grid named, boolean layers) {
        return layers && named == SquareGrid.INSTANCE ? CubicGrid.INSTANCE : named;
    }
}
