package org.orbits.model.minizinc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GecodeLibraryTest {

    @TempDir
    Path directory;

    @BeforeEach
    void needsGecode() {
        boolean installed = GecodeCount.available();
        if (!installed && System.getenv("CI") != null) {
            throw new AssertionError("minizinc with Gecode is not installed, and CI must run the tests that need it");
        }
        assumeTrue(installed, "minizinc with Gecode is not installed");
    }

    @Test
    void theGeneratedLibraryCompilesEveryGlobalForGecode() throws IOException {
        GecodeLibrary gecode =
                GecodeLibrary.find(MiniZincCompiler.minizinc(), directory).orElseThrow();
        Path model = Files.writeString(
                directory.resolve("g.mzn"),
                "include \"globals.mzn\";\narray[1..3] of var 1..3: x;\nconstraint all_different(x);\nsolve satisfy;\n");
        Programs.Run run = Programs.run(List.of(
                MiniZincCompiler.minizinc().toString(),
                "--solver",
                gecode.configuration().toString(),
                "-c",
                "--output-fzn-to-stdout",
                "--no-output-ozn",
                model.toString()));
        assertEquals(0, run.exitCode(), run.errors());
    }

    @Test
    void theGeneratedLibraryLinksToGecodesFilesAndCopiesNone() throws IOException {
        Path configuration = GecodeLibrary.find(MiniZincCompiler.minizinc(), directory)
                .orElseThrow()
                .configuration();
        Path library = configuration.getParent();
        try (var files = Files.list(library)) {
            List<Path> mzn = files.filter(f -> f.toString().endsWith(".mzn")).toList();
            assertFalse(mzn.isEmpty());
            for (Path file : mzn) {
                assertTrue(
                        Files.isSymbolicLink(file)
                                || file.getFileName().toString().equals("orbits.mzn"),
                        file + " is a copy");
            }
        }
    }
}
