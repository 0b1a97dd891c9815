package org.orbits.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.search.Census;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.Group;

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

    /**
     * The 161,280 Latin squares of order 5 (OEIS A002860) fall into 2 isotopy classes (A040082): rows, columns and
     * symbols each permuted freely, S5 x S5 x S5 of 1,728,000 elements, declared by six generators. Lex-leader
     * breaking posts a subset of the group and the chain's canonicaliser reduces the survivors: a few seconds (every
     * solution enumerated and canonicalised instead, about 95).
     */
    @Test
    void theLatinSquaresOfOrderFiveFallIntoTwoIsotopyClasses() {
        ModelPuzzle puzzle = Models.load(directory, "latin-isotopy.mzn", Map.of("n", "5"));
        Group isotopy = puzzle.group("declared");
        assertEquals(1_728_000, isotopy.order());
        assertEquals("S5 x S5 x S5", isotopy.structure());
        assertFalse(isotopy.lexLeaderExact());
        Census census = Census.take(
                puzzle,
                isotopy,
                SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.LEX),
                Limits.NONE,
                ProgressListener.SILENT);
        assertTrue(census.complete());
        assertEquals(161_280, census.solutions());
        assertEquals(2, census.orbits().size());
    }
}
