package org.orbits.puzzle.almostmagic;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Optional;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.puzzle.Remark;
import org.orbits.symmetry.Group;

/** One Almost Magic question: which objective, and how far apart a region's line sums may be. */
final class AlmostMagic implements PuzzleInstance {

    private final AlmostMagicFamily family;
    private final AlmostMagicGeometry geometry = new AlmostMagicGeometry();
    private final AlmostMagicObjective objective;
    private final int spread;
    private final int maxValue;
    private final ImmutableList<Group> groups;

    AlmostMagic(AlmostMagicFamily family, AlmostMagicObjective objective, int spread, int maxValue) {
        this.family = family;
        this.objective = objective;
        this.spread = spread;
        this.maxValue = maxValue;
        this.groups = ImmutableList.of(AlmostMagicSymmetries.rotations(geometry));
    }

    @Override
    public PuzzleFamily family() {
        return family;
    }

    @Override
    public String id() {
        return objective.word() + "-spread" + spread;
    }

    @Override
    public ImmutableMap<String, String> parameters() {
        return ImmutableMap.of("objective", objective.word(), "spread", Integer.toString(spread));
    }

    @Override
    public ImmutableList<String> cellNames() {
        return geometry.cellNames();
    }

    @Override
    public int minValue() {
        return 1;
    }

    @Override
    public int maxValue() {
        return maxValue;
    }

    @Override
    public boolean valuesDistinct() {
        return true;
    }

    @Override
    public PuzzleModel build(ModelOptions options) {
        return AlmostMagicModel.build(geometry, objective, spread, maxValue, options);
    }

    @Override
    public DefinitionModel definitionModel() {
        return AlmostMagicDefinitionModel.build(geometry, objective, spread, maxValue);
    }

    @Override
    public ImmutableList<Group> groups() {
        return groups;
    }

    @Override
    public Optional<String> violation(int[] solution) {
        return AlmostMagicChecker.violation(geometry, spread, solution);
    }

    @Override
    public Optional<Objective> objectiveOf(int[] solution) {
        return Optional.of(
                new Objective(Objective.Sense.MINIMISE, AlmostMagicChecker.objective(geometry, objective, solution)));
    }

    @Override
    public Picture draw(int[] solution) {
        return AlmostMagicDrawing.draw(geometry, solution);
    }

    @Override
    public ImmutableList<Remark> remarks(int[] position) {
        return AlmostMagicRemarks.of(geometry, spread, position);
    }
}
