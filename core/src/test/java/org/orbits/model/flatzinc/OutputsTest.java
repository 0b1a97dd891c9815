package org.orbits.model.flatzinc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.BadInputException;

class OutputsTest {

    private static Outputs outputs(String text) {
        return Outputs.of(FlatZincParser.parse(text, "m.fzn"));
    }

    @Test
    void anOutputArrayGivesOneCellPerElementNamedByItsIndices() {
        Outputs outputs = outputs("var 1..4: a;\nvar 1..4: b;\nvar 1..4: c;\nvar 1..4: d;\n"
                + "array [1..4] of var int: x :: output_array([1..2,0..1]) = [a,b,c,d];\nsolve satisfy;");
        assertEquals(List.of("x[1,0]", "x[1,1]", "x[2,0]", "x[2,1]"), outputs.names());
        assertEquals(
                List.of(IntSet.range(1, 2), IntSet.range(0, 1)),
                outputs.arrays().get(0).ranges());
    }

    @Test
    void anOutputVariableIsOneCellNamedAsTheVariable() {
        Outputs outputs = outputs("var 3..7: total :: output_var;\nsolve satisfy;");
        assertEquals(List.of("total"), outputs.names());
        assertEquals(3, outputs.cells().get(0).lo());
        assertEquals(7, outputs.cells().get(0).hi());
    }

    @Test
    void cellsComeInTheOrderTheOutputsAreDeclared() {
        Outputs outputs = outputs("var 1..2: z :: output_var;\nvar 1..2: a;\nvar bool: b :: output_var;\n"
                + "array [1..1] of var int: q :: output_array([1..1]) = [a];\nsolve satisfy;");
        assertEquals(List.of("z", "b", "q[1]"), outputs.names());
        assertEquals(true, outputs.cells().get(1).bool());
    }

    @Test
    void aCellTheCompilerFixedHoldsItsConstant() {
        Outputs outputs = outputs(
                "var 1..4: a;\narray [1..2] of var int: x :: output_array([1..2]) = [5,a];\n" + "solve satisfy;");
        assertEquals(new Expr.IntLiteral(5), outputs.cells().get(0).reference());
        assertEquals(5, outputs.cells().get(0).lo());
    }

    @Test
    void twoCellsMayHoldOneVariable() {
        Outputs outputs = outputs("var 1..4: a :: output_var;\narray [1..2] of var int: x :: output_array([1..2]) = "
                + "[a,a];\nsolve satisfy;");
        assertEquals(List.of(0, 1, 2), outputs.cellsHolding("a"));
    }

    @Test
    void withoutOutputAnnotationsEveryVariableTheCompilerDidNotIntroduceIsOutput() {
        Outputs outputs = outputs("var 1..2: x;\nvar 1..2: y;\nvar 1..2: t :: var_is_introduced;\n"
                + "array [1..1] of var int: q = [y];\nsolve satisfy;");
        assertEquals(List.of("x", "q[1]"), outputs.names());
    }

    @Test
    void anUnboundedOutputIsBadInputNamingIt() {
        BadInputException thrown =
                assertThrows(BadInputException.class, () -> outputs("var int: total :: output_var;\nsolve satisfy;"));
        assertEquals(
                "m.fzn:1: the output total has no bounds: declare it with a domain (var lo..hi) so that orbits "
                        + "knows its values",
                thrown.getMessage());
    }
}
