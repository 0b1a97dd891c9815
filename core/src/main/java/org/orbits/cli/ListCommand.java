package org.orbits.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.orbits.puzzle.Parameter;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleRegistry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(
        name = "list",
        mixinStandardHelpOptions = true,
        description =
                "Lists the puzzle families, their parameters with defaults and ranges, and their symmetry groups.")
final class ListCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    private final PuzzleRegistry registry;

    ListCommand(PuzzleRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        for (PuzzleFamily family : registry.families()) {
            out.println(family.name() + " — " + family.title());
            for (Parameter parameter : family.parameters()) {
                out.printf(
                        "  -p %s=...  %s (default %s; %s)%n",
                        parameter.name(), parameter.description(), parameter.defaultValue(), parameter.range());
            }
            out.println("  symmetry: " + family.symmetryDescription());
            out.println("  catalog: " + family.catalogInstances().size() + " instances");
        }
        return OrbitsCommand.OK;
    }
}
