package org.orbits.symmetry;

import java.util.Arrays;
import org.orbits.symmetry.perm.Permutations;

/**
 * A symmetry of assignments that moves no whole cells: a permutation of the literals of a {@link LiteralSpace} that
 * maps every solution (one literal per cell) to a solution and that no {@link CellMap} gives. In the row model of n
 * queens ({@code q[i] = j}) the quarter turn sends the literal {@code q[i] = j} to {@code q[j] = n - 1 - i}, a map of
 * assignments that no permutation of the variables gives. Made by {@link Symmetries#ofLiterals}, which makes a
 * permutation of literals that is a cell map a {@link CellMap} instead.
 */
public final class LiteralMap implements Symmetry {

    private final String name;
    private final LiteralSpace space;
    private final int[] image;

    private LiteralMap(String name, LiteralSpace space, int[] image) {
        this.name = name;
        this.space = space;
        this.image = image;
    }

    /** The map sending literal {@code l} to {@code literalImage[l]}: a cell map when it is one. */
    static Symmetry of(String name, LiteralSpace space, int[] literalImage) {
        if (!Permutations.isPermutation(literalImage, space.literals())) {
            throw new IllegalArgumentException(
                    "symmetry " + name + " is not a permutation of the " + space.literals() + " literals");
        }
        int[] image = literalImage.clone();
        CellMap cellMap = asCellMap(name, space, image);
        return cellMap != null ? cellMap : new LiteralMap(name, space, image);
    }

    /** {@code second} after {@code first}, both maps of {@code space}'s literals. */
    static Symmetry composed(Symmetry second, Symmetry first, LiteralSpace space) {
        int[] firstImage;
        int[] secondImage;
        try {
            firstImage = first.literalImage(space);
            secondImage = second.literalImage(space);
        } catch (IllegalArgumentException otherLiterals) {
            throw new IllegalArgumentException("symmetries of different literals cannot be composed", otherLiterals);
        }
        return of(second.name() + "·" + first.name(), space, Permutations.after(secondImage, firstImage));
    }

    /**
     * The map as a cell permutation with one value map, when it is one: each cell's literals go to one cell, and every
     * value that some cell may hold goes to the same value whichever cell holds it; else null.
     */
    private static CellMap asCellMap(String name, LiteralSpace space, int[] image) {
        int[] cellImage = new int[space.cells()];
        int least = Integer.MAX_VALUE;
        int most = Integer.MIN_VALUE;
        for (int c = 0; c < space.cells(); c++) {
            cellImage[c] = space.cellOf(image[space.literal(c, space.lo(c))]);
            least = Math.min(least, space.lo(c));
            most = Math.max(most, space.hi(c));
        }
        long range = (long) most - least + 1;
        if (range > 1 << 20) {
            return null;
        }
        int[] values = new int[(int) range];
        Arrays.fill(values, Integer.MIN_VALUE);
        boolean[] taken = new boolean[values.length];
        for (int l = 0; l < image.length; l++) {
            int from = space.valueOf(l);
            int to = space.valueOf(image[l]);
            if (space.cellOf(image[l]) != cellImage[space.cellOf(l)]) {
                return null;
            }
            if (values[from - least] == Integer.MIN_VALUE) {
                if (taken[to - least]) {
                    return null;
                }
                values[from - least] = to;
                taken[to - least] = true;
            } else if (values[from - least] != to) {
                return null;
            }
        }
        for (int v = 0; v < values.length; v++) {
            if (values[v] == Integer.MIN_VALUE) {
                if (taken[v]) {
                    return null; // a value no cell holds would have to move: no bijection of the range
                }
                values[v] = least + v;
            }
        }
        return new CellMap(name, cellImage, ValueMap.of(least, values));
    }

    @Override
    public String name() {
        return name;
    }

    public LiteralSpace space() {
        return space;
    }

    @Override
    public int cells() {
        return space.cells();
    }

    /** Where literal {@code literal} goes. */
    public int image(int literal) {
        return image[literal];
    }

    @Override
    public int[] literalImage(LiteralSpace literals) {
        if (!space.equals(literals)) {
            throw new IllegalArgumentException("symmetry " + name + " acts on " + space + ", not on " + literals);
        }
        return image.clone();
    }

    @Override
    public boolean isIdentity() {
        return Permutations.isIdentity(image);
    }

    /**
     * The image of a full assignment: cell by cell, the literal it holds is mapped. When two literals land in one cell
     * the map is no symmetry of that assignment, and it is refused.
     */
    @Override
    public int[] apply(int[] solution) {
        if (solution.length != space.cells()) {
            throw new IllegalArgumentException("a solution of " + solution.length + " cells given to symmetry " + name
                    + " of " + space.cells() + " cells");
        }
        int[] result = new int[solution.length];
        boolean[] filled = new boolean[solution.length];
        for (int c = 0; c < solution.length; c++) {
            int literal = image[space.literal(c, solution[c])];
            int to = space.cellOf(literal);
            if (filled[to]) {
                throw new IllegalArgumentException("symmetry " + name + " puts two values in cell " + to
                        + ": it is no symmetry of this assignment");
            }
            filled[to] = true;
            result[to] = space.valueOf(literal);
        }
        return result;
    }

    @Override
    public Symmetry after(Symmetry first) {
        return composed(this, first, space);
    }

    @Override
    public Symmetry then(Symmetry second) {
        return composed(second, this, space);
    }

    /** The map undoing this one: a map of literals again, since the cell maps of a space are closed under inverses. */
    public Symmetry inverse() {
        return of(name + "⁻¹", space, Permutations.inverse(image));
    }

    @Override
    public boolean sameActionAs(Symmetry other) {
        return other instanceof LiteralMap that && space.equals(that.space) && Arrays.equals(image, that.image);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LiteralMap that && name.equals(that.name) && sameActionAs(that);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(image);
    }

    @Override
    public String toString() {
        return name;
    }
}
