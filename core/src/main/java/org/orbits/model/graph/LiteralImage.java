package org.orbits.model.graph;

/**
 * A map of a model's cells' literals, however it is held (a declared generator, an element of the declared group):
 * where it sends the literal {@code cell = value}, and whether it moves a cell at all (any of its literals).
 */
public interface LiteralImage {

    /** The cell and the value of the image of {@code cell = value}. */
    long[] of(int cell, long value);

    boolean moves(int cell);
}
