package org.orbits.puzzle;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.orbits.symmetry.Group;

/**
 * An engine of a puzzle's own, beside Choco's, for a puzzle that is an exact cover (a tiling): every item covered by
 * exactly one chosen option. A puzzle that offers one ({@link PuzzleInstance#exactCover}) is enumerated by it, split
 * into work units like any search (threads, checkpoints, parts, the cluster job), while its Choco model stays what
 * counts it independently, completes givens and counts Burnside's fixed points.
 *
 * <p>Symmetry is broken the way such engines break it, not by lex-leader constraints: one piece is kept to one
 * placement per orbit of its placements under the group, so that every orbit of solutions is met at least once, and
 * each solution found once; exactly once per orbit where {@link Search#exact()} says so. The canonicaliser then names
 * each orbit and its size.
 */
public interface ExactCover {

    /** How often a search asks whether to stop: once every this many nodes, well within a millisecond. */
    int NODES_PER_CHECK = 1024;

    /** Which solutions a search finds. */
    enum Kept {
        /** Every solution, each once: no symmetry breaking. */
        EVERY,
        /** At least one solution of every orbit: one piece kept to the least-numbered placement of each orbit. */
        LEAST,
        /** The same with the greatest-numbered placement of each orbit kept: other members of the same orbits. */
        GREATEST
    }

    /** The search of the solutions {@code kept} says, symmetry broken (where it is) under {@code group}. */
    Search search(Group group, Kept kept);

    /**
     * The same exact cover stated again, for a count that shares nothing with this engine: its placements made from
     * the puzzle's definition by code the engine does not run. Empty for an engine that offers none; then only the
     * Choco model counts it again.
     */
    default Optional<CoverStatement> statement() {
        return Optional.empty();
    }

    /**
     * One exact-cover search, to run whole or in units. A unit is the list of options chosen at the first levels of
     * the search, by their numbers; the units {@link #units} lists partition the search. Deterministic: the same
     * units, solutions in the same order, the same node counts on every run. Safe to share between threads.
     */
    interface Search {

        /** Whether every orbit under the group holds exactly one solution the search finds. */
        boolean exact();

        /** What the search keeps, in words: {@code every tiling}, {@code the X kept to 8 of its 32 placements ...}. */
        String words();

        /**
         * At least {@code atLeast} units where the search tree allows (fewer when it is smaller), which together
         * partition the search; the whole search is one unit, the empty list.
         */
        List<int[]> units(int atLeast);

        /**
         * Searches the subtree of {@code unit}, handing each solution found to {@code solutions} as a fresh array
         * over the puzzle's cells, and asking {@code stop} once every {@link #NODES_PER_CHECK} nodes whether to give
         * up, and after a solution when the solutions handed on since it last asked took long. A unit that is no unit
         * of this search is an {@link IllegalArgumentException}.
         */
        Report search(int[] unit, Consumer<int[]> solutions, BooleanSupplier stop);
    }

    /**
     * What one search of a unit came to.
     *
     * @param nodes the options tried
     * @param fails the dead ends met: an item no option could cover any more
     * @param finished whether it searched its whole subtree rather than stopping when asked to
     */
    record Report(long nodes, long fails, boolean finished) {}
}
