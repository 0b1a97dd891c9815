package org.orbits.puzzle.hip;

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

/** One Hip board: {@code n x n} points, the balanced split or any. */
final class Hip implements PuzzleInstance {

    private final HipFamily family;
    private final HipGeometry geometry;
    private final boolean balanced;
    private final ImmutableList<Group> groups;

    Hip(HipFamily family, int size, boolean balanced) {
        this.family = family;
        this.geometry = new HipGeometry(size);
        this.balanced = balanced;
        Group board = HipSymmetries.board(geometry);
        // Swapping colours keeps the split only when both players have as many points, or any split is allowed.
        boolean swapAllowed = !balanced || size * size % 2 == 0;
        this.groups =
                swapAllowed ? ImmutableList.of(HipSymmetries.boardAndSwap(geometry), board) : ImmutableList.of(board);
    }

    @Override
    public PuzzleFamily family() {
        return family;
    }

    @Override
    public String id() {
        return "n" + geometry.size() + "-" + (balanced ? "balanced" : "any");
    }

    @Override
    public ImmutableMap<String, String> parameters() {
        return ImmutableMap.of("n", Integer.toString(geometry.size()), "split", balanced ? "balanced" : "any");
    }

    @Override
    public ImmutableList<String> cellNames() {
        return geometry.pointNames();
    }

    @Override
    public int minValue() {
        return 0;
    }

    @Override
    public int maxValue() {
        return 1;
    }

    @Override
    public PuzzleModel build(ModelOptions options) {
        return HipModel.build(geometry, balanced);
    }

    @Override
    public DefinitionModel definitionModel() {
        return HipDefinitionModel.build(geometry, balanced);
    }

    @Override
    public ImmutableList<Group> groups() {
        return groups;
    }

    @Override
    public Optional<String> violation(int[] solution) {
        return HipChecker.violation(geometry, balanced, solution);
    }

    @Override
    public Optional<Objective> objectiveOf(int[] solution) {
        return Optional.of(new Objective(Objective.Sense.MINIMISE, HipChecker.madeSquares(geometry, solution)));
    }

    @Override
    public Picture draw(int[] solution) {
        return HipDrawing.draw(geometry, solution);
    }

    @Override
    public ImmutableList<Remark> remarks(int[] position) {
        return HipRemarks.of(geometry, balanced, position);
    }
}
