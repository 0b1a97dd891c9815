package org.orbits.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.orbits.api.EnumerationResult;
import org.orbits.api.MergedParts;
import org.orbits.api.Orbits;
import org.orbits.api.Part;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
        name = "merge",
        mixinStandardHelpOptions = true,
        description = {
            "Combines the partial results of 'orbits enumerate ... --parts K --part I' into the result of"
                    + " the whole search, reported as 'orbits enumerate' reports it.",
            "Refuses parts of different instances, settings or splits, and a unit held by two parts; reports the"
                    + " units no part finished (exit 1, the result then incomplete)."
        })
final class MergeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "partial results, one per part")
    List<Path> files;

    @Option(names = "--json", description = "print one JSON document instead of text")
    boolean json;

    private final Orbits orbits;

    MergeCommand(Orbits orbits) {
        this.orbits = orbits;
    }

    @Override
    public Integer call() {
        List<Part> parts = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Path file : files) {
            parts.add(orbits.readPart(file));
            names.add(file.toString());
        }
        MergedParts merged = orbits.merge(parts, names);
        EnumerationResult result = merged.enumeration();
        PrintWriter err = spec.commandLine().getErr();
        if (!merged.missingUnits().isEmpty()) {
            err.println(
                    "orbits: " + result.label() + ": " + merged.missingUnits().size() + " of " + merged.units()
                            + " work units missing (no part finished them): "
                            + merged.missingInWords());
        }
        Reports.print(spec.commandLine().getOut(), orbits, result, json);
        return merged.missingUnits().isEmpty() ? OrbitsCommand.OK : OrbitsCommand.NOT_FOUND;
    }
}
