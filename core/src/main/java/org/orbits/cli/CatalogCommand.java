package org.orbits.cli;

import java.nio.file.Path;
import org.orbits.api.CatalogOptions;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsException;
import org.orbits.api.ProofInterruptedException;

/** {@code orbits catalog}: regenerates the catalog, or builds one of a folder of models. */
final class CatalogCommand implements Subcommand {

    private String only;
    private Path catalog;
    private Path models;
    private boolean quiet;
    private boolean heavy;
    private Path checkpoints;
    private final ThreadsOption threads = new ThreadsOption();

    private final Console console;

    CatalogCommand(Console console) {
        this.console = console;
    }

    @Override
    public Syntax syntax() {
        Syntax syntax = new Syntax(
                        "catalog",
                        "Regenerates the catalog: for every catalogued instance a JSON entry, a Markdown page and an"
                                + " SVG sheet of every orbit representative, and an index README.md with all counts.",
                        "Every count is computed two ways, checked by the definition model and Burnside, and must"
                                + " agree; nothing is written until all are done.",
                        "Heavy entries, whose proofs take longer than a catalog run can carry, are kept as stored;"
                                + " --heavy regenerates them alone.",
                        "With --models DIR, the catalog of your own models instead: each model of DIR a family, its"
                                + " instances those DIR/catalog.txt lists (or each model at its own values), the"
                                + " sources kept in the catalog's models folder; the folder is replaced whole, or not"
                                + " at all if a model fails. A catalog of models is rebuilt from the sources it keeps"
                                + " when --models is not given.")
                .text("--only", "FAMILY", "regenerate this family only", word -> only = word)
                .path(
                        "--catalog",
                        "DIR",
                        "the catalog folder (default: " + CatalogRuns.DEFAULT_FOLDER + ")",
                        dir -> catalog = dir)
                .path(
                        "--models",
                        "DIR",
                        "build the catalog of the models (.mzn, .fzn) in DIR, as DIR/catalog.txt lists them: one line"
                                + " per instance, 'MODEL.mzn [-d DATA.dzn]... [NAME=VALUE]...', '#' comments",
                        dir -> models = dir)
                .flag("--quiet", "no progress lines on standard error", () -> quiet = true)
                .flag(
                        "--heavy",
                        "regenerate the heavy entries only (proofs too long for a catalog run, kept as stored"
                                + " otherwise), each re-proven by one search on every core; Ctrl-C keeps the finished"
                                + " work in --checkpoint DIR and running the same command again resumes it",
                        () -> heavy = true)
                .path(
                        "--checkpoint",
                        "DIR",
                        "with --heavy: the folder for the proofs' checkpoints, each removed once its entry is written"
                                + " (default: .checkpoints in the catalog folder)",
                        dir -> checkpoints = dir);
        return threads.declare(syntax);
    }

    @Override
    public ExitCode call() {
        Orbits orbits = console.orbits();
        Path folder = catalog == null ? Path.of(CatalogRuns.DEFAULT_FOLDER) : catalog;
        var err = console.err();
        CatalogOptions options = CatalogRuns.options(folder, only, threads.count(), quiet, err)
                .onProgress(ProgressLine.to(console, "catalog", quiet));
        if (models != null) {
            if (heavy || only != null) {
                throw new OrbitsException(
                        "--models builds a catalog of models whole: it goes with neither --heavy nor --only");
            }
            options = options.fromModels(models);
        }
        if (!heavy) {
            options = CatalogRuns.heavyProofOptions(options, false, checkpoints);
            int written = orbits.catalog(options);
            console.out().println("wrote " + written + " entries to " + folder);
            return ExitCode.OK;
        }
        try (Interrupts interrupts = console.caller().cancelling(options.cancellation(), true)) {
            try {
                int written = orbits.catalog(CatalogRuns.heavyProofOptions(options, true, checkpoints));
                console.out().println("wrote " + written + " heavy entries to " + folder);
                return ExitCode.OK;
            } catch (ProofInterruptedException stopped) {
                return CatalogRuns.interrupted(err, stopped, interrupts.interrupted());
            }
        }
    }
}
