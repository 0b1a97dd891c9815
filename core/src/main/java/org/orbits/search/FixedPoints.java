package org.orbits.search;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import org.chocosolver.solver.Solver;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.symmetry.Burnside;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetry;

/**
 * The orbits of an instance by {@link Burnside}'s lemma: for every element {@code g} of the group but the
 * identity, the solutions {@code g} fixes, counted by a search of their own on the family's model with
 * {@code g(x) = x} posted and no symmetry breaking (at the proven optimum, for an optimisation puzzle). The
 * identity fixes every solution, a number the full enumeration has just counted; counting it again would
 * repeat that search. Every fixed solution found passes the checker and is checked to be fixed.
 *
 * @param count the fixed points of every element, identity first
 * @param problems solutions found that the checker refuses or that {@code g} does not fix
 */
public record FixedPoints(Burnside.Count count, List<String> problems) {

    /**
     * Counts the solutions each element of {@code group} fixes, each by a search of its own.
     *
     * @param solutions every solution of the instance (at the optimum), as the full enumeration counted them
     * @param optimum the proven optimum, for an optimisation puzzle
     */
    public static FixedPoints count(PuzzleInstance instance, Group group, long solutions, OptionalInt optimum) {
        SolverSettings settings = SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE);
        List<Long> fixed = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        fixed.add(solutions);
        for (Symmetry g : group.nonIdentityElements()) {
            PuzzleModel model = new Enumerator(instance).settings(settings).prepare();
            Preconditions.checkArgument(
                    optimum.isPresent() == model.objective().isPresent(),
                    "an optimisation puzzle's fixed points are counted at its optimum, and only then");
            Burnside.postFixedBy(model.model(), model.cells(), g);
            optimum.ifPresent(value -> model.model()
                    .arithm(model.objective().orElseThrow().variable(), "=", value)
                    .post());
            Solver solver = model.model().getSolver();
            long found = 0;
            while (solver.solve()) {
                int[] solution = Enumerator.valuesOf(model.cells());
                instance.violation(solution)
                        .ifPresent(problem ->
                                problems.add("a solution fixed by " + g.name() + " fails the checker: " + problem));
                if (!Arrays.equals(g.apply(solution), solution)) {
                    problems.add("the search for solutions fixed by " + g.name() + " found one it does not fix");
                }
                found++;
            }
            fixed.add(found);
        }
        return new FixedPoints(new Burnside.Count(fixed), List.copyOf(problems));
    }
}
