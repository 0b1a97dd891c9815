package org.orbits.puzzle;

import com.google.common.collect.ImmutableList;
import java.util.Optional;

/**
 * One part of a {@link PuzzleInstance}: how it is shown to a person. A drawing of a solution or of a position being
 * played, the puzzle's words for its values, where its cells lie for a reader of its JSON, and what a player should know about a position. Only {@link #draw} must
 * be given.
 */
public interface PuzzleDrawing {

    /**
     * A drawing of one solution, or of a position being played with {@link PuzzleInstance#EMPTY} cells drawn blank.
     * Each cell's shapes carry its name in a {@code data-cell} attribute, so a page can tell which cell was clicked.
     */
    Picture draw(int[] solution);

    /**
     * What a value stands for, in the puzzle's words, where a number alone says little (the piece a tiling's value
     * names); empty by default, the number then standing for itself.
     */
    default Optional<String> valueName(int value) {
        return Optional.empty();
    }

    /** Where each cell lies on the puzzle's grid, for a reader of its JSON; none by default. */
    default Optional<CellPlaces> cellPlaces() {
        return Optional.empty();
    }

    /**
     * What a player should know about a position being played ({@link PuzzleInstance#EMPTY} for cells not filled
     * yet), in the puzzle's own words. Values out of the cells' range and values used twice where they must be
     * distinct are not the family's to report: they are the same for every family.
     */
    default ImmutableList<PositionRemark> remarks(int[] position) {
        return ImmutableList.of();
    }
}
