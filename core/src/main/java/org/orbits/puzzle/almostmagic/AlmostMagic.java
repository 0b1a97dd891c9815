package org.orbits.puzzle.almostmagic;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Optional;
import org.orbits.puzzle.AbstractPuzzleInstance;
import org.orbits.puzzle.CellGrid;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PositionRemark;
import org.orbits.puzzle.PuzzleFacts;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleModel;

/** One Almost Magic question: which objective, and how far apart a region's line sums may be. */
final class AlmostMagic extends AbstractPuzzleInstance {

    private final AlmostMagicGeometry geometry;
    private final AlmostMagicObjective objective;
    private final int spread;
    private final int maxValue;

    AlmostMagic(PuzzleFamily family, AlmostMagicObjective objective, int spread, int maxValue) {
        this(family, new AlmostMagicGeometry(), objective, spread, maxValue);
    }

    private AlmostMagic(
            PuzzleFamily family,
            AlmostMagicGeometry geometry,
            AlmostMagicObjective objective,
            int spread,
            int maxValue) {
        super(
                family,
                PuzzleFacts.of(
                                objective.word() + "-spread" + spread,
                                ImmutableMap.of("objective", objective.word(), "spread", Integer.toString(spread)),
                                geometry.cellNames(),
                                1,
                                maxValue,
                                ImmutableList.of(AlmostMagicSymmetries.rotations(geometry)))
                        .withDistinctValues());
        this.geometry = geometry;
        this.objective = objective;
        this.spread = spread;
        this.maxValue = maxValue;
    }

    /** The 6 x 6 grid with the positions no region reaches left empty. */
    @Override
    public ImmutableList<CellGrid> cellGrids() {
        return ImmutableList.of(CellGrid.of(
                "grid", AlmostMagicGeometry.GRID, AlmostMagicGeometry.GRID, (r, c) -> geometry.cellAt(r, c)));
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
    public ImmutableList<PositionRemark> remarks(int[] position) {
        return AlmostMagicRemarks.of(geometry, spread, position);
    }
}
