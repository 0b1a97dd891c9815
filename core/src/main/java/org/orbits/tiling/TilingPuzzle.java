package org.orbits.tiling;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.hash.Hashing;
import com.google.common.primitives.ImmutableIntArray;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.puzzle.AbstractPuzzleInstance;
import org.orbits.puzzle.CellGrid;
import org.orbits.puzzle.CellPlaces;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ExactCover;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleFacts;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.symmetry.Group;

/**
 * A tiling puzzle: a board to be covered exactly by a set of pieces, each used as many times as the set holds it. The
 * cells are the board's, in reading order (layer, row, column), named {@code r1c1} or {@code l1r1c1}. A solution is an
 * {@code int[]} over them whose value says which piece covers each cell: where every piece occurs once, the piece's
 * index from 1 in file order ({@link #pieceName} reads it); where some piece repeats, the piece and the directions in
 * which the neighbouring cell belongs to the same placement (see {@link TilingEncoding}), so that a solution decides
 * its tiling and every symmetry acts on it as a cell permutation with one value map. The canonicaliser, Burnside's
 * lemma and the catalog then work on tilings as on any puzzle.
 *
 * <p>The group is the board's symmetries that keep the piece set (see {@link TilingSymmetries}); the trivial group is
 * there too by its name, to list every tiling. The engine is exact cover by dancing links ({@link #search}, offered to
 * the search layer as {@link #exactCover()}); {@link #build} and {@link #definitionModel} state the same tiling to
 * Choco for an independent count.
 */
public final class TilingPuzzle extends AbstractPuzzleInstance {

    private final TilingProblem problem;
    private final TilingChecker checker;
    private final Group trivial;
    private final ExactCover exactCover;

    private TilingPuzzle(
            PuzzleFamily family, ImmutableMap<String, String> parameters, TilingProblem problem, Group group) {
        super(family, facts(problem, parameters, group));
        this.problem = problem;
        this.checker = new TilingChecker(problem.definition(), problem.cellNames());
        this.trivial = Group.generatedBy(TRIVIAL, problem.board().cells(), List.of());
        this.exactCover = new TilingExactCover(problem);
    }

    /** The name of the group of one element, under which every tiling is an orbit of its own. */
    static final String TRIVIAL = "trivial";

    /** The puzzle {@code definition} states, as the instance of {@code family} with these parameters. */
    static TilingPuzzle of(PuzzleFamily family, ImmutableMap<String, String> parameters, TilingDefinition definition) {
        TilingProblem problem = new TilingProblem(definition);
        Group group = TilingSymmetries.group(definition, problem.board(), problem.encoding());
        return new TilingPuzzle(family, parameters, problem, group);
    }

    private static PuzzleFacts facts(TilingProblem problem, ImmutableMap<String, String> parameters, Group group) {
        return PuzzleFacts.of(
                problem.definition().name(),
                parameters,
                problem.cellNames(),
                problem.minValue(),
                problem.maxValue(),
                ImmutableList.of(group));
    }

    /** The file's board, pieces and rules. */
    public TilingDefinition definition() {
        return problem.definition();
    }

    /** The search of this puzzle's tilings in {@code scope} under its group, to run whole or in work units. */
    public TilingSearch search(TilingScope scope) {
        return TilingSearch.of(problem, scope, defaultGroup());
    }

    /** The search of this puzzle's tilings in {@code scope}, symmetry broken (where it is) under {@code group}. */
    public TilingSearch search(TilingScope scope, Group group) {
        return TilingSearch.of(problem, scope, group);
    }

    /** The file's board, pieces and rules (records all, so their text is all of them), digested. */
    @Override
    public Optional<String> definitionDigest() {
        return Optional.of(Hashing.sha256()
                .hashString(problem.definition().toString(), StandardCharsets.UTF_8)
                .toString());
    }

    /** Dancing links, the engine that enumerates this puzzle in every run (see {@link ExactCover}). */
    @Override
    public Optional<ExactCover> exactCover() {
        return Optional.of(exactCover);
    }

    /** The name of the piece a value stands for. */
    @Override
    public Optional<String> valueName(int value) {
        return problem.encoding().piece(value) < 0 ? Optional.empty() : Optional.of(pieceName(value));
    }

    /**
     * The board as one rectangle of positions, for pages that show a tiling as rows of piece names: a flat board
     * as it is drawn, a solid one as its layers side by side, a column of no cell between two.
     */
    @Override
    public ImmutableList<CellGrid> cellGrids() {
        TilingBoard board = problem.board();
        int width = board.layers() * (board.columns() + 1) - 1;
        return ImmutableList.of(
                CellGrid.of(boardWords(problem.definition().grid()), board.rows(), width, (row, column) -> {
                    int layer = column / (board.columns() + 1);
                    int within = column % (board.columns() + 1);
                    return within == board.columns() ? CellGrid.ABSENT : board.cell(new Site(layer, row, within));
                }));
    }

    /** Each cell's row and column (and layer, or whether a triangle points up or down) as its grid places it. */
    @Override
    public Optional<CellPlaces> cellPlaces() {
        TilingBoard board = problem.board();
        ImmutableMap.Builder<String, ImmutableMap<String, Object>> cells = ImmutableMap.builder();
        for (int cell = 0; cell < board.cells(); cell++) {
            cells.put(board.names().get(cell), board.grid().place(board.site(cell)));
        }
        return Optional.of(new CellPlaces(board.grid().name(), board.grid().layout(), cells.buildOrThrow()));
    }

    /**
     * A piece none of whose orientations lies wholly on the board's cells, or a cell no placement of any piece
     * covers: either way no tiling, whatever the search does.
     */
    @Override
    public Optional<String> obstacle() {
        PlacementTable placements = problem.placements();
        for (int piece = 0; piece < problem.definition().pieces().size(); piece++) {
            if (placements.first(piece) == placements.end(piece)) {
                int orientations = placements.orientations().get(piece).size();
                return Optional.of(
                        "piece " + problem.definition().pieces().get(piece).name()
                                + " fits nowhere on the board: none of its " + orientations + " orientation"
                                + (orientations == 1 ? "" : "s") + " lies wholly on the board's cells");
            }
        }
        boolean[] covered = new boolean[problem.board().cells()];
        for (int placement = 0; placement < placements.size(); placement++) {
            for (int cell : placements.cells(placement)) {
                covered[cell] = true;
            }
        }
        for (int cell = 0; cell < covered.length; cell++) {
            if (!covered[cell]) {
                return Optional.of("no piece fits on " + problem.cellNames().get(cell));
            }
        }
        return Optional.empty();
    }

    /** What the rows of {@link #cellGrids()} are, on the file's grid. */
    private static String boardWords(Grid grid) {
        return switch (grid.name()) {
            case "cubic" -> "board (its layers side by side)";
            case "triangle" -> "board (a triangle in each row and column, pointing up where the two add up to an even"
                    + " number)";
            case "hex" -> "board (each row drawn half a hexagon right of the row above)";
            default -> "board";
        };
    }

    /** The group of that name: the board's, or the trivial group, under which every tiling is its own orbit. */
    @Override
    public Optional<Group> groupNamed(String name) {
        return name.equals(TRIVIAL) && !defaultGroup().name().equals(TRIVIAL)
                ? Optional.of(trivial)
                : super.groupNamed(name);
    }

    /** The name of the piece a cell's value says covers it. */
    public String pieceName(int value) {
        int piece = problem.encoding().piece(value);
        Preconditions.checkArgument(piece >= 0, "value %s names no piece", value);
        return problem.definition().pieces().get(piece).name();
    }

    /** The distinct orientations of each piece, in file order: what its placements are made of. */
    public ImmutableList<ImmutableList<Shape>> orientations() {
        return problem.placements().orientations();
    }

    /** How many placements the pieces have on the board, all pieces together. */
    public int placementCount() {
        return problem.placements().size();
    }

    /**
     * One placed piece of a tiling.
     *
     * @param orientation which of the piece's {@link #orientations()} it shows
     * @param cells the cells it covers, ascending
     */
    public record Placement(String piece, int orientation, ImmutableIntArray cells) {}

    /**
     * The placements a solution is made of, in the order of their first cells; a {@link IllegalArgumentException}
     * for an array that is no tiling of this puzzle.
     */
    public ImmutableList<Placement> decode(int[] tiling) {
        TilingBoard board = problem.board();
        TilingEncoding encoding = problem.encoding();
        PlacementTable placements = problem.placements();
        Preconditions.checkArgument(tiling.length == board.cells(), "a tiling of %s cells", board.cells());
        boolean[] done = new boolean[tiling.length];
        List<Placement> decoded = new ArrayList<>();
        for (int start = 0; start < tiling.length; start++) {
            if (done[start]) {
                continue;
            }
            int piece = encoding.piece(tiling[start]);
            Preconditions.checkArgument(
                    piece >= 0, "%s holds %s, which names no piece", cellNames().get(start), tiling[start]);
            List<Integer> tile = new ArrayList<>(List.of(start));
            done[start] = true;
            for (int at = 0; at < tile.size(); at++) {
                for (int direction = 0; direction < board.directions(); direction++) {
                    int neighbour = board.neighbour(tile.get(at), direction);
                    if (neighbour >= 0
                            && !done[neighbour]
                            && encoding.piece(tiling[neighbour]) == piece
                            && (!encoding.directional() || encoding.joins(tiling[tile.get(at)], direction))) {
                        done[neighbour] = true;
                        tile.add(neighbour);
                    }
                }
            }
            int[] cells = tile.stream().mapToInt(Integer::intValue).sorted().toArray();
            int placement = placements.find(piece, cells);
            Preconditions.checkArgument(
                    placement >= 0,
                    "the cells from %s are no placement of %s",
                    cellNames().get(start),
                    pieceName(tiling[start]));
            decoded.add(new Placement(
                    problem.definition().pieces().get(piece).name(),
                    placements.orientation(placement),
                    ImmutableIntArray.copyOf(cells)));
        }
        return ImmutableList.copyOf(decoded);
    }

    @Override
    public PuzzleModel build(ModelOptions options) {
        return TilingModel.fast(problem);
    }

    @Override
    public DefinitionModel definitionModel() {
        return TilingModel.definition(problem);
    }

    @Override
    public Optional<String> violation(int[] tiling) {
        return checker.violation(tiling);
    }

    @Override
    public Picture draw(int[] tiling) {
        return TilingDrawing.draw(problem.board(), problem.definition(), problem.encoding(), tiling);
    }

    PlacementTable placements() {
        return problem.placements();
    }

    TilingEncoding encoding() {
        return problem.encoding();
    }

    TilingBoard board() {
        return problem.board();
    }

    /** The piece the {@link TilingScope#EVERY_ORBIT} search restricts under the puzzle's group. */
    Optional<PieceRestriction> restriction() {
        return problem.restriction(defaultGroup(), false);
    }
}
