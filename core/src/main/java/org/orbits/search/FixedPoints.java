package org.orbits.search;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.variables.IntVar;
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
 * <p>A group too large to visit element by element is visited by conjugacy classes where its structure gives them
 * (a product of symmetric groups: Latin squares up to isotopy have 343 classes for 1,728,000 elements), one search
 * per class; where it gives none, Burnside's lemma is not run, and {@link #count} is empty.
 *
 * @param count the fixed points of every element or class, identity first; empty when not run
 * @param problems solutions found that the checker refuses or that {@code g} does not fix
 */
public record FixedPoints(Optional<Burnside.Count> count, List<String> problems) {

    /**
     * One element to search: how {@code g(x) = x} is posted, whether a solution is fixed, and how many elements the
     * element stands for.
     */
    private record Visit(String name, BiConsumer<Model, IntVar[]> fixedBy, Predicate<int[]> fixes, long weight) {}

    /**
     * Counts the solutions each element (or class) of {@code group} fixes, each by a search of its own.
     *
     * @param solutions every solution of the instance (at the optimum), as the full enumeration counted them
     * @param optimum the proven optimum, for an optimisation puzzle
     */
    public static FixedPoints count(PuzzleInstance instance, Group group, long solutions, OptionalInt optimum) {
        Optional<List<Visit>> visits = visits(group);
        if (visits.isEmpty()) {
            return new FixedPoints(Optional.empty(), List.of());
        }
        SolverSettings settings = SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE);
        List<Long> fixed = new ArrayList<>();
        List<Long> weights = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        fixed.add(solutions);
        weights.add(1L);
        for (Visit visit : visits.get()) {
            PuzzleModel model = new Enumerator(instance).settings(settings).prepare();
            Preconditions.checkArgument(
                    optimum.isPresent() == model.objective().isPresent(),
                    "an optimisation puzzle's fixed points are counted at its optimum, and only then");
            visit.fixedBy().accept(model.model(), model.cells());
            optimum.ifPresent(value -> model.model()
                    .arithm(model.objective().orElseThrow().variable(), "=", value)
                    .post());
            Solver solver = model.model().getSolver();
            long found = 0;
            while (solver.solve()) {
                int[] solution = model.cellValues();
                instance.violation(solution)
                        .ifPresent(problem ->
                                problems.add("a solution fixed by " + visit.name() + " fails the checker: " + problem));
                if (!visit.fixes().test(solution)) {
                    problems.add("the search for solutions fixed by " + visit.name() + " found one it does not fix");
                }
                found++;
            }
            fixed.add(found);
            weights.add(visit.weight());
        }
        return new FixedPoints(Optional.of(new Burnside.Count(fixed, weights)), List.copyOf(problems));
    }

    /** The elements (or classes) to search, identity left out; empty when the group is visited neither way. */
    private static Optional<List<Visit>> visits(Group group) {
        return Burnside.terms(group).map(terms -> terms.stream()
                .filter(term -> !term.element().isIdentity())
                .map(term -> visit(term.element(), term.weight()))
                .toList());
    }

    private static Visit visit(Symmetry g, long weight) {
        return new Visit(
                g.name(),
                (model, cells) -> Burnside.postFixedBy(model, cells, g),
                solution -> Arrays.equals(g.apply(solution), solution),
                weight);
    }
}
