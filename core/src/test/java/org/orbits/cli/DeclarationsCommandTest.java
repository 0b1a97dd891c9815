package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.model.ExternalTools;

/**
 * A declared symmetry is a claim: one that is no symmetry is refused before any count, whether the checks are on or
 * not, naming the declaration and a solution it breaks; one the constraints do not prove prunes nothing and is proven
 * on every solution, so the counts stay exact and the run says so.
 */
class DeclarationsCommandTest {

    @TempDir
    Path work;

    @BeforeEach
    void needsMiniZinc() {
        ExternalTools.require("minizinc");
    }

    private String model(String name, String text) throws IOException {
        return Files.writeString(work.resolve(name), text).toString();
    }

    private static void refused(OrbitsCommandTest.Run run, String declaration, String breaking) {
        assertEquals(2, run.exit(), run.out() + run.err());
        assertEquals("", run.out(), "nothing is counted");
        assertTrue(
                run.err().startsWith("orbits: the declared symmetry '" + declaration + "' is no symmetry of "),
                run.err());
        assertTrue(run.err().contains("it maps the solution " + breaking + " to "), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
    }

    /**
     * With --verbose a run says what it read back from the cache and what checking it took: a model run twice, the
     * second run reads its compile and the proof of its declarations (the first may have read the proof already,
     * kept by a run of the same FlatZinc), checked, and counts as the first.
     */
    @Test
    void aVerboseRunSaysWhatItReadBackAndWhatCheckingItTook() throws IOException {
        String model = model(
                "verbose-queens.mzn",
                """
                include "globals.mzn";
                include "orbits.mzn";
                array[1..5] of var 1..5: q;
                constraint all_different(q) /\\ all_different([q[i] + i | i in 1..5]);
                constraint all_different([q[i] - i | i in 1..5]);
                constraint orbits_d4(q);
                solve satisfy;
                % a comment of this test's own, so that no other run's compile is found
                """
                        .replace("this test's own", "run " + System.nanoTime()));
        OrbitsCommandTest.Run first = OrbitsCommandTest.run("enumerate", model, "--no-checks", "--quiet", "--verbose");
        assertEquals(0, first.exit(), first.err());
        OrbitsCommandTest.Run second = OrbitsCommandTest.run("enumerate", model, "--no-checks", "--quiet", "--verbose");
        assertEquals(0, second.exit(), second.err());
        assertEquals(first.out().lines().findFirst(), second.out().lines().findFirst());
        assertEquals(
                "verbose-queens: 10 solutions in 2 orbits under declared (D4, order 8)",
                first.out().lines().findFirst().orElseThrow());
        assertTrue(
                second.err()
                        .contains("verbose-queens: the compiled model was read back from the cache, its digest, its"
                                + " key and the "),
                second.err());
        assertTrue(
                second.err()
                        .contains("verbose-queens: the proof of the declarations was read back from the cache, the"
                                + " certificate of each of the 2 maps it proves checked on the literal graph of "),
                second.err());
        OrbitsCommandTest.Run quiet = OrbitsCommandTest.run("enumerate", model, "--no-checks", "--quiet");
        assertEquals("", quiet.err(), "without --verbose nothing is said");
    }

    @Test
    void aCellMapThatIsNoSymmetryIsRefusedEvenWithoutChecks() throws IOException {
        String model = model(
                "pair.mzn",
                """
                include "orbits.mzn";
                array[1..2] of var 1..3: x;
                constraint (x[1] = 1 /\\ x[2] = 2) \\/ (x[1] = 2 /\\ x[2] = 1) \\/ (x[1] = 3 /\\ x[2] = 1);
                constraint orbits_reversal(x);
                solve satisfy;
                """);
        refused(OrbitsCommandTest.run("enumerate", model, "--no-checks"), "reversal of x", "x[1]=3 x[2]=1");
    }

    @Test
    void aValueMapThatIsNoSymmetryIsRefused() throws IOException {
        String model = model(
                "magic3.mzn",
                """
                include "globals.mzn";
                include "orbits.mzn";
                array[1..3, 1..3] of var 1..9: square;
                constraint all_different(square);
                constraint forall(i in 1..3)(sum(j in 1..3)(square[i, j]) = 15);
                constraint forall(j in 1..3)(sum(i in 1..3)(square[i, j]) = 15);
                constraint sum(i in 1..3)(square[i, i]) = 15;
                constraint sum(i in 1..3)(square[i, 4 - i]) = 15;
                constraint orbits_value_map(square, [v | v in 1..9], [v mod 9 + 1 | v in 1..9]);
                solve satisfy;
                """);
        OrbitsCommandTest.Run run = OrbitsCommandTest.run("enumerate", model, "--no-checks");
        assertEquals(2, run.exit(), run.out() + run.err());
        assertTrue(
                run.err().startsWith("orbits: the declared symmetry 'value map of square' is no symmetry"), run.err());
    }

    @Test
    void aMapOfAssignmentsThatIsNoSymmetryIsRefused() throws IOException {
        // Three cells of 1..3 all different; the map sends x[1] = 1 to x[2] = 1 and back, which no solution survives.
        String model = model(
                "literal.mzn",
                """
                include "globals.mzn";
                include "orbits.mzn";
                array[1..3] of var 1..3: x;
                constraint all_different(x);
                constraint x[1] < x[2];
                constraint orbits_literal_map(x, [1, 2], [1, 1], [2, 1], [1, 1]);
                solve satisfy;
                """);
        OrbitsCommandTest.Run run = OrbitsCommandTest.run("enumerate", model, "--no-checks");
        assertEquals(2, run.exit(), run.out() + run.err());
        assertTrue(run.err().contains("is no symmetry of literal"), run.err());
    }

    @Test
    void aWrongDeclarationHiddenInAModelTooLargeForGecodesBudgetIsStillRefused() throws IOException {
        // Five queens that see every square of 8 x 8: the board's own symmetries, and a shift of the columns that
        // is none. Gecode's budget runs out long before it could tell; the proof on every solution does not.
        String model = model(
                "domination.mzn",
                """
                include "orbits.mzn";
                int: n = 8;
                array[1..n, 1..n] of var 0..1: q;
                constraint sum(q) = 5;
                constraint forall(i, j in 1..n)(
                  sum(a, b in 1..n where a = i \\/ b = j \\/ a - b = i - j \\/ a + b = i + j)(q[a, b]) >= 1);
                constraint orbits_d4(q);
                constraint orbits_symmetry([q[i, j] | i, j in 1..n], [q[i, (j mod n) + 1] | i, j in 1..n]);
                solve satisfy;
                """);
        OrbitsCommandTest.Run run = OrbitsCommandTest.run("enumerate", model);
        assertEquals(2, run.exit(), run.out() + run.err());
        assertTrue(run.err().startsWith("orbits: the declared symmetry 'symmetry of q' is no symmetry"), run.err());
        assertEquals("", run.out());
    }

    @Test
    void aTrueSymmetryTheConstraintsDoNotProveIsProvenOnEverySolutionAndCountsStayExact() throws IOException {
        // Costas arrays of order 6 from their row array: the quarter turn of the grid holds, but no map of the
        // difference triangle's literals shows it; the mirror is proven by the constraints.
        String model = model(
                "costas.mzn",
                """
                include "globals.mzn";
                include "orbits.mzn";
                int: n = 6;
                array[1..n, 1..n] of var 0..1: grid;
                array[1..n] of var 1..n: column;
                constraint all_different(column);
                constraint forall(i, j in 1..n)(grid[i, j] = bool2int(column[i] = j));
                constraint forall(d in 1..n - 1)(all_different([column[i + d] - column[i] | i in 1..n - d]));
                constraint orbits_d4(grid);
                solve satisfy;
                output ["\\(grid)"];
                """);
        OrbitsCommandTest.Run run = OrbitsCommandTest.run("enumerate", model, "--no-checks", "--json");
        assertEquals(0, run.exit(), run.err());
        // 116 Costas arrays of order 6, 17 up to the square's symmetries (OEIS A008404, A001441).
        assertTrue(run.out().contains("\"solutions\" : 116"), run.out());
        assertTrue(run.out().contains("\"orbits\" : 17"), run.out());
        assertTrue(
                run.err().contains("the declared symmetry 'quarter turn of grid' is proven on every solution"),
                run.err());
    }

    @Test
    void anElementTheConstraintsProveWhereNoGeneratorIsPrunesAlone() throws IOException {
        // Costas arrays of order 6 as a permutation with its difference triangle, the (index, value) grid's D4
        // declared: neither the quarter turn nor the mirror maps the triangle's literals onto its own, but the half
        // turn, the quarter turn twice, does (each row of the triangle permuted), so lex-leader prunes with it.
        String model = model(
                "costas-triangle.mzn",
                """
                include "globals.mzn";
                include "orbits.mzn";
                int: n = 6;
                array[1..n] of var 1..n: p;
                array[1..n - 1, 1..n - 1] of var -n + 1..n - 1: d;
                constraint all_different(p);
                constraint forall(k, i in 1..n - 1)(
                  if i + k <= n then d[k, i] = p[i + k] - p[i] else d[k, i] = 0 endif);
                constraint forall(k in 1..n - 1)(alldifferent_except_0(row(d, k)));
                constraint orbits_d4(p);
                solve satisfy;
                output ["\\(p)"];
                """);
        OrbitsCommandTest.Run run = OrbitsCommandTest.run("enumerate", model, "--no-checks", "--json");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("\"solutions\" : 116"), run.out());
        assertTrue(run.out().contains("\"orbits\" : 17"), run.out());
        assertTrue(
                run.err()
                        .contains("the declared symmetry 'quarter turn of p' is proven on every solution (the model's"
                                + " constraints do not prove it, so it pruned nothing; the search pruned with the 2 maps of the"
                                + " declared group they prove)"),
                run.err());
    }
}
