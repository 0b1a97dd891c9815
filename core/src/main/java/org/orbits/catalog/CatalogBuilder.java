package org.orbits.catalog;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.ProgressListener;
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
    private int threads = 1;
    private final Catalog.DefinitionCounts definitions = new Catalog.DefinitionCounts();

    public CatalogBuilder(PuzzleRegistry registry, Catalog catalog, Consumer<String> log, ProgressListener progress) {
        this.registry = registry;
        this.catalog = catalog;
        this.log = log;
        this.progress = progress;
    }

    /** Threads for the full enumeration of each instance (see {@link TwoWayCount}); one by default. */
    public CatalogBuilder threads(int count) {
        this.threads = count;
        return this;
    }

    /** Thrown when the counts disagree (two ways, the definition model, Burnside), or a stored entry is unreadable: nothing has been written. */
    public static final class CatalogException extends RuntimeException {
        CatalogException(String message) {
            super(message);
        }
    }

    /** Regenerates the entries of {@code families} and the index; returns how many entries were written. */
    public int build(List<PuzzleFamily> families) {
        checkWritable(catalog.root());
        Map<Path, String> files = new LinkedHashMap<>();
        Map<String, CatalogEntry> fresh = new HashMap<>();
        for (PuzzleFamily family : families) {
            List<Catalog.Slot> slots = Catalog.slots(family);
            int done = 0;
            for (Catalog.Slot slot : slots) {
                long start = System.nanoTime();
                Catalog.Computed computed = Catalog.compute(slot, progress, threads, definitions);
                if (!computed.disagreements().isEmpty()) {
                    throw new CatalogException("the counts disagree on " + slot.label() + ": "
                            + String.join("; ", computed.disagreements())
                            + " (nothing was written)");
                }
                CatalogEntry entry = computed.entry();
                files.put(catalog.file(slot, ".json"), CatalogJson.write(entry));
                files.put(catalog.file(slot, ".md"), CatalogPages.markdown(slot, entry));
                files.put(catalog.file(slot, ".svg"), CatalogPages.svg(slot.instance(), entry));
                fresh.put(key(slot), entry);
                log.accept(String.format(
                        Locale.ROOT,
                        "[%d/%d] %s: %d solutions, %d orbits (%.1f s)",
                        ++done,
                        slots.size(),
                        slot.label(),
                        entry.solutions(),
                        entry.orbits(),
                        (System.nanoTime() - start) / 1e9));
            }
        }
        files.put(catalog.index(), CatalogPages.index(indexRows(fresh)));
        files.forEach(AtomicFiles::write);
        for (PuzzleFamily family : families) {
            for (Path stray : catalog.strayFiles(family)) {
                delete(stray);
                log.accept("removed " + stray + ": no catalog instance owns it");
            }
        }
        return fresh.size();
    }

    /** The index's rows: the entries just computed, and the stored ones of every family not regenerated. */
    private List<Catalog.Stored> indexRows(Map<String, CatalogEntry> fresh) {
        List<Catalog.Stored> rows = new ArrayList<>();
        for (PuzzleFamily family : registry.families()) {
            for (Catalog.Slot slot : Catalog.slots(family)) {
                if (fresh.containsKey(key(slot))) {
                    rows.add(new Catalog.Stored(slot, fresh.get(key(slot))));
                    continue;
                }
                try {
                    catalog.read(slot).ifPresent(entry -> rows.add(new Catalog.Stored(slot, entry)));
                } catch (IllegalArgumentException unreadable) {
                    throw new CatalogException(catalog.file(slot, ".json") + " is unreadable ("
                            + unreadable.getMessage() + "): regenerate it with 'orbits catalog --only " + family.name()
                            + "' (nothing was written)");
                }
            }
        }
        return rows;
    }

    /** Fails before any search when the folder cannot be written, rather than after all of them. */
    private static void checkWritable(Path root) {
        try {
            Files.createDirectories(root);
        } catch (IOException failed) {
            throw new FileFailureException("cannot create the catalog folder", root, failed);
        }
        if (!Files.isWritable(root)) {
            throw new FileFailureException("cannot write to the catalog folder", root, new IOException("not writable"));
        }
    }

    private static String key(Catalog.Slot slot) {
        return slot.instance().family().name() + "/" + slot.stem();
    }

    private static void delete(Path stray) {
        try {
            Files.deleteIfExists(stray);
        } catch (IOException failed) {
            throw new FileFailureException("cannot remove", stray, failed);
        }
    }
}
