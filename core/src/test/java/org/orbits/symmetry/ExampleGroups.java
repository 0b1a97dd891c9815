package org.orbits.symmetry;

import java.util.ArrayList;
import java.util.List;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.symmetry.perm.Perms;

/** The tests' puzzles as literal spaces and groups: of cell maps, and of maps of assignments. */
final class ExampleGroups {

    private ExampleGroups() {}

    /** n queens, row model: cell i holds the column 0 .. n-1 of row i's queen. */
    static LiteralSpace queensSpace(int n) {
        return LiteralSpace.uniform(n, 0, n - 1);
    }

    /**
     * The square's rotations and reflections on the row model, as maps of assignments: the quarter turn sends
     * {@code q[i] = j} to {@code q[j] = n - 1 - i}, the mirror sends it to {@code q[i] = n - 1 - j}.
     */
    static Group queensD4(int n) {
        LiteralSpace space = queensSpace(n);
        return Group.generatedBy(
                "D4",
                space,
                List.of(
                        Symmetries.ofLiterals("r", space, (i, j) -> space.literal(j, n - 1 - i)),
                        Symmetries.ofLiterals("m", space, (i, j) -> space.literal(i, n - 1 - j))));
    }

    /** The row model of n queens on {@code model}: one queen per row, column and diagonal. */
    static IntVar[] queens(Model model, int n) {
        IntVar[] q = model.intVarArray("q", n, 0, n - 1);
        IntVar[] up = new IntVar[n];
        IntVar[] down = new IntVar[n];
        for (int i = 0; i < n; i++) {
            up[i] = model.offset(q[i], i);
            down[i] = model.offset(q[i], -i);
        }
        model.allDifferent(q).post();
        model.allDifferent(up).post();
        model.allDifferent(down).post();
        return q;
    }

    /** The square's symmetries of a {@code side x side} board of cells, row by row, as cell maps. */
    static List<Symmetry> squareSymmetries(int side) {
        List<int[]> grid = Perms.squareGrid(side);
        return List.of(Symmetries.ofCells("r", grid.get(0)), Symmetries.ofCells("m", grid.get(1)));
    }

    /** D4 on a {@code side x side} board of 0/1 cells. */
    static Group boardD4(int side) {
        return Group.generatedBy("D4", side * side, squareSymmetries(side));
    }

    /** The magic square of order 4's D4 with the complement {@code v -> 17 - v}: D4 x C2, order 16. */
    static Group magicD4WithComplement() {
        List<Symmetry> generators = new ArrayList<>(squareSymmetries(4));
        int[] complement = new int[16];
        for (int v = 1; v <= 16; v++) {
            complement[v - 1] = 17 - v;
        }
        generators.add(Symmetries.of("c", Symmetries.identity(16).cellImage(), ValueMap.of(1, complement)));
        return Group.generatedBy("D4 x complement", 16, generators);
    }

    /** A Latin square of order n, cells row by row holding 0 .. n-1, under rows, columns and symbols permuted. */
    static Group latinIsotopy(int n) {
        LiteralSpace space = LiteralSpace.uniform(n * n, 0, n - 1);
        List<Symmetry> generators = new ArrayList<>();
        for (int[] g : Perms.latinIsotopy(n)) {
            generators.add(Symmetries.ofLiterals("isotopy" + generators.size(), space, g));
        }
        return Group.generatedBy("S" + n + " x S" + n + " x S" + n, space, generators);
    }

    /** Isotopy with the parastrophe {@code (r, c, v) -> (r, v, c)}: rows keep, columns and symbols trade places. */
    static Group latinWithParastrophe(int n) {
        Group isotopy = latinIsotopy(n);
        LiteralSpace space = isotopy.space().orElseThrow();
        List<Symmetry> generators = new ArrayList<>(isotopy.generators());
        generators.add(Symmetries.ofLiterals("(r,v,c)", space, (cell, v) -> space.literal(cell / n * n + v, cell % n)));
        return Group.generatedBy("isotopy and (r,v,c)", space, generators);
    }

    /** Sudoku's 81 cells holding 0 .. 8, under its whole group (order 1,218,998,108,160). */
    static Group sudoku() {
        LiteralSpace space = LiteralSpace.uniform(81, 0, 8);
        List<Symmetry> generators = new ArrayList<>();
        for (int[] g : Perms.sudoku()) {
            generators.add(Symmetries.ofLiterals("sudoku" + generators.size(), space, g));
        }
        return Group.generatedBy("Sudoku", space, generators);
    }
}
