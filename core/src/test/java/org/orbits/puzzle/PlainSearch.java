package org.orbits.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.SearchState;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;

/**
 * Solutions of a puzzle's two Choco models by a plain Choco search, within a node budget: no engine, no symmetry
 * breaking, no optimisation (an optimisation puzzle's model gives every solution, at any objective), so that the
 * contract kit checks the models and the checker against each other and nothing else.
 */
final class PlainSearch {

    private PlainSearch() {}

    /**
     * What one search found.
     *
     * @param objectives the model's objective at each solution, for an optimisation puzzle
     * @param complete whether every solution was found: the search ended within its budget
     */
    record Found(List<int[]> solutions, List<OptionalInt> objectives, boolean complete) {}

    /** The fast model's solutions under the family's own search, at most {@code most} of them. */
    static Found fastModel(PuzzleInstance instance, long nodes, int most) {
        PuzzleModel fast = instance.build(ModelOptions.DEFAULTS);
        fast.model().getSolver().setSearch(fast.preferredSearch(), Search.inputOrderLBSearch(fast.cells()));
        return search(fast.model(), fast.cells(), fast.objective(), nodes, most);
    }

    /** The definition model's solutions under Choco's default search, at most {@code most} of them. */
    static Found definitionModel(PuzzleInstance instance, long nodes, int most) {
        DefinitionModel definition = instance.definitionModel();
        return search(definition.model(), definition.cells(), definition.objective(), nodes, most);
    }

    /**
     * Whether the definition model holds {@code assignment}: empty if it does not, else the objective it
     * states there (empty for a satisfaction puzzle). Every cell is fixed, so the search is short.
     */
    static Optional<OptionalInt> definitionHolds(PuzzleInstance instance, int[] assignment) {
        DefinitionModel definition = instance.definitionModel();
        for (int cell = 0; cell < assignment.length; cell++) {
            definition
                    .model()
                    .arithm(definition.cells()[cell], "=", assignment[cell])
                    .post();
        }
        Found found = search(definition.model(), definition.cells(), definition.objective(), 10_000, 1);
        if (found.solutions().isEmpty()) {
            if (!found.complete()) {
                throw new IllegalStateException("the definition model did not decide an assignment in 10,000 nodes");
            }
            return Optional.empty();
        }
        return Optional.of(found.objectives().get(0));
    }

    private static Found search(
            Model model, IntVar[] cells, Optional<PuzzleModel.ObjectiveVariable> objective, long nodes, int most) {
        Solver solver = model.getSolver();
        solver.limitNode(nodes);
        List<int[]> solutions = new ArrayList<>();
        List<OptionalInt> objectives = new ArrayList<>();
        while (solutions.size() < most && solver.solve()) {
            int[] values = new int[cells.length];
            for (int cell = 0; cell < cells.length; cell++) {
                values[cell] = cells[cell].getValue();
            }
            solutions.add(values);
            objectives.add(objective
                    .map(PuzzleModel.ObjectiveVariable::variable)
                    .filter(IntVar::isInstantiated)
                    .map(variable -> OptionalInt.of(variable.getValue()))
                    .orElse(OptionalInt.empty()));
        }
        boolean complete = solutions.size() < most && solver.getSearchState() == SearchState.TERMINATED;
        return new Found(List.copyOf(solutions), List.copyOf(objectives), complete);
    }
}
