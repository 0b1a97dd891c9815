package org.orbits.api;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.orbits.model.ModelSource;
import org.orbits.model.minizinc.StartedCompile;

/**
 * A puzzle of the user's own, as given: a MiniZinc model (or a FlatZinc file, told by its {@code .fzn} name), the
 * data files MiniZinc reads with it, and the values of its parameters. It is made once, where the user names the
 * model, and handed down whole to the translation; {@link Orbits#model} loads it. The input {@link
 * Orbits#compileAhead} gives back carries MiniZinc's compile of it, started, down to the compiler, which takes it
 * from there once: the compile travels with the input of the run that started it, not through anything a process
 * shares.
 */
public final class ModelInput {

    private final ModelSource source;
    /** MiniZinc's compile of this input, started ahead of the load; empty where none was started. */
    private final Optional<StartedCompile> compile;

    private ModelInput(ModelSource source, Optional<StartedCompile> compile) {
        this.source = source;
        this.compile = compile;
    }

    /**
     * The model in {@code file} with these data files (one not found where given is looked for beside the model)
     * and parameter values ({@code n} to {@code 8} reaches MiniZinc as {@code n = 8;}). A FlatZinc file with data
     * or parameters is an {@link OrbitsException}.
     */
    public static ModelInput of(Path file, List<Path> data, Map<String, String> parameters) {
        return new ModelInput(Failures.guarded(() -> ModelSource.of(file, data, parameters)), Optional.empty());
    }

    /** The model in {@code file}, with no data files and no parameters. */
    public static ModelInput of(Path file) {
        return of(file, List.of(), Map.of());
    }

    public Path file() {
        return source.file();
    }

    public ImmutableList<Path> data() {
        return source.data();
    }

    public ImmutableMap<String, String> parameters() {
        return source.parameters();
    }

    /** Whether the file is FlatZinc, read as it is, rather than a MiniZinc model to compile. */
    public boolean flatZinc() {
        return source.kind() == ModelSource.Kind.FLATZINC;
    }

    ModelSource source() {
        return source;
    }

    /** The same input, with MiniZinc's compile of it started. */
    ModelInput compiling(StartedCompile started) {
        return new ModelInput(source, Optional.of(started));
    }

    /** MiniZinc's compile of this input, if one was started ahead. */
    Optional<StartedCompile> compile() {
        return compile;
    }

    @Override
    public String toString() {
        return source.toString();
    }
}
