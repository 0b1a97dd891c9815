package org.orbits.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.StringJoiner;
import java.util.concurrent.Callable;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetry;
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

    private final PuzzleRegistry registry;

    SymmetriesCommand(PuzzleRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        PuzzleInstance instance = instanceOptions.instance(registry);
        PrintWriter out = spec.commandLine().getOut();
        for (Group group : instance.groups()) {
            out.println(instance.label() + ": group " + group.name() + " of order " + group.order()
                    + (group == instance.defaultGroup() ? " (the default)" : ""));
            for (Symmetry generator : group.generators()) {
                out.println("  generator " + generator.name() + ": " + describe(instance.cellNames(), generator));
            }
        }
        return OrbitsCommand.OK;
    }

    private static String describe(List<String> cells, Symmetry symmetry) {
        StringJoiner moves = new StringJoiner(" ");
        for (int i = 0; i < cells.size(); i++) {
            if (symmetry.cellImage(i) != i) {
                moves.add(cells.get(i) + "->" + cells.get(symmetry.cellImage(i)));
            }
        }
        String values = symmetry.values().isIdentity() ? "" : "; " + symmetry.values();
        return (moves.length() == 0 ? "every cell stays" : moves) + values;
    }
}
