package org.orbits.puzzle.ngon;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Optional;
import org.orbits.puzzle.AbstractPuzzleInstance;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PositionRemark;
import org.orbits.puzzle.PuzzleFacts;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleModel;

/** One n-gon: {@code n} corners and a line sum. */
final class Ngon extends AbstractPuzzleInstance {

    private final NgonGeometry geometry;
    private final int lineSum;

    Ngon(PuzzleFamily family, int corners, int lineSum) {
        this(family, new NgonGeometry(corners), lineSum);
    }

    private Ngon(PuzzleFamily family, NgonGeometry geometry, int lineSum) {
        super(
                family,
                PuzzleFacts.of(
                                "n" + geometry.corners() + "-s" + lineSum,
                                ImmutableMap.of(
                                        "n", Integer.toString(geometry.corners()), "sum", Integer.toString(lineSum)),
                                geometry.dotNames(),
                                1,
                                geometry.dots(),
                                ImmutableList.of(NgonSymmetries.dihedral(geometry)))
                        .withDistinctValues());
        this.geometry = geometry;
        this.lineSum = lineSum;
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
    public Optional<String> violation(int[] solution) {
        return NgonChecker.violation(geometry, lineSum, solution);
    }

    @Override
    public Picture draw(int[] solution) {
        return NgonDrawing.draw(geometry, solution);
    }

    @Override
    public ImmutableList<PositionRemark> remarks(int[] position) {
        return NgonRemarks.of(geometry, lineSum, position);
    }
}
