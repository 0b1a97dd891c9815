package org.orbits.symmetry;

import java.util.Arrays;

/**
 * The literals of a puzzle: cell {@code c} may hold the values {@code lo[c] .. hi[c]}, and each pair (cell, value) is
 * one point, numbered cell-major, value-minor. A solution (one value per cell) is then the set of its literals, and
 * because of that numbering the lexicographic order of solutions is the order of their literals read cell by cell:
 * the least image of a solution is the least image of a set of points.
 */
public final class LiteralSpace {

    private final int[] lo;
    private final int[] hi;
    /** The first literal of each cell, then the number of literals. */
    private final int[] offset;

    private final int[] cellOf;

    private LiteralSpace(int[] lo, int[] hi) {
        if (lo.length != hi.length) {
            throw new IllegalArgumentException(lo.length + " lower bounds for " + hi.length + " upper bounds");
        }
        this.lo = lo.clone();
        this.hi = hi.clone();
        this.offset = new int[lo.length + 1];
        for (int c = 0; c < lo.length; c++) {
            if (hi[c] < lo[c]) {
                throw new IllegalArgumentException("cell " + c + " has no value: " + lo[c] + ".." + hi[c]);
            }
            offset[c + 1] = Math.addExact(offset[c], hi[c] - lo[c] + 1);
        }
        this.cellOf = new int[offset[lo.length]];
        for (int c = 0; c < lo.length; c++) {
            Arrays.fill(cellOf, offset[c], offset[c + 1], c);
        }
    }

    /** Cell {@code c} holds {@code lo[c] .. hi[c]}. */
    public static LiteralSpace of(int[] lo, int[] hi) {
        return new LiteralSpace(lo, hi);
    }

    /** Every cell holds {@code lo .. hi}. */
    public static LiteralSpace uniform(int cells, int lo, int hi) {
        int[] los = new int[cells];
        int[] his = new int[cells];
        Arrays.fill(los, lo);
        Arrays.fill(his, hi);
        return new LiteralSpace(los, his);
    }

    public int cells() {
        return lo.length;
    }

    /** How many literals: the points the symmetries of assignments permute. */
    public int literals() {
        return offset[lo.length];
    }

    public int lo(int cell) {
        return lo[cell];
    }

    public int hi(int cell) {
        return hi[cell];
    }

    public boolean holds(int cell, int value) {
        return value >= lo[cell] && value <= hi[cell];
    }

    /** The literal "cell {@code cell} holds {@code value}". */
    public int literal(int cell, int value) {
        if (cell < 0 || cell >= lo.length || !holds(cell, value)) {
            throw new IllegalArgumentException("cell " + cell + " cannot hold " + value);
        }
        return offset[cell] + value - lo[cell];
    }

    public int cellOf(int literal) {
        return cellOf[literal];
    }

    public int valueOf(int literal) {
        int cell = cellOf[literal];
        return lo[cell] + literal - offset[cell];
    }

    /** The literals of {@code solution}, cell by cell (so in increasing order). */
    public int[] literalsOf(int[] solution) {
        if (solution.length != lo.length) {
            throw new IllegalArgumentException(
                    "a solution of " + solution.length + " cells given for " + lo.length + " cells");
        }
        int[] literals = new int[solution.length];
        for (int c = 0; c < solution.length; c++) {
            literals[c] = literal(c, solution[c]);
        }
        return literals;
    }

    /** The solution whose literals, cell by cell, are {@code literals}. */
    public int[] solutionOf(int[] literals) {
        int[] solution = new int[literals.length];
        for (int c = 0; c < literals.length; c++) {
            if (cellOf[literals[c]] != c) {
                throw new IllegalArgumentException("literal " + literals[c] + " is not of cell " + c);
            }
            solution[c] = valueOf(literals[c]);
        }
        return solution;
    }

    /** The first literal of each cell, then the number of literals: the cells as blocks of points. */
    public int[] cellStarts() {
        return offset.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LiteralSpace that && Arrays.equals(lo, that.lo) && Arrays.equals(hi, that.hi);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(lo) + Arrays.hashCode(hi);
    }

    @Override
    public String toString() {
        return lo.length + " cells, " + literals() + " literals";
    }
}
