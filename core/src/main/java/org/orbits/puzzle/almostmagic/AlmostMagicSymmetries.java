package org.orbits.puzzle.almostmagic;

import java.util.List;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetries;

/** C4: the quarter turn {@code (r, c) -> (c, 5 - r)} maps A to B to D to C to A. The mirror image is another figure. */
final class AlmostMagicSymmetries {

    static final String ROTATIONS = "C4";

    private AlmostMagicSymmetries() {}

    static Group rotations(AlmostMagicGeometry geometry) {
        return Group.generatedBy(ROTATIONS, geometry.cells(), List.of(quarterTurn(geometry)));
    }

    static CellMap quarterTurn(AlmostMagicGeometry geometry) {
        int[] image = new int[geometry.cells()];
        for (int cell = 0; cell < geometry.cells(); cell++) {
            image[cell] = geometry.cellAt(geometry.column(cell), AlmostMagicGeometry.GRID - 1 - geometry.row(cell));
        }
        return Symmetries.ofCells("r", image);
    }
}
