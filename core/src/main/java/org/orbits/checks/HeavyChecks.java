package org.orbits.checks;

import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.symmetry.Burnside;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.SolutionOrder;
import org.orbits.symmetry.Symmetry;

/**
 * The checks of a heavy entry that need no search, so that every verify runs them: every solution of every
 * stored orbit, each representative expanded by the group, passes the independent checker at the stored
 * optimum; their number is the stored count of solutions; and Burnside's lemma over them, each element's fixed
 * solutions counted among them, gives the stored number of orbits.
 *
 * @param solutions every solution the stored representatives expand to
 * @param burnside each group element's fixed solutions among them, identity first
 * @param problems what disagrees with the stored entry; empty when it holds
 */
public record HeavyChecks(Set<ImmutableIntArray> solutions, Burnside.Count burnside, List<String> problems) {

    /** The problems beyond the first few of one kind say nothing more. */
    private static final int REPORTED = 3;

    public static HeavyChecks of(PuzzleInstance instance, Group group, CatalogEntry entry) {
        List<String> problems = new ArrayList<>();
        if (!entry.complete()) {
            problems.add("a heavy entry must be complete");
        }
        boolean proven = entry.objective().map(EntryObjective::proven).orElse(true);
        if (!proven) {
            problems.add("a heavy entry's optimum must be proven");
        }
        if (entry.representatives().size() != entry.orbits()) {
            problems.add("lists " + entry.representatives().size() + " representatives for its " + entry.orbits()
                    + " orbits: a heavy entry must list every one to be checked");
        }
        Set<ImmutableIntArray> solutions = new TreeSet<>(SolutionOrder.LEXICOGRAPHIC);
        for (CatalogEntry.Representative representative : entry.representatives()) {
            int[] values = representative.values();
            for (Symmetry g : group.elements()) {
                solutions.add(ImmutableIntArray.copyOf(g.apply(values)));
            }
        }
        OptionalInt optimum = entry.objective()
                .filter(EntryObjective::proven)
                .map(EntryObjective::value)
                .orElse(OptionalInt.empty());
        int refused = 0;
        int offOptimum = 0;
        for (ImmutableIntArray stored : solutions) {
            int[] solution = stored.toArray();
            if (instance.violation(solution).isPresent() && refused++ < REPORTED) {
                problems.add("the solution " + stored + " of a stored orbit fails the checker: "
                        + instance.violation(solution).get());
            }
            if (optimum.isPresent()) {
                int value = instance.objectiveOf(solution).map(Objective::value).orElseThrow();
                if (value != optimum.getAsInt() && offOptimum++ < REPORTED) {
                    problems.add("the solution " + stored + " of a stored orbit has objective " + value
                            + ", not the stored optimum " + optimum.getAsInt());
                }
            }
        }
        if (solutions.size() != entry.solutions()) {
            problems.add("the stored orbits hold " + solutions.size() + " solutions, stored " + entry.solutions());
        }
        List<Long> fixed = new ArrayList<>();
        long symmetric = 0;
        List<int[]> plain = solutions.stream().map(ImmutableIntArray::toArray).toList();
        for (Symmetry g : group.elements()) {
            fixed.add(plain.stream()
                    .filter(solution -> Arrays.equals(g.apply(solution), solution))
                    .count());
        }
        for (int[] solution : plain) {
            if (group.nonIdentityElements().stream().anyMatch(g -> Arrays.equals(g.apply(solution), solution))) {
                symmetric++;
            }
        }
        if (symmetric != entry.symmetricSolutions()) {
            problems.add("the stored orbits hold " + symmetric + " solutions some symmetry fixes, stored "
                    + entry.symmetricSolutions());
        }
        Burnside.Count burnside = new Burnside.Count(fixed);
        if (!burnside.whole()) {
            problems.add("Burnside: the " + burnside.groupOrder() + " elements fix " + burnside.total()
                    + " of the stored orbits' solutions, not a multiple of the group's order");
        } else if (burnside.orbits() != entry.orbits()) {
            problems.add("Burnside's lemma over the stored orbits' solutions gives " + burnside.orbits()
                    + " orbits, stored " + entry.orbits());
        }
        entry.checks().ifPresent(checks -> {
            if (checks.fixedPoints() != burnside.total()) {
                problems.add("the stored orbits' solutions hold " + burnside.total() + " fixed points, stored "
                        + checks.fixedPoints());
            }
        });
        return new HeavyChecks(solutions, burnside, List.copyOf(problems));
    }
}
