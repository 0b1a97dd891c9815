package org.orbits.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
 * The models of {@code benchmarks/peers/plain/}, written without a search annotation and with their counts as sums
 * of {@code bool2int}, each counted on a small instance with the defaults of {@code orbits enumerate} under the
 * symmetries it declares, against the published counts (or, for the social golfers, counts worked out by hand).
 */
class PlainModelsTest {

    private static final Path PLAIN = Path.of("benchmarks/peers/plain");

    @TempDir
    static Path cache;

    @BeforeAll
    static void needsMiniZinc() {
        ExternalTools.require("minizinc");
    }

    private static Census census(String model, List<String> data, String given) {
        Map<String, String> parameters = new LinkedHashMap<>();
        for (String pair : given.isBlank() ? new String[0] : given.split(" ")) {
            String[] nameAndValue = pair.split("=", 2);
            parameters.put(nameAndValue[0], nameAndValue[1]);
        }
        ModelPuzzle puzzle = ModelFamily.load(
                ModelSource.of(
                        PLAIN.resolve(model), data.stream().map(PLAIN::resolve).toList(), parameters),
                cache);
        Census census = Census.take(
                puzzle, puzzle.defaultGroup(), SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT, 1);
        assertTrue(census.complete(), model + " " + data + " " + parameters);
        return census;
    }

    private static void assertCounts(String model, String given, long solutions, long orbits) {
        Census census = census(model, List.of(), given);
        assertEquals(solutions, census.solutions(), model + " " + given + ": solutions");
        assertEquals(orbits, census.orbits().size(), model + " " + given + ": orbits under " + census.group());
    }

    /** OEIS A014552: 26 Langford pairings for n = 7 up to reversal, none its own reverse, so 52 rows. */
    @Test
    void langfordPairings() {
        assertCounts("langford.mzn", "n=7", 52, 26);
    }

    /** OEIS A000170 and A002562: 92 solutions of 8 queens, 12 up to rotation and reflection. */
    @Test
    void queensOnAZeroOneBoard() {
        assertCounts("queens-01.mzn", "n=8", 92, 12);
    }

    /** The 8 magic squares of order 3 are the Lo Shu turned and mirrored. */
    @Test
    void magicSquaresOfOrderThree() {
        assertCounts("magic-square.mzn", "n=3", 8, 1);
    }

    /** OEIS A002860: 576 Latin squares of order 4, here with every count a sum of bool2int. */
    @Test
    void latinSquaresWrittenWithCounts() {
        assertEquals(576, census("latin-counts.mzn", List.of(), "n=4").solutions());
    }

    /** OEIS A006967 (graceful permutations): the paths P_9 and P_10 have 120 and 296 graceful labellings. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"path-9.dzn, 120", "path-10.dzn, 296"})
    void gracefulLabellingsOfPaths(String data, long solutions) {
        assertEquals(solutions, census("graceful.mzn", List.of(data), "").solutions());
    }

    /** The five optimal Golomb rulers of 7 marks (length 25), none its own reverse, so ten rulers. */
    @Test
    void theOptimalGolombRulersOfSevenMarks() {
        assertCounts("golomb.mzn", "marks=7 length=25", 10, 5);
    }

    /**
     * Worked out by hand. 4 golfers in 2 pairs over 3 weeks: the 3 pairings of 4 golfers, one a week, in 3! orders,
     * each week's two pairs named in 2 ways: 48, all one class. 6 golfers in 3 pairs over 2 weeks: 15 pairings, 8 of
     * them sharing no pair with a given one, each week's pairs named in 3! ways: 15 * 8 * 36 = 4320, one class (two
     * such weeks always form a 6-cycle). Over 3 weeks: the third pairing is one of the 4 perfect matchings of the
     * prism the first two leave, 480 schedules of pairings, 103680 named; the three weeks form a prism or K3,3, so
     * two classes.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "groups=2 size=2 weeks=3, 48, 1",
        "groups=3 size=2 weeks=2, 4320, 1",
        "groups=3 size=2 weeks=3, 103680, 2"
    })
    void socialGolfers(String given, long solutions, long orbits) {
        assertCounts("social-golfers.mzn", given, solutions, orbits);
    }

    /** 288 Shidoku grids, 2 up to the Sudoku symmetries, in orbits of 96 and 192, here with counts for rules. */
    @Test
    void shidokuWrittenWithCounts() {
        Census census = census("shidoku-counts.mzn", List.of(), "");
        assertEquals(288, census.solutions());
        assertEquals(
                List.of(96L, 192L),
                census.orbits().stream().map(o -> o.size()).sorted().toList());
    }
}
