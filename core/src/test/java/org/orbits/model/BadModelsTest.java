package org.orbits.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.puzzle.BadInputException;

/** Every mistake in a user's model is one line of bad input that names it. */
class BadModelsTest {

    @TempDir
    Path directory;

    private String refusal(String file, String text) throws IOException {
        Path model = Files.writeString(directory.resolve(file), text);
        String message = assertThrows(
                        BadInputException.class,
                        () -> ModelFamily.load(ModelSource.of(model, List.of(), Map.of()), directory.resolve("cache")))
                .getMessage();
        assertFalse(message.contains("\n"), "one line: " + message);
        return message;
    }

    @Test
    void aFlatZincSyntaxError() throws IOException {
        assertEquals(
                "bad.fzn:2: expected ';', found 'solve'",
                refusal("bad.fzn", "var 1..2: x :: output_var;\nconstraint int_le(x,1)\nsolve satisfy;\n"));
    }

    @Test
    void aDeclaredGroupTooLargeToCountWith() throws IOException {
        // The values 1..21 of two cells all interchangeable: the symmetric group S21, of order 21! > 2^63.
        String message = refusal(
                "colours.fzn",
                """
                predicate orbits_permutation_int(array [int] of var int: x,array [int] of int: image,\
                array [int] of int: old,array [int] of int: new);
                array [1..21] of int: swap = [2,1,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21];
                array [1..21] of int: same = [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21];
                array [1..21] of int: cycle = [2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,1];
                var 1..21: a;
                var 1..21: b;
                array [1..2] of var int: x:: output_array([1..2]) = [a,b];
                constraint int_lt(a,b);
                constraint orbits_permutation_int(x,[1,2],same,swap):: orbits_generator("value map");
                constraint orbits_permutation_int(x,[1,2],same,cycle):: orbits_generator("value map");
                solve satisfy;
                """);
        assertEquals(
                "the declared symmetries generate a group of order 51090942171709440000, more than the"
                        + " 9223372036854775807 orbits counts with",
                message);
    }

    @Test
    void aMiniZincSyntaxError() throws IOException {
        ExternalTools.require("minizinc");
        assertEquals(
                "bad.mzn:2: unexpected item, expecting ';' or end of file",
                refusal("bad.mzn", "var 1..3: x\nconstraint x = 2;\nsolve satisfy;\n"));
    }

    @Test
    void aMiniZincTypeError() throws IOException {
        ExternalTools.require("minizinc");
        assertEquals(
                "bad.mzn:2: type error: no function or predicate with name `foo' found, did you mean `dom'?",
                refusal("bad.mzn", "var 1..3: x;\nconstraint foo(x);\nsolve satisfy;\n"));
    }

    @Test
    void aMissingFile() {
        Path missing = directory.resolve("missing.fzn");
        assertEquals(
                "no such file: " + missing,
                assertThrows(
                                BadInputException.class,
                                () -> ModelFamily.load(ModelSource.of(missing, List.of(), Map.of())))
                        .getMessage());
    }

    @Test
    void anUnknownConstraint() throws IOException {
        assertEquals(
                "bad.fzn:2: the FlatZinc constraint 'gecode_foo' is not supported by orbits",
                refusal("bad.fzn", "var 1..2: x :: output_var;\nconstraint gecode_foo(x);\nsolve satisfy;\n"));
    }

    @Test
    void anUnboundedOutput() throws IOException {
        assertEquals(
                "bad.fzn:1: the output total has no bounds: declare it with a domain (var lo..hi) so that orbits knows "
                        + "its values",
                refusal("bad.fzn", "var int: total :: output_var;\nsolve satisfy;\n"));
    }

    @Test
    void aFloatVariable() throws IOException {
        assertEquals(
                "bad.fzn:2: 'speed' is a float variable: orbits solves over integers and booleans only",
                refusal("bad.fzn", "var 1..2: x :: output_var;\nvar 0.0..1.5: speed;\nsolve satisfy;\n"));
    }

    @Test
    void aFloatVariableInAMiniZincModel() throws IOException {
        ExternalTools.require("minizinc");
        String message = refusal("float.mzn", "var 0.0..1.0: f;\nconstraint f >= 0.5;\nsolve satisfy;\n");
        assertEquals("float.mzn:1: 'f' is a float variable: orbits solves over integers and booleans only", message);
    }
}
