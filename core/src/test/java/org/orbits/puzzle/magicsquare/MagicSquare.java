package org.orbits.puzzle.magicsquare;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.IntBinaryOperator;
import java.util.stream.IntStream;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.AbstractPuzzleInstance;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ModelOptionSpec;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleFacts;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetries;
import org.orbits.symmetry.Symmetry;
import org.orbits.symmetry.ValueMap;

/** The magic squares of one order {@code n}: cells {@code rRcC} row by row, holding {@code 1..n^2}. */
final class MagicSquare extends AbstractPuzzleInstance {

    private final int n;

    MagicSquare(PuzzleFamily family, int n) {
        super(family, facts(n));
        this.n = n;
    }

    /** D4 by a quarter turn and a mirror; the complement of every number joins them in the second group. */
    private static PuzzleFacts facts(int n) {
        ImmutableList<String> cells = IntStream.range(0, n * n)
                .mapToObj(cell -> "r" + cell / n + "c" + cell % n)
                .collect(ImmutableList.toImmutableList());
        Symmetry quarterTurn = moving("r", n, (row, column) -> column * n + (n - 1 - row));
        Symmetry mirror = moving("s", n, (row, column) -> row * n + (n - 1 - column));
        int[] complements =
                IntStream.rangeClosed(1, n * n).map(v -> n * n + 1 - v).toArray();
        Symmetry complement = Symmetries.of("c", Symmetries.identity(n * n).cellImage(), ValueMap.of(1, complements));
        return PuzzleFacts.of(
                        "n" + n,
                        ImmutableMap.of("order", Integer.toString(n)),
                        cells,
                        1,
                        n * n,
                        ImmutableList.of(
                                Group.generatedBy("D4", n * n, List.of(quarterTurn, mirror)),
                                Group.generatedBy("D4-complement", n * n, List.of(quarterTurn, mirror, complement))))
                .withDistinctValues();
    }

    /** The cell permutation sending the cell at {@code (row, column)} to the cell {@code move} gives. */
    private static Symmetry moving(String name, int n, IntBinaryOperator move) {
        int[] image = IntStream.range(0, n * n)
                .map(cell -> move.applyAsInt(cell / n, cell % n))
                .toArray();
        return Symmetries.ofCells(name, image);
    }

    /** Every row, every column and both diagonals, each as its cells. */
    private List<int[]> lines() {
        List<int[]> lines = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            int line = k;
            lines.add(IntStream.range(0, n).map(column -> line * n + column).toArray());
            lines.add(IntStream.range(0, n).map(row -> row * n + line).toArray());
        }
        lines.add(IntStream.range(0, n).map(k -> k * n + k).toArray());
        lines.add(IntStream.range(0, n).map(k -> k * n + n - 1 - k).toArray());
        return lines;
    }

    private int magicSum() {
        return n * (n * n + 1) / 2;
    }

    /** The rules, with the allDifferent's consistency as chosen; the search fills the cells row by row. */
    @Override
    public PuzzleModel build(ModelOptions options) {
        Model model = new Model("magicsquare order=" + n);
        IntVar[] cells = cellsOf(model);
        model.allDifferent(cells, options.word(ModelOptionSpec.ALL_DIFFERENT)).post();
        postLines(model, cells);
        return new PuzzleModel(model, cells, cells, Search.inputOrderLBSearch(cells), Optional.empty());
    }

    /** The rules alone, Choco's defaults deciding how. */
    @Override
    public DefinitionModel definitionModel() {
        Model model = new Model("magicsquare definition order=" + n);
        IntVar[] cells = cellsOf(model);
        model.allDifferent(cells).post();
        postLines(model, cells);
        return new DefinitionModel(model, cells, Optional.empty());
    }

    private IntVar[] cellsOf(Model model) {
        return cellNames().stream().map(name -> model.intVar(name, 1, n * n)).toArray(IntVar[]::new);
    }

    private void postLines(Model model, IntVar[] cells) {
        for (int[] line : lines()) {
            model.sum(IntStream.of(line).mapToObj(cell -> cells[cell]).toArray(IntVar[]::new), "=", magicSum())
                    .post();
        }
    }

    /** The definition read plainly: each number of {@code 1..n^2} once, each line at the magic sum. */
    @Override
    public Optional<String> violation(int[] square) {
        if (square.length != n * n) {
            return Optional.of("expected " + n * n + " cells, got " + square.length);
        }
        boolean[] used = new boolean[n * n + 1];
        for (int cell = 0; cell < square.length; cell++) {
            if (square[cell] < 1 || square[cell] > n * n) {
                return Optional.of(cellNames().get(cell) + "=" + square[cell] + " is outside 1.." + n * n);
            }
            if (used[square[cell]]) {
                return Optional.of("number " + square[cell] + " is used twice");
            }
            used[square[cell]] = true;
        }
        for (int[] line : lines()) {
            int sum = IntStream.of(line).map(cell -> square[cell]).sum();
            if (sum != magicSum()) {
                return Optional.of("the line from " + cellNames().get(line[0]) + " to "
                        + cellNames().get(line[n - 1]) + " sums to " + sum + ", not " + magicSum());
            }
        }
        return Optional.empty();
    }

    /** A grid of 32-unit squares, each cell a group named for it, an empty cell left blank. */
    @Override
    public Picture draw(int[] square) {
        StringBuilder svg = new StringBuilder();
        for (int cell = 0; cell < n * n; cell++) {
            int x = 4 + 32 * (cell % n);
            int y = 4 + 32 * (cell / n);
            String number = square[cell] == PuzzleInstance.EMPTY ? "" : Integer.toString(square[cell]);
            svg.append(String.format(
                    Locale.ROOT,
                    "<g data-cell=\"%s\"><rect x=\"%d\" y=\"%d\" width=\"32\" height=\"32\" fill=\"white\""
                            + " stroke=\"#333\"/><text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text></g>%n",
                    cellNames().get(cell),
                    x,
                    y,
                    x + 16,
                    y + 21,
                    number));
        }
        return new Picture(8 + 32 * n, 8 + 32 * n, svg.toString());
    }
}
