package org.orbits.symmetry;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.IntBinaryOperator;
import org.orbits.symmetry.perm.Permutations;

/**
 * A symmetry of assignments: a permutation of the literals of a {@link LiteralSpace} that maps every solution (one
 * literal per cell) to a solution. It need not move whole cells: in the row model of n queens ({@code q[i] = j}) the
 * quarter turn sends the literal {@code q[i] = j} to {@code q[j] = n - 1 - i}, a map of assignments that no
 * permutation of the variables gives.
 *
 * <p>A {@link Symmetry} (cells permuted, one value map) is the special case, and the common one; such a map keeps
 * it and applies as it does.
 */
public final class LiteralSymmetry {

    private final String name;
    private final LiteralSpace space;
    private final int[] image;
    private final Symmetry cellMap;

    private LiteralSymmetry(String name, LiteralSpace space, int[] image, Symmetry cellMap) {
        this.name = name;
        this.space = space;
        this.image = image;
        this.cellMap = cellMap;
    }

    /** The map sending literal {@code l} to {@code literalImage[l]}. */
    public static LiteralSymmetry of(String name, LiteralSpace space, int[] literalImage) {
        if (!Permutations.isPermutation(literalImage, space.literals())) {
            throw new IllegalArgumentException(
                    "symmetry " + name + " is not a permutation of the " + space.literals() + " literals");
        }
        int[] image = literalImage.clone();
        return new LiteralSymmetry(name, space, image, asCellMap(name, space, image));
    }

    /** The map sending "cell {@code c} holds {@code v}" to the literal {@code image.applyAsInt(c, v)}. */
    public static LiteralSymmetry ofLiterals(String name, LiteralSpace space, IntBinaryOperator image) {
        int[] literalImage = new int[space.literals()];
        for (int l = 0; l < literalImage.length; l++) {
            literalImage[l] = image.applyAsInt(space.cellOf(l), space.valueOf(l));
        }
        return of(name, space, literalImage);
    }

    /** {@code symmetry} as a map of literals: every value a cell may hold must map to one its image cell may hold. */
    public static LiteralSymmetry of(LiteralSpace space, Symmetry symmetry) {
        if (symmetry.cells() != space.cells()) {
            throw new IllegalArgumentException("symmetry " + symmetry.name() + " acts on " + symmetry.cells()
                    + " cells, the literals are of " + space.cells());
        }
        int[] image = new int[space.literals()];
        for (int l = 0; l < image.length; l++) {
            int cell = space.cellOf(l);
            int to = symmetry.cellImage(cell);
            int value = symmetry.values().isIdentity()
                    ? space.valueOf(l)
                    : symmetry.values().apply(space.valueOf(l));
            if (!space.holds(to, value)) {
                throw new IllegalArgumentException("symmetry " + symmetry.name() + " sends value " + space.valueOf(l)
                        + " of cell " + cell + " to " + value + ", which cell " + to + " cannot hold");
            }
            image[l] = space.literal(to, value);
        }
        return new LiteralSymmetry(symmetry.name(), space, image, symmetry);
    }

    /**
     * The map as a cell permutation with one value map, when it is one: each cell's literals go to one cell, and
     * every value that some cell may hold goes to the same value whichever cell holds it.
     */
    private static Symmetry asCellMap(String name, LiteralSpace space, int[] image) {
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
        return new Symmetry(name, cellImage, ValueMap.of(least, values));
    }

    public String name() {
        return name;
    }

    public LiteralSpace space() {
        return space;
    }

    /** Where literal {@code literal} goes. */
    public int image(int literal) {
        return image[literal];
    }

    public int[] literalImage() {
        return image.clone();
    }

    /** The same map as a cell permutation with one value map, when it is one. */
    public Optional<Symmetry> toSymmetry() {
        return Optional.ofNullable(cellMap);
    }

    public boolean isIdentity() {
        return Permutations.isIdentity(image);
    }

    /**
     * The image of a full assignment: cell by cell, the literal it holds is mapped. When two literals land in one
     * cell the map is no symmetry of that assignment, and it is refused.
     */
    public int[] apply(int[] solution) {
        if (solution.length != space.cells()) {
            throw new IllegalArgumentException("a solution of " + solution.length + " cells given to symmetry " + name
                    + " of " + space.cells() + " cells");
        }
        if (cellMap != null) {
            for (int c = 0; c < solution.length; c++) {
                if (!space.holds(c, solution[c])) {
                    throw new IllegalArgumentException("cell " + c + " cannot hold " + solution[c]);
                }
            }
            return cellMap.apply(solution);
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

    /** {@code this} after {@code first}. */
    public LiteralSymmetry after(LiteralSymmetry first) {
        if (!space.equals(first.space)) {
            throw new IllegalArgumentException("symmetries of different literals cannot be composed");
        }
        return of(name + "·" + first.name, space, Permutations.after(image, first.image));
    }

    public LiteralSymmetry inverse() {
        return of(name + "⁻¹", space, Permutations.inverse(image));
    }

    /** Same action, whatever the name. */
    public boolean sameActionAs(LiteralSymmetry other) {
        return space.equals(other.space) && Arrays.equals(image, other.image);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LiteralSymmetry that && name.equals(that.name) && sameActionAs(that);
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
