package org.orbits.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.orbits.api.EnumerationResult;
import org.orbits.api.MergedParts;
import org.orbits.api.Orbits;
import org.orbits.api.Part;

/** {@code orbits merge}: the partial results of one search's parts combined into its whole result. */
final class MergeCommand implements Subcommand {

    private final List<Path> files = new ArrayList<>();
    private boolean json;

    private final Console console;

    MergeCommand(Console console) {
        this.console = console;
    }

    @Override
    public Syntax syntax() {
        return new Syntax(
                        "merge",
                        "Combines the partial results of 'orbits enumerate ... --parts K --part I' into the result of"
                                + " the whole search, reported as 'orbits enumerate' reports it.",
                        "Refuses parts of different instances, settings or splits, and a unit held by two parts;"
                                + " reports the units no part finished (exit 1, the result then incomplete).")
                .operands("FILE", "partial results, one per part", word -> files.add(Syntax.pathOf(word)))
                .flag("--json", "print one JSON document instead of text", () -> json = true);
    }

    @Override
    public ExitCode call() {
        Orbits orbits = console.orbits();
        List<Part> parts = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Path file : files) {
            parts.add(orbits.readPart(console.caller().resolve(file)));
            names.add(file.toString());
        }
        MergedParts merged = orbits.merge(parts, names);
        EnumerationResult result = merged.enumeration();
        PrintWriter err = console.err();
        if (!merged.missingUnits().isEmpty()) {
            err.println(
                    "orbits: " + result.label() + ": " + merged.missingUnits().size() + " of " + merged.units()
                            + " work units missing (no part finished them): "
                            + merged.missingInWords());
        }
        Reports.print(console.out(), orbits, result, json);
        return merged.missingUnits().isEmpty() ? ExitCode.OK : ExitCode.NOT_FOUND;
    }
}
