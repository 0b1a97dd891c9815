package org.orbits.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.api.Assignments;
import org.orbits.api.Instance;
import org.orbits.api.ModelInput;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsException;
import org.orbits.api.WarmUp;

/**
 * Which instance a command works on: a family and its parameters, or a model of the user's own with its data files
 * and parameters, made once into the API's {@link ModelInput} and handed on whole.
 */
final class InstanceOptions {

    /** The caller's directory, which relative paths name files in (the empty path: this process's own). */
    private final Path directory;

    private String word;
    private final List<String> parameters = new ArrayList<>();
    private final List<Path> data = new ArrayList<>();
    /**
     * The model the words name, once they have been read and found to name one; with its compile under way once
     * {@link #compileAhead} started it.
     */
    private Optional<ModelInput> model;

    /** The words of a command run for this process itself. */
    InstanceOptions() {
        this(Path.of(""));
    }

    /** The words of a command run for a caller whose relative paths name files in {@code directory}. */
    InstanceOptions(Path directory) {
        this.directory = directory;
    }

    /** Adds the family or model, {@code -p} and {@code -d} to a command's syntax. */
    Syntax declare(Syntax syntax) {
        return syntax.operand(
                        "FAMILY|MODEL",
                        "the puzzle family (see 'orbits list'), or the file of a MiniZinc model (a .fzn file is read as"
                                + " FlatZinc) or a tiling (a .tiling file: a board and its pieces) of your own",
                        given -> word = given)
                .texts(
                        "-p, --param",
                        "NAME=VALUE",
                        "a parameter of the family, or of the model (n=8 reaches MiniZinc as n = 8;); repeat for"
                                + " several (see 'orbits list' for the families' names and defaults)",
                        parameters::add)
                .paths("-d, --data", "DATA.dzn", "a data file of the MiniZinc model; repeat for several", data::add);
    }

    Instance instance(Orbits orbits) {
        if (orbits.namesTiling(word)) {
            if (!parameters.isEmpty() || !data.isEmpty()) {
                throw new OrbitsException("a tiling file takes no -p or -d: its board and pieces are all in " + word);
            }
            return orbits.tiling(directory.resolve(Syntax.pathOf(word)));
        }
        Optional<ModelInput> input = model(orbits);
        return input.isPresent()
                ? orbits.model(input.get())
                : orbits.instance(word, Assignments.byName(parameters, "parameter"));
    }

    /**
     * For a MiniZinc model of one's own: starts MiniZinc on it, and readies the solver on another core while it
     * compiles, so that {@link #instance} then takes the FlatZinc (the model input now carries the compile started)
     * and builds the model at once; returns the warm-up to wait for before searching. For a family or a FlatZinc file
     * it starts no compile.
     */
    WarmUp compileAhead(Orbits orbits) {
        Optional<ModelInput> input = model(orbits);
        if (input.isEmpty() || input.get().flatZinc()) {
            return WarmUp.NONE;
        }
        model = Optional.of(orbits.compileAhead(input.get()));
        return WarmUp.start();
    }

    /** Whether the words name a file of one's own, a model or a tiling, rather than a family. */
    boolean namesModel(Orbits orbits) {
        return orbits.namesTiling(word) || model(orbits).isPresent();
    }

    /** The model the words name, decided once; empty for a family. */
    private Optional<ModelInput> model(Orbits orbits) {
        if (model == null) {
            Path file = Syntax.pathOf(word); // a family's name is a path too: a word that is none names nothing
            if (orbits.namesModel(word) || namesFileInDirectory(orbits)) {
                model = Optional.of(ModelInput.of(
                        directory.resolve(file),
                        data.stream().map(this::dataFile).toList(),
                        Assignments.byName(parameters, "parameter")));
            } else if (!data.isEmpty()) {
                throw new OrbitsException("-d gives a MiniZinc model its data: " + word + " is a family, not a model");
            } else {
                model = Optional.empty();
            }
        }
        return model;
    }

    /**
     * Whether a word the API does not take for a model by its form, and that names no family, names a file in the
     * caller's directory, which is not this process's: the API looks for such a file in the JVM's own directory.
     */
    private boolean namesFileInDirectory(Orbits orbits) {
        return !directory.toString().isEmpty()
                && Files.isRegularFile(directory.resolve(word))
                && orbits.families().stream().noneMatch(family -> family.name().equals(word));
    }

    /**
     * A data file as the caller means it: in the caller's directory when it is there; otherwise left as given, for the
     * API to look for beside the model, as it does for a data file not where it is given (the daemon's own working
     * directory is an empty folder, so a relative path finds nothing there), and to name as given if it is nowhere.
     */
    private Path dataFile(Path given) {
        Path here = directory.resolve(given);
        return given.isAbsolute() || Files.isRegularFile(here) ? here : given;
    }
}
