package org.orbits.model.declared;

import java.util.Arrays;
import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.Symmetries;
import org.orbits.symmetry.Symmetry;

/**
 * A map of assignments a model declares ({@code orbits_literal_map}, or {@code orbits_d4} on a 1-D array): the
 * assignment "cell {@code fromCell[k]} holds {@code fromValue[k]}" becomes "cell {@code toCell[k]} holds
 * {@code toValue[k]}", and every assignment not named stays. As read, the pairs permute the assignments they name,
 * and none maps an assignment to itself.
 */
public record DeclaredLiteralMap(String name, int[] fromCell, int[] fromValue, int[] toCell, int[] toValue)
        implements DeclaredGenerator {

    public DeclaredLiteralMap {
        if (fromValue.length != fromCell.length
                || toCell.length != fromCell.length
                || toValue.length != fromCell.length) {
            throw new IllegalArgumentException("a literal map needs as many cells as values on each side");
        }
        fromCell = fromCell.clone();
        fromValue = fromValue.clone();
        toCell = toCell.clone();
        toValue = toValue.clone();
    }

    /** How many assignments the map moves. */
    public int size() {
        return fromCell.length;
    }

    @Override
    public int[] fromCell() {
        return fromCell.clone();
    }

    @Override
    public int[] fromValue() {
        return fromValue.clone();
    }

    @Override
    public int[] toCell() {
        return toCell.clone();
    }

    @Override
    public int[] toValue() {
        return toValue.clone();
    }

    @Override
    public long[] image(int cell, long value) {
        for (int k = 0; k < fromCell.length; k++) {
            if (fromCell[k] == cell && fromValue[k] == value) {
                return new long[] {toCell[k], toValue[k]};
            }
        }
        return new long[] {cell, value};
    }

    @Override
    public boolean moves(int cell) {
        for (int k = 0; k < fromCell.length; k++) {
            if (fromCell[k] == cell || toCell[k] == cell) {
                return true;
            }
        }
        return false;
    }

    /** The map as a permutation of the literals: every literal it does not name stays. */
    @Override
    public Symmetry over(LiteralSpace space) {
        int[] image = new int[space.literals()];
        Arrays.setAll(image, l -> l);
        for (int k = 0; k < fromCell.length; k++) {
            image[space.literal(fromCell[k], fromValue[k])] = space.literal(toCell[k], toValue[k]);
        }
        return Symmetries.ofLiterals(name, space, image);
    }
}
