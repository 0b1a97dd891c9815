package org.orbits.search;

import java.util.Optional;
import java.util.OptionalInt;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.SearchState;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.symmetry.Group;

/**
 * Proven bounds on an optimum that a complete search does not settle in reasonable time: the best solution
 * found within a budget, and the furthest value up to which the solver proved that no solution beats it.
 * Each search is limited by a number of nodes, not by time, so the bounds are the same on every machine
 * and every run.
 *
 * <p>The best solution comes from branch and bound, starting from the instance's heuristic solution when it
 * offers one. The proven bound comes from a series of complete
 * searches, each asking for a solution no worse than {@code k} (for a minimisation: at most {@code k}), for
 * {@code k} from the objective's smallest possible value on: each that is exhausted without a solution
 * proves every solution worse than {@code k}. The series stops at the first search that runs out of nodes,
 * or that finds a solution, which settles the optimum.
 *
 * @param best the best value found, and a solution with it
 * @param bound no solution is better than this: for a minimisation, every solution is at least this
 * @param settled whether the bound meets the best value, so the optimum is proven after all
 */
public record ObjectiveBounds(Objective.Sense sense, int best, int[] bestSolution, int bound, boolean settled) {

    public static ObjectiveBounds search(PuzzleInstance instance, Group group, long nodesPerSearch) {
        Enumerator enumerator = new Enumerator(instance).group(group);
        PuzzleModel optimising = enumerator.prepare();
        PuzzleModel.ObjectiveVariable objective = optimising
                .objective()
                .orElseThrow(() -> new IllegalArgumentException(instance.label() + " has no objective"));
        boolean minimise = objective.sense() == Objective.Sense.MINIMISE;
        Solver solver = optimising.model().getSolver();
        optimising.model().setObjective(!minimise, objective.variable());
        solver.limitNode(nodesPerSearch);
        int best = 0;
        int[] bestSolution = null;
        // A heuristic solution that passes the checker is the first best, and the search looks only for better.
        Optional<int[]> heuristic = instance.checkedHeuristicSolution();
        if (heuristic.isPresent()) {
            bestSolution = heuristic.get();
            best = instance.objectiveOf(bestSolution).orElseThrow().value();
            optimising
                    .model()
                    .arithm(objective.variable(), minimise ? "<" : ">", best)
                    .post();
        }
        while (solver.solve()) {
            best = objective.variable().getValue();
            bestSolution = optimising.cellValues();
        }
        if (bestSolution == null) {
            throw new IllegalStateException(instance.label() + ": no solution within " + nodesPerSearch + " nodes");
        }
        if (solver.getSearchState() == SearchState.TERMINATED) {
            return new ObjectiveBounds(objective.sense(), best, bestSolution, best, true);
        }
        int step = minimise ? 1 : -1;
        PuzzleModel.ObjectiveVariable declared =
                enumerator.prepare().objective().orElseThrow();
        int bound = minimise ? declared.variable().getLB() : declared.variable().getUB();
        while (bound != best) {
            PuzzleModel atMost = enumerator.prepare();
            atMost.model()
                    .arithm(atMost.objective().orElseThrow().variable(), minimise ? "<=" : ">=", bound)
                    .post();
            Solver proving = atMost.model().getSolver();
            proving.limitNode(nodesPerSearch);
            if (proving.solve()) {
                best = atMost.objective().orElseThrow().variable().getValue();
                bestSolution = atMost.cellValues();
                break;
            }
            if (proving.getSearchState() != SearchState.TERMINATED) {
                break;
            }
            bound += step;
        }
        return new ObjectiveBounds(objective.sense(), best, bestSolution, bound, bound == best);
    }

    /** The bounds as the result of an optimisation: the best value, proven when settled, and the bound. */
    public ObjectiveResult result() {
        return new ObjectiveResult(
                sense, OptionalInt.of(best), settled, settled ? OptionalInt.empty() : OptionalInt.of(bound));
    }
}
