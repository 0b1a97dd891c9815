package org.orbits.search.detect;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ExternalCount;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.puzzle.PuzzleModels;
import org.orbits.puzzle.PuzzleParts;
import org.orbits.symmetry.Group;

/**
 * A puzzle whose default group is the detected one; its own groups follow, those the detected group holds (when it is
 * listed, and but the trivial group), so that one search under the detected group reports them too. It is the puzzle
 * with two parts replaced: its groups, which are proven (detection proved every generator), and its models, which are
 * its own but for an engine of its own: a tiling's dancing links breaks symmetry by the board's maps of its
 * placements, which a detected map need not be, so the Choco model enumerates under the detected group. Everything
 * else is the puzzle's.
 */
final class DetectedPuzzle {

    private DetectedPuzzle() {}

    /**
     * {@code puzzle} with {@code detected} as its default group, then {@code onSolutions} (a larger group proven on the
     * solutions only) where there is one, then those of its own groups the largest of them holds.
     */
    static PuzzleInstance of(PuzzleInstance puzzle, Group detected, Optional<Group> onSolutions) {
        ImmutableList.Builder<Group> all = ImmutableList.<Group>builder().add(detected);
        onSolutions.ifPresent(all::add);
        Group largest = onSolutions.orElse(detected);
        for (Group own : puzzle.groups()) {
            // Another group's orbits are split from the largest group's element by element: a listed group only.
            if (largest.listed()
                    && own.order() > 1
                    && !own.name().equals(detected.name())
                    && !own.name().equals(largest.name())
                    && holds(largest, own)) {
                all.add(own);
            }
        }
        ImmutableList<Group> groups = all.build();
        return PuzzleParts.of(puzzle).withGroups(() -> groups).withModels(new ChocoModels(puzzle));
    }

    private static boolean holds(Group detected, Group own) {
        return own.generators().stream().allMatch(detected::contains);
    }

    /** The puzzle's models without its own engine. */
    private record ChocoModels(PuzzleModels models) implements PuzzleModels {

        @Override
        public PuzzleModel build(ModelOptions options) {
            return models.build(options);
        }

        @Override
        public DefinitionModel definitionModel() {
            return models.definitionModel();
        }

        @Override
        public Optional<ExternalCount> externalCount() {
            return models.externalCount();
        }

        @Override
        public Optional<int[]> heuristicSolution() {
            return models.heuristicSolution();
        }
    }
}
