package org.orbits.puzzle.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.search.Census;

/** The published counts that take a while to enumerate. */
@Tag("slow")
class SlowModelsTest {

    @TempDir
    static Path directory;

    @BeforeAll
    static void needsMiniZinc() {
        ExternalTools.require("minizinc");
    }

    /** 7040 magic squares of order 4 (Frénicle, 1693): 880 up to the square's 8 symmetries. */
    @Test
    void theMagicSquaresOfOrderFourAre7040() {
        ModelPuzzle puzzle = Models.load(directory, "magic-square.mzn", Map.of("n", "4"));
        Census census = Models.census(puzzle, puzzle.defaultGroup());
        assertTrue(census.complete());
        assertEquals(7040, census.solutions());
        ExternalTools.require("fzn-gecode");
        assertEquals(
                OptionalLong.of(7040),
                Models.gecode(directory, "magic-square.mzn", Map.of("n", "4")).solutions());
    }
}
