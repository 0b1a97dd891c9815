package org.orbits.tiling;

import com.google.common.base.Preconditions;
import com.google.common.base.Suppliers;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.hash.Hashing;
import com.google.common.primitives.ImmutableIntArray;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.orbits.puzzle.AbstractPuzzleInstance;
import org.orbits.puzzle.CellGrid;
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

    private final TilingDefinition definition;
    private final TilingBoard board;
    private final TilingEncoding encoding;
    private final PlacementTable placements;
    private final TilingChecker checker;
    private final Group trivial;
    /** The restriction of each group and way of keeping ({@code D2/least}), chosen once. */
    private final Map<String, Optional<PieceRestriction>> restrictions = new ConcurrentHashMap<>();

    private final Supplier<boolean[]> dead;
    private final ExactCover exactCover = new TilingExactCover(this);

    private TilingPuzzle(
            PuzzleFamily family,
            ImmutableMap<String, String> parameters,
            TilingDefinition definition,
            TilingBoard board,
            TilingEncoding encoding,
            Group group) {
        super(family, facts(definition, parameters, board, encoding, group));
        this.definition = definition;
        this.board = board;
        this.encoding = encoding;
        this.placements = new PlacementTable(definition, board, encoding);
        this.checker = new TilingChecker(definition, board.names());
        this.trivial = Group.generatedBy(TRIVIAL, board.cells(), List.of());
        this.dead = Suppliers.memoize(() -> RegionPruning.dead(definition, board, placements));
    }

    /** The name of the group of one element, under which every tiling is an orbit of its own. */
    static final String TRIVIAL = "trivial";

    /** The puzzle {@code definition} states, as the instance of {@code family} with these parameters. */
    static TilingPuzzle of(PuzzleFamily family, ImmutableMap<String, String> parameters, TilingDefinition definition) {
        TilingBoard board = new TilingBoard(definition.board(), definition.solid());
        TilingEncoding encoding = new TilingEncoding(definition, board);
        Group group = TilingSymmetries.group(definition, board, encoding);
        return new TilingPuzzle(family, parameters, definition, board, encoding, group);
    }

    private static PuzzleFacts facts(
            TilingDefinition definition,
            ImmutableMap<String, String> parameters,
            TilingBoard board,
            TilingEncoding encoding,
            Group group) {
        return PuzzleFacts.of(
                definition.name(),
                parameters,
                board.names(),
                encoding.minValue(),
                encoding.maxValue(),
                ImmutableList.of(group));
    }

    /** The file's board, pieces and rules. */
    public TilingDefinition definition() {
        return definition;
    }

    /** The search of this puzzle's tilings in {@code scope} under its group, to run whole or in work units. */
    public TilingSearch search(TilingScope scope) {
        return TilingSearch.of(this, scope, defaultGroup());
    }

    /** The search of this puzzle's tilings in {@code scope}, symmetry broken (where it is) under {@code group}. */
    public TilingSearch search(TilingScope scope, Group group) {
        return TilingSearch.of(this, scope, group);
    }

    /** Dancing links, the engine that enumerates this puzzle in every run (see {@link ExactCover}). */
    /** The file's board, pieces and rules (records all, so their text is all of them), digested. */
    @Override
    public Optional<String> definitionDigest() {
        return Optional.of(Hashing.sha256()
                .hashString(definition.toString(), StandardCharsets.UTF_8)
                .toString());
    }

    @Override
    public Optional<ExactCover> exactCover() {
        return Optional.of(exactCover);
    }

    /** The name of the piece a value stands for. */
    @Override
    public Optional<String> valueName(int value) {
        return encoding.piece(value) < 0 ? Optional.empty() : Optional.of(pieceName(value));
    }

    /**
     * The board as one rectangle of positions, for pages that show a tiling as rows of piece names: a flat board
     * as it is drawn, a solid one as its layers side by side, a column of no cell between two.
     */
    @Override
    public ImmutableList<CellGrid> cellGrids() {
        int width = board.layers() * (board.columns() + 1) - 1;
        return ImmutableList.of(CellGrid.of(
                board.solid() ? "board (its layers side by side)" : "board", board.rows(), width, (row, column) -> {
                    int layer = column / (board.columns() + 1);
                    int within = column % (board.columns() + 1);
                    return within == board.columns() ? CellGrid.ABSENT : board.cell(new Site(layer, row, within));
                }));
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
        int piece = encoding.piece(value);
        Preconditions.checkArgument(piece >= 0, "value %s names no piece", value);
        return definition.pieces().get(piece).name();
    }

    /** The distinct orientations of each piece, in file order: what its placements are made of. */
    public ImmutableList<ImmutableList<Shape>> orientations() {
        return placements.orientations();
    }

    /** How many placements the pieces have on the board, all pieces together. */
    public int placementCount() {
        return placements.size();
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
                for (int direction = 0; direction < AxisMap.DIRECTIONS; direction++) {
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
                    definition.pieces().get(piece).name(),
                    placements.orientation(placement),
                    ImmutableIntArray.copyOf(cells)));
        }
        return ImmutableList.copyOf(decoded);
    }

    @Override
    public PuzzleModel build(ModelOptions options) {
        return TilingModel.fast(this);
    }

    @Override
    public DefinitionModel definitionModel() {
        return TilingModel.definition(this);
    }

    @Override
    public Optional<String> violation(int[] tiling) {
        return checker.violation(tiling);
    }

    @Override
    public Picture draw(int[] tiling) {
        return TilingDrawing.draw(board, definition, encoding, tiling);
    }

    PlacementTable placements() {
        return placements;
    }

    TilingEncoding encoding() {
        return encoding;
    }

    TilingBoard board() {
        return board;
    }

    /** Whether {@link RegionPruning} finds {@code placement} in no tiling; found once. */
    boolean dead(int placement) {
        return dead.get()[placement];
    }

    /** The piece the {@link TilingScope#EVERY_ORBIT} search restricts under the puzzle's group. */
    Optional<PieceRestriction> restriction() {
        return restriction(defaultGroup(), false);
    }

    /**
     * The piece a search restricts under {@code group}, keeping the least placement of each orbit or, with {@code
     * greatest}, the greatest; chosen once for each.
     */
    Optional<PieceRestriction> restriction(Group group, boolean greatest) {
        return restrictions.computeIfAbsent(
                group.name() + (greatest ? "/greatest" : "/least"),
                key -> PieceRestriction.choose(definition, placements, encoding, group, greatest));
    }
}
