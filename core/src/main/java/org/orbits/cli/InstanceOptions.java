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
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Which instance a command works on: a family or a model file, and its parameters (and a model's data). */
final class InstanceOptions {

    @Parameters(
            index = "0",
            paramLabel = "FAMILY|MODEL",
            description = "the puzzle family (see 'orbits list'), or a MiniZinc model (.mzn) or FlatZinc file (.fzn)"
                    + " of your own")
    String family;

    @Option(
            names = {"-p", "--param"},
            paramLabel = "NAME=VALUE",
            description = "a parameter of the family, or of the model (n=8 reaches MiniZinc as n = 8;); repeat for"
                    + " several (see 'orbits list' for the families' names and defaults)")
    List<String> parameters = new ArrayList<>();

    @Option(
            names = {"-d", "--data"},
            paramLabel = "DATA.dzn",
            description = "a data file of the MiniZinc model; repeat for several")
    List<Path> data = new ArrayList<>();

    Instance instance(Orbits orbits) {
        Map<String, String> given = new LinkedHashMap<>(Assignments.byName(parameters, "parameter"));
        boolean model = family.endsWith(".mzn") || family.endsWith(".fzn");
        if (!data.isEmpty()) {
            if (!model) {
                throw new OrbitsException(
                        "-d gives a MiniZinc model its data: " + family + " is a family, not a model");
            }
            if (given.containsKey("data")) {
                throw new OrbitsException("give the data files with -d or with -p data=..., not both");
            }
            given.put("data", String.join(",", data.stream().map(Path::toString).toList()));
        }
        return model ? orbits.model(Path.of(family), given) : orbits.instance(family, given);
    }
}
