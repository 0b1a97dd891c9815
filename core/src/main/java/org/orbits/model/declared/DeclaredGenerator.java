package org.orbits.model.declared;

import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.Symmetry;

/**
 * One generator a model declares with orbits.mzn, over the model's cells: a map of cells with one map of values
 * ({@link DeclaredSymmetry}) or a map of assignments ({@link DeclaredLiteralMap}). Each says itself where it sends an
 * assignment and what symmetry of orbits' groups it is, so that none of its users asks which kind it is.
 */
public interface DeclaredGenerator {

    /** The kind of declaration, with the array it names where it names one whole: {@code quarter turn of q}. */
    String name();

    /** Where it sends the assignment {@code cell = value}: the image's cell, then its value. */
    long[] image(int cell, long value);

    /** Whether it moves {@code cell} or changes any value the cell may hold. */
    boolean moves(int cell);

    /** It as a symmetry of the literals of {@code space}, every cell of which ranges over one interval of values. */
    Symmetry over(LiteralSpace space);
}
