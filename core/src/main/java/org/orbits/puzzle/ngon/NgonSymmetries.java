package org.orbits.puzzle.ngon;

import java.util.List;
import java.util.function.IntUnaryOperator;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetries;

/** The dihedral group D_n of the n-gon, closed from one rotation and one reflection. */
final class NgonSymmetries {

    private NgonSymmetries() {}

    static Group dihedral(NgonGeometry geometry) {
        return Group.generatedBy(
                "D" + geometry.corners(), geometry.dots(), List.of(rotation(geometry), reflection(geometry)));
    }

    /** {@code i -> i+1} on spoke midpoints, corners and edge midpoints alike. */
    static CellMap rotation(NgonGeometry geometry) {
        return moving("r", geometry, i -> i + 1, i -> i + 1);
    }

    /** {@code i -> -i} on spoke midpoints and corners; the edge {@code vi..v(i+1)} becomes {@code v(-i-1)..v(-i)}. */
    static CellMap reflection(NgonGeometry geometry) {
        return moving("s", geometry, i -> -i, i -> -i - 1);
    }

    private static CellMap moving(String name, NgonGeometry g, IntUnaryOperator spoke, IntUnaryOperator edge) {
        int[] image = new int[g.dots()];
        image[g.center()] = g.center();
        for (int i = 0; i < g.corners(); i++) {
            image[g.spokeMidpoint(i)] = g.spokeMidpoint(spoke.applyAsInt(i));
            image[g.corner(i)] = g.corner(spoke.applyAsInt(i));
            image[g.edgeMidpoint(i)] = g.edgeMidpoint(edge.applyAsInt(i));
        }
        return Symmetries.ofCells(name, image);
    }
}
