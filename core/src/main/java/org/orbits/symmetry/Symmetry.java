package org.orbits.symmetry;

import com.google.common.base.Preconditions;
import java.util.Arrays;

/**
 * One symmetry of a puzzle: a permutation of its cells together with a map of its values.
 *
 * <p>It acts on a solution {@code s} (an {@code int[]} indexed by cell) by moving the value of cell
 * {@code i} to cell {@code cellImage[i]} and mapping that value: {@code (g s)[cellImage[i]] =
 * values(s[i])}.
 */
public record Symmetry(String name, int[] cellImage, ValueMap values) {

    public Symmetry {
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

    /** A pure cell permutation. */
    public static Symmetry ofCells(String name, int... cellImage) {
        return new Symmetry(name, cellImage, ValueMap.identity());
    }

    public static Symmetry identity(int cells) {
        int[] image = new int[cells];
        Arrays.setAll(image, i -> i);
        return ofCells("id", image);
    }

    public int cells() {
        return cellImage.length;
    }

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

    /** {@code this} after {@code first}: applying the result equals applying {@code first}, then this. */
    public Symmetry after(Symmetry first) {
        return new Symmetry(name + "·" + first.name, cellImageAfter(first), values.after(first.values));
    }

    /** Where {@link #after} sends each cell, without naming the product. */
    int[] cellImageAfter(Symmetry first) {
        int[] image = new int[cellImage.length];
        for (int i = 0; i < image.length; i++) {
            image[i] = cellImage[first.cellImage[i]];
        }
        return image;
    }

    /** Same action, whatever the name. */
    public boolean sameActionAs(Symmetry other) {
        return Arrays.equals(cellImage, other.cellImage) && values.equals(other.values);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Symmetry that && name.equals(that.name) && sameActionAs(that);
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
