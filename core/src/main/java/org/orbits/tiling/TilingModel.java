package org.orbits.tiling;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.PuzzleModel;

/**
 * The tiling stated to Choco, the independent count beside the exact-cover engine: a 0/1 variable for each placement,
 * every cell covered by exactly one chosen placement, every piece placed exactly its count, and each cell's value (as
 * {@link TilingEncoding} defines it) channelled to the placement that covers it.
 *
 * <p>The fast model channels value by value (a cell holds {@code v} exactly when one of the placements that give it
 * {@code v} is chosen), so fixing a cell removes the placements that disagree; it branches on the placements, trying
 * each one placed first (on the small example, a sixth of the nodes that branching on the cells takes). The
 * definition model states the value as the sum of each covering placement's value times its variable. Its search is
 * Algorithm X's rule stated to Choco: each cell's covering placement, numbered among those that cover it and
 * channelled to their variables, is a variable, and the cell with the fewest left is branched on first. Choco's
 * default search does not finish even the 3 x 20 board's 8 tilings in a million nodes; this one takes 42,686.
 */
final class TilingModel {

    private TilingModel() {}

    static PuzzleModel fast(TilingProblem puzzle) {
        Model model = new Model("tiling " + puzzle.id());
        PlacementTable table = puzzle.placements();
        BoolVar[] placed = placed(model, table);
        postCoverAndCounts(model, puzzle, placed);
        IntVar[] cells = new IntVar[puzzle.cellNames().size()];
        for (int cell = 0; cell < cells.length; cell++) {
            TreeMap<Integer, List<BoolVar>> byValue = new TreeMap<>();
            for (Cover cover : covers(table, cell)) {
                byValue.computeIfAbsent(cover.value(), value -> new ArrayList<>())
                        .add(placed[cover.placement()]);
            }
            int[] values = byValue.keySet().stream().mapToInt(Integer::intValue).toArray();
            cells[cell] = values.length == 0
                    ? model.intVar(puzzle.cellNames().get(cell), puzzle.minValue())
                    : model.intVar(puzzle.cellNames().get(cell), values);
            if (values.length == 0) {
                model.falseConstraint().post();
            }
            for (var entry : byValue.entrySet()) {
                BoolVar holds = model.boolVar(puzzle.cellNames().get(cell) + "=" + entry.getKey());
                model.reifyXeqC(cells[cell], entry.getKey(), holds);
                model.sum(entry.getValue().toArray(BoolVar[]::new), "=", holds).post();
            }
        }
        // No placement at all (a board no piece fits on) leaves nothing to branch on but the cells, which fail at once.
        return new PuzzleModel(
                model,
                cells,
                placed,
                placed.length == 0 ? Search.inputOrderLBSearch(cells) : Search.inputOrderUBSearch(placed),
                Optional.empty());
    }

    static DefinitionModel definition(TilingProblem puzzle) {
        Model model = new Model("tiling definition " + puzzle.id());
        PlacementTable table = puzzle.placements();
        BoolVar[] placed = placed(model, table);
        postCoverAndCounts(model, puzzle, placed);
        IntVar[] cells = new IntVar[puzzle.cellNames().size()];
        IntVar[] coveredBy = new IntVar[cells.length];
        for (int cell = 0; cell < cells.length; cell++) {
            cells[cell] = model.intVar(puzzle.cellNames().get(cell), puzzle.minValue(), puzzle.maxValue());
            List<Cover> covers = covers(table, cell);
            BoolVar[] covering =
                    covers.stream().map(cover -> placed[cover.placement()]).toArray(BoolVar[]::new);
            if (covering.length > 0) {
                model.scalar(covering, covers.stream().mapToInt(Cover::value).toArray(), "=", cells[cell])
                        .post();
            }
            coveredBy[cell] =
                    model.intVar("covering " + puzzle.cellNames().get(cell), 0, Math.max(0, covering.length - 1));
            if (covering.length > 0) {
                model.boolsIntChanneling(covering, coveredBy[cell], 0).post();
            }
        }
        model.getSolver().setSearch(Search.minDomLBSearch(coveredBy), Search.inputOrderLBSearch(cells));
        return new DefinitionModel(model, cells, Optional.empty());
    }

    private static BoolVar[] placed(Model model, PlacementTable table) {
        BoolVar[] placed = new BoolVar[table.size()];
        for (int placement = 0; placement < placed.length; placement++) {
            placed[placement] = model.boolVar("placement" + placement);
        }
        return placed;
    }

    /** Every cell covered by exactly one chosen placement; every piece chosen exactly its count of times. */
    private static void postCoverAndCounts(Model model, TilingProblem puzzle, BoolVar[] placed) {
        PlacementTable table = puzzle.placements();
        for (int cell = 0; cell < puzzle.cellNames().size(); cell++) {
            exactly(
                    model,
                    covers(table, cell).stream()
                            .map(cover -> placed[cover.placement()])
                            .toArray(BoolVar[]::new),
                    1);
        }
        for (int piece = 0; piece < puzzle.definition().pieces().size(); piece++) {
            BoolVar[] ofPiece = new BoolVar[table.end(piece) - table.first(piece)];
            System.arraycopy(placed, table.first(piece), ofPiece, 0, ofPiece.length);
            exactly(model, ofPiece, puzzle.definition().pieces().get(piece).count());
        }
    }

    /**
     * Exactly {@code count} of {@code chosen} are 1. None to choose from (a piece that fits nowhere, a cell no
     * placement covers) is a model with no solution, not a sum over nothing, which Choco refuses.
     */
    private static void exactly(Model model, BoolVar[] chosen, int count) {
        if (chosen.length == 0) {
            if (count != 0) {
                model.falseConstraint().post();
            }
            return;
        }
        model.sum(chosen, "=", count).post();
    }

    /** A placement that covers a cell, and the value it gives the cell. */
    private record Cover(int placement, int value) {}

    private static List<Cover> covers(PlacementTable table, int cell) {
        List<Cover> covers = new ArrayList<>();
        for (int placement = 0; placement < table.size(); placement++) {
            int[] covered = table.cells(placement);
            for (int k = 0; k < covered.length; k++) {
                if (covered[k] == cell) {
                    covers.add(new Cover(placement, table.values(placement)[k]));
                }
            }
        }
        return covers;
    }
}
