package org.orbits.puzzle;

import java.util.Optional;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;

/**
 * A puzzle stated to Choco as its definition states it and no more: no implied constraint, no custom
 * propagator, no symmetry breaking, and no search of its own (Choco's default decides). It is slow, and it is
 * there to be slow in a different way: a count it finishes does not rest on anything the fast model adds.
 *
 * @param cells one variable per cell, in cell order
 * @param objective the variable to optimise and its sense, for optimisation puzzles
 */
public record DefinitionModel(Model model, IntVar[] cells, Optional<PuzzleModel.ObjectiveVariable> objective) {

    /** The values the solver has given the cells, in cell order: the solution it is at. */
    public int[] cellValues() {
        return PuzzleModel.valuesOf(cells);
    }
}
