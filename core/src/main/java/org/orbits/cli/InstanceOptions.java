package org.orbits.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.orbits.api.Assignments;
import org.orbits.api.Instance;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsException;
import org.orbits.api.WarmUp;

/** Which instance a command works on: a family or a model file, and its parameters (and a model's data). */
final class InstanceOptions {

    private String family;
    private final List<String> parameters = new ArrayList<>();
    private final List<Path> data = new ArrayList<>();

    /** Adds the family or model, {@code -p} and {@code -d} to a command's syntax. */
    Syntax declare(Syntax syntax) {
        return syntax.operand(
                        "FAMILY|MODEL",
                        "the puzzle family (see 'orbits list'), or a MiniZinc model (.mzn) or FlatZinc file (.fzn) of"
                                + " your own",
                        word -> family = word)
                .texts(
                        "-p, --param",
                        "NAME=VALUE",
                        "a parameter of the family, or of the model (n=8 reaches MiniZinc as n = 8;); repeat for"
                                + " several (see 'orbits list' for the families' names and defaults)",
                        parameters::add)
                .paths("-d, --data", "DATA.dzn", "a data file of the MiniZinc model; repeat for several", data::add);
    }

    Instance instance(Orbits orbits) {
        Map<String, String> given = given();
        return model() ? orbits.model(Path.of(family), given) : orbits.instance(family, given);
    }

    /**
     * For a MiniZinc model of one's own: starts MiniZinc on it, and readies the solver on another core while it
     * compiles, so that {@link #instance} then takes the FlatZinc and builds the model at once; returns the
     * warm-up to wait for before searching. For a family or a FlatZinc file it starts nothing. A command line
     * {@link #instance} will refuse starts no compile here.
     */
    WarmUp compileAhead(Orbits orbits) {
        if (!family.endsWith(".mzn")) {
            return WarmUp.NONE;
        }
        try {
            orbits.compileAhead(Path.of(family), given());
        } catch (RuntimeException refused) {
            // instance() says what is wrong
        }
        return WarmUp.start();
    }

    boolean model() {
        return family.endsWith(".mzn") || family.endsWith(".fzn");
    }

    /** The parameters by name, a model's data files among them. */
    private Map<String, String> given() {
        Map<String, String> given = new LinkedHashMap<>(Assignments.byName(parameters, "parameter"));
        if (!data.isEmpty()) {
            if (!model()) {
                throw new OrbitsException(
                        "-d gives a MiniZinc model its data: " + family + " is a family, not a model");
            }
            if (given.containsKey("data")) {
                throw new OrbitsException("give the data files with -d or with -p data=..., not both");
            }
            given.put("data", String.join(",", data.stream().map(Path::toString).toList()));
        }
        return given;
    }
}
