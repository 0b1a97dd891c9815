package org.orbits.model.declared;

/**
 * One generator a model declares with orbits.mzn: a map of cells with one map of values ({@link DeclaredSymmetry})
 * or a map of assignments ({@link DeclaredLiteralMap}), over the model's cells.
 */
public sealed interface DeclaredGenerator permits DeclaredSymmetry, DeclaredLiteralMap {

    /** The kind of declaration, with the array it names where it names one whole: {@code quarter turn of q}. */
    String name();
}
