package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.orbits.model.ModelFamily;
import org.orbits.model.ModelPuzzle;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.GroupProof;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetry;

/** A generator not proven before the search is proven on every solution it meets, or refused in one line. */
class OrbitExpansionTest {

    /** A 2 x 2 board of 0/1 with a one somewhere, each one costing its row; the quarter turn declared. */
    private static final String WEIGHTED_BY_ROW =
            """
            var bool: a; var bool: b; var bool: c; var bool: d;
            var 0..6: total;
            array [1..4] of var bool: board :: output_array([1..2,1..2]) = [a,b,c,d];
            constraint bool_clause([a,b,c,d],[]);
            constraint bool_lin_eq([1,1,2,2],[a,b,c,d],total);
            constraint orbits_permutation_bool(board,[2,4,1,3],[],[]) :: orbits_generator("quarter turn");
            solve minimize total;
            """;

    private static OrbitExpansion unproven(ModelPuzzle puzzle) {
        Group declared = puzzle.group("declared");
        Group trivial = puzzle.group("trivial");
        List<Symmetry> quarterTurn = declared.generators();
        return OrbitExpansion.of(puzzle, new GroupProof(declared, trivial, quarterTurn, List.of()), trivial);
    }

    @Test
    void aGeneratorThatMapsAnOptimumToADearerSolutionIsRefused() {
        ModelPuzzle puzzle = ModelFamily.ofFlatZinc(WEIGHTED_BY_ROW, "weighted.fzn");
        OrbitExpansion expansion = unproven(puzzle);
        // board[1,1] = 1 turns to board[1,2] = 1: the same row, the same cost.
        assertDoesNotThrow(() -> expansion.prove(new int[] {1, 0, 0, 0}));
        // board[1,2] = 1 turns to board[2,2] = 1: a solution, but of cost 2.
        BadInputException refused =
                assertThrows(BadInputException.class, () -> expansion.prove(new int[] {0, 1, 0, 0}));
        assertEquals(
                "the declared symmetry 'quarter turn of board' is no symmetry of weighted: it maps the solution board[1,1]=0"
                        + " board[1,2]=1 board[2,1]=0 board[2,2]=0, of objective 1, to board[1,1]=0 board[1,2]=0"
                        + " board[2,1]=0 board[2,2]=1, of objective 2: a symmetry of an optimisation must keep its"
                        + " objective",
                refused.getMessage());
    }

    @Test
    void aSatisfactionModelAsksOnlyThatTheImageIsASolution() {
        ModelPuzzle puzzle =
                ModelFamily.ofFlatZinc(WEIGHTED_BY_ROW.replace("solve minimize total;", "solve satisfy;"), "plain.fzn");
        assertDoesNotThrow(() -> unproven(puzzle).prove(new int[] {0, 1, 0, 0}));
    }
}
