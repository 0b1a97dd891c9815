package org.orbits.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import org.orbits.api.CatalogOptions;
import org.orbits.api.OrbitsException;
import org.orbits.api.ProofInterruptedException;

/**
 * What the commands on a catalog folder share ({@code orbits catalog}, {@code verify}, {@code serve}): the folder they
 * take by default, the options a catalog's run starts from, the heavy proofs, and what an interrupted proof says.
 */
final class CatalogRuns {

    /** The catalog folder a command takes when none is named. */
    static final String DEFAULT_FOLDER = "catalog";

    private CatalogRuns() {}

    /** The options every catalog run starts from: the folder, one family or all, threads, its lines. */
    static CatalogOptions options(Path folder, String only, int threads, boolean quiet, PrintWriter err) {
        CatalogOptions options = CatalogOptions.of(folder).withThreads(threads).onLine(line -> {
            if (!quiet) {
                err.println("orbits: " + line);
            }
        });
        return only == null ? options : options.onlyFamily(only);
    }

    /** The options with the heavy proofs on, or with their checkpoint folder refused when they are off. */
    static CatalogOptions heavyProofOptions(CatalogOptions options, boolean heavy, Path checkpoints) {
        if (!heavy) {
            if (checkpoints != null) {
                throw new OrbitsException("--checkpoint keeps the heavy proofs' work: it goes with --heavy");
            }
            return options;
        }
        return options.provingHeavy(Optional.ofNullable(checkpoints));
    }

    /** Says where the work of a stopped proof is kept, and gives the exit code of an interrupted command. */
    static ExitCode interrupted(PrintWriter err, ProofInterruptedException stopped, boolean bySignal) {
        err.println("orbits: " + stopped.getMessage() + (bySignal ? "" : " (cancelled)")
                + "; the finished work units are saved in " + stopped.checkpoints()
                + ": run the same command again to resume");
        err.flush();
        return ExitCode.INTERRUPTED;
    }
}
