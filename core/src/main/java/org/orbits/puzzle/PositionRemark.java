package org.orbits.puzzle;

import com.google.common.collect.ImmutableList;

/**
 * What a player should know about a partly filled position, in the puzzle's own words: a rule already broken
 * (a line whose sum is wrong, a digit used too often) or a note that helps (what a line still needs, a made
 * square).
 *
 * @param cells the cells the remark is about, by name, so a page can point at them
 * @param broken whether a rule is broken, so that no completion exists
 */
public record PositionRemark(ImmutableList<String> cells, boolean broken, String text) {

    public static PositionRemark broken(ImmutableList<String> cells, String text) {
        return new PositionRemark(cells, true, text);
    }

    public static PositionRemark note(ImmutableList<String> cells, String text) {
        return new PositionRemark(cells, false, text);
    }
}
