package org.orbits.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.orbits.api.CatalogOptions;
import org.orbits.api.Orbits;
import org.orbits.api.ProofInterruptedException;
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
            description = "the catalog folder (default: ${DEFAULT-VALUE}); a catalog of models is checked against the"
                    + " sources it keeps in DIR/models")
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

    private final Orbits orbits;

    VerifyCommand(Orbits orbits) {
        this.orbits = orbits;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        CatalogOptions options = CatalogCommand.heavyProofOptions(
                CatalogCommand.options(catalog, only, threads.count(), quiet, err)
                        .onProgress(ProgressLine.to(err, "verify", quiet)),
                heavy,
                checkpoints);
        List<String> problems;
        try (Interrupts interrupts = heavy ? Interrupts.cancelling(options.cancellation()) : null) {
            try {
                problems = orbits.verify(options);
            } catch (ProofInterruptedException stopped) {
                return CatalogCommand.interrupted(err, stopped, interrupts != null && interrupts.interrupted());
            }
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
