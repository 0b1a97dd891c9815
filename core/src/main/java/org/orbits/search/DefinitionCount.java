package org.orbits.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.SearchState;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ExternalCount;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;

/**
 * The solutions of an instance counted on its {@link DefinitionModel}, under Choco's default search and within
 * a budget of search nodes (for an optimisation puzzle, the optimum first, then the solutions at it, both
 * within one budget). A node budget, not a time limit: whether the count finishes is then the same on every
 * run and every machine, so the catalog can say so. Every solution found passes the checker.
 *
 * @param solutions the count, or empty when the budget ran out first
 * @param optimum the proven optimum, for an optimisation puzzle whose count finished
 * @param nodes the nodes searched
 * @param problems solutions the checker refused, or whose objective the definition disagrees with
 */
public record DefinitionCount(
        OptionalLong solutions,
        OptionalInt optimum,
        long nodes,
        List<String> problems,
        Optional<ExternalCount> external) {

    public DefinitionCount(OptionalLong solutions, OptionalInt optimum, long nodes, List<String> problems) {
        this(solutions, optimum, nodes, problems, Optional.empty());
    }

    /** Who counted, in words: the definition model, or the other solver of an external count. */
    public String counter() {
        return external.map(ExternalCount::counter).orElse("the definition model");
    }

    public boolean finished() {
        return solutions.isPresent();
    }

    /**
     * The count of the instance's external counter when it has one (a user's model: Gecode), otherwise of its
     * definition model within {@code nodeBudget} nodes.
     */
    public static DefinitionCount take(PuzzleInstance instance, long nodeBudget) {
        Optional<ExternalCount> external = instance.externalCount();
        if (external.isPresent()) {
            ExternalCount count = external.get();
            return new DefinitionCount(count.solutions(), count.optimum(), 0, List.of(), external);
        }
        List<String> problems = new ArrayList<>();
        DefinitionModel first = instance.definitionModel();
        if (first.objective().isEmpty()) {
            Counted all = count(instance, first, nodeBudget, problems);
            return new DefinitionCount(all.solutions, OptionalInt.empty(), all.nodes, List.copyOf(problems));
        }
        PuzzleModel.ObjectiveVariable objective = first.objective().get();
        Solver solver = first.model().getSolver();
        solver.limitNode(nodeBudget);
        first.model().setObjective(objective.sense() == Objective.Sense.MAXIMISE, objective.variable());
        OptionalInt best = OptionalInt.empty();
        while (solver.solve()) {
            best = OptionalInt.of(objective.variable().getValue());
        }
        long used = solver.getMeasures().getNodeCount();
        if (solver.getSearchState() != SearchState.TERMINATED) {
            return new DefinitionCount(OptionalLong.empty(), OptionalInt.empty(), used, List.copyOf(problems));
        }
        if (best.isEmpty()) {
            return new DefinitionCount(OptionalLong.of(0), best, used, List.copyOf(problems));
        }
        DefinitionModel optimal = instance.definitionModel();
        IntVar value = optimal.objective().orElseThrow().variable();
        optimal.model().arithm(value, "=", best.getAsInt()).post();
        Counted atOptimum = count(instance, optimal, Math.max(1, nodeBudget - used), problems);
        return new DefinitionCount(
                atOptimum.solutions,
                atOptimum.solutions.isPresent() ? best : OptionalInt.empty(),
                used + atOptimum.nodes,
                List.copyOf(problems));
    }

    private record Counted(OptionalLong solutions, long nodes) {}

    private static Counted count(
            PuzzleInstance instance, DefinitionModel definition, long budget, List<String> problems) {
        Solver solver = definition.model().getSolver();
        solver.limitNode(budget);
        long found = 0;
        while (solver.solve()) {
            found++;
            int[] solution = definition.cellValues();
            Optional<String> violation = instance.violation(solution);
            violation.ifPresent(
                    problem -> problems.add("the definition model found a solution the checker refuses: " + problem));
            definition.objective().ifPresent(objective -> {
                int stated = objective.variable().getValue();
                Optional<Objective> computed = instance.objectiveOf(solution);
                if (computed.isEmpty() || computed.get().value() != stated) {
                    problems.add("the definition model's objective " + stated + " is not the definition's "
                            + computed.map(Objective::value).orElse(null));
                }
            });
        }
        long nodes = solver.getMeasures().getNodeCount();
        boolean exhausted = solver.getSearchState() == SearchState.TERMINATED;
        return new Counted(exhausted ? OptionalLong.of(found) : OptionalLong.empty(), nodes);
    }
}
