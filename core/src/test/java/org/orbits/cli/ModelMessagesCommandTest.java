package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.model.ExternalTools;

/** What a user reads about a model of their own: in the model's words, the same answer whichever stage finds it. */
class ModelMessagesCommandTest {

    @TempDir
    Path work;

    @BeforeEach
    void needsMiniZinc() {
        ExternalTools.require("minizinc");
    }

    private String model(String name, String text) throws IOException {
        return Files.writeString(work.resolve(name), text).toString();
    }

    @Test
    void aModelMiniZincFindsInconsistentHasNoSolutionExitOne() throws IOException {
        String model = model("never.mzn", "array[1..2] of var 1..2: x;\nconstraint x[1] > 5;\nsolve satisfy;\n");
        OrbitsCommandTest.Run run = OrbitsCommandTest.run("enumerate", model, "--no-checks");
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.out().startsWith("never: 0 solutions in 0 orbits"), run.out());
        assertEquals("orbits: never has no solution\n", run.err().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void aModelTheSearchFindsUnsatisfiableHasNoSolutionExitOne() throws IOException {
        String model = model(
                "three.mzn",
                "include \"globals.mzn\";\narray[1..3] of var 1..2: x;\nconstraint all_different(x);\nsolve satisfy;\n");
        OrbitsCommandTest.Run run = OrbitsCommandTest.run("enumerate", model, "--no-checks");
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.out().startsWith("three: 0 solutions in 0 orbits"), run.out());
        assertEquals("orbits: three has no solution\n", run.err().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void anUnknownGroupListsEveryGroupAModelAnswersTo() throws IOException {
        String model = model(
                "pair.mzn",
                """
                include "orbits.mzn";
                array[1..2] of var 1..3: x;
                constraint x[1] != x[2];
                constraint orbits_reversal(x);
                solve satisfy;
                """);
        OrbitsCommandTest.Run run = OrbitsCommandTest.run("enumerate", model, "--group", "nosuch");
        assertEquals(2, run.exit(), run.err());
        assertEquals(
                "orbits: no symmetry group 'nosuch' for pair (known: declared, trivial)\n",
                run.err().replace(System.lineSeparator(), "\n"));
    }
}
