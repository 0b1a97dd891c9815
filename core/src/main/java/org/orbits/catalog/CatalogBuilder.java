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
import java.util.Optional;
import java.util.function.Consumer;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
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
    private Optional<HeavyProof> heavyProof = Optional.empty();
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

    /**
     * Regenerates the heavy entries only, each re-proven by {@code proof}, and the index; without this the
     * heavy entries' stored files are kept as they are.
     */
    public CatalogBuilder heavy(HeavyProof proof) {
        this.heavyProof = Optional.of(proof);
        return this;
    }

    /** Thrown when a heavy proof was interrupted before it finished: nothing has been written. */
    public static final class Interrupted extends RuntimeException {
        Interrupted(String message) {
            super(message);
        }
    }

    /** Thrown when the counts disagree (two ways, the definition model, Burnside), or a stored entry is unreadable: nothing has been written. */
    public static final class CatalogException extends RuntimeException {
        CatalogException(String message) {
            super(message);
        }
    }

    /**
     * Regenerates the entries of {@code families} and the index; returns how many entries were written. The
     * heavy entries are kept as stored, or they alone are regenerated when {@link #heavy} was called.
     */
    public int build(List<PuzzleFamily> families) {
        checkWritable(catalog.root());
        Map<Path, String> files = new LinkedHashMap<>();
        Map<String, CatalogEntry> fresh = new HashMap<>();
        List<PuzzleInstance> reproven = new ArrayList<>();
        for (PuzzleFamily family : families) {
            List<Catalog.Slot> slots = Catalog.slots(family).stream()
                    .filter(slot -> slot.heavy() == heavyProof.isPresent())
                    .toList();
            int done = 0;
            for (Catalog.Slot slot : slots) {
                long start = System.nanoTime();
                Catalog.Computed computed = heavyProof.isPresent()
                        ? heavy(slot, heavyProof.get(), reproven)
                        : Catalog.compute(slot, progress, threads, definitions);
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
            if (heavyProof.isEmpty()) {
                keptHeavy(family);
            }
        }
        files.put(catalog.index(), CatalogPages.index(indexRows(fresh)));
        files.forEach(AtomicFiles::write);
        heavyProof.ifPresent(proof -> reproven.forEach(proof::done));
        for (PuzzleFamily family : families) {
            for (Path stray : catalog.strayFiles(family)) {
                delete(stray);
                log.accept("removed " + stray + ": no catalog instance owns it");
            }
        }
        return fresh.size();
    }

    /** The entries of heavy instances proven so far in this run, by instance and then by group name. */
    private final Map<String, Map<String, Catalog.Computed>> heavyEntries = new HashMap<>();

    /** A heavy slot's entry: the first slot of an instance proves it, under every group at once. */
    private Catalog.Computed heavy(Catalog.Slot slot, HeavyProof proof, List<PuzzleInstance> reproven) {
        PuzzleInstance instance = slot.instance();
        String board = instance.family().name() + "/" + instance.id();
        if (!heavyEntries.containsKey(board)) {
            heavyEntries.put(
                    board,
                    Catalog.computeHeavy(instance, proof, definitions)
                            .orElseThrow(() -> new Interrupted(
                                    "the proof of " + instance.label() + " was interrupted (nothing was written)")));
            reproven.add(instance);
        }
        return heavyEntries.get(board).get(slot.group().name());
    }

    /** Says, once per instance, which heavy entries this run neither made nor found, and how to make them. */
    private void keptHeavy(PuzzleFamily family) {
        for (PuzzleInstance instance : family.heavyInstances()) {
            boolean missing = instance.groups().stream()
                    .anyMatch(group -> !Files.isRegularFile(
                            catalog.file(new Catalog.Slot(instance, group, false, true), ".json")));
            if (missing) {
                log.accept(instance.label() + " is a heavy entry, not made by this run: make it with '"
                        + Catalog.heavyCommand(family) + "' (a proof of minutes on every core)");
            }
        }
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
                            + unreadable.getMessage() + "): regenerate it with '"
                            + (slot.heavy() ? Catalog.heavyCommand(family) : "orbits catalog --only " + family.name())
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
