package org.orbits.search.detect;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Optional;
import org.orbits.puzzle.CellGrid;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ExternalCount;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PositionRemark;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.symmetry.Group;

/**
 * A puzzle whose default group is the detected one; its own groups follow, those the detected group holds (when it is
 * listed, and but the trivial group), so that one search under the detected group reports them too. Everything else is the puzzle's.
 */
final class DetectedPuzzle implements PuzzleInstance {

    private final PuzzleInstance puzzle;
    private final ImmutableList<Group> groups;

    /**
     * {@code puzzle} with {@code detected} as its default group, then {@code onSolutions} (a larger group proven on the
     * solutions only) where there is one, then those of its own groups the largest of them holds.
     */
    DetectedPuzzle(PuzzleInstance puzzle, Group detected, java.util.Optional<Group> onSolutions) {
        this.puzzle = puzzle;
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
        this.groups = all.build();
    }

    private static boolean holds(Group detected, Group own) {
        return own.generators().stream().allMatch(detected::contains);
    }

    @Override
    public PuzzleFamily family() {
        return puzzle.family();
    }

    @Override
    public String id() {
        return puzzle.id();
    }

    @Override
    public ImmutableMap<String, String> parameters() {
        return puzzle.parameters();
    }

    @Override
    public ImmutableList<String> cellNames() {
        return puzzle.cellNames();
    }

    @Override
    public int minValue() {
        return puzzle.minValue();
    }

    @Override
    public int maxValue() {
        return puzzle.maxValue();
    }

    @Override
    public boolean valuesDistinct() {
        return puzzle.valuesDistinct();
    }

    @Override
    public int determiningPrefix() {
        return puzzle.determiningPrefix();
    }

    @Override
    public PuzzleModel build(ModelOptions options) {
        return puzzle.build(options);
    }

    @Override
    public DefinitionModel definitionModel() {
        return puzzle.definitionModel();
    }

    @Override
    public Optional<ExternalCount> externalCount() {
        return puzzle.externalCount();
    }

    @Override
    public ImmutableList<CellGrid> cellGrids() {
        return puzzle.cellGrids();
    }

    @Override
    public ImmutableList<Group> groups() {
        return groups;
    }

    @Override
    public Optional<String> violation(int[] solution) {
        return puzzle.violation(solution);
    }

    @Override
    public Optional<Objective> objectiveOf(int[] solution) {
        return puzzle.objectiveOf(solution);
    }

    @Override
    public Picture draw(int[] solution) {
        return puzzle.draw(solution);
    }

    @Override
    public ImmutableList<PositionRemark> remarks(int[] position) {
        return puzzle.remarks(position);
    }
}
