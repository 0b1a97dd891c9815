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

    /** Whether the compile was read back from the compiles kept rather than made by MiniZinc. */
    private static boolean readBack(MiniZincCompiler.Compiled compiled) {
        return compiled.notes().stream().anyMatch(note -> note.startsWith("the compiled model was read back"));
    }

    private MiniZincCompiler.Compiled compile(Path model, Path... data) {
        return compiler.compile(model, List.of(data), Map.of());
    }

    @Test
    void aModelCompiledBeforeAndUnchangedIsReadFromTheCacheAndAChangeCompilesAgain() throws IOException {
        Path model = write("kept.mzn", "include \"part.mzn\";\nint: n;\nvar 1..n: x :: output_var;\nsolve satisfy;\n");
        Path part = write("part.mzn", "constraint true;\n");
        Path data = write("kept.dzn", "n = 4;\n");
        MiniZincCompiler.Compiled first = compile(model, data);
        assertFalse(readBack(first));
        MiniZincCompiler.Compiled again = compile(model, data);
        assertTrue(readBack(again), again.notes().toString());
        assertEquals(first.flatZinc(), again.flatZinc());
        assertEquals(first.digest(), again.digest());
        assertTrue(Files.readString(kept()).endsWith(first.flatZinc()));
        // The data, the model, a file it includes, a parameter: each changed, the model is compiled anew.
        Files.writeString(data, "n = 5;\n");
        assertTrue(compile(model, data).flatZinc().contains("var 1..5: x"));
        Files.writeString(part, "constraint x > 2;\n");
        MiniZincCompiler.Compiled included = compile(model, data);
        assertTrue(included.flatZinc().contains("var 3..5: x"));
        assertEquals(
                List.of("the compile kept in the cache is out of date (" + part.toAbsolutePath() + " changed): compiled"
                        + " again"),
                included.notes());
        Files.writeString(model, "include \"part.mzn\";\nint: n;\nvar 2..n: x :: output_var;\nsolve satisfy;\n");
        assertFalse(readBack(compile(model, data)));
        // The same files named from another directory are the same compile.
        Path relative = Path.of("").toAbsolutePath().relativize(model);
        Path relativeData = Path.of("").toAbsolutePath().relativize(data);
        assertTrue(readBack(compile(relative, relativeData)));
        Path alone = write("alone.mzn", "int: n;\nvar 1..n: x :: output_var;\nsolve satisfy;\n");
        assertTrue(
                compiler.compile(alone, List.of(), Map.of("n", "3")).flatZinc().contains("var 1..3: x"));
        assertTrue(
                compiler.compile(alone, List.of(), Map.of("n", "9")).flatZinc().contains("var 1..9: x"));
    }

    /**
     * The case that gave a stale count: the model's first line includes the globals and then a file of its own, so
     * that the second include starts no line. Its edit is seen, as is any file MiniZinc read.
     */
    @Test
    void aFileIncludedAfterAnotherOnOneLineIsPartOfTheCompile() throws IOException {
        Path model = write(
                "two.mzn",
                """
                include "globals.mzn"; include "extra.mzn";
                array[1..3] of var 1..3: x;
                constraint all_different(x);
                constraint extra(x);
                solve satisfy;
                """);
        Path extra = write("extra.mzn", "predicate extra(array[int] of var int: x) = x[1] < x[2];\n");
        String before = compile(model).flatZinc();
        Files.writeString(extra, "predicate extra(array[int] of var int: x) = x[2] = 3;\n");
        MiniZincCompiler.Compiled edited = compile(model);
        assertFalse(readBack(edited));
        assertTrue(
                edited.notes().get(0).contains(extra.toAbsolutePath() + " changed"),
                edited.notes().toString());
        assertFalse(edited.flatZinc().equals(before));
        MiniZincCompiler fresh = new MiniZincCompiler(directory.resolve("another cache"));
        assertEquals(fresh.compile(model, List.of(), Map.of()).flatZinc(), edited.flatZinc());
        assertTrue(readBack(compile(model)));
    }

    /**
     * An include in the middle of a line, of a file in a folder that includes another beside it: MiniZinc finds the
     * second in the first's folder (after its libraries), and says it read it; an edit to it is seen.
     */
    @Test
    void aNestedIncludeFoundBesideTheFileThatIncludesItIsPartOfTheCompile() throws IOException {
        Path model = write("nested.mzn", "var 1..3: x :: output_var; include \"sub/a.mzn\";\nconstraint a(x);\n");
        Files.createDirectories(directory.resolve("sub"));
        write("sub/a.mzn", "include \"b.mzn\";\npredicate a(var int: x) = b(x);\n");
        Path inner = write("sub/b.mzn", "predicate b(var int: x) = x > 1;\n");
        assertTrue(compile(model).flatZinc().contains("var 2..3: x"));
        assertTrue(readBack(compile(model)));
        Files.writeString(inner, "predicate b(var int: x) = x > 2;\n");
        assertTrue(compile(model).flatZinc().contains("var 3..3: x"));
    }

    /** MiniZinc 2.6.4 reads no include in a data file: it says so, and orbits in one line. */
    @Test
    void aDataFileIncludesNothing() throws IOException {
        Path model = write("data-include.mzn", "int: n;\nvar 1..n: x :: output_var;\nsolve satisfy;\n");
        write("more.mzn", "constraint true;\n");
        Path data = write("data-include.dzn", "include \"more.mzn\";\nn = 3;\n");
        String message = error(model, List.of(data), Map.of());
        assertTrue(message.startsWith("data-include.dzn:1: include item not allowed in data file"), message);
    }

    @Test
    void aDamagedCompileIsCompiledAgainNeverBelieved() throws IOException {
        Path model = write("damaged.mzn", "var 1..4: x :: output_var;\nconstraint x > 1;\nsolve satisfy;\n");
        String right = compile(model).flatZinc();
        Path kept = kept();
        // One character of the FlatZinc changed, its digests left as they were.
        Files.writeString(kept, Files.readString(kept).replace("var 2..4: x", "var 3..4: x"));
        MiniZincCompiler.Compiled again = compile(model);
        assertEquals(right, again.flatZinc());
        assertEquals(
                List.of("the compile kept in " + kept
                        + " is damaged (its digest does not match what it holds): ignored," + " compiled again"),
                again.notes());
        // A whole compile of another model, digests and all, under this one's name.
        Path other = write("other.mzn", "var 1..9: y :: output_var;\nsolve satisfy;\n");
        compile(other);
        Files.copy(kept(), kept, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        MiniZincCompiler.Compiled swapped = compile(model);
        assertEquals(right, swapped.flatZinc());
        assertTrue(
                swapped.notes().get(0).contains("is another compile's"),
                swapped.notes().toString());
    }

    @Test
    void aChangeToTheSolverLibraryCompilesAgain() throws IOException {
        Path model = write(
                "lib.mzn",
                """
                include "globals.mzn";
                array[1..3] of var 1..3: x;
                constraint all_different(x);
                solve satisfy;
                """);
        compile(model);
        assertTrue(readBack(compile(model)));
        Path library = compiler.libraryDirectory();
        Path global = library.resolve("fzn_all_different_int.mzn");
        Files.setLastModifiedTime(global, java.nio.file.attribute.FileTime.fromMillis(1_000_000));
        MiniZincCompiler.Compiled touched = compile(model);
        assertEquals(
                List.of("the compile kept in the cache is out of date (" + global + " changed): compiled again"),
                touched.notes());
        // A file added to a library's folder could be found before the model's own include of that name.
        Files.writeString(library.resolve("extra.mzn"), "");
        assertTrue(compile(model).notes().get(0).contains("a file was added to or removed from " + library));
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
