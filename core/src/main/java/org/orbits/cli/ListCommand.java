package org.orbits.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.orbits.puzzle.ModelOption;
import org.orbits.puzzle.Parameter;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleRegistry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(
        name = "list",
        mixinStandardHelpOptions = true,
        description = "Lists the puzzle families, their parameters with defaults and ranges, their model options and"
                + " their symmetry groups.")
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
            for (ModelOption option : family.modelOptions()) {
                out.printf(
                        "  -o %s=...  %s (default %s; %s)%n",
                        option.name(), option.description(), option.defaultWord(), words(option));
            }
            out.println("  symmetry: " + family.symmetryDescription());
            out.println("  catalog: " + family.catalogInstances().size() + " instances");
        }
        return OrbitsCommand.OK;
    }

    /** The model options of every family, for the help of the commands that take them. */
    static String modelOptionsByFamily(PuzzleRegistry registry) {
        StringBuilder text = new StringBuilder("%nModel options (-o NAME=WORD), by family:%n");
        for (PuzzleFamily family : registry.families()) {
            List<String> options = family.modelOptions().stream()
                    .map(option -> option.name() + "=" + words(option) + " (default " + option.defaultWord() + ")")
                    .toList();
            text.append(String.format("  %-12s %s%n", family.name(), options.isEmpty() ? "none" : options.get(0)));
            options.stream().skip(1).forEach(option -> text.append(String.format("  %-12s %s%n", "", option)));
        }
        return text.toString();
    }

    private static String words(ModelOption option) {
        return String.join(" | ", option.words());
    }
}
