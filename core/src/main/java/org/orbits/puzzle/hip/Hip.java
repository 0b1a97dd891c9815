package org.orbits.puzzle.hip;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Optional;
import java.util.OptionalInt;
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
import org.orbits.symmetry.Group;

/**
 * One Hip board: {@code M x N} points (square or not), the balanced split or any, and optionally a most
 * number of made squares (a colouring that makes more is no solution: no solution proves the minimum higher).
 */
final class Hip extends AbstractPuzzleInstance {

    private final HipGeometry geometry;
    private final boolean balanced;
    private final OptionalInt most;

    Hip(PuzzleFamily family, int rows, int columns, boolean balanced) {
        this(family, new HipGeometry(rows, columns), balanced, OptionalInt.empty());
    }

    Hip(PuzzleFamily family, HipGeometry geometry, boolean balanced, OptionalInt most) {
        super(family, facts(geometry, balanced, most));
        this.geometry = geometry;
        this.balanced = balanced;
        this.most = most;
    }

    /** A square board is named by its side alone; the colour swap comes first where the split allows it. */
    private static PuzzleFacts facts(HipGeometry geometry, boolean balanced, OptionalInt most) {
        String split = balanced ? "balanced" : "any";
        ImmutableMap.Builder<String, String> parameters = ImmutableMap.builder();
        if (geometry.isSquare()) {
            parameters.put("n", Integer.toString(geometry.rows()));
        } else {
            parameters.put("rows", Integer.toString(geometry.rows())).put("cols", Integer.toString(geometry.columns()));
        }
        parameters.put("split", split);
        most.ifPresent(squares -> parameters.put("most", Integer.toString(squares)));
        String board = geometry.isSquare() ? "n" + geometry.rows() : geometry.rows() + "x" + geometry.columns();
        Group boardGroup = HipSymmetries.board(geometry);
        // Swapping colours keeps the split only when both players have as many points, or any split is allowed.
        boolean swapAllowed = !balanced || geometry.points() % 2 == 0;
        return PuzzleFacts.of(
                board + "-" + split + (most.isPresent() ? "-most" + most.getAsInt() : ""),
                parameters.buildOrThrow(),
                geometry.pointNames(),
                0,
                1,
                swapAllowed
                        ? ImmutableList.of(HipSymmetries.boardAndSwap(geometry), boardGroup)
                        : ImmutableList.of(boardGroup));
    }

    HipGeometry geometry() {
        return geometry;
    }

    boolean balanced() {
        return balanced;
    }

    /** The board, row by row: its quarter turns and mirrors are the board symmetries. */
    @Override
    public ImmutableList<CellGrid> cellGrids() {
        return ImmutableList.of(CellGrid.of("board", geometry.rows(), geometry.columns(), geometry::point));
    }

    @Override
    public PuzzleModel build(ModelOptions options) {
        return HipModel.build(geometry, balanced, most);
    }

    @Override
    public DefinitionModel definitionModel() {
        return HipDefinitionModel.build(geometry, balanced, most);
    }

    @Override
    public Optional<String> violation(int[] solution) {
        return HipChecker.violation(geometry, balanced, most, solution);
    }

    @Override
    public Optional<Objective> objectiveOf(int[] solution) {
        return Optional.of(new Objective(Objective.Sense.MINIMISE, HipChecker.madeSquares(geometry, solution)));
    }

    /**
     * A colouring with few made squares, the first bound of the search for the minimum: the better of what the
     * annealing finds and the best symmetric colouring (the first when both make as many).
     */
    @Override
    public Optional<int[]> heuristicSolution() {
        int[] annealed = FewSquaresAnnealing.colouring(geometry, balanced);
        return Optional.of(SymmetricColourings.best(geometry, balanced)
                .filter(symmetric ->
                        HipChecker.madeSquares(geometry, symmetric) < HipChecker.madeSquares(geometry, annealed))
                .orElse(annealed));
    }

    @Override
    public Picture draw(int[] solution) {
        return HipDrawing.draw(geometry, solution);
    }

    @Override
    public ImmutableList<PositionRemark> remarks(int[] position) {
        return HipRemarks.of(geometry, balanced, position);
    }
}
