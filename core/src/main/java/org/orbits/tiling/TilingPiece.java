package org.orbits.tiling;

import com.google.common.base.Preconditions;

/**
 * One piece of a tiling file: its name, its shape as drawn (normalised on its grid) and how many of it the set holds.
 *
 * @param count how many copies tile the board together with the other pieces, at least 1
 */
public record TilingPiece(String name, Shape shape, int count) {

    public TilingPiece {
        Preconditions.checkArgument(count >= 1, "piece %s: a count of at least 1", name);
    }
}
