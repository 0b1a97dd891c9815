package org.orbits.symmetry;

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
 * <p>These two are the only kinds ({@code LayersTest} holds it so), and {@link Symmetries} makes them: a permutation of
 * literals that is a cell map is made one ({@link Symmetries#ofLiterals}), so the kinds never overlap. A
 * {@link Group} of symmetries of either kind holds its generators and a stabiliser chain, and nothing else that is
 * one way or the other; the {@link Canonicaliser}, {@link LexLeader} and {@link Burnside} each take any group and
 * choose for themselves how to handle it and each of its symmetries.
 */
public interface Symmetry {

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

    /** {@code second} after {@code this}: what {@link #after} answers when {@code this} is the first. */
    Symmetry then(Symmetry second);
}
