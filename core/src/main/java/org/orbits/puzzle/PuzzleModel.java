package org.orbits.puzzle;

import java.util.Arrays;
import java.util.Optional;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.search.strategy.strategy.AbstractStrategy;
import org.chocosolver.solver.variables.IntVar;

/**
 * A puzzle's Choco model as the generic search sees it.
 *
 * @param cells one variable per cell, in cell order: symmetry breaking and solutions use this order
 * @param decisions the variables worth branching on; fixing them must fix every cell
 * @param preferredSearch the family's own search order (the {@code puzzle} strategy)
 * @param objective the variable to optimise and its sense, for optimisation puzzles
 */
public record PuzzleModel(
        Model model,
        IntVar[] cells,
        IntVar[] decisions,
        AbstractStrategy<IntVar> preferredSearch,
        Optional<ObjectiveVariable> objective) {

    /** The values the solver has given the cells, in cell order: the solution it is at. */
    public int[] cellValues() {
        return valuesOf(cells);
    }

    /** The values the solver has given {@code variables}, each instantiated. */
    public static int[] valuesOf(IntVar... variables) {
        return Arrays.stream(variables).mapToInt(IntVar::getValue).toArray();
    }

    public record ObjectiveVariable(IntVar variable, Objective.Sense sense) {}
}
