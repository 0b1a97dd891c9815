package org.orbits.cli;

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

    private String word;
    private final List<String> parameters = new ArrayList<>();
    private final List<Path> data = new ArrayList<>();
    /** The model the words name, once they have been read and found to name one. */
    private Optional<ModelInput> model;

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
            return orbits.tiling(Path.of(word));
        }
        Optional<ModelInput> input = model(orbits);
        return input.isPresent()
                ? orbits.model(input.get())
                : orbits.instance(word, Assignments.byName(parameters, "parameter"));
    }

    /**
     * For a MiniZinc model of one's own: starts MiniZinc on it, and readies the solver on another core while it
     * compiles, so that {@link #instance} then takes the FlatZinc and builds the model at once; returns the
     * warm-up to wait for before searching. For a family or a FlatZinc file it starts no compile.
     */
    WarmUp compileAhead(Orbits orbits) {
        Optional<ModelInput> input = model(orbits);
        if (input.isEmpty() || input.get().flatZinc()) {
            return WarmUp.NONE;
        }
        orbits.compileAhead(input.get());
        return WarmUp.start();
    }

    /** Whether the words name a file of one's own, a model or a tiling, rather than a family. */
    boolean namesModel(Orbits orbits) {
        return orbits.namesTiling(word) || model(orbits).isPresent();
    }

    /** The model the words name, decided once; empty for a family. */
    private Optional<ModelInput> model(Orbits orbits) {
        if (model == null) {
            if (orbits.namesModel(word)) {
                model = Optional.of(ModelInput.of(Path.of(word), data, Assignments.byName(parameters, "parameter")));
            } else if (!data.isEmpty()) {
                throw new OrbitsException("-d gives a MiniZinc model its data: " + word + " is a family, not a model");
            } else {
                model = Optional.empty();
            }
        }
        return model;
    }
}
