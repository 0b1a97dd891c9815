package org.orbits.catalog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.search.TwoWayCount;

/**
 * Generates the catalog. Every instance is counted both ways before a single file is written, so a run
 * that fails or is interrupted leaves the previous catalog as it was; each file is then replaced whole.
 */
public final class CatalogBuilder {

    private final PuzzleRegistry registry;
    private final Catalog catalog;
    private final Consumer<String> log;
    private final ProgressListener progress;

    public CatalogBuilder(PuzzleRegistry registry, Catalog catalog, Consumer<String> log, ProgressListener progress) {
        this.registry = registry;
        this.catalog = catalog;
        this.log = log;
        this.progress = progress;
    }

    /** Thrown when the two ways of counting disagree: nothing has been written. */
    public static final class DisagreementException extends RuntimeException {
        public DisagreementException(String message) {
            super(message);
        }
    }

    /** Regenerates the entries of {@code families} and the index; returns how many instances were written. */
    public int build(List<PuzzleFamily> families) {
        checkWritable(catalog.root());
        Map<Path, String> files = new LinkedHashMap<>();
        int written = 0;
        for (PuzzleFamily family : families) {
            List<PuzzleInstance> instances = family.catalogInstances();
            for (PuzzleInstance instance : instances) {
                long start = System.nanoTime();
                TwoWayCount count = TwoWayCount.take(instance, instance.defaultGroup(), SolverSettings.DEFAULT, progress);
                List<String> disagreements = count.disagreements();
                if (!disagreements.isEmpty()) {
                    throw new DisagreementException(instance.label() + ": " + String.join("; ", disagreements)
                            + " (nothing was written)");
                }
                CatalogEntry entry = CatalogEntry.of(instance, count.byLexLeader());
                files.put(catalog.file(instance, ".json"), CatalogJson.write(entry));
                files.put(catalog.file(instance, ".md"), CatalogPages.markdown(instance, entry));
                files.put(catalog.file(instance, ".svg"), CatalogPages.svg(instance, entry));
                written++;
                log.accept(String.format(Locale.ROOT, "[%d/%d] %s: %d solutions, %d orbits (%.1f s)",
                        written, instances.size(), instance.label(), entry.solutions(), entry.orbits(),
                        (System.nanoTime() - start) / 1e9));
            }
        }
        files.forEach(AtomicFiles::write);
        for (PuzzleFamily family : families) {
            for (Path stray : catalog.strayFiles(family)) {
                delete(stray);
                log.accept("removed " + stray + ": no catalog instance owns it");
            }
        }
        AtomicFiles.write(catalog.index(), CatalogPages.index(catalog.readAll(registry)));
        return written;
    }

    /** Fails before any search when the folder cannot be written, rather than after all of them. */
    private static void checkWritable(Path root) {
        try {
            Files.createDirectories(root);
        } catch (IOException failed) {
            throw new UncheckedIOException("cannot create the catalog folder " + root + " ("
                    + failed.getClass().getSimpleName() + ")", failed);
        }
        if (!Files.isWritable(root)) {
            throw new UncheckedIOException("cannot write to the catalog folder " + root,
                    new IOException("not writable"));
        }
    }

    private static void delete(Path stray) {
        try {
            Files.deleteIfExists(stray);
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
    }
}
