package org.orbits.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.orbits.api.Cancellation;
import org.orbits.api.Orbits;
import org.orbits.catalog.Catalog;
import org.orbits.catalog.CatalogBuilder;
import org.orbits.puzzle.BadInputException;
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
                    + " nothing is written until all are done.",
            "Heavy entries, whose proofs take longer than a catalog run can carry, are kept as stored; --heavy"
                    + " regenerates them alone."
        })
final class CatalogCommand implements Callable<Integer> {

    static final String DEFAULT_FOLDER = "catalog";

    @Spec
    CommandSpec spec;

    @Option(names = "--only", paramLabel = "FAMILY", description = "regenerate this family only")
    String only;

    @Option(
            names = "--catalog",
            paramLabel = "DIR",
            description = "the catalog folder (default: " + DEFAULT_FOLDER + ")")
    Path catalog;

    /** The old name of {@code --catalog}, kept for one release. */
    @Option(names = "--out", paramLabel = "DIR", hidden = true)
    Path out;

    @Option(names = "--quiet", description = "no progress lines on standard error")
    boolean quiet;

    @Option(
            names = "--heavy",
            description = "regenerate the heavy entries only (proofs too long for a catalog run, kept as stored"
                    + " otherwise), each re-proven by one search on every core; Ctrl-C keeps the finished work in"
                    + " --checkpoint DIR and running the same command again resumes it")
    boolean heavy;

    @Option(
            names = "--checkpoint",
            paramLabel = "DIR",
            description = "with --heavy: the folder for the proofs' checkpoints, each removed once its entry is"
                    + " written (default: .checkpoints in the catalog folder)")
    Path checkpoints;

    @Mixin
    ThreadsOption threads;

    private final PuzzleRegistry registry;

    CatalogCommand(PuzzleRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        Path folder = folder();
        List<PuzzleFamily> families = only == null ? registry.families() : List.of(registry.family(only));
        var err = spec.commandLine().getErr();
        CatalogBuilder builder = new CatalogBuilder(
                        registry,
                        new Catalog(folder),
                        line -> {
                            if (!quiet) {
                                err.println("orbits: " + line);
                            }
                        },
                        Progress.to(err, "catalog", quiet))
                .threads(threads.count());
        if (checkpoints != null && !heavy) {
            throw new BadInputException("--checkpoint keeps the heavy proofs' work: it goes with --heavy");
        }
        if (!heavy) {
            int written = builder.build(families);
            spec.commandLine().getOut().println("wrote " + written + " entries to " + folder);
            return OrbitsCommand.OK;
        }
        Path kept = checkpoints == null ? CheckpointedProof.defaultFolder(folder) : checkpoints;
        Cancellation cancellation = new Cancellation();
        try (Interrupts interrupts = Interrupts.cancelling(cancellation)) {
            try {
                int written = builder.heavy(new CheckpointedProof(
                                Orbits.of(registry), threads.count(), kept, cancellation, err, quiet))
                        .build(families);
                spec.commandLine().getOut().println("wrote " + written + " heavy entries to " + folder);
                return OrbitsCommand.OK;
            } catch (CatalogBuilder.Interrupted stopped) {
                return CheckpointedProof.interrupted(err, stopped, interrupts.interrupted(), kept);
            }
        }
    }

    private Path folder() {
        if (out == null) {
            return catalog == null ? Path.of(DEFAULT_FOLDER) : catalog;
        }
        if (catalog != null) {
            throw new BadInputException("--out is the old name of --catalog: give --catalog only");
        }
        spec.commandLine().getErr().println("orbits: --out is deprecated and will be removed: use --catalog " + out);
        return out;
    }
}
