package org.orbits.model.declared;

import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.Symmetries;
import org.orbits.symmetry.Symmetry;
import org.orbits.symmetry.ValueMap;

/**
 * One generator a model declares with orbits.mzn, over its cells: the value of cell {@code i} moves to cell
 * {@code cellImage[i]}, and a value {@code v} becomes {@code valueImage[v - valueLo]} (an empty table: every value
 * stays). Kept apart from orbits' group classes; {@link #toSymmetry()} makes one.
 */
public record DeclaredSymmetry(String name, int[] cellImage, int valueLo, int[] valueImage)
        implements DeclaredGenerator {

    public DeclaredSymmetry {
        cellImage = cellImage.clone();
        valueImage = valueImage.clone();
    }

    @Override
    public int[] cellImage() {
        return cellImage.clone();
    }

    @Override
    public int[] valueImage() {
        return valueImage.clone();
    }

    public CellMap toSymmetry() {
        return Symmetries.of(name, cellImage, ValueMap.of(valueLo, valueImage));
    }

    @Override
    public long[] image(int cell, long value) {
        long mapped = valueImage.length == 0 || value < valueLo || value >= valueLo + valueImage.length
                ? value
                : valueImage[(int) (value - valueLo)];
        return new long[] {cellImage[cell], mapped};
    }

    @Override
    public boolean moves(int cell) {
        boolean valuesStay = true;
        for (int k = 0; k < valueImage.length; k++) {
            valuesStay &= valueImage[k] == valueLo + k;
        }
        return cellImage[cell] != cell || !valuesStay;
    }

    /** The map of cells, its value map extended to every value of the cells (the values it does not move stay). */
    @Override
    public Symmetry over(LiteralSpace space) {
        CellMap symmetry = toSymmetry();
        ValueMap values = symmetry.values();
        if (values.isIdentity() || space.cells() == 0) {
            return symmetry;
        }
        int lo = space.lo(0);
        int hi = space.hi(0);
        int[] image = new int[hi - lo + 1];
        for (int v = lo; v <= hi; v++) {
            boolean moved = v >= valueLo && v < valueLo + valueImage.length;
            image[v - lo] = moved ? valueImage[v - valueLo] : v;
        }
        return Symmetries.of(name, cellImage, ValueMap.of(lo, image));
    }
}
