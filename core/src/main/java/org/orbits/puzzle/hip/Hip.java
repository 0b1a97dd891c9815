package org.orbits.puzzle.hip;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Optional;
import java.util.OptionalInt;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.puzzle.Remark;
import org.orbits.symmetry.Group;

/**
 * One Hip board: {@code M x N} points (square or not), the balanced split or any, and optionally a most
 * number of made squares (a colouring that makes more is no solution: no solution proves the minimum higher).
 */
final class Hip implements PuzzleInstance {

    private final HipFamily family;
    private final HipGeometry geometry;
    private final boolean balanced;
    private final OptionalInt most;
    private final ImmutableList<Group> groups;

    Hip(HipFamily family, int rows, int columns, boolean balanced) {
        this(family, rows, columns, balanced, OptionalInt.empty());
    }

    Hip(HipFamily family, int rows, int columns, boolean balanced, OptionalInt most) {
        this.family = family;
        this.geometry = new HipGeometry(rows, columns);
        this.balanced = balanced;
        this.most = most;
        Group board = HipSymmetries.board(geometry);
        // Swapping colours keeps the split only when both players have as many points, or any split is allowed.
        boolean swapAllowed = !balanced || geometry.points() % 2 == 0;
        this.groups =
                swapAllowed ? ImmutableList.of(HipSymmetries.boardAndSwap(geometry), board) : ImmutableList.of(board);
    }

    @Override
    public PuzzleFamily family() {
        return family;
    }

    @Override
    public String id() {
        String board = geometry.isSquare() ? "n" + geometry.rows() : geometry.rows() + "x" + geometry.columns();
        return board + "-" + split() + (most.isPresent() ? "-most" + most.getAsInt() : "");
    }

    @Override
    public ImmutableMap<String, String> parameters() {
        ImmutableMap.Builder<String, String> values = ImmutableMap.builder();
        if (geometry.isSquare()) {
            values.put("n", Integer.toString(geometry.rows()));
        } else {
            values.put("rows", Integer.toString(geometry.rows())).put("cols", Integer.toString(geometry.columns()));
        }
        values.put("split", split());
        most.ifPresent(squares -> values.put("most", Integer.toString(squares)));
        return values.buildOrThrow();
    }

    private String split() {
        return balanced ? "balanced" : "any";
    }

    HipGeometry geometry() {
        return geometry;
    }

    boolean balanced() {
        return balanced;
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
        return HipModel.build(geometry, balanced, most);
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
        return HipChecker.violation(geometry, balanced, most, solution);
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
