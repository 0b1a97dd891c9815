package org.orbits.search.detect;

import com.google.common.collect.ImmutableList;
import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Enumerator;
import org.orbits.search.Limits;
import org.orbits.search.SearchResult;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.Symmetry;

/**
 * Every solution of a puzzle, enumerated under the trivial group with no symmetry breaking, held so that a candidate
 * symmetry can be checked on all of them: a map is a symmetry of the puzzle exactly when it sends every solution to a
 * solution (for an optimisation puzzle, every optimal solution to an optimal one).
 */
final class SolutionSet {

    private final List<int[]> solutions;
    private final Set<ImmutableIntArray> members;

    private SolutionSet(List<int[]> solutions) {
        this.solutions = ImmutableList.copyOf(solutions);
        this.members = new HashSet<>();
        for (int[] solution : solutions) {
            members.add(ImmutableIntArray.copyOf(solution));
        }
    }

    /** Every solution of {@code puzzle}, or empty when it has more than {@code most} or the search did not finish. */
    static Optional<SolutionSet> enumerate(PuzzleInstance puzzle, long most) {
        List<int[]> found = new ArrayList<>();
        Group trivial = Group.generatedBy("trivial", puzzle.cellNames().size(), List.of());
        SearchResult result = new Enumerator(puzzle)
                .group(trivial)
                .settings(SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE))
                .limits(Limits.of(null, most + 1))
                .run(solution -> found.add(solution.clone()));
        if (!result.complete() || found.size() > most) {
            return Optional.empty();
        }
        return Optional.of(new SolutionSet(found));
    }

    /** The set of {@code solutions}, as given. */
    static SolutionSet of(List<int[]> solutions) {
        return new SolutionSet(solutions);
    }

    int size() {
        return solutions.size();
    }

    boolean contains(int[] assignment) {
        return members.contains(ImmutableIntArray.copyOf(assignment));
    }

    /** A solution {@code map} sends to no solution (or to no assignment at all), if there is one. */
    Optional<int[]> counterexample(Symmetry map) {
        for (int[] solution : solutions) {
            int[] image;
            try {
                image = map.apply(solution);
            } catch (IllegalArgumentException notAnAssignment) {
                return Optional.of(solution.clone());
            }
            if (!contains(image)) {
                return Optional.of(solution.clone());
            }
        }
        return Optional.empty();
    }

    /** The literals of {@code space} some solution holds, each once, in increasing order. */
    int[] heldLiterals(LiteralSpace space) {
        BitSet literals = new BitSet(space.literals());
        for (int[] solution : solutions) {
            for (int literal : space.literalsOf(solution)) {
                literals.set(literal);
            }
        }
        return literals.stream().toArray();
    }

    /** Whether {@code map} sends every solution to a solution. */
    boolean preservedBy(Symmetry map) {
        return counterexample(map).isEmpty();
    }
}
