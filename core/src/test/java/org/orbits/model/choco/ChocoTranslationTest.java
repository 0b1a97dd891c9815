package org.orbits.model.choco;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Test;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.FlatZincParser;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.PuzzleModel;

class ChocoTranslationTest {

    private static ChocoTranslation translate(String text) {
        FlatZincModel model = FlatZincParser.parse(text, "t.fzn");
        return ChocoTranslation.translate(model, Outputs.of(model), ChocoTranslation.Choices.DEFAULT);
    }

    /** Every solution's cells, failing on one found twice. */
    private static List<String> solutions(org.chocosolver.solver.Model model, IntVar[] cells) {
        Solver solver = model.getSolver();
        List<String> found = new ArrayList<>();
        Set<String> distinct = new HashSet<>();
        while (solver.solve()) {
            String solution = Arrays.toString(
                    Arrays.stream(cells).mapToInt(IntVar::getValue).toArray());
            found.add(solution);
            distinct.add(solution);
        }
        assertEquals(distinct.size(), found.size(), "an assignment of the cells was found twice: " + found);
        return found;
    }

    @Test
    void anUnknownConstraintIsBadInputNamingIt() {
        BadInputException thrown = assertThrows(
                BadInputException.class,
                () -> translate("var 1..3: x :: output_var;\nconstraint foo(x);\nsolve satisfy;\n"));
        assertEquals("t.fzn:2: the FlatZinc constraint 'foo' is not supported by orbits", thrown.getMessage());
    }

    @Test
    void aConstraintWithTheWrongNumberOfArgumentsIsNotSupported() {
        BadInputException thrown = assertThrows(
                BadInputException.class,
                () -> translate("var 1..3: x :: output_var;\nconstraint int_le(x);\nsolve satisfy;\n"));
        assertEquals("t.fzn:2: the FlatZinc constraint 'int_le' is not supported by orbits", thrown.getMessage());
    }

    @Test
    void aValueBeyondChocosIntegersIsBadInput() {
        BadInputException thrown = assertThrows(
                BadInputException.class, () -> translate("var 1..3000000000: x :: output_var;\nsolve satisfy;\n"));
        assertEquals(
                "t.fzn:1: 3000000000 is beyond the integers orbits can solve over (-21474836..21474836)",
                thrown.getMessage());
    }

    @Test
    void theSearchBranchesOnAnAnnotatedFreeAuxiliaryFirstAndKeepsEachAssignmentOfTheCellsOnce() {
        ChocoTranslation translation = translate(
                """
                var 1..3: x :: output_var;
                var 1..3: y;
                constraint int_le(y,x);
                solve :: int_search([y,x],input_order,indomain_max,complete) satisfy;
                """);
        assertEquals(translation.variables().get("y"), translation.decisions()[0]);
        PuzzleModel built = translation.puzzleModel();
        built.model().getSolver().setSearch(built.preferredSearch());
        // y = 3 and y = 2 reach x = 3 and x = 2 first, but only y = 1, the least extension of each x, keeps them.
        assertEquals(List.of("[3]", "[2]", "[1]"), solutions(built.model(), built.cells()));
    }

    @Test
    void aFreeAuxiliaryNotAnnotatedIsNeverBranchedOn() {
        ChocoTranslation translation = translate(
                """
                var 1..3: x :: output_var;
                var 1..3: y;
                constraint int_le(y,x);
                solve satisfy;
                """);
        assertEquals(1, translation.decisions().length);
        PuzzleModel built = translation.puzzleModel();
        built.model().getSolver().setSearch(built.preferredSearch());
        assertEquals(3, solutions(built.model(), built.cells()).size());
    }

    @Test
    void anOptimisingModelNeverBranchesOnAFreeAuxiliary() {
        ChocoTranslation translation = translate(
                """
                var 1..3: x :: output_var;
                var 1..3: y;
                constraint int_le(y,x);
                solve :: int_search([y,x],input_order,indomain_max,complete) maximize y;
                """);
        assertEquals(1, translation.decisions().length);
    }

    /**
     * Without a search annotation the cells are searched with the last conflict first, which reorders the search after
     * a failure but never restarts it: every assignment the loops below find, each once.
     */
    @Test
    void aModelWithoutAnnotationIsSearchedWithTheLastConflictFirstAndFindsEachSolutionOnce() {
        ChocoTranslation translation = translate(
                """
                var 1..5: x :: output_var;
                var 1..5: y :: output_var;
                var 1..5: z :: output_var;
                constraint int_ne(x,y);
                constraint int_ne(y,z);
                constraint int_lin_eq([1,1,1],[x,y,z],9);
                constraint int_lin_ne([1,-1],[x,z],2);
                solve satisfy;
                """);
        assertTrue(
                translation.findings().stream()
                        .anyMatch(line -> line.startsWith("no search annotation: the search branches on the cells")),
                translation.findings().toString());
        PuzzleModel built = translation.puzzleModel();
        built.model().getSolver().setSearch(built.preferredSearch());
        int expected = 0;
        for (int x = 1; x <= 5; x++) {
            for (int y = 1; y <= 5; y++) {
                for (int z = 1; z <= 5; z++) {
                    if (x != y && y != z && x + y + z == 9 && x - z != 2) {
                        expected++;
                    }
                }
            }
        }
        assertEquals(expected, solutions(built.model(), built.cells()).size());
    }

    /** A model that names its search keeps it: no branching of orbits' own is told, the annotation's order holds. */
    @Test
    void anAnnotatedModelIsSearchedAsAnnotated() {
        ChocoTranslation translation = translate(
                """
                var 1..3: x :: output_var;
                var 1..3: y :: output_var;
                constraint int_ne(x,y);
                solve :: int_search([y,x],input_order,indomain_max,complete) satisfy;
                """);
        assertTrue(
                translation.findings().stream().noneMatch(line -> line.startsWith("no search annotation")),
                translation.findings().toString());
        PuzzleModel built = translation.puzzleModel();
        built.model().getSolver().setSearch(built.preferredSearch());
        assertEquals("[2, 3]", solutions(built.model(), built.cells()).get(0));
    }

    @Test
    void aSearchOnAVariableTheCellsDetermineIsFollowed() {
        PuzzleModel built = translate(
                        """
                var 1..3: x :: output_var;
                var 1..3: y :: output_var;
                var 2..6: s;
                constraint int_lin_eq([1,1,-1],[x,y,s],0) :: defines_var(s);
                solve :: int_search([s],input_order,indomain_max,complete) satisfy;
                """)
                .puzzleModel();
        built.model().getSolver().setSearch(built.preferredSearch());
        assertEquals("[3, 3]", solutions(built.model(), built.cells()).get(0));
    }

    @Test
    void unsupportedSearchAnnotationsAreNotedAndIgnored() {
        ChocoTranslation translation = translate(
                """
                var 1..3: x :: output_var;
                solve :: restart_luby(100) :: int_search([x],random_order,indomain_min,complete) satisfy;
                """);
        assertEquals(
                List.of(
                        "the search annotation restart_luby is not supported; ignored",
                        "the variable choice random_order is not supported; input_order instead"),
                translation.notes());
    }

    @Test
    void symmetryDeclarationsAreNotPosted() {
        PuzzleModel built = translate(
                        """
                var 1..2: a;
                var 1..2: b;
                array [1..2] of var int: q :: output_array([1..2]) = [a,b];
                constraint orbits_permutation_int(q,[2,1],[],[]);
                solve satisfy;
                """)
                .puzzleModel();
        assertEquals(4, solutions(built.model(), built.cells()).size());
    }

    @Test
    void theDefinitionModelCountsEachAssignmentOfTheCellsOnce() {
        FlatZincModel model = FlatZincParser.parse(
                """
                        var 1..3: x :: output_var;
                        var 1..3: y;
                        var 1..3: z;
                        constraint int_le(y,x);
                        constraint int_le(z,y);
                        solve satisfy;
                        """,
                "t.fzn");
        DefinitionModel definition = ChocoTranslation.translate(
                        model, Outputs.of(model), new ChocoTranslation.Choices("AC", false))
                .definitionModel();
        assertEquals(3, solutions(definition.model(), definition.cells()).size());
    }

    @Test
    void aCellTheCompilerFixedIsAConstant() {
        ChocoTranslation translation = translate(
                """
                        var 1..3: b;
                        array [1..2] of var int: q :: output_array([1..2]) = [2,b];
                        solve satisfy;
                        """);
        assertEquals(2, translation.cells()[0].getValue());
        assertEquals(1, translation.decisions().length);
    }

    @Test
    void theCellsAreDistinctWhenOneAllDifferentHoldsThemAll() {
        String cells = "var 1..4: a :: output_var;\nvar 1..4: b :: output_var;\nvar 1..4: c;\n";
        assertTrue(translate(cells + "constraint fzn_all_different_int([a,b,c]);\nsolve satisfy;\n")
                .cellsDistinct());
        assertFalse(translate(cells + "constraint fzn_all_different_int([a,c]);\nsolve satisfy;\n")
                .cellsDistinct());
        assertFalse(translate(cells
                        + "constraint fzn_all_different_int([a,c]);\nconstraint fzn_all_different_int([b,c]);\n"
                        + "solve satisfy;\n")
                .cellsDistinct());
        assertFalse(translate(cells + "solve satisfy;\n").cellsDistinct());
    }

    @Test
    void twoCellsOfOneVariableAreNeverDistinct() {
        assertFalse(translate(
                        """
                var 1..4: a;
                array [1..2] of var int: x :: output_array([1..2]) = [a,a];
                constraint fzn_all_different_int([a]);
                solve satisfy;
                """)
                .cellsDistinct());
    }
}
