package org.orbits.puzzle.hip;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.orbits.puzzle.CatalogCounts;
import org.orbits.puzzle.ParameterSpec;
import org.orbits.puzzle.ParameterSpec.Fallback;
import org.orbits.puzzle.ParameterValues;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.SummaryTable;

/**
 * Hip (docs/puzzles.md#hip; seed 003, after Martin Gardner): colour the points of an {@code n x n} board with two
 * colours so that as few squares as possible have four corners of one colour. The minimum is proven and
 * every colouring at the minimum enumerated; where it is 0, those are the ties.
 */
public final class HipFamily implements PuzzleFamily {

    private static final int MAX_SIZE = 12;
    private static final List<String> SPLITS = List.of("balanced", "any");
    private static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.wholeNumber("n", "points on a side of a square board", 2, MAX_SIZE, Fallback.of(6)),
            ParameterSpec.wholeNumber(
                    "rows", "rows of points, for a board that need not be square", 2, MAX_SIZE, Fallback.sameAs("n")),
            ParameterSpec.wholeNumber(
                    "cols",
                    "columns of points, for a board that need not be square",
                    2,
                    MAX_SIZE,
                    Fallback.sameAs("n")),
            ParameterSpec.choice(
                    "split",
                    "balanced: player 1 (colour 1) has ceil(rows*cols/2) points; any: any number",
                    SPLITS,
                    "balanced"),
            ParameterSpec.wholeNumber(
                    "most",
                    "the most squares a colouring may make: with no colouring left, the minimum is above it",
                    0,
                    Integer.MAX_VALUE,
                    Fallback.none("no limit")));
    private static final int LARGEST_CATALOGUED = 7;
    private static final long OPEN_SEARCH_NODES = 100_000;

    @Override
    public String name() {
        return "hip";
    }

    @Override
    public String title() {
        return "Hip: two colours on an n x n (or rows x cols) board, as few one-coloured squares (tilted ones too) as can be";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return PARAMETERS;
    }

    @Override
    public String symmetryDescription() {
        return "D4 (order 8), the square board's rotations and reflections; D2 (order 4) for a board of"
                + " rows != cols: the half turn and the two mirrors; D4-swap and D2-swap add swapping the colours,"
                + " where the split allows it (rows*cols even, or split=any)";
    }

    @Override
    public PuzzleInstance instance(Map<String, String> parameterValues) {
        ParameterValues values = new ParameterValues(this, parameterValues);
        return new Hip(
                this,
                new HipGeometry(values.integer("rows"), values.integer("cols")),
                values.choice("split").equals("balanced"),
                values.optionalInteger("most"));
    }

    /**
     * Square boards 2 x 2 to 7 x 7 under both splits, then every {@code M x N} board with {@code 2 <= M < N <= 7}
     * under the balanced split: their minima are proven. An {@code N x M} board is an {@code M x N} board
     * turned, so only {@code M < N} is listed. The rectangles take the game's own split only: any split adds
     * no board with a tie (a balanced tie is a tie of any split, and every rectangle but 6 x 7 has one), while
     * the ties of any split on the thin boards run to hundreds of thousands (3 x 7: 163,700).
     */
    @Override
    public List<PuzzleInstance> catalogInstances() {
        ImmutableList.Builder<PuzzleInstance> instances = ImmutableList.builder();
        for (int size = 2; size <= LARGEST_CATALOGUED; size++) {
            for (String split : SPLITS) {
                instances.add(new Hip(this, size, size, split.equals("balanced")));
            }
        }
        for (int rows = 2; rows <= LARGEST_CATALOGUED; rows++) {
            for (int columns = rows + 1; columns <= LARGEST_CATALOGUED; columns++) {
                instances.add(new Hip(this, rows, columns, true));
            }
        }
        return instances.build();
    }

    /**
     * The balanced 8 x 8 board: its minimum is proven, with every colouring at it, by one search of several
     * minutes on every core (refuting at most k squares takes about four times as many nodes for each k one
     * higher: 18,000 nodes for k = 3, 331,000 for k = 5), longer than a catalog run can carry.
     */
    @Override
    public List<PuzzleInstance> heavyInstances() {
        return List.of(new Hip(this, 8, 8, true));
    }

    /** The balanced 9 x 9 board: its minimum is not proven in reasonable time, so the catalog records proven bounds. */
    @Override
    public List<PuzzleInstance> openInstances() {
        return List.of(new Hip(this, 9, 9, true));
    }

    /**
     * Each search for a bound takes at most this many nodes, about ten seconds on one core. With three times
     * as many the proven bound rises by one, at several times the cost of every catalog run and check.
     */
    @Override
    public long openSearchNodes() {
        return OPEN_SEARCH_NODES;
    }

    /**
     * One row per board and split: whether it has a tie, the fewest made squares, how many colourings make
     * that few, and their orbits under the board's symmetries and with the colour swap too.
     */
    @Override
    public Optional<SummaryTable> catalogSummary(List<CatalogCounts> entries) {
        Map<PuzzleInstance, List<CatalogCounts>> byBoard = new LinkedHashMap<>();
        entries.forEach(entry -> byBoard.computeIfAbsent(entry.instance(), board -> new ArrayList<>())
                .add(entry));
        List<List<String>> rows = new ArrayList<>();
        byBoard.forEach((instance, counts) -> {
            Hip board = (Hip) instance;
            HipGeometry geometry = board.geometry();
            CatalogCounts first = counts.get(0);
            String orbitsOnBoard = orbitsUnder(counts, HipSymmetries.boardName(geometry));
            String orbitsWithSwap = orbitsUnder(counts, HipSymmetries.boardAndSwapName(geometry));
            boolean settled = first.complete() && first.proven();
            int fewest = first.optimum().orElseThrow();
            rows.add(List.of(
                    geometry.rows() + " x " + geometry.columns(),
                    board.balanced() ? "balanced" : "any",
                    settled ? (fewest == 0 ? "yes" : "no") : (first.bound().orElse(0) > 0 ? "no" : "unknown"),
                    settled
                            ? Integer.toString(fewest)
                            : "open: at least " + first.bound().orElse(0) + ", at most " + fewest,
                    settled ? Long.toString(first.solutions()) : "",
                    settled ? orbitsOnBoard : "",
                    settled ? orbitsWithSwap : ""));
        });
        return Optional.of(new SummaryTable(
                "Hip at a glance",
                "Every board of M x N points (M <= N): a tie is a colouring with no square made. Where there is"
                        + " none, the fewest squares made (proven) and the colourings that make so few. Orbits"
                        + " under the board's own symmetries (D4 for a square, D2 for a rectangle) and with the"
                        + " colour swap too, where the split allows it (-: it does not).",
                List.of(
                        "board",
                        "split",
                        "tie",
                        "fewest made squares",
                        "colourings at the minimum",
                        "orbits (board)",
                        "orbits (with swap)"),
                rows));
    }

    private static String orbitsUnder(List<CatalogCounts> counts, String group) {
        return counts.stream()
                .filter(entry -> entry.group().equals(group))
                .findFirst()
                .map(entry -> Long.toString(entry.orbits()))
                .orElse("-");
    }
}
