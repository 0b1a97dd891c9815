package org.orbits.puzzle.hip;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.IntStream;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleModel;

/**
 * Hip as docs/puzzles.md#hip states it: a colour 0 or 1 per point, {@code ceil(n^2/2)} points of colour 1 under
 * the balanced split, and the objective the number of squares whose four corners share a colour, each square
 * a reified "all equal", at most the instance's most where it has one. Nothing else: not {@link
 * MadeSquaresBound}, nor {@link CrowdedPointFirst}.
 */
final class HipDefinitionModel {

    private HipDefinitionModel() {}

    static DefinitionModel build(HipGeometry geometry, boolean balanced, OptionalInt most) {
        Model model = new Model("hip definition " + geometry.rows() + "x" + geometry.columns());
        IntVar[] colours = geometry.pointNames().stream()
                .map(name -> model.intVar(name, 0, 1))
                .toArray(IntVar[]::new);
        if (balanced) {
            model.sum(colours, "=", HipChecker.playerOnePoints(geometry)).post();
        }
        List<int[]> squares = geometry.squares();
        BoolVar[] made = new BoolVar[squares.size()];
        for (int s = 0; s < made.length; s++) {
            IntVar[] corners = IntStream.of(squares.get(s))
                    .mapToObj(point -> colours[point])
                    .toArray(IntVar[]::new);
            made[s] = model.allEqual(corners).reify();
        }
        IntVar madeSquares = model.intVar("madeSquares", 0, most.orElse(squares.size()));
        model.sum(made, "=", madeSquares).post();
        return new DefinitionModel(
                model, colours, Optional.of(new PuzzleModel.ObjectiveVariable(madeSquares, Objective.Sense.MINIMISE)));
    }
}
