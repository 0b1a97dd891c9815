package org.orbits.cli;

import java.io.PrintWriter;
import java.util.List;
import org.orbits.api.Family;
import org.orbits.api.Orbits;

/** {@code orbits list}: the families, their parameters, model options and groups. */
final class ListCommand implements Subcommand {

    private final Console console;

    ListCommand(Console console) {
        this.console = console;
    }

    @Override
    public Syntax syntax() {
        return new Syntax(
                "list",
                "Lists the puzzle families, their parameters with defaults and ranges, their model options and their"
                        + " symmetry groups.");
    }

    @Override
    public int call() {
        Orbits orbits = console.orbits();
        PrintWriter out = console.out();
        for (Family family : orbits.families()) {
            out.println(family.name() + " — " + family.title());
            for (Family.Parameter parameter : family.parameters()) {
                out.printf(
                        "  -p %s=...  %s (default %s; %s)%n",
                        parameter.name(), parameter.description(), parameter.defaultValue(), parameter.range());
            }
            for (Family.ModelOption option : family.modelOptions()) {
                out.printf(
                        "  -o %s=...  %s (default %s; %s)%n",
                        option.name(), option.description(), option.defaultWord(), words(option));
            }
            out.println("  symmetry: " + family.symmetry());
            out.println("  catalog: " + orbits.catalogSize(family.name()) + " instances");
        }
        return OrbitsCommand.OK;
    }

    /** The model options of every family, for the help of the commands that take them. */
    static String modelOptionsByFamily(Orbits orbits) {
        StringBuilder text = new StringBuilder("\nModel options (-o NAME=WORD), by family:\n");
        for (Family family : orbits.families()) {
            List<String> options = family.modelOptions().stream()
                    .map(option -> option.name() + "=" + words(option) + " (default " + option.defaultWord() + ")")
                    .toList();
            text.append(String.format("  %-12s %s\n", family.name(), options.isEmpty() ? "none" : options.get(0)));
            options.stream().skip(1).forEach(option -> text.append(String.format("  %-12s %s\n", "", option)));
        }
        return text.toString();
    }

    private static String words(Family.ModelOption option) {
        return String.join(" | ", option.words());
    }
}
