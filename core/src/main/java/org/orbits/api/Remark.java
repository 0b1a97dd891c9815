package org.orbits.api;

import java.util.List;

/**
 * What a player should know about a partly filled position, in the puzzle's own words: a rule already broken
 * (so no completion exists) or a note that helps.
 *
 * @param cells the cells it is about, by name, so that a page can point at them
 */
public record Remark(List<String> cells, boolean broken, String text) {

    public Remark {
        cells = List.copyOf(cells);
    }
}
