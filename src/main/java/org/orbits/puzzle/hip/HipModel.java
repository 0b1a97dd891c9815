package org.orbits.puzzle.hip;

import java.util.Optional;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleModel;

/**
 * Hip as a Choco model: a colour per point, and per square a 0/1 "made" variable tied to its corners by a
 * table of the 16 colourings of four corners, so it is exactly 1 when they share a colour. The objective
 * is the number of squares made, minimised.
 */
final class HipModel {

    private HipModel() {
    }

    static PuzzleModel build(HipGeometry geometry, boolean balanced) {
        Model model = new Model("hip n=" + geometry.size());
        IntVar[] colours = geometry.pointNames().stream().map(name -> model.intVar(name, 0, 1)).toArray(IntVar[]::new);
        if (balanced) {
            model.sum(colours, "=", HipRules.playerOnePoints(geometry.size())).post();
        }
        Tuples madeWhenOneColour = new Tuples(true);
        for (int corners = 0; corners < 16; corners++) {
            int ones = Integer.bitCount(corners);
            madeWhenOneColour.add(corners & 1, corners >> 1 & 1, corners >> 2 & 1, corners >> 3 & 1,
                    ones == 0 || ones == 4 ? 1 : 0);
        }
        var squares = geometry.squares();
        IntVar[] made = new IntVar[squares.size()];
        for (int s = 0; s < squares.size(); s++) {
            int[] square = squares.get(s);
            made[s] = model.intVar("made" + s, 0, 1);
            model.table(new IntVar[] {colours[square[0]], colours[square[1]], colours[square[2]], colours[square[3]],
                    made[s]}, madeWhenOneColour, "CT+").post();
        }
        IntVar madeSquares = model.intVar("madeSquares", 0, squares.size());
        model.sum(made, "=", madeSquares).post();
        return new PuzzleModel(model, colours, colours, Search.inputOrderLBSearch(colours),
                Optional.of(new PuzzleModel.ObjectiveVariable(madeSquares, Objective.Sense.MINIMISE)));
    }
}
