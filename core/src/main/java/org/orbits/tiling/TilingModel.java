package org.orbits.tiling;

import java.util.ArrayList;
import java.util.Arrays;
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
 * each one placed first (on the small example, a sixth of the nodes that branching on the cells takes).
 *
 * <p>The definition model is Algorithm X's items stated to Choco: each cell's covering placement, numbered among
 * those that cover it, is a variable channelled to their 0/1 variables (so exactly one covers it), and so is the
 * placement of each piece placed once; a piece with copies is placed its count of times by a sum. A cell's value is
 * the value its covering placement gives it, an element of their list. The search branches first on the item, cell or
 * piece, with the fewest placements left. Stated so, without a sum and a weighted sum over each cell's placements
 * beside the channelling, it propagates the same and takes a fraction of the time a node: on the 8 x 8 board without
 * its centre, split at the X's orbits, a second under load where the sums took 26 s (34,182 nodes against 98,330).
 * Choco's default search does not finish even the 3 x 20 board's 8 tilings in a million nodes.
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
        List<IntVar> items = new ArrayList<>();
        for (int piece = 0; piece < puzzle.definition().pieces().size(); piece++) {
            BoolVar[] ofPiece = new BoolVar[table.end(piece) - table.first(piece)];
            System.arraycopy(placed, table.first(piece), ofPiece, 0, ofPiece.length);
            int count = puzzle.definition().pieces().get(piece).count();
            if (count == 1 && ofPiece.length > 0) {
                String name = puzzle.definition().pieces().get(piece).name();
                IntVar at = model.intVar("placing " + name, 0, ofPiece.length - 1);
                model.boolsIntChanneling(ofPiece, at, 0).post();
                items.add(at);
            } else {
                exactly(model, ofPiece, count);
            }
        }
        IntVar[] cells = new IntVar[puzzle.cellNames().size()];
        IntVar[] coveredBy = new IntVar[cells.length];
        for (int cell = 0; cell < cells.length; cell++) {
            List<Cover> covers = covers(table, cell);
            String name = puzzle.cellNames().get(cell);
            if (covers.isEmpty()) {
                cells[cell] = model.intVar(name, puzzle.minValue());
                coveredBy[cell] = model.intVar("covering " + name, 0);
                model.falseConstraint().post();
                continue;
            }
            BoolVar[] covering =
                    covers.stream().map(cover -> placed[cover.placement()]).toArray(BoolVar[]::new);
            int[] values = covers.stream().mapToInt(Cover::value).toArray();
            cells[cell] =
                    model.intVar(name, Arrays.stream(values).distinct().sorted().toArray());
            coveredBy[cell] = model.intVar("covering " + name, 0, covering.length - 1);
            model.boolsIntChanneling(covering, coveredBy[cell], 0).post();
            model.element(cells[cell], values, coveredBy[cell], 0).post();
        }
        items.addAll(List.of(coveredBy));
        model.getSolver()
                .setSearch(Search.minDomLBSearch(items.toArray(IntVar[]::new)), Search.inputOrderLBSearch(cells));
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
