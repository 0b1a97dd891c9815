package org.orbits.cli;

import java.util.ArrayList;
import java.util.List;
import org.orbits.api.Instance;
import org.orbits.api.Orbits;
import org.orbits.puzzle.ParameterValues;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Which instance a command works on: a family and its parameters. */
final class InstanceOptions {

    @Parameters(index = "0", paramLabel = "FAMILY", description = "the puzzle family (see 'orbits list')")
    String family;

    @Option(
            names = {"-p", "--param"},
            paramLabel = "NAME=VALUE",
            description = "a parameter of the family; repeat for several (see 'orbits list' for names and defaults)")
    List<String> parameters = new ArrayList<>();

    Instance instance(Orbits orbits) {
        return orbits.instance(family, ParameterValues.parse(parameters));
    }

    PuzzleInstance instance(PuzzleRegistry registry) {
        return registry.family(family).instance(ParameterValues.parse(parameters));
    }
}
