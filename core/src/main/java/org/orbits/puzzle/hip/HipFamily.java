package org.orbits.puzzle.hip;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Map;
import org.orbits.puzzle.Parameter;
import org.orbits.puzzle.ParameterValues;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;

/**
 * Hip (PUZZLES.md §3; seed 003, after Martin Gardner): colour the points of an {@code n x n} board with two
 * colours so that as few squares as possible have four corners of one colour. The minimum is proven and
 * every colouring at the minimum enumerated; where it is 0, those are the ties.
 */
public final class HipFamily implements PuzzleFamily {

    static final int MAX_SIZE = 12;
    private static final long OPEN_SEARCH_NODES = 100_000;
    static final List<String> SPLITS = List.of("balanced", "any");

    @Override
    public String name() {
        return "hip";
    }

    @Override
    public String title() {
        return "Hip: two colours on an n x n board, as few one-coloured squares (tilted ones too) as can be";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(
                new Parameter("n", "points on a side of the board", "6", "2.." + MAX_SIZE),
                new Parameter(
                        "split",
                        "balanced: player 1 (colour 1) has ceil(n^2/2) points; any: any number",
                        "balanced",
                        String.join(" | ", SPLITS)));
    }

    @Override
    public String symmetryDescription() {
        return "D4 (order 8), the board's rotations and reflections; D4-swap (order 16) adds swapping the colours,"
                + " where the split allows it (n^2 even, or split=any)";
    }

    @Override
    public PuzzleInstance instance(Map<String, String> parameterValues) {
        ParameterValues values = new ParameterValues(name(), parameters(), parameterValues);
        int size = values.integer("n", 6, 2, MAX_SIZE);
        String split = values.choice("split", "balanced", SPLITS);
        return new Hip(this, size, split.equals("balanced"));
    }

    /** Boards 2 x 2 to 7 x 7 under both splits: their minima are proven. */
    @Override
    public List<PuzzleInstance> catalogInstances() {
        ImmutableList.Builder<PuzzleInstance> instances = ImmutableList.builder();
        for (int size = 2; size <= 7; size++) {
            for (String split : SPLITS) {
                instances.add(new Hip(this, size, split.equals("balanced")));
            }
        }
        return instances.build();
    }

    /**
     * The balanced 8 x 8 board: its minimum is not proven in reasonable time (the best colouring found by
     * branch and bound still had 12 squares after three minutes), so the catalog records proven bounds.
     */
    @Override
    public List<PuzzleInstance> openInstances() {
        return List.of(new Hip(this, 8, true));
    }

    /**
     * Each search for a bound takes at most this many nodes, about ten seconds on one core. With three times
     * as many the proven bound rises by one, at several times the cost of every catalog run and check.
     */
    @Override
    public long openSearchNodes() {
        return OPEN_SEARCH_NODES;
    }
}
