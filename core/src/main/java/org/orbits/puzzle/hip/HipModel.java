package org.orbits.puzzle.hip;

import java.util.Optional;
import java.util.OptionalInt;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleModel;

/**
 * Hip as a Choco model: a colour per point, the balanced split as a sum, and the number of made squares,
 * minimised, tied to the colours by {@link MadeSquaresBound}, which also bounds it from the squares about to
 * be made. {@link CrowdedPointFirst} is the search order.
 */
final class HipModel {

    private HipModel() {}

    static PuzzleModel build(HipGeometry geometry, boolean balanced, OptionalInt most) {
        Model model = new Model("hip " + geometry.rows() + "x" + geometry.columns());
        IntVar[] colours = geometry.pointNames().stream()
                .map(name -> model.intVar(name, 0, 1))
                .toArray(IntVar[]::new);
        if (balanced) {
            model.sum(colours, "=", HipChecker.playerOnePoints(geometry)).post();
        }
        var squares = geometry.squares();
        IntVar madeSquares = model.intVar("madeSquares", 0, most.orElse(squares.size()));
        new Constraint("madeSquaresBound", new MadeSquaresBound(colours, madeSquares, squares)).post();
        // Points are numbered from the centre out: work units fix a prefix of the centre's points.
        return new PuzzleModel(
                model,
                colours,
                colours,
                CrowdedPointFirst.search(geometry, colours),
                Optional.of(new PuzzleModel.ObjectiveVariable(madeSquares, Objective.Sense.MINIMISE)));
    }
}
