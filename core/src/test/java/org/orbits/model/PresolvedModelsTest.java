package org.orbits.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.puzzle.ModelOptions;
import org.orbits.search.Census;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;

/**
 * Models written plainly, without search annotations, counted with each part of the presolve and without it: the
 * globals found in the FlatZinc and the branching on the auxiliaries change no count, and every count is the published
 * one (or, for the small model of counts, the one a loop over every assignment finds).
 */
class PresolvedModelsTest {

    @TempDir
    static Path directory;

    @BeforeAll
    static void needsMiniZinc() {
        ExternalTools.require("minizinc");
    }

    /** Solutions and orbits with each presolve choice, without symmetry breaking and with lex-leader. */
    private static ModelPuzzle assertCountsEachWay(
            String model, Map<String, String> parameters, long solutions, long orbits) {
        ModelPuzzle puzzle = Models.load(directory, model, parameters);
        for (String presolve : List.of("none", "globals", "keys", "all")) {
            for (SolverSettings.SymmetryBreaking breaking :
                    List.of(SolverSettings.SymmetryBreaking.NONE, SolverSettings.SymmetryBreaking.LEX)) {
                SolverSettings settings = SolverSettings.DEFAULT
                        .withSymmetryBreaking(breaking)
                        .withModelOptions(ModelOptions.of(Map.of("presolve", presolve)));
                Census census =
                        Census.take(puzzle, puzzle.defaultGroup(), settings, Limits.NONE, ProgressListener.SILENT);
                String label = model + " " + parameters + ", presolve " + presolve + ", " + breaking;
                assertTrue(census.complete(), label);
                assertEquals(solutions, census.solutions(), label + ": solutions");
                assertEquals(orbits, census.orbits().size(), label + ": orbits");
            }
        }
        return puzzle;
    }

    /** The verbose lines of what the translation found (a search with every part of the presolve ran). */
    private static void assertFound(ModelPuzzle puzzle, String... beginnings) {
        for (String beginning : beginnings) {
            assertTrue(
                    puzzle.keptNotes().stream().anyMatch(note -> note.startsWith(beginning)),
                    beginning + " in " + puzzle.keptNotes());
        }
    }

    /** OEIS A014552: 26 Langford rows for n = 7 up to reversal, 52 in all. */
    @Test
    void langfordWrittenWithCountsOfReifiedEqualities() {
        assertFound(
                assertCountsEachWay("plain-langford.mzn", Map.of("n", "7"), 52, 26),
                "found 7 counts",
                "no search annotation: the search branches first on 7 auxiliaries");
    }

    /** OEIS A000170 and A002562: 40 solutions for n = 7, 6 up to the board's symmetries. */
    @Test
    void queensWrittenWithPairwiseDisequalitiesAndABoard() {
        assertFound(
                assertCountsEachWay("plain-queens-board.mzn", Map.of("n", "7"), 40, 6),
                "found 3 all-differents",
                "no search annotation: the search branches first on 7 auxiliaries");
    }

    /** The Lo Shu square: 8 magic squares of order 3, one up to rotation and reflection. */
    @Test
    void magicSquareWrittenWithPairwiseDisequalities() {
        assertFound(
                assertCountsEachWay("plain-magic-square.mzn", Map.of("n", "3"), 8, 1),
                "found 1 all-different",
                "no search annotation: the search branches on the cells smallest domain first, the one whose value"
                        + " failed last first again");
    }

    /** Counts into a variable, at most and at least a constant, and an inverse, against a loop over every assignment. */
    @Test
    void countsOfEveryFlatteningAndAnInverse() {
        long rows = 0;
        int[] x = new int[6];
        for (int code = 0; code < 729; code++) {
            int[] tally = new int[4];
            for (int i = 0, rest = code; i < 6; i++, rest /= 3) {
                x[i] = rest % 3 + 1;
                tally[x[i]]++;
            }
            if (tally[1] >= 2 && tally[2] <= 2 && tally[3] >= 1 && x[0] != x[5]) {
                rows++;
            }
        }
        // The permutations of 1..4 that do not fix 1: 24 - 6.
        long solutions = rows * 18;
        assertFound(
                assertCountsEachWay("plain-counts.mzn", Map.of(), solutions, solutions),
                "found 3 counts",
                "found 1 inverse");
    }
}
