package org.orbits.cli;

import java.io.PrintWriter;
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
    public ExitCode call() {
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
                        option.name(), option.description(), option.defaultWord(), ModelOptionsHelp.words(option));
            }
            out.println("  symmetry: " + family.symmetry());
            out.println("  catalog: " + orbits.catalogSize(family.name()) + " instances");
        }
        return ExitCode.OK;
    }
}
