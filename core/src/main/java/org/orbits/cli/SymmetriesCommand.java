package org.orbits.cli;

import java.io.PrintWriter;
import java.util.StringJoiner;
import java.util.concurrent.Callable;
import org.orbits.api.Instance;
import org.orbits.api.Orbits;
import org.orbits.api.SymmetryGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(
        name = "symmetries",
        mixinStandardHelpOptions = true,
        description = "Shows the symmetry groups of one instance: their generators, as maps of cells (and of"
                + " values), and their order.")
final class SymmetriesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    InstanceOptions instanceOptions;

    private final Orbits orbits;

    SymmetriesCommand(Orbits orbits) {
        this.orbits = orbits;
    }

    @Override
    public Integer call() {
        Instance instance = instanceOptions.instance(orbits);
        PrintWriter out = spec.commandLine().getOut();
        boolean first = true;
        for (SymmetryGroup group : instance.groups()) {
            out.println(instance.label() + ": group " + Reports.groupText(group.name(), group.structure(), group.order())
                    + (first ? ", the default" : ""));
            first = false;
            for (SymmetryGroup.Generator generator : group.generators()) {
                out.println("  generator " + generator.name() + ": " + describe(generator));
            }
        }
        return OrbitsCommand.OK;
    }

    private static String describe(SymmetryGroup.Generator generator) {
        if (generator.mapsAssignments()) {
            StringJoiner literals = new StringJoiner(" ");
            generator.literals().forEach((from, to) -> literals.add(from + "->" + to));
            return "assignments " + literals;
        }
        StringJoiner moves = new StringJoiner(" ");
        generator.cells().forEach((from, to) -> moves.add(from + "->" + to));
        String values = generator.values().isEmpty()
                ? ""
                : "; values " + generator.values().keySet().iterator().next() + ".. -> "
                        + generator.values().values();
        return (moves.length() == 0 ? "every cell stays" : moves) + values;
    }
}
