package org.orbits.model.minizinc;

import com.google.common.hash.Hashing;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.orbits.puzzle.BadInputException;

/**
 * Compiles a MiniZinc model and its data to FlatZinc with the {@code minizinc} on the PATH (Debian's 2.6.4 or newer)
 * against orbits' own solver library, so that the globals Choco has arrive whole and {@code include "orbits.mzn"}
 * finds orbits' symmetry declarations:
 *
 * <pre>minizinc --solver LIB/orbits.msc -c model.mzn -d data.dzn -D "n=8;" --output-fzn-to-stdout --no-output-ozn</pre>
 *
 * <p>It runs on every model's way in, so it does nothing else: one process, no version probe, the FlatZinc read from
 * its output; a model compiled before and unchanged since is read from the cache instead ({@link CompiledModels}). Every failure is one line of bad input: a missing file, MiniZinc not installed, MiniZinc's own message
 * condensed to one line.
 */
public final class MiniZincCompiler {

    /**
     * The FlatZinc of a model, with the digest of its text (SHA-256, in hex), which names what is kept of the model,
     * how long the compiler took (or reading back a compile kept, checked) and what a verbose run tells of the cache.
     */
    public record Compiled(String flatZinc, String digest, Duration took, List<String> notes) {
        public Compiled {
            notes = List.copyOf(notes);
        }
    }

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z][A-Za-z0-9_]*");

    private final Path cache;
    private final Supplier<Optional<Path>> locator;

    /** A compiler whose library lives in {@code cache}. */
    public MiniZincCompiler(Path cache) {
        this(cache, () -> Programs.onPath("minizinc"));
    }

    /** A compiler that finds {@code minizinc} with {@code locator}: a test's stand-in for the PATH. */
    MiniZincCompiler(Path cache, Supplier<Optional<Path>> locator) {
        this.cache = cache;
        this.locator = locator;
    }

    /** A compiler whose library lives in the user's cache. */
    public MiniZincCompiler() {
        this(SolverLibrary.defaultCache());
    }

    public Compiled compile(Path model, List<Path> data, Map<String, String> parameters) {
        return compile(model, data, parameters, Optional.empty());
    }

    /**
     * The same, taking the compile {@code ahead} if it was started ({@link #compileAhead}) for these arguments and
     * nothing took it yet; a compile read back from the cache takes nothing.
     */
    public Compiled compile(
            Path model, List<Path> data, Map<String, String> parameters, Optional<StartedCompile> ahead) {
        requireFile(model);
        data.forEach(MiniZincCompiler::requireFile);
        Path minizinc = locator.get().orElseThrow(() -> notInstalled());
        SolverLibrary library = SolverLibrary.in(cache);
        List<String> command = command(minizinc, library, model, data, parameters);
        long looked = System.nanoTime();
        CompiledModels kept = new CompiledModels(cache, library.directory());
        Optional<String> key = kept.key(command, minizinc, model, data);
        CompiledModels.Lookup lookup = key.map(kept::read).orElse(CompiledModels.Lookup.NONE);
        if (lookup.kept().isPresent()) {
            CompiledModels.Kept before = lookup.kept().get();
            Duration took = Duration.ofNanos(System.nanoTime() - looked);
            return new Compiled(
                    before.flatZinc(),
                    before.digest(),
                    took,
                    List.of(String.format(
                            Locale.ROOT,
                            "the compiled model was read back from the cache, its digest, its key and the %d files"
                                    + " MiniZinc read for it checked: %.1f ms",
                            before.filesChecked(),
                            took.toNanos() / 1e6)));
        }
        Optional<StartedCompile> started = ahead.flatMap(compile -> compile.takenFor(command));
        long start = started.map(StartedCompile::startNanos).orElseGet(System::nanoTime);
        Instant startedAt = started.map(StartedCompile::startedAt).orElseGet(Instant::now);
        Programs.Run run = started.isPresent() ? started.get().started().finish() : Programs.run(command);
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        CompileLog log = CompileLog.of(run.errors());
        if (run.exitCode() != 0) {
            throw new BadInputException(MiniZincMessages.condense(
                    log.messages(), library.directory().toString(), model, parameters));
        }
        String digest = Hashing.sha256()
                .hashString(run.output(), StandardCharsets.UTF_8)
                .toString();
        key.ifPresent(name -> kept.write(name, log, run.output(), digest, startedAt));
        return new Compiled(run.output(), digest, took, lookup.why().stream().toList());
    }

    /**
     * The FlatZinc of the same compile with MiniZinc's {@code --keep-paths}, which annotates every item with the path
     * from the user's model that made it ({@code mzn_path}): asked only to place a message in the user's model, never
     * on the way in. Empty when it fails, as it only sharpens a message.
     */
    Optional<String> compileKeepingPaths(Path model, List<Path> data, Map<String, String> parameters) {
        Optional<Path> minizinc = locator.get();
        if (minizinc.isEmpty()) {
            return Optional.empty();
        }
        Path symbols;
        try {
            symbols = Files.createTempFile("orbits-", ".paths");
        } catch (IOException | UncheckedIOException noTemporaryFile) {
            return Optional.empty();
        }
        try {
            List<String> command =
                    new ArrayList<>(command(minizinc.get(), SolverLibrary.in(cache), model, data, parameters));
            // With --keep-paths MiniZinc also writes a table of symbols, beside the model unless told where: the
            // user's folder is left as it was.
            command.addAll(List.of("--keep-paths", "--output-paths-to-file", symbols.toString()));
            Programs.Run run = Programs.run(command);
            return run.exitCode() == 0 ? Optional.of(run.output()) : Optional.empty();
        } finally {
            try {
                Files.deleteIfExists(symbols);
            } catch (IOException leftBehind) {
                symbols.toFile().deleteOnExit();
            }
        }
    }

    /** The directory of orbits' solver library, whose files are no part of the user's model. */
    Path libraryDirectory() {
        return SolverLibrary.in(cache).directory();
    }

    /**
     * Starts compiling what {@link #compile} will be asked for with the same arguments, so that MiniZinc runs while
     * the JVM readies the rest: a command line can name the model long before it is read in full. The compile started
     * is returned, for the caller to hand to {@link #compile}. Anything amiss (no such file, no MiniZinc) starts
     * nothing, and {@link #compile} later says what is wrong; nor does a model compiled before and unchanged since. A
     * compile no one takes is left to finish on its own.
     */
    public Optional<StartedCompile> compileAhead(Path model, List<Path> data, Map<String, String> parameters) {
        if (!Files.isRegularFile(model) || !data.stream().allMatch(Files::isRegularFile)) {
            return Optional.empty();
        }
        Optional<Path> minizinc = locator.get();
        if (minizinc.isEmpty()
                || !parameters.keySet().stream()
                        .allMatch(name -> IDENTIFIER.matcher(name).matches())) {
            return Optional.empty();
        }
        SolverLibrary library = SolverLibrary.in(cache);
        List<String> command = command(minizinc.get(), library, model, data, parameters);
        CompiledModels kept = new CompiledModels(cache, library.directory());
        if (kept.key(command, minizinc.get(), model, data)
                .filter(kept::keptForTheSameFiles)
                .isPresent()) {
            return Optional.empty(); // compiled before, unchanged
        }
        return Optional.of(new StartedCompile(command, Programs.start(command), System.nanoTime(), Instant.now()));
    }

    private static List<String> command(
            Path minizinc, SolverLibrary library, Path model, List<Path> data, Map<String, String> parameters) {
        List<String> command = new ArrayList<>(
                List.of(minizinc.toString(), "--solver", library.configuration().toString(), "-c", model.toString()));
        for (Path file : data) {
            command.add("-d");
            command.add(file.toString());
        }
        parameters.forEach((name, value) -> {
            if (!IDENTIFIER.matcher(name).matches()) {
                throw new BadInputException("'" + name + "' is not a MiniZinc parameter name");
            }
            command.add("-D");
            command.add(name + "=" + value + ";");
        });
        command.add("--output-fzn-to-stdout");
        command.add("--no-output-ozn");
        // MiniZinc then names every file it reads, which a compile kept is checked against.
        command.add(CompileLog.OPTION);
        return List.copyOf(command);
    }

    /** The {@code minizinc} on the PATH, or bad input saying how to get one. */
    static Path minizinc() {
        return Programs.onPath("minizinc").orElseThrow(() -> notInstalled());
    }

    private static BadInputException notInstalled() {
        return new BadInputException(
                "minizinc is not installed: install it (Debian: apt-get install minizinc); a .fzn file needs no compiler");
    }

    private static void requireFile(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new BadInputException("no such file: " + file);
        }
    }
}
