package org.orbits.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.orbits.catalog.CatalogEntry;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.Census;
import org.orbits.search.LedgerFile;
import org.orbits.search.PartialMerge;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
        name = "merge",
        mixinStandardHelpOptions = true,
        description = {
            "Combines the partial results of 'orbits enumerate ... --units K --unit I' into the result of"
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

    private final PuzzleRegistry registry;

    MergeCommand(PuzzleRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        List<LedgerFile> parts = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Path file : files) {
            parts.add(LedgerFile.read(file, "partial result"));
            names.add(file.toString());
        }
        LedgerFile.Identity identity = parts.get(0).identity();
        PuzzleInstance instance = registry.family(identity.family()).instance(identity.parameters());
        Optional<Objective.Sense> sense = instance.build(identity.settings().modelOptions())
                .objective()
                .map(PuzzleModel.ObjectiveVariable::sense);
        List<PartialMerge.Run> runs = PartialMerge.merge(parts, names, sense);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Reports.PerGroup printer = new Reports.PerGroup(out, json, instance.label());
        boolean complete = true;
        for (PartialMerge.Run run : runs) {
            Census census = Census.of(instance, instance.group(run.group()), identity.settings(), run::replay);
            CatalogEntry entry = CatalogEntry.of(instance, census);
            if (!run.missing().isEmpty()) {
                complete = false;
                err.println("orbits: " + instance.label() + " under " + run.group() + ": "
                        + run.missing().size()
                        + " of " + run.units() + " work units missing (no part finished them): "
                        + PartialMerge.describe(run.missing()));
            }
            printer.add(entry, census);
        }
        printer.finish();
        return complete ? OrbitsCommand.OK : OrbitsCommand.NOT_FOUND;
    }
}
