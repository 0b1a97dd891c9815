package org.orbits.puzzle;

import java.util.Optional;

/**
 * One part of a {@link PuzzleInstance}: the ways it is solved and counted. A fast Choco model, the plain model of its
 * definition, and where they apply another solver's count, an engine of its own and a heuristic's solution. A wrapper
 * that states the puzzle another way replaces this part whole (see {@link PuzzleParts}).
 */
public interface PuzzleModels {

    /** A fresh Choco model of this instance, stated as {@code options} choose among its family's model options. */
    PuzzleModel build(ModelOptions options);

    /**
     * A fresh model of the puzzle's rules alone, as its definition states them (see {@link DefinitionModel}),
     * for a count that does not depend on the implied constraints and propagators of {@link #build}.
     */
    DefinitionModel definitionModel();

    /**
     * A count of the solutions by another solver, sharing nothing with {@link #build} or {@link
     * #definitionModel}: for a user's model, whose definition model is its own translation, Gecode's. Empty for
     * the families, whose definition model stands apart from their fast model.
     */
    default Optional<ExternalCount> externalCount() {
        return Optional.empty();
    }

    /**
     * An exact-cover engine of the puzzle's own (a tiling's dancing links), which then enumerates it in place of the
     * Choco model (see {@link ExactCover}); none by default.
     */
    default Optional<ExactCover> exactCover() {
        return Optional.empty();
    }

    /**
     * A good solution of an optimisation puzzle found quickly by a heuristic of the family's own, or empty (the
     * default): the search for the optimum starts with its objective as the value to beat or equal. It proves
     * nothing, and is used only once it has passed the checker (see {@link PuzzleInstance#checkedHeuristicSolution}).
     */
    default Optional<int[]> heuristicSolution() {
        return Optional.empty();
    }
}
