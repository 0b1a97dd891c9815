package org.orbits.model.choco;

import java.util.Map;
import java.util.Optional;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.PuzzleModel;

/**
 * A further translation of the same FlatZinc, with no search of its own, as the searches that run beside the main one
 * use it ({@link WitnessSearch}, {@link Projection}): its model, its cells, its variables by FlatZinc name and its
 * objective.
 */
record TranslationCopy(
        Model model,
        IntVar[] cells,
        Map<String, IntVar> variables,
        Optional<PuzzleModel.ObjectiveVariable> objective) {}
