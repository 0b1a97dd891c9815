package org.orbits.tiling;

import com.google.common.base.Splitter;
import com.google.common.primitives.ImmutableIntArray;
import java.util.List;

/**
 * One work unit of a {@link TilingSearch}: the subtree of the search below the placements chosen at its first
 * levels. The units {@link TilingSearch#units} lists partition the search: every tiling it finds lies below exactly
 * one of them. A unit is written as its scope and its placements, {@code orbits:7.215.1033}, so that it can travel
 * to another process and be searched there.
 *
 * @param scope the search the unit belongs to; searching it in another is refused
 * @param placements the placements chosen at the first levels of the search, root first, by their numbers
 */
public record TilingUnit(TilingScope scope, ImmutableIntArray placements) {

    /** The unit written {@code words}, as {@link #words()} writes it. */
    public static TilingUnit parse(String words) {
        List<String> parts = Splitter.on(':').limit(2).splitToList(words);
        if (parts.size() != 2) {
            throw new IllegalArgumentException("a tiling unit is written scope:placements, not '" + words + "'");
        }
        ImmutableIntArray.Builder placements = ImmutableIntArray.builder();
        Splitter.on('.').omitEmptyStrings().split(parts.get(1)).forEach(p -> placements.add(Integer.parseInt(p)));
        return new TilingUnit(TilingScope.ofWord(parts.get(0)), placements.build());
    }

    /** The unit as one word: {@code orbits:7.215.1033}; the whole search is {@code orbits:}. */
    public String words() {
        StringBuilder words = new StringBuilder(scope.word()).append(':');
        for (int k = 0; k < placements.length(); k++) {
            words.append(k == 0 ? "" : ".").append(placements.get(k));
        }
        return words.toString();
    }

    @Override
    public String toString() {
        return words();
    }
}
