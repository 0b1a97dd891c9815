package org.orbits.api;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import org.orbits.catalog.CatalogJobs;

/**
 * How to build or verify a catalog: the folder, one family or all, the threads each search may use, whether
 * the heavy entries are proven (and where their proofs keep their checkpoints), and who is told how it goes.
 * Start from {@link #of(Path)} and change what you need.
 *
 * @param family the one family to build or verify; empty for every family
 * @param heavy prove the heavy entries (alone, when building; as well, when verifying)
 * @param checkpoints where the heavy proofs keep their finished work (default: {@code .checkpoints} in the folder)
 * @param log told one line per entry built or verified, and of anything a person should know
 * @param models a folder of models to build the catalog of (see {@link #fromModels}); empty for the families', or,
 *     when the folder is a models catalog already, for the models it keeps
 */
public record CatalogOptions(
        Path folder,
        Optional<String> family,
        int threads,
        boolean heavy,
        Optional<Path> checkpoints,
        Consumer<String> log,
        Progress.Listener progress,
        Cancellation cancellation,
        Optional<Path> models) {

    public CatalogOptions {
        Objects.requireNonNull(folder);
        Objects.requireNonNull(family);
        Objects.requireNonNull(checkpoints);
        Objects.requireNonNull(log);
        Objects.requireNonNull(progress);
        Objects.requireNonNull(cancellation);
        Objects.requireNonNull(models);
        if (threads < 1) {
            throw new OrbitsException("threads must be at least 1, not " + threads);
        }
        if (checkpoints.isPresent() && !heavy) {
            throw new OrbitsException("a checkpoint folder keeps the heavy proofs' work: it goes with proving them");
        }
        if (models.isPresent() && (heavy || family.isPresent())) {
            throw new OrbitsException("a catalog of models is built whole: it has no heavy entries and no single"
                    + " family to build alone");
        }
    }

    /** Every family, one thread, no heavy proof, nobody told. */
    public static CatalogOptions of(Path folder) {
        return new CatalogOptions(
                folder,
                Optional.empty(),
                1,
                false,
                Optional.empty(),
                line -> {},
                Progress.Listener.SILENT,
                new Cancellation(),
                Optional.empty());
    }

    public CatalogOptions onlyFamily(String name) {
        return new CatalogOptions(
                folder, Optional.of(name), threads, heavy, checkpoints, log, progress, cancellation, models);
    }

    public CatalogOptions withThreads(int count) {
        return new CatalogOptions(folder, family, count, heavy, checkpoints, log, progress, cancellation, models);
    }

    /** Proves the heavy entries, keeping their proofs' work in {@code kept} (or the default folder). */
    public CatalogOptions provingHeavy(Optional<Path> kept) {
        return new CatalogOptions(folder, family, threads, true, kept, log, progress, cancellation, models);
    }

    public CatalogOptions onLine(Consumer<String> lines) {
        return new CatalogOptions(folder, family, threads, heavy, checkpoints, lines, progress, cancellation, models);
    }

    public CatalogOptions onProgress(Progress.Listener listener) {
        return new CatalogOptions(folder, family, threads, heavy, checkpoints, log, listener, cancellation, models);
    }

    public CatalogOptions cancelledBy(Cancellation handle) {
        return new CatalogOptions(folder, family, threads, heavy, checkpoints, log, progress, handle, models);
    }

    /**
     * Builds the catalog of the models in {@code folder} instead of the families': each model a family, its
     * instances those the folder's {@code catalog.txt} names (or each model at its own values), and the sources
     * kept in the catalog's {@code models} folder, from which verifying and serving it read them again.
     */
    public CatalogOptions fromModels(Path folder) {
        return new CatalogOptions(
                this.folder, family, threads, heavy, checkpoints, log, progress, cancellation, Optional.of(folder));
    }

    /** What the catalog layer runs: these options in its own terms. */
    CatalogJobs.Request request() {
        return new CatalogJobs.Request(
                folder,
                family,
                threads,
                heavy,
                checkpointFolder(),
                log,
                Progress.told(progress),
                cancellation::isCancelled,
                models);
    }

    /** Where the heavy proofs keep their work: hidden in the catalog folder unless told, where no page links. */
    public Path checkpointFolder() {
        return checkpoints.orElse(folder.resolve(".checkpoints"));
    }
}
