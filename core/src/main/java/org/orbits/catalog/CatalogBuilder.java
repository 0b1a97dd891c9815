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
import org.orbits.checks.CatalogEntry;
import org.orbits.checks.CatalogJson;
import org.orbits.files.AtomicFiles;
import org.orbits.files.StorageException;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;

/**
 * Generates the catalog. Every instance is counted both ways before a single file is written, so a run
 * that fails or is interrupted leaves the previous catalog as it was; each file is then replaced whole.
 */
public final class CatalogBuilder {

    private final CatalogRun run;
    private final Catalog catalog;

    public CatalogBuilder(CatalogRun run) {
        this.run = run;
        this.catalog = run.catalog();
    }

    /**
     * Regenerates the entries of {@code families} and the index; returns how many entries were written. The
     * heavy entries are kept as stored, or they alone are regenerated when the run proves them.
     */
    public int build(List<PuzzleFamily> families) {
        checkWritable(catalog.root());
        Map<Path, String> files = new LinkedHashMap<>();
        Map<String, CatalogEntry> fresh = new HashMap<>();
        for (PuzzleFamily family : families) {
            List<Catalog.Slot> slots = Catalog.slots(family).stream()
                    .filter(slot -> slot.heavy() == run.provesHeavy())
                    .toList();
            int done = 0;
            for (Catalog.Slot slot : slots) {
                long start = System.nanoTime();
                Catalog.Computed computed = run.provesHeavy() ? run.proven(slot) : run.compute(slot);
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
                run.log(String.format(
                        Locale.ROOT,
                        "[%d/%d] %s: %s (%.1f s)",
                        ++done,
                        slots.size(),
                        slot.label(),
                        counts(entry),
                        (System.nanoTime() - start) / 1e9));
            }
            if (!run.provesHeavy()) {
                keptHeavy(family);
            }
        }
        files.put(catalog.index(), CatalogPages.index(indexRows(fresh)));
        files.forEach(AtomicFiles::write);
        run.proofsDone();
        for (PuzzleFamily family : families) {
            for (Path stray : catalog.strayFiles(family)) {
                delete(stray);
                run.log("removed " + stray + ": no catalog instance owns it");
            }
        }
        return fresh.size();
    }

    /**
     * An entry's counts as its progress line tells them: an open entry (its search stopped before the end) says so,
     * with the best value found and the bound proven, so that its counts do not read as settled.
     */
    static String counts(CatalogEntry entry) {
        String counts = String.format(
                Locale.ROOT,
                "%d solution%s, %d orbit%s",
                entry.solutions(),
                entry.solutions() == 1 ? "" : "s",
                entry.orbits(),
                entry.orbits() == 1 ? "" : "s");
        if (entry.complete()) {
            return counts;
        }
        return entry.objective()
                .filter(objective -> objective.value().isPresent())
                .map(objective -> "open: best found " + objective.value().getAsInt()
                        + (objective.bound().isPresent()
                                ? ", bound " + objective.bound().getAsInt()
                                : "")
                        + "; " + counts + " at it so far")
                .orElse("incomplete: at least " + counts);
    }

    /** Says, once per instance, which heavy entries this run neither made nor found, and how to make them. */
    private void keptHeavy(PuzzleFamily family) {
        for (PuzzleInstance instance : family.heavyInstances()) {
            boolean missing = instance.groups().stream()
                    .anyMatch(group -> !Files.isRegularFile(
                            catalog.file(new Catalog.Slot(instance, group, Catalog.Kind.HEAVY), ".json")));
            if (missing) {
                run.log(instance.label() + " is a heavy entry, not made by this run: make it with '"
                        + Catalog.heavyCommand(family) + "' (a proof of minutes on every core)");
            }
        }
    }

    /** The index's rows: the entries just computed, and the stored ones of every family not regenerated. */
    private List<Catalog.Stored> indexRows(Map<String, CatalogEntry> fresh) {
        List<Catalog.Stored> rows = new ArrayList<>();
        for (PuzzleFamily family : run.registry().families()) {
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
        AtomicFiles.probe(root, "the catalog folder");
    }

    private static String key(Catalog.Slot slot) {
        return slot.instance().family().name() + "/" + slot.stem();
    }

    private static void delete(Path stray) {
        try {
            Files.deleteIfExists(stray);
        } catch (IOException failed) {
            throw new StorageException("cannot remove", stray, failed);
        }
    }
}
