package org.orbits.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.orbits.api.CatalogOptions;
import org.orbits.api.Orbits;
import org.orbits.api.ProofInterruptedException;

/** {@code orbits verify}: re-checks the catalog, every entry every way. */
final class VerifyCommand implements Subcommand {

    private String only;
    private Path catalog = Path.of(CatalogRuns.DEFAULT_FOLDER);
    private boolean quiet;
    private boolean heavy;
    private Path checkpoints;
    private final ThreadsOption threads = new ThreadsOption();

    private final Console console;

    VerifyCommand(Console console) {
        this.console = console;
    }

    @Override
    public Syntax syntax() {
        Syntax syntax = new Syntax(
                        "verify",
                        "Re-checks the catalog: recomputes every entry both ways, by the definition model where it"
                                + " finishes within its budget and by Burnside's lemma, checks every stored"
                                + " representative with the puzzle's independent checker, every page against its"
                                + " entry, and every link and sheet of every page.",
                        "A heavy entry (a proof too long for every run) is not searched again unless --heavy asks:"
                                + " every solution of its stored orbits is checked by the checker at the stored"
                                + " optimum, and its counts by Burnside's lemma over those solutions, under each of"
                                + " its groups.",
                        "Exits 0 only if everything agrees, and names every difference otherwise (exit 1).")
                .text("--only", "FAMILY", "verify this family only", word -> only = word)
                .path(
                        "--catalog",
                        "DIR",
                        "the catalog folder (default: " + CatalogRuns.DEFAULT_FOLDER + "); a catalog of models is"
                                + " checked against the sources it keeps in DIR/models",
                        dir -> catalog = dir)
                .flag("--quiet", "no per-instance lines on standard error", () -> quiet = true)
                .flag(
                        "--heavy",
                        "re-prove the heavy entries too, each by one search on every core (without it their stored"
                                + " solutions are checked and their counts confirmed by Burnside's lemma, no search);"
                                + " Ctrl-C keeps the finished work in --checkpoint DIR and running the same command"
                                + " again resumes it",
                        () -> heavy = true)
                .path(
                        "--checkpoint",
                        "DIR",
                        "with --heavy: the folder for the proofs' checkpoints, each removed once its entry is"
                                + " compared (default: .checkpoints in the catalog folder)",
                        dir -> checkpoints = dir);
        return threads.declare(syntax);
    }

    @Override
    public ExitCode call() {
        Orbits orbits = console.orbits();
        PrintWriter out = console.out();
        PrintWriter err = console.err();
        CatalogOptions options = CatalogRuns.heavyProofOptions(
                CatalogRuns.options(catalog, only, threads.count(), quiet, err)
                        .onProgress(ProgressLine.to(console, "verify", quiet)),
                heavy,
                checkpoints);
        List<String> problems;
        try (Interrupts interrupts = console.caller().cancelling(options.cancellation(), heavy)) {
            try {
                problems = orbits.verify(options);
            } catch (ProofInterruptedException stopped) {
                return CatalogRuns.interrupted(err, stopped, interrupts.interrupted());
            }
        }
        if (problems.isEmpty()) {
            out.println("verified: every entry of " + catalog
                    + " recomputes every way, passes the checker, and its pages hold");
            return ExitCode.OK;
        }
        problems.forEach(problem -> out.println("MISMATCH " + problem));
        out.println(problems.size() + " difference(s) found in " + catalog);
        return ExitCode.NOT_FOUND;
    }
}
