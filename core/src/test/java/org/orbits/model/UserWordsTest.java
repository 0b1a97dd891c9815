package org.orbits.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.puzzle.BadInputException;

/**
 * What a MiniZinc model is told is said in its own words: a refusal on the way in names the line of the user's file
 * that made the item MiniZinc wrote.
 */
class UserWordsTest {

    @TempDir
    Path directory;

    @BeforeEach
    void needsMiniZinc() {
        ExternalTools.require("minizinc");
    }

    private Path write(String file, String text) throws IOException {
        return Files.writeString(directory.resolve(file), text);
    }

    private ModelPuzzle load(Path model) {
        return ModelPuzzle.load(ModelSource.of(model, List.of(), Map.of()), directory.resolve("cache"));
    }

    private String refusal(String file, String text) throws IOException {
        Path model = write(file, text);
        return assertThrows(BadInputException.class, () -> load(model)).getMessage();
    }

    @Test
    void aSetVariableIsRefusedAtItsDeclaration() throws IOException {
        assertEquals(
                "setvar.mzn:2: 's' is a set variable: orbits solves over integers and booleans only",
                refusal("setvar.mzn", "% a set\nvar set of 1..3: s;\nconstraint card(s) = 2;\nsolve satisfy;\n"));
    }

    @Test
    void aFloatVariableIsRefusedAtItsDeclaration() throws IOException {
        assertEquals(
                "float.mzn:3: 'f' is a float variable: orbits solves over integers and booleans only",
                refusal("float.mzn", "var 1..3: x;\n\nvar 0.0..1.0: f;\nconstraint f >= 0.5;\nsolve satisfy;\n"));
    }

    @Test
    void anUnsupportedGlobalIsRefusedWhereTheModelCallsIt() throws IOException {
        assertEquals(
                "global.mzn:4: the FlatZinc constraint 'my_global' is not supported by orbits",
                refusal(
                        "global.mzn",
                        """
                        array[1..3] of var 1..3: x;
                        predicate my_global(array[int] of var int: x);

                        constraint my_global(x);
                        solve satisfy;
                        """));
    }
}
