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
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.puzzle.BadInputException;
import org.orbits.search.Census;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;

/**
 * What a MiniZinc model is told is said in its own words: a refusal on the way in names the line of the user's file
 * that made the item MiniZinc wrote, and a constraint a solution breaks is the user's constraint, with the loop values
 * that made it and the cells it reads.
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
        return ModelFamily.load(ModelSource.of(model, List.of(), Map.of()), directory.resolve("cache"));
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

    @Test
    void aBrokenConstraintIsTheUsersWithTheCellsItReads() throws IOException {
        ModelPuzzle puzzle = load(
                write(
                        "either.mzn",
                        """
                include "globals.mzn";
                array[1..4] of var 1..4: x;
                constraint all_different(x);
                constraint x[1] < x[2] \\/ x[3] = 1;
                solve satisfy;
                """));
        assertEquals(Optional.empty(), puzzle.violation(new int[] {1, 2, 3, 4}));
        assertEquals(
                Optional.of("either.mzn:4: the constraint x[1] < x[2] \\/ x[3] = 1 does not hold"
                        + " (x[1]=4, x[2]=3, x[3]=2)"),
                puzzle.violation(new int[] {4, 3, 2, 1}));
        assertFalse(Files.exists(directory.resolve("either.paths")), "the user's folder is left as it was");
    }

    @Test
    void aConstraintOfALoopNamesTheLoopValues() throws IOException {
        ModelPuzzle puzzle = load(
                write(
                        "rising.mzn",
                        """
                array[1..4] of var 1..4: x;
                constraint forall(i in 1..3)(
                    x[i] < x[i + 1]);
                solve satisfy;
                """));
        assertEquals(
                Optional.of("rising.mzn:2: the constraint forall(i in 1..3)( x[i] < x[i + 1]) does not hold for i=2"
                        + " (x[2]=3, x[3]=3)"),
                puzzle.violation(new int[] {1, 3, 3, 4}));
    }

    @Test
    void aDeclaredSymmetryThatIsNoneNamesTheConstraintItsImageBreaks() throws IOException {
        ModelPuzzle puzzle = load(
                write(
                        "wrong.mzn",
                        """
                include "orbits.mzn";
                include "globals.mzn";
                array[1..4] of var 1..4: x;
                constraint all_different(x);
                constraint x[1] < x[2] \\/ x[3] = 1;
                constraint orbits_reversal(x);
                solve satisfy;
                """));
        String message = assertThrows(
                        BadInputException.class,
                        () -> Census.take(
                                puzzle,
                                puzzle.group("declared"),
                                SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE),
                                Limits.NONE,
                                ProgressListener.SILENT))
                .getMessage();
        assertTrue(message.startsWith("the declared symmetry 'reversal of x' is no symmetry of wrong: "), message);
        assertTrue(
                message.endsWith(", which breaks the model: wrong.mzn:5: the constraint x[1] < x[2] \\/ x[3] = 1 does"
                        + " not hold (x[1]=4, x[2]=3, x[3]=2)"),
                message);
        assertFalse(message.contains("X_INTRODUCED"), message);
    }
}
