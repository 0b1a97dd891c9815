package org.orbits.cli;

import java.io.PrintWriter;
import java.util.StringJoiner;
import org.orbits.api.Detection;
import org.orbits.api.Instance;
import org.orbits.api.Orbits;
import org.orbits.api.SymmetryGroup;

/** {@code orbits symmetries}: the symmetry groups of one instance, their generators and order. */
final class SymmetriesCommand implements Subcommand {

    private final InstanceOptions instanceOptions;
    private String symmetry = "declared";

    private final Console console;

    SymmetriesCommand(Console console) {
        this.console = console;
        this.instanceOptions = new InstanceOptions(console.caller().directory());
    }

    @Override
    public Syntax syntax() {
        return instanceOptions
                .declare(new Syntax(
                        "symmetries",
                        "Shows the symmetry groups of one instance: their generators, as maps of cells (and of"
                                + " values), and their order."))
                .text(
                        "--symmetry",
                        "SOURCE",
                        "declared (the groups the family or model declares) or detect (also find the symmetries"
                                + " that map every solution to a solution, proven on all of them, and compare them"
                                + " with the declared group) (default: declared)",
                        word -> symmetry = word);
    }

    @Override
    public ExitCode call() {
        Orbits orbits = console.orbits();
        Instance found = instanceOptions.instance(orbits);
        PrintWriter out = console.out();
        if (SymmetrySource.detecting(symmetry)) {
            Detection detection = orbits.detect(found);
            for (String line : detection.report()) {
                out.println(found.label() + ": " + line);
            }
            found = detection.instance();
        }
        Instance instance = found;
        boolean first = true;
        for (SymmetryGroup group : instance.groups()) {
            out.println(
                    instance.label() + ": group " + Reports.groupText(group.name(), group.structure(), group.order())
                            + (first ? ", the default" : ""));
            first = false;
            for (SymmetryGroup.Generator generator : group.generators()) {
                out.println("  generator " + generator.name() + ": " + describe(generator));
            }
        }
        return ExitCode.OK;
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
