package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Paths on the command line: a file {@code --svg} cannot write is said before the search, not after it; a word the JVM
 * cannot name a file by (a name in UTF-8 under a locale the JVM took for ASCII) is one line of bad input, never an
 * internal error; a start time the launcher could not give is no start time.
 */
class PathWordsTest {

    @TempDir
    Path folder;

    @Test
    void anSvgFileThatCannotBeWrittenIsSaidBeforeTheSearch() throws IOException {
        Path aFile = Files.writeString(folder.resolve("a-file"), "");
        OrbitsCommandTest.Run under = OrbitsCommandTest.run(
                "enumerate",
                "ngon",
                "-p",
                "n=6",
                "--svg",
                aFile.resolve("orbits.svg").toString());
        assertEquals(ExitCode.FILE_FAILURE.code(), under.exit(), under.err());
        assertEquals("", under.out(), "no search ran");
        assertEquals(
                List.of("orbits: cannot create the folder of the --svg file " + aFile + " (a file of that name is in"
                        + " the way)"),
                under.err().lines().toList());

        OrbitsCommandTest.Run onFolder =
                OrbitsCommandTest.run("enumerate", "ngon", "-p", "n=6", "--svg", folder.toString());
        assertEquals(ExitCode.FILE_FAILURE.code(), onFolder.exit(), onFolder.err());
        assertEquals("", onFolder.out(), "no search ran");
        assertEquals(
                List.of("orbits: cannot write the --svg file " + folder + " (it is a folder, not a file)"),
                onFolder.err().lines().toList());
    }

    @Test
    void aWordTheJvmCannotNameAFileByIsOneLineOfBadInput() {
        String unnameable = "pi\uD800ces"; // a lone surrogate: no encoding of file names can write it
        for (List<String> words : List.of(
                List.of("enumerate", unnameable + ".tiling"),
                List.of("enumerate", unnameable + ".mzn"),
                List.of("enumerate", unnameable),
                List.of("enumerate", "ngon", "--svg", unnameable + ".svg"),
                List.of("merge", unnameable + ".json"))) {
            OrbitsCommandTest.Run run = OrbitsCommandTest.run(words.toArray(String[]::new));
            assertEquals(ExitCode.BAD_INPUT.code(), run.exit(), words + ": " + run.err());
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().contains("cannot name a file here: this JVM names files in "), run.err());
        }
    }

    @Test
    void aStartTimeThatIsNotMillisecondsIsNone() {
        assertEquals(Optional.empty(), Caller.startedAt("17000000003N"));
        assertEquals(Optional.empty(), Caller.startedAt(""));
        assertEquals(Optional.empty(), Caller.startedAt(null));
        assertEquals(
                1_700_000_000_123L,
                Caller.startedAt("1700000000123").orElseThrow().toEpochMilli());
    }
}
