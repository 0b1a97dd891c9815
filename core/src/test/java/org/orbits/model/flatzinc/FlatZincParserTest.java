package org.orbits.model.flatzinc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.BadInputException;

class FlatZincParserTest {

    private static FlatZincModel parse(String text) {
        return FlatZincParser.parse(text, "m.fzn");
    }

    private static String error(String text) {
        return assertThrows(BadInputException.class, () -> parse(text)).getMessage();
    }

    @Test
    void readsAPredicateDeclarationWithArraysOfAnyDimension() {
        FlatZincModel model = parse(
                "predicate fzn_table_int(array [int] of var int: x,array [int,int] of int: t);\n" + "solve satisfy;");
        Item.Predicate predicate = model.predicates().get(0);
        assertEquals("fzn_table_int", predicate.name());
        assertEquals(2, predicate.parameters().get(1).type().dimensions());
        assertTrue(predicate.parameters().get(0).type().variable());
    }

    @Test
    void readsParametersOfEveryType() {
        FlatZincModel model = parse(
                """
                int: n = 3;
                bool: b = true;
                set of int: s = {1,3,5};
                array [1..3] of int: a = [1,-2,0x1F];
                float: pi = 3.14;
                array [1..2] of set of int: ss = [1..2,{}];
                solve satisfy;
                """);
        assertEquals(new Expr.IntLiteral(3), model.parameters().get("n").value());
        assertEquals(new Expr.BoolLiteral(true), model.parameters().get("b").value());
        assertEquals(
                new Expr.SetLiteral(IntSet.of(1, 3, 5)),
                model.parameters().get("s").value());
        assertEquals(
                List.of(new Expr.IntLiteral(1), new Expr.IntLiteral(-2), new Expr.IntLiteral(31)),
                model.elements(new Expr.Name("a"), 4));
        assertEquals(TypeInst.Base.FLOAT, model.parameters().get("pi").type().base());
        assertEquals(
                TypeInst.Base.SET_OF_INT, model.parameters().get("ss").type().base());
    }

    @Test
    void readsIntegersInDecimalHexadecimalAndOctal() {
        FlatZincModel model = parse("array [1..3] of int: a = [-17,0x10,0o17];\nsolve satisfy;");
        assertEquals(
                List.of(new Expr.IntLiteral(-17), new Expr.IntLiteral(16), new Expr.IntLiteral(15)),
                model.elements(new Expr.Name("a"), 1));
    }

    @Test
    void readsVariablesWithTheirDomains() {
        FlatZincModel model =
                parse("var 1..9: x;\nvar {1,3,5}: y;\nvar int: z;\nvar bool: b;\nvar -3..-1: w;\nsolve satisfy;");
        assertEquals(Optional.of(IntSet.range(1, 9)), model.domain("x"));
        assertEquals(Optional.of(IntSet.of(1, 3, 5)), model.domain("y"));
        assertEquals(Optional.empty(), model.domain("z"));
        assertEquals(Optional.of(IntSet.range(0, 1)), model.domain("b"));
        assertEquals(Optional.of(IntSet.range(-3, -1)), model.domain("w"));
    }

    @Test
    void followsAliasesAndConstantsThroughAssignments() {
        FlatZincModel model = parse("var 1..9: x;\nvar 2..5: y = x;\nvar 1..9: c = 4;\nsolve satisfy;");
        assertEquals(new Expr.Name("x"), model.resolve(new Expr.Name("y")));
        assertEquals(new Expr.IntLiteral(4), model.resolve(new Expr.Name("c")));
        assertEquals(Optional.of(IntSet.range(2, 5)), model.domain("y"));
    }

    @Test
    void readsTheAnnotationsOfVariables() {
        FlatZincModel model = parse("var 1..3: a;\nvar 1..3: b;\nvar 2..6: s :: var_is_introduced :: is_defined_var;\n"
                + "array [1..2] of var int: q :: output_array([1..1,1..2]) = [a,b];\nsolve satisfy;");
        assertTrue(model.variables().get("s").annotated("is_defined_var"));
        assertTrue(model.variables().get("s").annotated("var_is_introduced"));
        Expr.Call output = Expr.Call.find(model.variables().get("q").annotations(), "output_array")
                .orElseThrow();
        assertEquals("output_array([1..1,1..2])", output.toString());
    }

    @Test
    void readsConstraintsWithTheVariableTheyDefine() {
        FlatZincModel model = parse("var 1..3: a;\nvar 2..6: s;\n"
                + "constraint int_lin_eq([1,-1],[a,s],-3) :: defines_var(s) :: domain;\nsolve satisfy;");
        Item.Constraint constraint = model.constraints().get(0);
        assertEquals("int_lin_eq([1,-1],[a,s],-3)", constraint.toString());
        assertEquals(Optional.of("s"), constraint.definedVariable());
        assertEquals(3, constraint.line());
    }

    @Test
    void readsEachKindOfSolveItem() {
        assertEquals(Item.Solve.Goal.SATISFY, parse("solve satisfy;").solve().goal());
        FlatZincModel minimising = parse("var 0..5: x;\nsolve minimize x;");
        assertEquals(Item.Solve.Goal.MINIMIZE, minimising.solve().goal());
        assertEquals(Optional.of(new Expr.Name("x")), minimising.solve().objective());
        assertEquals(
                Item.Solve.Goal.MAXIMIZE, parse("solve maximize 3;").solve().goal());
    }

    @Test
    void readsNestedSearchAnnotations() {
        FlatZincModel model = parse("array [1..2] of var 1..2: q = [1,2];\nvar bool: b;\n"
                + "solve :: seq_search([int_search(q,first_fail,indomain_min,complete),"
                + "bool_search([b],input_order,indomain_max,complete)]) :: warm_start([b],[true]) satisfy;");
        List<Expr.Call> annotations = model.solve().annotations();
        assertEquals(2, annotations.size());
        Expr.ArrayLiteral steps =
                (Expr.ArrayLiteral) annotations.get(0).arguments().get(0);
        assertEquals(
                "int_search(q,first_fail,indomain_min,complete)",
                steps.elements().get(0).toString());
        assertEquals("warm_start", annotations.get(1).name());
    }

    @Test
    void keepsStringsInAnnotations() {
        FlatZincModel model = parse("var 1..2: x;\nconstraint int_le(x,2) :: name(\"a \\\"b\\\"\");\nsolve satisfy;");
        Expr.Call name = model.constraints().get(0).annotations().get(0);
        assertEquals(new Expr.StringLiteral("a \"b\""), name.arguments().get(0));
    }

    @Test
    void skipsComments() {
        FlatZincModel model = parse("% a comment\nvar 1..2: x; % another\n% solve maximize x;\nsolve satisfy;");
        assertEquals(1, model.variables().size());
        assertEquals(Item.Solve.Goal.SATISFY, model.solve().goal());
    }

    @Test
    void aMissingSemicolonIsReportedOnTheLineThatLacksIt() {
        assertEquals(
                "m.fzn:1: expected ';', found 'constraint'",
                error("var 1..2: x\nconstraint int_le(x,1);\nsolve satisfy;"));
    }

    @Test
    void anUnexpectedTokenIsReportedWithItsLine() {
        assertEquals(
                "m.fzn:2: expected satisfy, minimize or maximize, found 'maximise'",
                error("var 1..2: x;\nsolve maximise x;"));
    }

    @Test
    void anUndeclaredNameIsBadInput() {
        assertEquals("m.fzn:2: 'y' is not declared", error("var 1..2: x;\nconstraint int_le(x,y);\nsolve satisfy;"));
    }

    @Test
    void aNameDeclaredTwiceIsBadInput() {
        assertEquals("m.fzn:2: 'x' is declared twice", error("var 1..2: x;\nvar 1..3: x;\nsolve satisfy;"));
    }

    @Test
    void aFloatVariableIsRefusedByName() {
        assertEquals(
                "m.fzn:2: 'f' is a float variable: orbits solves over integers and booleans only",
                error("var 1..2: x;\nvar 0.0..1.0: f;\nsolve satisfy;"));
    }

    @Test
    void aSetVariableIsRefusedByName() {
        assertEquals(
                "m.fzn:1: 's' is a set variable: orbits solves over integers and booleans only",
                error("var set of 1..3: s;\nsolve satisfy;"));
    }

    @Test
    void aFloatParameterIsReadButRefusedWhereUsed() {
        assertTrue(parse("float: p = 0.5;\nsolve satisfy;").parameters().containsKey("p"));
        assertEquals(
                "m.fzn:3: the constraint 'int_le' uses floats: orbits solves over integers and booleans only",
                error("float: p = 0.5;\nvar 1..2: x;\nconstraint int_le(x,p);\nsolve satisfy;"));
    }

    @Test
    void aModelWithoutASolveItemIsBadInput() {
        assertEquals("m.fzn:1: the model has no solve item", error("var 1..2: x;"));
    }

    @Test
    void nothingMayFollowTheSolveItem() {
        assertEquals("m.fzn:2: nothing may follow the solve item, found 'var'", error("solve satisfy;\nvar 1..2: x;"));
    }

    @Test
    void anArrayMustHaveItsDeclaredLength() {
        assertEquals(
                "m.fzn:2: the array 'q' has 1 elements, not 2",
                error("var 1..2: x;\narray [1..2] of var int: q = [x];\nsolve satisfy;"));
    }

    @Test
    void aStrayCharacterIsReportedWithItsLine() {
        assertEquals("m.fzn:2: unexpected character '#'", error("var 1..2: x;\n#\nsolve satisfy;"));
    }

    @Test
    void everyMessageIsOneLine() {
        for (String bad : List.of("var 1..2: x\nsolve satisfy;", "\"\n", "var 1..2: x;\nsolve satisfy;\n;")) {
            assertFalse(error(bad).contains("\n"), bad);
        }
    }
}
