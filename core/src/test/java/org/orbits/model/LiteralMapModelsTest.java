package org.orbits.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orbits.model.declared.DeclaredLiteralMap;
import org.orbits.puzzle.BadInputException;
import org.orbits.search.Census;
import org.orbits.search.FixedPoints;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.CanonicalOrbit;
import org.orbits.symmetry.Group;

/**
 * Maps of assignments declared in models: the row model of n queens under {@code orbits_d4(q)}, whose quarter turn
 * sends {@code q[i] = j} to {@code q[j] = n + 1 - i}, counted the published way (OEIS A000170 and A002562) under
 * every symmetry breaking and by Burnside's lemma; and a declared map that is no symmetry, refused.
 */
class LiteralMapModelsTest {

    @TempDir
    static Path directory;

    @BeforeAll
    static void needsMiniZinc() {
        ExternalTools.require("minizinc");
    }

    private static ModelPuzzle rows(int n) {
        return Models.load(directory, "queens-rows.mzn", Map.of("n", Integer.toString(n)));
    }

    private static Census census(ModelPuzzle puzzle, SolverSettings.SymmetryBreaking breaking) {
        return Census.take(
                puzzle,
                puzzle.group("declared"),
                SolverSettings.DEFAULT.withSymmetryBreaking(breaking),
                Limits.NONE,
                ProgressListener.SILENT);
    }

    @ParameterizedTest
    @CsvSource({"5, 10, 2", "6, 4, 1", "7, 40, 6", "8, 92, 12"})
    void theRowModelOfQueensHasThePublishedOrbitsUnderD4(int n, long solutions, int orbits) {
        ModelPuzzle puzzle = rows(n);
        Group d4 = puzzle.group("declared");
        assertEquals(8, d4.order());
        assertEquals("D4", d4.structure());
        assertFalse(d4.movesWholeCells(), "a quarter turn of the row model moves assignments, not cells");
        assertTrue(d4.lexLeaderExact());
        for (SolverSettings.SymmetryBreaking breaking : SolverSettings.SymmetryBreaking.values()) {
            Census census = census(puzzle, breaking);
            assertTrue(census.complete());
            assertEquals(solutions, census.solutions(), breaking.word());
            assertEquals(orbits, census.orbits().size(), breaking.word());
        }
        FixedPoints burnside = FixedPoints.count(puzzle, d4, solutions, OptionalInt.empty());
        assertEquals(List.of(), burnside.problems());
        assertEquals(orbits, burnside.count().orElseThrow().orbits());
    }

    /** Of the ten solutions for n = 5, two are fixed by the quarter turn: an orbit of 2, and one of 8. */
    @Test
    void orbitSizesComeFromTheStabilisers() {
        Census census = census(rows(5), SolverSettings.SymmetryBreaking.NONE);
        assertEquals(
                List.of(2L, 8L),
                census.orbits().stream().map(CanonicalOrbit::size).sorted().toList());
        CanonicalOrbit symmetric =
                census.orbits().stream().filter(o -> o.size() == 2).findFirst().orElseThrow();
        // 2 5 3 1 4: queens at (1,2) (2,5) (3,3) (4,1) (5,4), which a quarter turn maps to themselves; its
        // mirror image 4 1 3 5 2 is the other member.
        assertEquals(List.of(2, 5, 3, 1, 4), symmetric.representative().asList());
    }

    @Test
    void theQuarterTurnIsDeclaredAsAMapOfAssignments() {
        ModelPuzzle puzzle = rows(6);
        DeclaredLiteralMap quarter =
                (DeclaredLiteralMap) puzzle.declaredSymmetries().get(0);
        assertEquals("quarter turn of q", quarter.name());
        // q[1] = 1 becomes q[1] = 6: every assignment but the centre's moves (an even board has no centre).
        assertEquals(36, quarter.size());
        assertEquals(puzzle.cellIndex("q[1]"), quarter.toCell()[0]);
        assertEquals(6, quarter.toValue()[0]);
    }

    @Test
    void aDeclaredMapThatIsNoSymmetryIsRefusedWithASolutionItBreaks() throws IOException {
        Path model = Files.writeString(
                directory.resolve("wrong.mzn"),
                """
                include "orbits.mzn";
                include "alldifferent.mzn";
                array[1..5] of var 1..5: q;
                constraint alldifferent(q) /\\ alldifferent([q[i] + i | i in 1..5])
                    /\\ alldifferent([q[i] - i | i in 1..5]);
                constraint orbits_literal_map(q, [1, 1], [1, 2], [1, 1], [2, 1]);
                solve satisfy;
                """);
        ModelPuzzle puzzle = ModelFamily.load(ModelSource.of(model, List.of(), Map.of()), directory.resolve("cache"));
        String message = assertThrows(
                        BadInputException.class, () -> census(puzzle, SolverSettings.SymmetryBreaking.NONE))
                .getMessage();
        assertTrue(
                message.startsWith("the declared symmetry 'literal map of q' is no symmetry of wrong: it maps the "
                        + "solution q[1]="),
                message);
        assertTrue(message.contains(", which breaks the model: "), message);
        assertFalse(message.contains("\n"), message);
    }
}
