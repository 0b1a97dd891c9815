package org.orbits.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.orbits.api.Cancellation;
import org.orbits.api.Orbits;
import org.orbits.catalog.Catalog;
import org.orbits.catalog.CatalogBuilder;
import org.orbits.catalog.Verifier;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleRegistry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
        name = "verify",
        mixinStandardHelpOptions = true,
        description = {
            "Re-checks the catalog: recomputes every entry both ways, by the definition model where it finishes"
                    + " within its budget and by Burnside's lemma, checks every stored representative with the"
                    + " puzzle's independent checker, every page against its entry, and every link and sheet of"
                    + " every page.",
            "A heavy entry (a proof too long for every run) is not searched again unless --heavy asks: every"
                    + " solution of its stored orbits is checked by the checker at the stored optimum, and its counts"
                    + " by Burnside's lemma over those solutions, under each of its groups.",
            "Exits 0 only if everything agrees, and names every difference otherwise (exit 1)."
        })
final class VerifyCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--only", paramLabel = "FAMILY", description = "verify this family only")
    String only;

    @Option(
            names = "--catalog",
            paramLabel = "DIR",
            defaultValue = "catalog",
            description = "the catalog folder (default: ${DEFAULT-VALUE})")
    Path catalog;

    @Option(names = "--quiet", description = "no per-instance lines on standard error")
    boolean quiet;

    @Option(
            names = "--heavy",
            description = "re-prove the heavy entries too, each by one search on every core (without it their"
                    + " stored solutions are checked and their counts confirmed by Burnside's lemma, no search);"
                    + " Ctrl-C keeps the finished work in --checkpoint DIR and running the same command again"
                    + " resumes it")
    boolean heavy;

    @Option(
            names = "--checkpoint",
            paramLabel = "DIR",
            description = "with --heavy: the folder for the proofs' checkpoints, each removed once its entry is"
                    + " compared (default: .checkpoints in the catalog folder)")
    Path checkpoints;

    @Mixin
    ThreadsOption threads;

    private final PuzzleRegistry registry;

    VerifyCommand(PuzzleRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        if (!Files.isDirectory(catalog)) {
            throw new BadInputException("no catalog folder at " + catalog + " (run 'orbits catalog' first)");
        }
        List<PuzzleFamily> families = only == null ? registry.families() : List.of(registry.family(only));
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (checkpoints != null && !heavy) {
            throw new BadInputException("--checkpoint keeps the heavy proofs' work: it goes with --heavy");
        }
        Verifier verifier = new Verifier(
                        registry,
                        new Catalog(catalog),
                        line -> {
                            if (!quiet) {
                                err.println("orbits: " + line);
                            }
                        },
                        Progress.to(err, "verify", quiet))
                .threads(threads.count());
        List<String> problems;
        if (heavy) {
            Path kept = checkpoints == null ? CheckpointedProof.defaultFolder(catalog) : checkpoints;
            Cancellation cancellation = new Cancellation();
            try (Interrupts interrupts = Interrupts.cancelling(cancellation)) {
                try {
                    problems = verifier.heavy(new CheckpointedProof(
                                    Orbits.of(registry), threads.count(), kept, cancellation, err, quiet))
                            .verify(families);
                } catch (CatalogBuilder.Interrupted stopped) {
                    return CheckpointedProof.interrupted(err, stopped, interrupts.interrupted(), kept);
                }
            }
        } else {
            problems = verifier.verify(families);
        }
        if (problems.isEmpty()) {
            out.println("verified: every entry of " + catalog
                    + " recomputes every way, passes the checker, and its pages hold");
            return OrbitsCommand.OK;
        }
        problems.forEach(problem -> out.println("MISMATCH " + problem));
        out.println(problems.size() + " difference(s) found in " + catalog);
        return OrbitsCommand.NOT_FOUND;
    }
}
