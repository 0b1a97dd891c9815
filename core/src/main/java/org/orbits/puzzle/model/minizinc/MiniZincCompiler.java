package org.orbits.puzzle.model.minizinc;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
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
 * its output. Every failure is one line of bad input: a missing file, MiniZinc not installed, MiniZinc's own message
 * condensed to one line.
 */
public final class MiniZincCompiler {

    /** The FlatZinc of a model, with how long the compiler took. */
    public record Compiled(String flatZinc, Duration took) {}

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
        requireFile(model);
        data.forEach(MiniZincCompiler::requireFile);
        Path minizinc = locator.get().orElseThrow(() -> notInstalled());
        SolverLibrary library = SolverLibrary.in(cache);
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
        long start = System.nanoTime();
        Programs.Run run = Programs.run(command);
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        if (run.exitCode() != 0) {
            throw new BadInputException(
                    MiniZincMessages.condense(run.errors(), library.directory().toString()));
        }
        return new Compiled(run.output(), took);
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
