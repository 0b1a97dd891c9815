package org.orbits.symmetry;

import java.util.Arrays;
import java.util.function.IntBinaryOperator;

/**
 * Makes {@link Symmetry symmetries}, choosing the kind: a {@link CellMap} wherever the map moves whole cells with one
 * value map, a {@link LiteralMap} only where no cell map gives it.
 */
public final class Symmetries {

    private Symmetries() {}

    /** The cell permutation {@code cellImage} with the value map {@code values}. */
    public static CellMap of(String name, int[] cellImage, ValueMap values) {
        return new CellMap(name, cellImage, values);
    }

    /** A pure cell permutation. */
    public static CellMap ofCells(String name, int... cellImage) {
        return new CellMap(name, cellImage, ValueMap.identity());
    }

    public static CellMap identity(int cells) {
        int[] image = new int[cells];
        Arrays.setAll(image, i -> i);
        return ofCells("id", image);
    }

    /**
     * The map sending literal {@code l} of {@code space} to {@code literalImage[l]}: a {@link CellMap} when it moves
     * whole cells with one value map, else a {@link LiteralMap}.
     */
    public static Symmetry ofLiterals(String name, LiteralSpace space, int[] literalImage) {
        return LiteralMap.of(name, space, literalImage);
    }

    /** The map sending "cell {@code c} holds {@code v}" to the literal {@code image.applyAsInt(c, v)}. */
    public static Symmetry ofLiterals(String name, LiteralSpace space, IntBinaryOperator image) {
        int[] literalImage = new int[space.literals()];
        for (int l = 0; l < literalImage.length; l++) {
            literalImage[l] = image.applyAsInt(space.cellOf(l), space.valueOf(l));
        }
        return ofLiterals(name, space, literalImage);
    }
}
