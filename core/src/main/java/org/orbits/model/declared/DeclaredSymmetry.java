package org.orbits.model.declared;

import org.orbits.symmetry.CellMap;
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
        return Symmetry.of(name, cellImage, ValueMap.of(valueLo, valueImage));
    }
}
