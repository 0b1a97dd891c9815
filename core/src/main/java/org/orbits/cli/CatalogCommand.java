package org.orbits.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.orbits.catalog.Catalog;
import org.orbits.catalog.CatalogBuilder;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleRegistry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
        name = "catalog",
        mixinStandardHelpOptions = true,
        description = {
            "Regenerates the catalog: for every catalogued instance a JSON entry, a Markdown page and"
                    + " an SVG sheet of every orbit representative, and an index README.md with all counts.",
            "Every count is computed two ways, checked by the definition model and Burnside, and must agree;"
                    + " nothing is written until all are done."
        })
final class CatalogCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--only", paramLabel = "FAMILY", description = "regenerate this family only")
    String only;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            defaultValue = "catalog",
            description = "the catalog folder (default: ${DEFAULT-VALUE})")
    Path out;

    @Option(names = "--quiet", description = "no progress lines on standard error")
    boolean quiet;

    @Mixin
    ThreadsOption threads;

    private final PuzzleRegistry registry;

    CatalogCommand(PuzzleRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        List<PuzzleFamily> families = only == null ? registry.families() : List.of(registry.family(only));
        var err = spec.commandLine().getErr();
        CatalogBuilder builder = new CatalogBuilder(
                        registry,
                        new Catalog(out),
                        line -> {
                            if (!quiet) {
                                err.println("orbits: " + line);
                            }
                        },
                        Progress.to(err, "catalog", quiet))
                .threads(threads.count());
        int written = builder.build(families);
        spec.commandLine().getOut().println("wrote " + written + " entries to " + out);
        return OrbitsCommand.OK;
    }
}
