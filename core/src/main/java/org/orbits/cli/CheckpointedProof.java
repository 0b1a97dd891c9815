package org.orbits.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.orbits.api.Cancellation;
import org.orbits.api.Enumeration;
import org.orbits.api.Instance;
import org.orbits.api.Options;
import org.orbits.api.Orbits;
import org.orbits.catalog.CatalogEntry;
import org.orbits.catalog.FileFailureException;
import org.orbits.catalog.HeavyProof;
import org.orbits.puzzle.PuzzleInstance;

/**
 * The proof of a heavy catalog entry as {@code orbits enumerate --checkpoint} runs it, on every core given:
 * each instance's finished work units are kept in a file of {@code folder}, so an interrupted proof resumes
 * where it stopped, and the file goes once the entries are written.
 */
final class CheckpointedProof implements HeavyProof {

    private final Orbits orbits;
    private final int threads;
    private final Path folder;
    private final Cancellation cancellation;
    private final PrintWriter err;
    private final boolean quiet;

    CheckpointedProof(
            Orbits orbits, int threads, Path folder, Cancellation cancellation, PrintWriter err, boolean quiet) {
        this.orbits = orbits;
        this.threads = threads;
        this.folder = folder;
        this.cancellation = cancellation;
        this.err = err;
        this.quiet = quiet;
    }

    /** The default folder of the checkpoints: hidden in the catalog folder, where no page links to it. */
    static Path defaultFolder(Path catalog) {
        return catalog.resolve(".checkpoints");
    }

    Path file(PuzzleInstance instance) {
        return folder.resolve(instance.family().name() + "-" + instance.id() + ".checkpoint");
    }

    @Override
    public Optional<List<CatalogEntry>> entries(PuzzleInstance puzzle) {
        try {
            Files.createDirectories(folder);
        } catch (IOException failed) {
            throw new FileFailureException("cannot create the checkpoint folder", folder, failed);
        }
        Instance instance = orbits.instance(puzzle.family().name(), puzzle.parameters());
        Options options = Options.defaults()
                .withThreads(threads)
                .withCheckpoint(file(puzzle))
                .cancelledBy(cancellation)
                .onProgress(Progress.of(err, instance.label(), quiet));
        if (orbits.resumes(instance, options, 1, 1) && !quiet) {
            err.println("orbits: " + instance.label() + ": resuming from " + file(puzzle));
        }
        Enumeration result = orbits.enumerate(instance, options);
        if (cancellation.isCancelled() || !result.complete()) {
            return Optional.empty();
        }
        return Optional.of(orbits.entries(result));
    }

    /** Says where the work of a stopped proof is kept, and gives the exit code of an interrupted command. */
    static int interrupted(PrintWriter err, RuntimeException stopped, boolean bySignal, Path folder) {
        err.println("orbits: " + stopped.getMessage() + (bySignal ? "" : " (cancelled)")
                + "; the finished work units are saved in " + folder + ": run the same command again to resume");
        err.flush();
        return OrbitsCommand.INTERRUPTED;
    }

    @Override
    public void done(PuzzleInstance instance) {
        try {
            Files.deleteIfExists(file(instance));
            try (var left = Files.list(folder)) {
                if (left.findAny().isEmpty()) {
                    Files.delete(folder);
                }
            }
        } catch (IOException failed) {
            throw new FileFailureException("cannot remove the finished checkpoint", file(instance), failed);
        }
    }
}
