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
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.model.minizinc.GecodeCount;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.GroupProof;
import org.orbits.search.Census;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;

/**
 * A symmetry of an optimisation model keeps its objective as well as its constraints: only then may it prune a
 * branch-and-bound search or say that the image of an optimum is one. Proven on the literal graph with the objective
 * in it, or refused, as any wrong declaration, on a solution whose image has another objective.
 */
class ObjectiveSymmetryModelsTest {

    @TempDir
    static Path directory;

    @BeforeAll
    static void needsMiniZinc() {
        ExternalTools.require("minizinc");
    }

    private static Census census(ModelPuzzle puzzle) {
        return Census.take(puzzle, puzzle.defaultGroup(), SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT);
    }

    /**
     * Knights' domination on 5 x 5, each knight costing its row: the board's group keeps the constraints, the
     * columns' mirror keeps the cost, the quarter turn does not. The quarter turn is not proven before the search, and
     * the first optimum it maps to a dearer placement refuses it; the search pruned with the mirror alone.
     */
    @Test
    void aDeclarationTheObjectiveBreaksIsRefusedInOneLine() {
        ModelPuzzle puzzle = Models.load(directory, "knights-by-row.mzn", Map.of());
        GroupProof proof = puzzle.proof(puzzle.defaultGroup());
        assertEquals(2, proof.proven().order(), "the mirror of the columns alone keeps the rows' weights");
        assertEquals(
                List.of("quarter turn of knight"),
                proof.unproven().stream().map(s -> s.name()).toList());
        String message =
                assertThrows(BadInputException.class, () -> census(puzzle)).getMessage();
        assertTrue(
                message.startsWith("the declared symmetry 'quarter turn of knight' is no symmetry of knights-by-row: "),
                message);
        assertTrue(message.endsWith("a symmetry of an optimisation must keep its objective"), message);
        assertFalse(message.contains("\n"), message);
    }

    /**
     * The same board with every knight costing one: the count of knights is the board's, so both generators are proven
     * with the objective, and the search prunes with all eight maps. Five knights at least (OEIS A006075), in as many
     * placements as Gecode counts.
     */
    @Test
    void aDeclarationThatKeepsTheObjectiveIsProvenAndPrunes() {
        ModelPuzzle puzzle = Models.load(directory, "knights.mzn", Map.of());
        assertTrue(puzzle.proof(puzzle.defaultGroup()).complete());
        Census census = census(puzzle);
        assertEquals(5, census.objective().orElseThrow().value().getAsInt());
        GecodeCount.Result gecode = Models.gecode(directory, "knights.mzn", Map.of());
        assertEquals(gecode.solutions().orElseThrow(), census.solutions());
        assertTrue(census.orbits().size() < census.solutions(), "one representative per orbit of the eight maps");
    }

    /**
     * {@code var int: cost = x[1] + 3}: MiniZinc defines the cost one to one from x[1], and the literal graph held it
     * as x[1]'s own literals, unpinned, so that the reversal was proven by the constraints and pruned the search to
     * twice the optimal solutions. The objective kept apart, the reversal is refused on the first optimum.
     */
    @Test
    void anObjectiveDefinedOneToOneByACellStillBreaksWhatMovesTheCell() throws IOException {
        Path model = Files.writeString(
                directory.resolve("cost.mzn"),
                """
                include "globals.mzn";
                include "orbits.mzn";
                array[1..4] of var 1..4: x;
                constraint all_different(x);
                var int: cost = x[1] + 3;
                constraint orbits_reversal(x);
                solve minimize cost;
                """);
        ModelPuzzle puzzle = ModelFamily.load(ModelSource.of(model, List.of(), Map.of()), directory.resolve("cache"));
        assertFalse(puzzle.proof(puzzle.defaultGroup()).complete());
        String message =
                assertThrows(BadInputException.class, () -> census(puzzle)).getMessage();
        assertTrue(message.startsWith("the declared symmetry 'reversal of x' is no symmetry of cost: "), message);
    }
}
