package org.orbits.cli;

import java.util.ArrayList;
import java.util.List;
import org.orbits.api.Assignments;
import org.orbits.api.Instance;
import org.orbits.api.Orbits;
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
        return orbits.instance(family, Assignments.byName(parameters, "parameter"));
    }
}
