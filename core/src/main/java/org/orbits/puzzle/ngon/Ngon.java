package org.orbits.puzzle.ngon;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Optional;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.puzzle.Remark;
import org.orbits.symmetry.Group;

/** One n-gon: {@code n} corners and a line sum. */
final class Ngon implements PuzzleInstance {

    private final NgonFamily family;
    private final NgonGeometry geometry;
    private final int lineSum;
    private final Group dihedral;

    Ngon(NgonFamily family, int corners, int lineSum) {
        this.family = family;
        this.geometry = new NgonGeometry(corners);
        this.lineSum = lineSum;
        this.dihedral = NgonSymmetries.dihedral(geometry);
    }

    @Override
    public PuzzleFamily family() {
        return family;
    }

    @Override
    public String id() {
        return "n" + geometry.corners() + "-s" + lineSum;
    }

    @Override
    public ImmutableMap<String, String> parameters() {
        return ImmutableMap.of("n", Integer.toString(geometry.corners()), "sum", Integer.toString(lineSum));
    }

    @Override
    public ImmutableList<String> cellNames() {
        return geometry.dotNames();
    }

    @Override
    public int minValue() {
        return 1;
    }

    @Override
    public int maxValue() {
        return geometry.dots();
    }

    @Override
    public boolean valuesDistinct() {
        return true;
    }

    @Override
    public PuzzleModel build(ModelOptions options) {
        return NgonModel.build(geometry, lineSum, options);
    }

    @Override
    public DefinitionModel definitionModel() {
        return NgonDefinitionModel.build(geometry, lineSum);
    }

    @Override
    public ImmutableList<Group> groups() {
        return ImmutableList.of(dihedral);
    }

    @Override
    public Optional<String> violation(int[] solution) {
        return NgonChecker.violation(geometry, lineSum, solution);
    }

    @Override
    public Picture draw(int[] solution) {
        return NgonDrawing.draw(geometry, solution);
    }

    @Override
    public ImmutableList<Remark> remarks(int[] position) {
        return NgonRemarks.of(geometry, lineSum, position);
    }
}
