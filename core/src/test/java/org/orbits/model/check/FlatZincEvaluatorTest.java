package org.orbits.model.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.FlatZincParser;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.puzzle.BadInputException;

class FlatZincEvaluatorTest {

    private static final String PAIR =
            """
            var 1..3: a;
            var 1..3: b;
            array [1..2] of var int: q :: output_array([1..2]) = [a,b];
            """;

    private static FlatZincEvaluator evaluator(String text) {
        FlatZincModel model = FlatZincParser.parse(text, "e.fzn");
        return new FlatZincEvaluator(model, Outputs.of(model));
    }

    @Test
    void aViolatedConstraintIsNamedWithTheCellsItReadsAndTheirValues() {
        FlatZincEvaluator evaluator = evaluator(PAIR + "constraint int_lin_eq([1,1],[a,b],5);\nsolve satisfy;\n");
        assertEquals(
                Optional.of("int_lin_eq([1,1],[q[1],q[2]],5) is false (q[1]=1, q[2]=2)"),
                evaluator.violation(new int[] {1, 2}));
        assertEquals(Optional.empty(), evaluator.violation(new int[] {2, 3}));
    }

    @Test
    void aNamedParameterArrayIsSpeltOut() {
        FlatZincEvaluator evaluator = evaluator(
                "array [1..2] of int: k = [2,-1];\n" + PAIR + "constraint int_lin_le(k,[a,b],0);\nsolve satisfy;\n");
        assertEquals(
                Optional.of("int_lin_le([2,-1],[q[1],q[2]],0) is false (q[1]=3, q[2]=1)"),
                evaluator.violation(new int[] {3, 1}));
    }

    @Test
    void aCellOutsideItsDomainIsRejected() {
        assertEquals(
                Optional.of("q[1]=9 is outside its domain 1..3"),
                evaluator(PAIR + "solve satisfy;\n").violation(new int[] {9, 1}));
    }

    @Test
    void aCellTheModelFixesMustHoldItsValue() {
        FlatZincEvaluator evaluator = evaluator(
                "var 1..3: b;\narray [1..2] of var int: q :: output_array([1..2]) = [2,b];\nsolve satisfy;\n");
        assertEquals(Optional.of("q[1]=3 but the model fixes it to 2"), evaluator.violation(new int[] {3, 1}));
    }

    @Test
    void twoCellsOfOneVariableMustAgree() {
        FlatZincEvaluator evaluator = evaluator(
                "var 1..3: a;\narray [1..2] of var int: q :: output_array([1..2]) = [a,a];\nsolve satisfy;\n");
        assertEquals(
                Optional.of("q[2]=2 but it is one variable with another cell, which holds 1"),
                evaluator.violation(new int[] {1, 2}));
    }

    @Test
    void aDefinedAuxiliaryIsComputedEvenWithoutBounds() {
        FlatZincEvaluator evaluator = evaluator(
                PAIR
                        + """
                var int: s :: is_defined_var;
                constraint int_lin_eq([1,1,-1],[a,b,s],0) :: defines_var(s);
                constraint int_le(s,4);
                solve satisfy;
                """);
        assertEquals(Optional.empty(), evaluator.violation(new int[] {1, 3}));
        assertEquals(Optional.of("int_le(s,4) is false (s=5)"), evaluator.violation(new int[] {2, 3}));
    }

    @Test
    void anAuxiliaryNoConstraintDefinesIsSearchedFor() {
        FlatZincEvaluator evaluator = evaluator(
                PAIR
                        + """
                var 1..3: h;
                var 1..3: k;
                constraint int_lt(a,h);
                constraint int_lt(h,k);
                constraint int_lt(k,b);
                solve satisfy;
                """);
        assertEquals(
                Optional.of("no values of the other variables complete these cells to a solution: int_lt(q[1],h) is "
                        + "false (q[1]=1, h=1)"),
                evaluator.violation(new int[] {1, 3}));
        FlatZincEvaluator wider = evaluator(
                """
                var 1..5: a;
                var 1..5: b;
                array [1..2] of var int: q :: output_array([1..2]) = [a,b];
                var 1..5: h;
                var 1..5: k;
                constraint int_lt(a,h);
                constraint int_lt(h,k);
                constraint int_lt(k,b);
                solve satisfy;
                """);
        assertEquals(Optional.empty(), wider.violation(new int[] {1, 4}));
    }

    @Test
    void anUnboundedAuxiliaryNothingDecidesCannotBeChecked() {
        FlatZincEvaluator evaluator = evaluator(PAIR + "var int: h;\nconstraint int_le(a,h);\nsolve satisfy;\n");
        assertEquals(
                Optional.of("no values of the other variables complete these cells to a solution: h has no bounds "
                        + "and no constraint decides it, so it cannot be checked"),
                evaluator.violation(new int[] {1, 1}));
    }

    @Test
    void theObjectiveIsComputedFromTheCells() {
        FlatZincEvaluator evaluator = evaluator(
                PAIR
                        + """
                var 2..6: s;
                constraint int_lin_eq([1,1,-1],[a,b,s],0) :: defines_var(s);
                solve minimize s;
                """);
        assertEquals(OptionalLong.of(4), evaluator.objective(new int[] {1, 3}));
    }

    @Test
    void anObjectiveTheCellsDoNotDecideIsTheBestOverTheirExtensions() {
        FlatZincEvaluator evaluator = evaluator(PAIR + "var 1..9: y;\nconstraint int_le(b,y);\nsolve minimize y;\n");
        assertEquals(OptionalLong.of(2), evaluator.objective(new int[] {3, 2}));
        FlatZincEvaluator maximising = evaluator(PAIR + "var 1..9: y;\nconstraint int_le(b,y);\nsolve maximize y;\n");
        assertEquals(OptionalLong.of(9), maximising.objective(new int[] {3, 2}));
    }

    @Test
    void cellsOfTheWrongNumberAreRejected() {
        assertEquals(
                Optional.of("expected 2 cells, got 3"),
                evaluator(PAIR + "solve satisfy;\n").violation(new int[3]));
    }

    @Test
    void anUnknownConstraintIsBadInputNamingIt() {
        BadInputException thrown =
                assertThrows(BadInputException.class, () -> evaluator(PAIR + "constraint foo(a,b);\nsolve satisfy;\n"));
        assertEquals("e.fzn:4: the FlatZinc constraint 'foo' is not supported by orbits", thrown.getMessage());
    }

    @Test
    void symmetryDeclarationsConstrainNothing() {
        FlatZincEvaluator evaluator =
                evaluator(PAIR + "constraint orbits_permutation_int(q,[2,1],[],[]);\nsolve satisfy;\n");
        assertEquals(Optional.empty(), evaluator.violation(new int[] {1, 3}));
    }

    /** A stop that holds from the start: a check passes under it only when propagation alone decided everything. */
    private static boolean always() {
        return true;
    }

    /** Passes under a stop that always holds, so with no search; the evaluator without deductions cannot. */
    private static void decidedWithoutSearch(String text, int[] cells) {
        FlatZincModel model = FlatZincParser.parse(text, "e.fzn");
        FlatZincEvaluator fast = new FlatZincEvaluator(model, Outputs.of(model));
        FlatZincEvaluator slow = new FlatZincEvaluator(model, Outputs.of(model), Provenance.NONE, false);
        FlatZincEvaluator.Verdict verdict = fast.evaluate(cells, FlatZincEvaluatorTest::always);
        assertTrue(verdict.passes(), verdict.violation().orElse(""));
        assertFalse(slow.evaluate(cells, FlatZincEvaluatorTest::always).decided());
        assertTrue(slow.evaluate(cells).passes());
    }

    private static final String SEQUENCE =
            """
            var 1..3: a;
            var 1..3: b;
            var 1..3: c;
            array [1..3] of var int: f :: output_array([1..3]) = [a,b,c];
            var 1..3: p;
            var 1..3: q;
            var 1..3: r;
            """;

    @Test
    void inverseGivesEachPositionFromTheSequence() {
        String text = SEQUENCE + "constraint orbits_inverse(f,1,[p,q,r],1);\nsolve satisfy;\n";
        decidedWithoutSearch(text, new int[] {2, 3, 1});
        assertEquals(
                Optional.of("orbits_inverse([f[1],f[2],f[3]],1,[p,q,r],1) is false (f[1]=1, f[2]=1, f[3]=2, p=1)"),
                evaluator(text).violation(new int[] {1, 1, 2}));
    }

    @Test
    void inverseGivesTheSequenceFromThePositions() {
        decidedWithoutSearch(
                SEQUENCE + "constraint orbits_inverse([p,q,r],1,f,1);\nsolve satisfy;\n", new int[] {3, 1, 2});
    }

    @Test
    void anElementWithAKnownIndexIsTheResult() {
        String text =
                """
                var 1..2: i;
                var 1..3: v;
                array [1..2] of var int: q :: output_array([1..2]) = [i,v];
                var 1..3: h;
                var 1..3: k;
                constraint array_var_int_element(i,[h,k],v);
                constraint int_le(k,h);
                solve satisfy;
                """;
        decidedWithoutSearch(text, new int[] {1, 1});
    }

    @Test
    void theLastSuccessorOfACircuitIsTheNodeNoOtherTakes() {
        String text =
                """
                var 1..4: a;
                var 1..4: b;
                var 1..4: c;
                var 1..4: d;
                array [1..3] of var int: next :: output_array([1..3]) = [a,b,c];
                constraint orbits_circuit([a,b,c,d],1);
                solve satisfy;
                """;
        FlatZincModel model = FlatZincParser.parse(text, "e.fzn");
        FlatZincEvaluator evaluator = new FlatZincEvaluator(model, Outputs.of(model));
        assertTrue(evaluator
                .evaluate(new int[] {2, 3, 4}, FlatZincEvaluatorTest::always)
                .passes());
        assertFalse(evaluator.evaluate(new int[] {2, 1, 4}).passes());
    }

    @Test
    void theRowsOfATableThatAgreeWithTheKnownPlacesGiveTheOthers() {
        String text =
                """
                var 1..3: x :: output_var;
                var 1..3: y;
                var 1..3: z;
                constraint fzn_table_int([x,y,z],[1,2,3,2,3,1,2,1,1]);
                solve satisfy;
                """;
        decidedWithoutSearch(text, new int[] {1});
        assertFalse(evaluator(text).evaluate(new int[] {3}).passes());
    }

    @Test
    void aCardinalityCountsTheValuesOnceAllAreKnown() {
        decidedWithoutSearch(
                SEQUENCE
                        + "constraint fzn_global_cardinality(f,[1,2],[p,q]);\nconstraint int_le(r,1);\nsolve satisfy;\n",
                new int[] {1, 2, 1});
    }

    @Test
    void aConjunctionKnownTrueMakesEveryLiteralTrue() {
        String text =
                """
                var 0..1: x :: output_var;
                var bool: p;
                var bool: s;
                constraint array_bool_and([p,s],true);
                constraint bool_clause([p],[s]);
                solve satisfy;
                """;
        decidedWithoutSearch(text, new int[] {1});
    }

    @Test
    void aCheckStoppedBeforeItDecidedNeitherPassesNorRefuses() {
        FlatZincEvaluator evaluator = evaluator(PAIR + "var 1..3: h;\nconstraint int_le(a,h);\nsolve satisfy;\n");
        FlatZincEvaluator.Verdict verdict = evaluator.evaluate(new int[] {1, 1}, FlatZincEvaluatorTest::always);
        assertFalse(verdict.decided());
        assertFalse(verdict.passes());
        assertEquals(Optional.of(FlatZincEvaluator.UNDECIDED), verdict.violation());
        assertTrue(evaluator.evaluate(new int[] {1, 1}).passes());
    }

    @Test
    void aMessageIsWrittenOnlyWhenAskedForAndThenInTheUsersWords() {
        FlatZincModel model = FlatZincParser.parse(
                PAIR + "var 1..3: h;\nvar 1..3: k;\nconstraint int_lt(a,h);\nconstraint int_lt(h,k);\n"
                        + "constraint int_lt(k,b);\nsolve satisfy;\n",
                "e.fzn");
        AtomicInteger asked = new AtomicInteger();
        Provenance provenance = line -> {
            asked.incrementAndGet();
            return Optional.of(new Provenance.Origin("m.mzn:" + (line + 10), "a < h /\\ h < k", List.of("i=2")));
        };
        FlatZincEvaluator evaluator = new FlatZincEvaluator(model, Outputs.of(model), provenance);
        FlatZincEvaluator.Verdict verdict = evaluator.evaluate(new int[] {1, 3});
        assertEquals(0, asked.get(), "no words for a failure no one reads");
        assertEquals(
                Optional.of("no values of the other variables complete these cells to a solution: m.mzn:16: the"
                        + " constraint a < h /\\ h < k does not hold for i=2 (q[1]=1)"),
                verdict.violation());
        verdict.violation();
        assertEquals(1, asked.get());
    }

    /**
     * A count as MiniZinc writes it ({@code sum(i in 1..3)(bool2int(x[i] = 2)) = c}, {@code c} at most 1), the bools
     * and their ints auxiliaries: the evaluator that keeps the order in which the first cells that passed gave them
     * their values (its plan) judges every assignment of the cells as an evaluator new to each does, word for word.
     */
    @Test
    void theKeptPlanJudgesEveryAssignmentAsAFreshCheckDoes() {
        String text =
                """
                var 1..3: x1; var 1..3: x2; var 1..3: x3;
                var bool: b1 :: is_defined_var; var bool: b2 :: is_defined_var; var bool: b3 :: is_defined_var;
                var 0..1: i1 :: is_defined_var; var 0..1: i2 :: is_defined_var; var 0..1: i3 :: is_defined_var;
                var 0..3: c :: is_defined_var;
                array [1..3] of var int: x :: output_array([1..3]) = [x1,x2,x3];
                constraint int_eq_reif(x1,2,b1) :: defines_var(b1);
                constraint int_eq_reif(x2,2,b2) :: defines_var(b2);
                constraint int_eq_reif(x3,2,b3) :: defines_var(b3);
                constraint bool2int(b1,i1) :: defines_var(i1);
                constraint bool2int(b2,i2) :: defines_var(i2);
                constraint bool2int(b3,i3) :: defines_var(i3);
                constraint int_lin_eq([1,1,1,-1],[i1,i2,i3,c],0) :: defines_var(c);
                constraint int_le(c,1);
                solve satisfy;
                """;
        FlatZincEvaluator kept = evaluator(text);
        int passed = 0;
        for (int a = 1; a <= 3; a++) {
            for (int b = 1; b <= 3; b++) {
                for (int c = 1; c <= 3; c++) {
                    int[] cells = {a, b, c};
                    Optional<String> fresh = evaluator(text).violation(cells);
                    assertEquals(fresh, kept.violation(cells), "cells " + a + " " + b + " " + c);
                    passed += fresh.isEmpty() ? 1 : 0;
                }
            }
        }
        // No 2 at all (8 ways) or exactly one (3 places, 4 ways for the other two): 20 of the 27.
        assertEquals(20, passed);
    }
}
