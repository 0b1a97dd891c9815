package org.orbits.model.minizinc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.puzzle.BadInputException;

class MiniZincCompilerTest {

    @TempDir
    Path directory;

    private MiniZincCompiler compiler;

    @BeforeEach
    void needsMiniZinc() {
        boolean installed = Programs.onPath("minizinc").isPresent();
        if (!installed && System.getenv("CI") != null) {
            throw new AssertionError("minizinc is not installed, and CI must run the tests that need it");
        }
        assumeTrue(installed, "minizinc is not installed");
        compiler = new MiniZincCompiler(directory.resolve("cache"));
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(directory.resolve(name), text);
    }

    private String error(Path model, List<Path> data, Map<String, String> parameters) {
        String message = assertThrows(BadInputException.class, () -> compiler.compile(model, data, parameters))
                .getMessage();
        assertFalse(message.contains("\n"), "one line: " + message);
        return message;
    }

    @Test
    void compilesAgainstOrbitsLibrarySoThatGlobalsArriveWhole() throws IOException {
        Path model = write(
                "q.mzn",
                """
                include "globals.mzn";
                int: n;
                array[1..n] of var 1..n: q;
                constraint all_different(q);
                solve satisfy;
                """);
        MiniZincCompiler.Compiled compiled = compiler.compile(model, List.of(), Map.of("n", "5"));
        assertTrue(compiled.flatZinc().contains("constraint fzn_all_different_int(q)"), compiled.flatZinc());
        assertTrue(compiled.took().toNanos() > 0);
    }

    @Test
    void aCompileStartedAheadIsTakenByTheCompileItIsHandedToOnce() throws IOException {
        Path model = write("ahead.mzn", "int: n;\nvar 1..n: x :: output_var;\nsolve satisfy;\n");
        Optional<StartedCompile> ahead = compiler.compileAhead(model, List.of(), Map.of("n", "6"));
        assertTrue(ahead.isPresent());
        assertFalse(ahead.get().taken());
        assertTrue(compiler.compile(model, List.of(), Map.of("n", "6"), ahead)
                .flatZinc()
                .contains("var 1..6: x"));
        assertTrue(ahead.get().taken());
        // Taken once: the same arguments again are read from the compiles kept, and a compile started for other
        // arguments is never taken.
        assertTrue(compiler.compile(model, List.of(), Map.of("n", "6"), ahead)
                .flatZinc()
                .contains("var 1..6: x"));
        assertTrue(compiler.compileAhead(model, List.of(), Map.of("n", "6")).isEmpty(), "compiled before, unchanged");
        Optional<StartedCompile> seven = compiler.compileAhead(model, List.of(), Map.of("n", "7"));
        assertTrue(compiler.compile(model, List.of(), Map.of("n", "8"), seven)
                .flatZinc()
                .contains("var 1..8: x"));
        assertFalse(seven.orElseThrow().taken());
        assertTrue(compiler.compile(model, List.of(), Map.of("n", "7"), seven)
                .flatZinc()
                .contains("var 1..7: x"));
        assertTrue(seven.orElseThrow().taken());
    }

    /**
     * A compile started ahead is no one's but the caller's it was handed to: in the daemon, runs share one process,
     * and a compile one run started and did not take (its model since changed) is never another run's FlatZinc.
     */
    @Test
    void aCompileStartedAheadIsNeverTakenByAnotherCaller() throws IOException {
        Path model = write("shared.mzn", "var 1..4: x :: output_var;\nsolve satisfy;\n");
        Optional<StartedCompile> first = compiler.compileAhead(model, List.of(), Map.of());
        assertTrue(first.isPresent());
        Files.writeString(model, "var 1..3: x :: output_var;\nsolve satisfy;\n");
        assertTrue(compiler.compile(model, List.of(), Map.of()).flatZinc().contains("var 1..3: x"));
        assertFalse(first.get().taken());
    }

    /** The compile kept last. */
    private Path kept() throws IOException {
        try (var files = Files.list(directory.resolve("cache").resolve("compiled"))) {
            return files.filter(file -> file.toString().endsWith(".fzn"))
                    .max(java.util.Comparator.comparing(file -> file.toFile().lastModified()))
                    .orElseThrow();
        }
    }

    @Test
    void aModelCompiledBeforeAndUnchangedIsReadFromTheCacheAndAChangeCompilesAgain() throws IOException {
        Path model = write("kept.mzn", "include \"part.mzn\";\nint: n;\nvar 1..n: x :: output_var;\nsolve satisfy;\n");
        Path part = write("part.mzn", "constraint true;\n");
        Path data = write("kept.dzn", "n = 4;\n");
        String first = compiler.compile(model, List.of(data), Map.of()).flatZinc();
        Path kept = kept();
        assertEquals(first, Files.readString(kept));
        // What is kept is what a second run reads: marked, it comes back marked.
        Files.writeString(kept, first + "% kept\n");
        assertEquals(
                first + "% kept\n",
                compiler.compile(model, List.of(data), Map.of()).flatZinc());
        // The data, the model, a file it includes, a parameter: each changed, the model is compiled anew.
        Files.writeString(data, "n = 5;\n");
        assertTrue(compiler.compile(model, List.of(data), Map.of()).flatZinc().contains("var 1..5: x"));
        Files.writeString(part, "constraint x > 2;\n");
        assertTrue(compiler.compile(model, List.of(data), Map.of()).flatZinc().contains("var 3..5: x"));
        Files.writeString(model, "include \"part.mzn\";\nint: n;\nvar 2..n: x :: output_var;\nsolve satisfy;\n");
        assertFalse(compiler.compile(model, List.of(data), Map.of()).flatZinc().contains("% kept"));
        // The same files named from another directory are the same compile.
        Path relative = Path.of("").toAbsolutePath().relativize(model);
        Path relativeData = Path.of("").toAbsolutePath().relativize(data);
        String again = compiler.compile(model, List.of(data), Map.of()).flatZinc();
        Files.writeString(kept(), again + "% kept\n");
        assertTrue(compiler.compile(relative, List.of(relativeData), Map.of())
                .flatZinc()
                .endsWith("% kept\n"));
        Path alone = write("alone.mzn", "int: n;\nvar 1..n: x :: output_var;\nsolve satisfy;\n");
        assertTrue(
                compiler.compile(alone, List.of(), Map.of("n", "3")).flatZinc().contains("var 1..3: x"));
        assertTrue(
                compiler.compile(alone, List.of(), Map.of("n", "9")).flatZinc().contains("var 1..9: x"));
    }

    @Test
    void aCompileAheadOfWhatCannotCompileStartsNothing() throws IOException {
        Path model = write("bad.mzn", "var 1..3: x;\nsolve satisfy;\n");
        assertTrue(compiler.compileAhead(directory.resolve("missing.mzn"), List.of(), Map.of())
                .isEmpty());
        assertTrue(compiler.compileAhead(model, List.of(), Map.of("not a name", "1"))
                .isEmpty());
    }

    @Test
    void readsDataFiles() throws IOException {
        Path model = write("d.mzn", "int: n;\nvar 1..n: x :: output_var;\nsolve satisfy;\n");
        Path data = write("d.dzn", "n = 7;\n");
        assertTrue(compiler.compile(model, List.of(data), Map.of()).flatZinc().contains("var 1..7: x"));
    }

    @Test
    void aSyntaxErrorIsMiniZincsMessageOnOneLineWithFileAndLine() throws IOException {
        Path model = write("se.mzn", "var 1..3: x\nconstraint x = 2;\nsolve satisfy;\n");
        assertEquals("se.mzn:2: unexpected item, expecting ';' or end of file", error(model, List.of(), Map.of()));
    }

    @Test
    void aTypeErrorIsMiniZincsMessageOnOneLineWithFileAndLine() throws IOException {
        Path model = write("te.mzn", "var 1..3: x;\nconstraint x = [1,2];\nsolve satisfy;\n");
        String message = error(model, List.of(), Map.of());
        assertTrue(message.startsWith("te.mzn:2: type error: "), message);
    }

    @Test
    void aMissingParameterIsReportedAtItsDeclaration() throws IOException {
        Path model = write("md.mzn", "int: n;\narray[1..n] of var 1..n: x;\nsolve satisfy;\n");
        String message = error(model, List.of(), Map.of());
        assertTrue(message.startsWith("md.mzn:1: type error: symbol error: variable `n' must be defined"), message);
    }

    @Test
    void aParameterTheModelSetsItselfIsNamedWithItsLine() throws IOException {
        Path model = write("total.mzn", "int: total = 5;\narray[1..2] of var 1..4: x;\nsolve satisfy;\n");
        assertEquals(
                "-p total=22: the model gives 'total' its value itself (total.mzn:1), so it is no parameter to give",
                error(model, List.of(), Map.of("total", "22")));
    }

    @Test
    void aParameterTheModelLacksIsNamed() throws IOException {
        Path model = write("none.mzn", "array[1..2] of var 1..4: x;\nsolve satisfy;\n");
        assertEquals(
                "-p total=3: the model none.mzn has no parameter 'total'",
                error(model, List.of(), Map.of("total", "3")));
    }

    @Test
    void aFailedAssertionInOrbitsLibraryPointsAtTheModelsCall() throws IOException {
        Path model = write(
                "as.mzn",
                """
                include "orbits.mzn";
                array[1..2,1..3] of var 1..3: x;
                constraint orbits_d4(x);
                solve satisfy;
                """);
        assertEquals(
                "as.mzn:3: assertion failed: orbits_d4: the array must be square", error(model, List.of(), Map.of()));
    }

    @Test
    void aMissingModelIsBadInput() {
        assertEquals(
                "no such file: " + directory.resolve("none.mzn"),
                error(directory.resolve("none.mzn"), List.of(), Map.of()));
    }

    @Test
    void aMissingDataFileIsBadInput() throws IOException {
        Path model = write("ok.mzn", "var 1..3: x;\nsolve satisfy;\n");
        assertEquals(
                "no such file: " + directory.resolve("none.dzn"),
                error(model, List.of(directory.resolve("none.dzn")), Map.of()));
    }

    @Test
    void aParameterNameMustBeAnIdentifier() throws IOException {
        Path model = write("ok.mzn", "var 1..3: x;\nsolve satisfy;\n");
        assertEquals(
                "'n; var int: y' is not a MiniZinc parameter name",
                error(model, List.of(), Map.of("n; var int: y", "1")));
    }

    @Test
    void withoutMiniZincTheMessageSaysHowToInstallItAndThatFlatZincNeedsNone() throws IOException {
        Path model = write("ok.mzn", "var 1..3: x;\nsolve satisfy;\n");
        MiniZincCompiler nowhere = new MiniZincCompiler(directory.resolve("cache"), Optional::empty);
        String message = assertThrows(BadInputException.class, () -> nowhere.compile(model, List.of(), Map.of()))
                .getMessage();
        assertEquals(
                "minizinc is not installed: install it (Debian: apt-get install minizinc); a .fzn file needs no compiler",
                message);
    }

    @Test
    void theLibraryIsWrittenOncePerVersionAndLeavesNoStagingBehind() throws IOException {
        SolverLibrary first = SolverLibrary.in(directory.resolve("cache"));
        SolverLibrary second = SolverLibrary.in(directory.resolve("cache"));
        assertEquals(first.directory(), second.directory());
        assertTrue(Files.isRegularFile(first.directory().resolve("orbits.mzn")));
        assertTrue(Files.isRegularFile(first.configuration()));
        try (Stream<Path> entries = Files.list(directory.resolve("cache"))) {
            assertEquals(List.of(first.directory()), entries.toList());
        }
    }
}
