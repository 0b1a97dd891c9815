package org.orbits.puzzle;

import java.util.Optional;

/**
 * One part of a {@link PuzzleInstance}: the independent checker, written from the puzzle's definition and sharing
 * nothing with its models, and the objective it computes the same way. Only {@link #violation} must be given.
 */
public interface PuzzleChecker {

    /**
     * Empty when {@code solution} solves the puzzle, otherwise what is wrong with it, in one line. A solution is an
     * {@code int[]} indexed by cell in {@link PuzzleInstance#cellNames()} order.
     */
    Optional<String> violation(int[] solution);

    /** The objective of {@code solution}, computed from the definition; empty for satisfaction puzzles. */
    default Optional<Objective> objectiveOf(int[] solution) {
        return Optional.empty();
    }
}
