package org.orbits.search.detect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.symmetry.Group;

/**
 * A puzzle under its detected group is the puzzle with its groups replaced: everything else it answers is its own.
 * Forwarded by hand, the wrapper had forgotten what was added to puzzles after it, and a tiling under a detected group
 * showed its pieces as numbers and bound no checkpoint to its file.
 */
class DetectedPuzzleTest {

    private static final PuzzleInstance TILING =
            PuzzleRegistry.standard().family("tilings").instance(Map.of("board", "pentominoes-4x5"));

    private static PuzzleInstance detected() {
        Group own = TILING.defaultGroup();
        Group detected = Group.generatedBy("detected", TILING.cellNames().size(), own.generators());
        return DetectedPuzzle.of(TILING, detected, Optional.empty());
    }

    @Test
    void theDetectedGroupComesFirstThenTheOwnGroupsItHolds() {
        assertEquals(
                List.of("detected", TILING.defaultGroup().name()),
                detected().groups().stream().map(Group::name).toList());
    }

    @Test
    void aTilingUnderItsDetectedGroupKeepsItsPieceNamesAndItsDigest() {
        PuzzleInstance detected = detected();
        assertTrue(TILING.valueName(TILING.minValue()).isPresent());
        for (int value = TILING.minValue(); value <= TILING.maxValue(); value++) {
            assertEquals(TILING.valueName(value), detected.valueName(value));
        }
        assertTrue(TILING.definitionDigest().isPresent());
        assertEquals(TILING.definitionDigest(), detected.definitionDigest());
        assertEquals(TILING.label(), detected.label());
    }

    @Test
    void theChocoModelEnumeratesUnderADetectedGroupNotThePuzzlesOwnEngine() {
        assertTrue(TILING.exactCover().isPresent());
        assertEquals(Optional.empty(), detected().exactCover());
    }
}
