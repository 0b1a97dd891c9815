package org.orbits.model.minizinc;

import com.google.common.base.Splitter;
import com.google.common.base.Suppliers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.orbits.model.check.Provenance;
import org.orbits.model.flatzinc.FlatZincItems;
import org.orbits.puzzle.BadInputException;

/**
 * Where the items of a compiled model come from in the user's own files. MiniZinc's {@code --keep-paths} annotates
 * every FlatZinc item with {@code mzn_path("file|line|column|line|column|kind|detail;...")}, the way from the user's
 * constraint or declaration through the library's definitions down to the item; the first step in a file of the user's
 * is the place a message names, with the text written there and the loop variables' values ({@code i=2}) that made
 * the item. That compile is made only when a message needs a place (a model refused on the way in, a constraint a
 * message names), and once: the way in compiles once and never pays for it.
 */
public final class ModelPlaces implements Provenance {

    /** The longest text of a constraint a message quotes; a longer one is cut. */
    private static final int MOST_QUOTED = 100;

    /** A binding of a loop variable in a path: {@code i=2}. */
    private static final Pattern BINDING = Pattern.compile("[A-Za-z][A-Za-z0-9_]*=.+");

    private final MiniZincCompiler compiler;
    private final Path model;
    private final List<Path> data;
    private final Map<String, String> parameters;
    private final String flatZinc;
    private final String compiledName;
    private final Supplier<Optional<Pairing>> pairing;
    private final Map<Path, List<String>> sources = new ConcurrentHashMap<>();

    /** The items of both compiles, side by side: the same index is the same item. */
    private record Pairing(List<FlatZincItems.Entry> plain, List<FlatZincItems.Entry> kept) {}

    /** One step of a path: a span of a file and what MiniZinc did there. */
    private record Step(String file, int line, int column, int endLine, int endColumn, String kind) {}

    private ModelPlaces(
            MiniZincCompiler compiler,
            Path model,
            List<Path> data,
            Map<String, String> parameters,
            String flatZinc,
            String compiledName) {
        this.compiler = compiler;
        this.model = model;
        this.data = List.copyOf(data);
        this.parameters = Map.copyOf(parameters);
        this.flatZinc = flatZinc;
        this.compiledName = compiledName;
        this.pairing = Suppliers.memoize(this::pair);
    }

    /**
     * The places of the items of {@code flatZinc}, the compile of {@code model} with {@code data} and {@code
     * parameters} that messages name {@code compiledName} ({@code queens.mzn compiled}).
     */
    public static ModelPlaces of(
            Path cache,
            Path model,
            List<Path> data,
            Map<String, String> parameters,
            String flatZinc,
            String compiledName) {
        return new ModelPlaces(new MiniZincCompiler(cache), model, data, parameters, flatZinc, compiledName);
    }

    /**
     * {@code error}, when it names a line of the compiled model ({@code queens.mzn compiled:12: ...}), placed at the
     * user's declaration or constraint that made that item instead ({@code queens.mzn:3: ...}); otherwise, or when the
     * place cannot be found, {@code error} itself.
     */
    public BadInputException relocated(BadInputException error) {
        String message = error.getMessage();
        Matcher compiled = Pattern.compile(Pattern.quote(compiledName) + ":(\\d+): (.*)", Pattern.DOTALL)
                .matcher(message);
        if (!compiled.matches()) {
            return error;
        }
        Optional<List<Step>> steps = steps(Integer.parseInt(compiled.group(1)));
        if (steps.isEmpty() || steps.get().isEmpty()) {
            return error;
        }
        Step first = steps.get().get(0);
        return new BadInputException(fileName(first.file()) + ":" + first.line() + ": " + compiled.group(2));
    }

    @Override
    public Optional<Origin> constraintAt(int line) {
        Optional<List<Step>> steps = steps(line);
        if (steps.isEmpty() || steps.get().isEmpty()) {
            return Optional.empty();
        }
        Step first = steps.get().get(0);
        Optional<String> text = text(first);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        Set<String> bindings = new LinkedHashSet<>();
        for (Step step : steps.get()) {
            if (BINDING.matcher(step.kind()).matches()) {
                bindings.add(step.kind());
            }
        }
        return Optional.of(
                new Origin(fileName(first.file()) + ":" + first.line(), text.get(), new ArrayList<>(bindings)));
    }

    /** The steps in the user's files of the path of the item on {@code line} of the compiled model, outermost first. */
    private Optional<List<Step>> steps(int line) {
        Optional<Pairing> items = pairing.get();
        if (items.isEmpty()) {
            return Optional.empty();
        }
        int index = FlatZincItems.itemAt(items.get().plain(), line);
        if (index < 0 || index >= items.get().kept().size()) {
            return Optional.empty();
        }
        FlatZincItems.Entry plain = items.get().plain().get(index);
        FlatZincItems.Entry kept = items.get().kept().get(index);
        if (!plain.shape().equals(kept.shape()) || kept.paths().isEmpty()) {
            return Optional.empty();
        }
        List<Step> steps = new ArrayList<>();
        for (String step : Splitter.on(';').split(kept.paths().get(0))) {
            parse(step).filter(this::users).ifPresent(steps::add);
        }
        return Optional.of(steps);
    }

    /** Both compiles' items, when the second compile succeeds and writes as many items. */
    private Optional<Pairing> pair() {
        try {
            Optional<String> kept = compiler.compileKeepingPaths(model, data, parameters);
            if (kept.isEmpty()) {
                return Optional.empty();
            }
            List<FlatZincItems.Entry> plain = FlatZincItems.of(flatZinc, compiledName);
            List<FlatZincItems.Entry> annotated = FlatZincItems.of(kept.get(), compiledName);
            return plain.size() == annotated.size() ? Optional.of(new Pairing(plain, annotated)) : Optional.empty();
        } catch (BadInputException | UncheckedIOException unplaced) {
            return Optional.empty(); // the places only sharpen a message: without them it stands as it was
        }
    }

    /** {@code file|line|column|line|column|kind|detail}; empty for a step without a place. */
    private static Optional<Step> parse(String step) {
        List<String> fields = Splitter.on('|').splitToList(step);
        if (fields.size() < 6 || fields.get(0).isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new Step(
                    fields.get(0),
                    Integer.parseInt(fields.get(1)),
                    Integer.parseInt(fields.get(2)),
                    Integer.parseInt(fields.get(3)),
                    Integer.parseInt(fields.get(4)),
                    fields.get(5)));
        } catch (NumberFormatException notAPlace) {
            return Optional.empty();
        }
    }

    /**
     * Whether a step lies in a file of the user's: the model, a data file, or a file beside the model (one it includes)
     * that is no part of orbits' library.
     */
    private boolean users(Step step) {
        Path file = real(Path.of(step.file()));
        if (file.startsWith(real(compiler.libraryDirectory()))) {
            return false;
        }
        Path folder = real(model.toAbsolutePath()).getParent();
        return file.equals(real(model.toAbsolutePath()))
                || data.stream().anyMatch(given -> file.equals(real(given.toAbsolutePath())))
                || (folder != null && file.startsWith(folder));
    }

    private static Path real(Path path) {
        try {
            return path.toRealPath();
        } catch (IOException | SecurityException missing) {
            return path.toAbsolutePath().normalize();
        }
    }

    private static String fileName(String file) {
        Path name = Path.of(file).getFileName();
        return name == null ? file : name.toString();
    }

    /** The text of a step's span, on one line, cut when long; empty when the file cannot be read. */
    private Optional<String> text(Step step) {
        List<String> lines = sources.computeIfAbsent(real(Path.of(step.file())), ModelPlaces::lines);
        if (step.line() < 1 || step.endLine() > lines.size() || step.endLine() < step.line()) {
            return Optional.empty();
        }
        StringBuilder text = new StringBuilder();
        for (int line = step.line(); line <= step.endLine(); line++) {
            String whole = lines.get(line - 1);
            int from = line == step.line() ? Math.max(0, step.column() - 1) : 0;
            int to = line == step.endLine() ? Math.min(whole.length(), step.endColumn()) : whole.length();
            text.append(from < to ? whole.substring(from, to) : "").append(' ');
        }
        String oneLine = text.toString().replaceAll("\\s+", " ").strip();
        if (oneLine.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(
                oneLine.length() > MOST_QUOTED
                        ? oneLine.substring(0, MOST_QUOTED - 3).strip() + "..."
                        : oneLine);
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException | UncheckedIOException unreadable) {
            return List.of();
        }
    }
}
