package org.orbits.tiling;

import com.google.common.base.Suppliers;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.orbits.puzzle.CatalogCounts;
import org.orbits.puzzle.ParameterSpec;
import org.orbits.puzzle.ParameterValues;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.SummaryTable;

/**
 * The built-in family of tilings: one instance per tiling file of {@code examples/tilings}, bundled with the program,
 * named by the parameter {@code board}. The catalog lists them as it lists any family's instances, and the cluster
 * job rebuilds one from its name; a tiling file of one's own is a {@link TilingFamily} instead.
 */
public final class TilingsFamily implements PuzzleFamily {

    private static final String BOARD = "board";
    private static final String FOLDER = "boards/";

    /**
     * The bundled boards in catalog order: the pentominoes on their four rectangles and on the 8 x 8 square without
     * its centre, the Soma cube, two sets of tetrominoes on the rectangles they fill, the one-sided pentominoes, then
     * the hexiamonds on triangles and the tetrahexes on hexagons, boards with holes among them, each with counts
     * published (the files' headers give the sources). {@code pentominoes-4x5} is the tests' small example.
     */
    static final ImmutableList<String> BOARDS = ImmutableList.of(
            "pentominoes-6x10",
            "pentominoes-5x12",
            "pentominoes-4x15",
            "pentominoes-3x20",
            "pentominoes-8x8-centre",
            "soma",
            "tetrominoes-5x8",
            "tetrominoes-4x10",
            "pentominoes-one-sided-3x30",
            "hexiamonds-6x6",
            "hexiamonds-4x9",
            "hexiamonds-trapezoid-hole",
            "tetrahexes-4x7",
            "tetrahexes-coin",
            "pentominoes-4x5");

    /** The boards the catalog holds: all but the tests' small example. */
    private static final ImmutableList<String> CATALOGUED = BOARDS.subList(0, BOARDS.size() - 1);

    private final Map<String, TilingPuzzle> puzzles = new ConcurrentHashMap<>();
    private final Supplier<List<PuzzleInstance>> catalogued = Suppliers.memoize(() ->
            CATALOGUED.stream().map(board -> (PuzzleInstance) puzzle(board)).toList());

    @Override
    public String name() {
        return "tilings";
    }

    @Override
    public String title() {
        return "Tilings: polyominoes, polycubes, polyiamonds and polyhexes packed into a board, every piece once or its"
                + " count of times";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(ParameterSpec.choice(
                BOARD,
                "the board and its pieces: a tiling file of examples/tilings, bundled (a file of your own is named"
                        + " instead of the family: orbits enumerate FILE.tiling)",
                BOARDS,
                BOARDS.get(0)));
    }

    @Override
    public String symmetryDescription() {
        return "the motions of the grid that map the board onto itself and keep the piece set: D2 (order 4) for a"
                + " rectangle, D4 (order 8) for a square, Oh (order 48) for the cube, D2 for the hexiamonds' rhombus, C2"
                + " for a parallelogram of triangles or hexagons; trivial lists every tiling";
    }

    @Override
    public PuzzleInstance instance(Map<String, String> parameterValues) {
        return puzzle(new ParameterValues(this, parameterValues).choice(BOARD));
    }

    /** The puzzle of the bundled file {@code board}, read once. */
    TilingPuzzle puzzle(String board) {
        return puzzles.computeIfAbsent(
                board,
                name -> TilingPuzzle.of(
                        this, ImmutableMap.of(BOARD, name), TilingParser.parse(name + ".tiling", bundled(name))));
    }

    @Override
    public List<PuzzleInstance> catalogInstances() {
        return catalogued.get();
    }

    /** What the catalog's table of each grid says of it, by the grid's name. */
    private static final ImmutableMap<String, String> GRID_NOTES = ImmutableMap.of(
            "square",
            "Polyominoes, pieces of squares, turned and turned over (but where the pieces are one-sided, and a mirror"
                    + " then swaps each piece with its mirror twin); the group is every turn and mirror of the board.",
            "cubic",
            "Polycubes, turned in space and never mirrored; the group is every rotation and reflection of the board,"
                    + " a reflection swapping each piece with its mirror twin.",
            "triangle",
            "Polyiamonds, pieces of equilateral triangles, turned by 60 degrees and turned over; the group is every"
                    + " turn and mirror of the triangle grid that maps the board onto itself (up to 12).",
            "hex",
            "Polyhexes, pieces of hexagons, turned by 60 degrees and turned over; the group is every turn and mirror"
                    + " of the hexagon grid that maps the board onto itself (up to 12).");

    /**
     * One table per grid, in catalog order: each board with its pieces, its group, and its tilings and orbits, each
     * counted and checked as every catalog entry is.
     */
    @Override
    public List<SummaryTable> catalogSummaries(List<CatalogCounts> entries) {
        Map<Grid, List<List<String>>> byGrid = new LinkedHashMap<>();
        for (CatalogCounts entry : entries) {
            TilingDefinition definition = ((TilingPuzzle) entry.instance()).definition();
            long pieces =
                    definition.pieces().stream().mapToLong(TilingPiece::count).sum();
            byGrid.computeIfAbsent(definition.grid(), grid -> new ArrayList<>())
                    .add(List.of(
                            "[" + definition.name() + "](" + name() + "/"
                                    + entry.instance().id() + ".md)",
                            pieces + (definition.oneSided() ? " one-sided" : "") + " on " + definition.cells()
                                    + " cells",
                            entry.group(),
                            entry.complete() ? Long.toString(entry.solutions()) : entry.solutions() + "+",
                            entry.complete() ? Long.toString(entry.orbits()) : entry.orbits() + "+"));
        }
        List<SummaryTable> tables = new ArrayList<>();
        byGrid.forEach((grid, rows) -> tables.add(new SummaryTable(
                "Tilings on " + grid.cellWords(),
                GRID_NOTES.getOrDefault(grid.name(), ""),
                List.of("board", "pieces", "group", "tilings", "orbits"),
                rows)));
        return tables;
    }

    /** The text of a bundled tiling file. */
    static String bundled(String board) {
        try (InputStream in = TilingsFamily.class.getResourceAsStream(FOLDER + board + ".tiling")) {
            if (in == null) {
                throw new IllegalStateException("the tiling file " + board + ".tiling is not bundled");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }
}
