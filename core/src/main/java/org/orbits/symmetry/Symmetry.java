package org.orbits.symmetry;

import java.util.Arrays;
import java.util.function.IntBinaryOperator;

/**
 * One symmetry of a puzzle's solutions: a map of assignments, sending "cell {@code c} holds {@code v}" to "cell
 * {@code c'} holds {@code v'}". It is one of two kinds, decided when it is made:
 *
 * <ul>
 *   <li>a {@link CellMap}: the cells permuted and every value mapped by one value map, the common case and the fast
 *       one (every built-in family's symmetries are cell maps);
 *   <li>a {@link LiteralMap}: a permutation of a {@link LiteralSpace}'s literals that no cell map gives, such as the
 *       quarter turn of the n queens' row model ({@code q[i] = j} to {@code q[j] = n - 1 - i}).
 * </ul>
 *
 * <p>A permutation of literals that is a cell map is made one ({@link #ofLiterals}), so the kinds never overlap. A
 * {@link Group} of symmetries of either kind holds its generators and a stabiliser chain, and nothing else that is
 * one way or the other; the {@link Canonicaliser}, {@link LexLeader} and {@link Burnside} each take any group and
 * choose for themselves how to handle it and each of its symmetries.
 */
public sealed interface Symmetry permits CellMap, LiteralMap {

    String name();

    /** How many cells it acts on. */
    int cells();

    /** The image of a full assignment, one value per cell. */
    int[] apply(int[] solution);

    boolean isIdentity();

    /**
     * The map as a permutation of {@code space}'s literals: literal {@code l} goes to {@code literalImage(space)[l]}.
     *
     * @throws IllegalArgumentException when it is no map of those literals (another number of cells, a value sent to
     *     one its cell cannot hold, a map of another space's literals)
     */
    int[] literalImage(LiteralSpace space);

    /** {@code this} after {@code first}: applying the result equals applying {@code first}, then this. */
    Symmetry after(Symmetry first);

    /** Same action, whatever the name. */
    boolean sameActionAs(Symmetry other);

    /** The cell permutation {@code cellImage} with the value map {@code values}. */
    static CellMap of(String name, int[] cellImage, ValueMap values) {
        return new CellMap(name, cellImage, values);
    }

    /** A pure cell permutation. */
    static CellMap ofCells(String name, int... cellImage) {
        return new CellMap(name, cellImage, ValueMap.identity());
    }

    static CellMap identity(int cells) {
        int[] image = new int[cells];
        Arrays.setAll(image, i -> i);
        return ofCells("id", image);
    }

    /**
     * The map sending literal {@code l} of {@code space} to {@code literalImage[l]}: a {@link CellMap} when it moves
     * whole cells with one value map, else a {@link LiteralMap}.
     */
    static Symmetry ofLiterals(String name, LiteralSpace space, int[] literalImage) {
        return LiteralMap.of(name, space, literalImage);
    }

    /** The map sending "cell {@code c} holds {@code v}" to the literal {@code image.applyAsInt(c, v)}. */
    static Symmetry ofLiterals(String name, LiteralSpace space, IntBinaryOperator image) {
        int[] literalImage = new int[space.literals()];
        for (int l = 0; l < literalImage.length; l++) {
            literalImage[l] = image.applyAsInt(space.cellOf(l), space.valueOf(l));
        }
        return ofLiterals(name, space, literalImage);
    }
}
