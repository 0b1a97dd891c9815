package org.orbits.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orbits.search.Census;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;

/**
 * MiniZinc models compiled with orbits' library and counted, against published counts and against Gecode's count
 * of the same model (distinct outputs).
 */
class MiniZincModelsTest {

    @TempDir
    static Path directory;

    @BeforeAll
    static void needsMiniZinc() {
        ExternalTools.require("minizinc");
    }

    private static void assertCounts(String model, Map<String, String> parameters, long solutions, long orbits) {
        ModelPuzzle puzzle = Models.load(directory, model, parameters);
        Census census = Models.census(puzzle, puzzle.defaultGroup());
        assertTrue(census.complete(), model + " " + parameters);
        assertEquals(solutions, census.solutions(), model + " " + parameters + ": solutions");
        assertEquals(orbits, census.orbits().size(), model + " " + parameters + ": orbits under " + census.group());
    }

    private static void assertGecodeCounts(String model, Map<String, String> parameters, long solutions) {
        ExternalTools.require("fzn-gecode");
        assertEquals(
                OptionalLong.of(solutions),
                Models.gecode(directory, model, parameters).solutions(),
                "Gecode's count of " + model + " " + parameters);
    }

    /** The n queens problem, OEIS A000170: 2, 10, 4, 40, 92 for n = 4..8. */
    @ParameterizedTest(name = "n = {0}")
    @CsvSource({"4, 2", "5, 10", "6, 4", "7, 40", "8, 92"})
    void queensHaveThePublishedCounts(int n, long solutions) {
        assertCounts("queens.mzn", Map.of("n", Integer.toString(n)), solutions, solutions);
        assertGecodeCounts("queens.mzn", Map.of("n", Integer.toString(n)), solutions);
    }

    @Test
    void theMagicSquaresOfOrderThreeAreEightInOneOrbitOfTheSquare() {
        assertCounts("magic-square.mzn", Map.of("n", "3"), 8, 8);
        assertGecodeCounts("magic-square.mzn", Map.of("n", "3"), 8);
    }

    /**
     * Counted as sequences, each pairing and its reverse apart: twice OEIS A014552 (1, 1, 26 for n = 3, 4, 7),
     * which counts them up to reversal, as the declared reversal's orbits do.
     */
    @ParameterizedTest(name = "n = {0}")
    @CsvSource({"3, 2, 1", "4, 2, 1", "7, 52, 26"})
    void langfordPairingsHaveThePublishedCounts(int n, long sequences, long upToReversal) {
        assertCounts("langford.mzn", Map.of("n", Integer.toString(n)), sequences, upToReversal);
        assertGecodeCounts("langford.mzn", Map.of("n", Integer.toString(n)), sequences);
    }

    /**
     * Searched on the positions its annotation names rather than on the printed row, with lex-leader on the row and
     * on two workers: each row still counted once, twice OEIS A014552 (26, 150 for n = 7, 8), and so is every
     * row the canonicaliser reaches from the full enumeration.
     */
    @ParameterizedTest(name = "n = {0}")
    @CsvSource({"7, 52, 26", "8, 300, 150"})
    void aSearchOnAuxiliaryPositionsCountsEachRowOnce(int n, long sequences, long upToReversal) {
        ModelPuzzle puzzle = Models.load(directory, "langford-positions.mzn", Map.of("n", Integer.toString(n)));
        Census lexLeader = Census.take(
                puzzle, puzzle.defaultGroup(), SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT, 2);
        assertEquals(sequences, lexLeader.solutions());
        assertEquals(upToReversal, lexLeader.orbits().size());
        assertCounts("langford-positions.mzn", Map.of("n", Integer.toString(n)), sequences, upToReversal);
    }

    @Test
    void sendMoreMoneyHasOneSolution() {
        ModelPuzzle puzzle = Models.load(directory, "send-more-money.mzn", Map.of());
        Census census = Models.census(puzzle, puzzle.defaultGroup());
        assertEquals(1, census.solutions());
        assertEquals(
                "[9, 5, 6, 7, 1, 0, 8, 2]",
                census.orbits().get(0).representative().toString());
        assertEquals(java.util.List.of("S", "E", "N", "D", "M", "O", "R", "Y"), puzzle.cellNames());
        assertGecodeCounts("send-more-money.mzn", Map.of(), 1);
    }

    /** The shortest Golomb ruler of 4 marks has length 6: 0 1 4 6 and its mirror 0 2 5 6. */
    @Test
    void theShortestGolombRulerOfFourMarksIsSixLongAndThereAreTwo() {
        ModelPuzzle puzzle = Models.load(directory, "golomb.mzn", Map.of("m", "4"));
        Census census = Models.census(puzzle, puzzle.defaultGroup());
        assertEquals(OptionalInt.of(6), census.objective().orElseThrow().value());
        assertTrue(census.objective().orElseThrow().proven());
        assertEquals(2, census.solutions());
        GecodeCountCheck.assertOptimum(directory, "golomb.mzn", Map.of("m", "4"), 6, 2);
    }

    /** Six queens on a board of bools: 4 solutions, one orbit under the declared rotations and reflections. */
    @Test
    void queensOnABoolBoardReadTheDeclaredSquareSymmetries() {
        assertCounts("queens-board.mzn", Map.of("n", "6"), 4, 1);
        assertGecodeCounts("queens-board.mzn", Map.of("n", "6"), 4);
    }

    /** 11 rows of four bits have two ones or more, however many positions of a one each has. */
    @Test
    void anAuxiliaryTheOutputsDoNotDetermineCountsEachOutputOnce() {
        assertCounts("witnessed.mzn", Map.of(), 11, 11);
        assertGecodeCounts("witnessed.mzn", Map.of(), 11);
    }

    /** Eight queens on a board of bools: 92 solutions in 12 orbits under the board's rotations and reflections. */
    @Test
    void eightQueensOnABoolBoardFallIntoTwelveOrbits() {
        assertCounts("queens-board.mzn", Map.of("n", "8"), 92, 12);
    }

    /** A model that compiles to two dozen kinds of constraint counts as Gecode counts it. */
    @Test
    void aModelOfManyBuiltinsAndGlobalsCountsAsGecodeDoes() {
        ModelPuzzle puzzle = Models.load(directory, "many-builtins.mzn", Map.of());
        Census census = Models.census(puzzle, puzzle.defaultGroup());
        assertTrue(census.complete());
        assertGecodeCounts("many-builtins.mzn", Map.of(), census.solutions());
        assertTrue(census.solutions() > 100, "a model of many solutions: " + census.solutions());
    }
}
