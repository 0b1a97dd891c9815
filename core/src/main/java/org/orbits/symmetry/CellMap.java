package org.orbits.symmetry;

import com.google.common.base.Preconditions;
import java.util.Arrays;

/**
 * A symmetry that permutes the cells and maps the values: it acts on a solution {@code s} (an {@code int[]} indexed
 * by cell) by moving the value of cell {@code i} to cell {@code cellImage[i]} and mapping that value: {@code (g
 * s)[cellImage[i]] = values(s[i])}. Made by {@link Symmetries#of}, {@link Symmetries#ofCells}, or from a permutation of
 * literals that is one ({@link Symmetries#ofLiterals}).
 */
public record CellMap(String name, int[] cellImage, ValueMap values) implements Symmetry {

    public CellMap {
        cellImage = cellImage.clone();
        boolean[] hit = new boolean[cellImage.length];
        for (int target : cellImage) {
            Preconditions.checkArgument(
                    target >= 0 && target < cellImage.length && !hit[target],
                    "symmetry %s is not a permutation of %s cells",
                    name,
                    cellImage.length);
            hit[target] = true;
        }
    }

    @Override
    public int cells() {
        return cellImage.length;
    }

    @Override
    public boolean isIdentity() {
        for (int i = 0; i < cellImage.length; i++) {
            if (cellImage[i] != i) {
                return false;
            }
        }
        return values.isIdentity();
    }

    /** Where cell {@code cell} goes. */
    public int cellImage(int cell) {
        return cellImage[cell];
    }

    @Override
    public int[] cellImage() {
        return cellImage.clone();
    }

    /** The cell whose value lands on {@code cell}. */
    public int[] cellPreimage() {
        int[] preimage = new int[cellImage.length];
        for (int i = 0; i < cellImage.length; i++) {
            preimage[cellImage[i]] = i;
        }
        return preimage;
    }

    @Override
    public int[] apply(int[] solution) {
        Preconditions.checkArgument(
                solution.length == cellImage.length,
                "a solution of %s cells given to a symmetry of %s cells",
                solution.length,
                cellImage.length);
        int[] image = new int[solution.length];
        for (int i = 0; i < solution.length; i++) {
            image[cellImage[i]] = values.apply(solution[i]);
        }
        return image;
    }

    /** Every value a cell may hold must map to one its image cell may hold. */
    @Override
    public int[] literalImage(LiteralSpace space) {
        if (cells() != space.cells()) {
            throw new IllegalArgumentException(
                    "symmetry " + name + " acts on " + cells() + " cells, the literals are of " + space.cells());
        }
        int[] image = new int[space.literals()];
        for (int l = 0; l < image.length; l++) {
            int cell = space.cellOf(l);
            int to = cellImage[cell];
            int value = values.isIdentity() ? space.valueOf(l) : values.apply(space.valueOf(l));
            if (!space.holds(to, value)) {
                throw new IllegalArgumentException("symmetry " + name + " sends value " + space.valueOf(l) + " of cell "
                        + cell + " to " + value + ", which cell " + to + " cannot hold");
            }
            image[l] = space.literal(to, value);
        }
        return image;
    }

    /** {@code this} after {@code first}, a cell map again. */
    public CellMap after(CellMap first) {
        return new CellMap(name + "·" + first.name, cellImageAfter(first), values.after(first.values));
    }

    /** After a cell map, a cell map; after a map of literals, the composition on its literals. */
    @Override
    public Symmetry after(Symmetry first) {
        if (first instanceof CellMap cells) {
            return after(cells);
        }
        return first.then(this);
    }

    /** {@code second} after this cell map: of the kind {@code second}'s {@link #after} gives. */
    @Override
    public Symmetry then(Symmetry second) {
        return second.after(this);
    }

    /** Where {@link #after} sends each cell, without naming the product. */
    int[] cellImageAfter(CellMap first) {
        int[] image = new int[cellImage.length];
        for (int i = 0; i < image.length; i++) {
            image[i] = cellImage[first.cellImage[i]];
        }
        return image;
    }

    @Override
    public boolean sameActionAs(Symmetry other) {
        return other instanceof CellMap that && Arrays.equals(cellImage, that.cellImage) && values.equals(that.values);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CellMap that && name.equals(that.name) && sameActionAs(that);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(cellImage) + values.hashCode();
    }

    @Override
    public String toString() {
        return name;
    }
}
