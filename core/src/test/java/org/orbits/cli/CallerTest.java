package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.api.Orbits;
import org.orbits.model.ExternalTools;

/**
 * A command run for a caller elsewhere than this JVM's working directory, as the daemon runs a launcher's, names the
 * files it reads and writes as that caller means them: relative to the caller's directory, a data file not there
 * looked for beside the model, a bare word that names a file there a model unless it names a family.
 */
class CallerTest {

    private static final String MODEL =
            """
            include "alldifferent.mzn";
            int: n;
            array[1..n] of var 1..n: x;
            constraint alldifferent(x);
            solve satisfy;
            """;

    @TempDir
    Path work;

    private OrbitsCommandTest.Run run(String... words) {
        Caller elsewhere =
                new Caller(work, System.getenv(), false, Optional.empty(), (cancellation, saves) -> Interrupts.none());
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = OrbitsCommand.run(
                elsewhere, Orbits.standard(), new PrintWriter(out, true), new PrintWriter(err, true), words);
        return new OrbitsCommandTest.Run(exit, out.toString(), err.toString());
    }

    private static long solutions(OrbitsCommandTest.Run run) throws IOException {
        assertEquals(0, run.exit(), run.err());
        return new ObjectMapper().readTree(run.out()).get("solutions").asLong();
    }

    @Test
    void aModelAndItsDataAreTheCallersFiles() throws IOException {
        ExternalTools.require("minizinc");
        Files.createDirectories(work.resolve("models"));
        Files.writeString(work.resolve("models/permutations.mzn"), MODEL);
        Files.writeString(work.resolve("models/three.dzn"), "n = 3;\n");
        Files.writeString(work.resolve("four.dzn"), "n = 4;\n");
        Files.writeString(work.resolve("permutations"), MODEL);

        assertEquals(24, solutions(run("enumerate", "models/permutations.mzn", "-d", "four.dzn", "--json", "--quiet")));
        assertEquals(
                6,
                solutions(run("enumerate", "models/permutations.mzn", "-d", "three.dzn", "--json", "--quiet")),
                "a data file not in the caller's directory is looked for beside the model");
        // A bare word that names a file in the caller's directory is a model, here one MiniZinc refuses for its name.
        OrbitsCommandTest.Run bare = run("enumerate", "permutations", "-p", "n=2");
        assertEquals(ExitCode.BAD_INPUT.code(), bare.exit());
        assertTrue(bare.err().startsWith("orbits: minizinc: ") && bare.err().contains("permutations"), bare.err());

        OrbitsCommandTest.Run missing = run("enumerate", "models/permutations.mzn", "-d", "five.dzn");
        assertEquals(ExitCode.BAD_INPUT.code(), missing.exit());
        assertEquals("orbits: no such file: five.dzn\n", missing.err(), "named as the caller gave it");
    }

    @Test
    void aTilingFileIsTheCallersFile() throws IOException {
        Files.createDirectories(work.resolve("boards"));
        Path own = Path.of("examples/tilings/pentominoes-4x5.tiling").toAbsolutePath();
        Files.copy(own, work.resolve("boards/small.tiling"));
        long here = solutions(run("enumerate", own.toString(), "--json", "--quiet", "--no-checks"));
        assertTrue(here > 0);
        assertEquals(here, solutions(run("enumerate", "boards/small.tiling", "--json", "--quiet", "--no-checks")));
        OrbitsCommandTest.Run missing = run("enumerate", "none.tiling");
        assertEquals(ExitCode.BAD_INPUT.code(), missing.exit());
        assertTrue(missing.err().contains(work.resolve("none.tiling").toString()), missing.err());
    }

    @Test
    void aFamilysNameIsTheFamilyEvenWhereAFileHasItsName() throws IOException {
        Files.writeString(work.resolve("ngon"), MODEL);
        assertEquals(48, solutions(run("enumerate", "ngon", "-p", "n=6", "--json", "--quiet")));
    }

    @Test
    void theFilesACommandWritesAreInTheCallersDirectoryAndItsMessagesNameThemAsGiven() throws IOException {
        OrbitsCommandTest.Run drawn = run("enumerate", "ngon", "-p", "n=6", "--svg", "magic19.svg", "--quiet");
        assertEquals(0, drawn.exit(), drawn.err());
        assertEquals("orbits: drew 4 representatives in magic19.svg\n", drawn.err());
        assertTrue(Files.isRegularFile(work.resolve("magic19.svg")));

        OrbitsCommandTest.Run checkpointed =
                run("enumerate", "ngon", "-p", "n=6", "--checkpoint", "magic19.ckpt", "--quiet");
        assertEquals(0, checkpointed.exit(), checkpointed.err());
        assertTrue(Files.isRegularFile(work.resolve("magic19.ckpt")));
        OrbitsCommandTest.Run resumed = run("enumerate", "ngon", "-p", "n=6", "--checkpoint", "magic19.ckpt");
        assertTrue(resumed.err().contains("resuming from magic19.ckpt"), resumed.err());
    }
}
