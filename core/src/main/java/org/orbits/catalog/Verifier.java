package org.orbits.catalog;

import com.google.common.primitives.ImmutableIntArray;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.orbits.checks.CatalogEntry;
import org.orbits.checks.HeavyChecks;
import org.orbits.checks.SymmetryAnalysis;
import org.orbits.files.AtomicFiles;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.symmetry.CanonicalOrbit;
import org.orbits.symmetry.Canonicaliser;

/**
 * Re-checks a catalog from scratch: every entry is recomputed both ways and must equal what is stored,
 * every stored representative must pass the independent checker and be canonical with the stated orbit
 * size, and every page must be exactly what the entry generates.
 */
public final class Verifier {

    private final CatalogRun run;
    private final Catalog catalog;
    private final Map<String, Set<ImmutableIntArray>> heavySolutions = new HashMap<>();

    public Verifier(CatalogRun run) {
        this.run = run;
        this.catalog = run.catalog();
    }

    /** Every difference found, one line each; empty when the catalog holds. */
    public List<String> verify(List<PuzzleFamily> families) {
        List<String> problems = new ArrayList<>();
        for (PuzzleFamily family : families) {
            for (Catalog.Slot slot : Catalog.slots(family)) {
                List<String> found = verify(slot);
                found.forEach(problem -> problems.add(where(slot) + problem));
                run.log((found.isEmpty() ? "ok       " : "MISMATCH ") + slot.label());
            }
            problems.addAll(strayFiles(family));
        }
        problems.addAll(index());
        return problems;
    }

    /** How a problem of {@code slot} is prefixed: its family and file stem. */
    static String where(Catalog.Slot slot) {
        return slot.instance().family().name() + "/" + slot.stem() + ": ";
    }

    /**
     * One slot every way: its stored files without a search ({@link #withoutSearch}), then its entry computed again
     * and compared ({@link #recomputed}), then its pages, unless the entry computed again differs from the stored one.
     */
    private List<String> verify(Catalog.Slot slot) {
        Stored stored = read(slot);
        if (stored.entry().isEmpty()) {
            return stored.problems();
        }
        CatalogEntry entry = stored.entry().get();
        List<String> problems = new ArrayList<>(withoutSearch(slot, entry));
        Recomputed recomputed = recomputed(slot, entry);
        problems.addAll(recomputed.problems());
        if (!recomputed.differs()) {
            problems.addAll(pages(slot, entry));
        }
        return problems;
    }

    /**
     * What of {@link #verify(List)} needs no search, for one slot: its stored entry read, its representatives
     * checked, its page's links and sheet, a heavy entry's checks (see {@link HeavyChecks}), and its pages compared
     * with what the entry renders. With {@link #recomputedEntry} on each of its slots and {@link #catalogFiles}, every
     * check {@link #verify(List)} makes, each once: the tests run the two halves apart, so that the quick tier runs
     * this one.
     */
    List<String> storedEntry(Catalog.Slot slot) {
        Stored stored = read(slot);
        if (stored.entry().isEmpty()) {
            return stored.problems();
        }
        List<String> problems =
                new ArrayList<>(withoutSearch(slot, stored.entry().get()));
        problems.addAll(pages(slot, stored.entry().get()));
        return problems;
    }

    /**
     * What of {@link #verify(List)} searches, for one slot: its entry computed again every way and compared with the
     * stored one (a heavy entry only when its proof is asked for). Nothing when the stored entry cannot be read,
     * which {@link #storedEntry} reports.
     */
    List<String> recomputedEntry(Catalog.Slot slot) {
        Stored stored = read(slot);
        return stored.entry().isEmpty()
                ? List.of()
                : recomputed(slot, stored.entry().get()).problems();
    }

    /** What of {@link #verify(List)} concerns the catalog's files rather than one slot: stray files and the index. */
    List<String> catalogFiles(List<PuzzleFamily> families) {
        List<String> problems = new ArrayList<>();
        families.forEach(family -> problems.addAll(strayFiles(family)));
        problems.addAll(index());
        return problems;
    }

    /** A slot's stored entry, or why there is none. */
    private record Stored(Optional<CatalogEntry> entry, List<String> problems) {}

    private Stored read(Catalog.Slot slot) {
        try {
            Optional<CatalogEntry> read = catalog.read(slot);
            return read.isPresent()
                    ? new Stored(read, List.of())
                    : new Stored(read, List.of(catalog.file(slot, ".json") + " is missing"));
        } catch (IllegalArgumentException unreadable) {
            return new Stored(
                    Optional.empty(),
                    List.of(catalog.file(slot, ".json") + " is unreadable: " + unreadable.getMessage()));
        }
    }

    private List<String> withoutSearch(Catalog.Slot slot, CatalogEntry stored) {
        List<String> problems = new ArrayList<>(checkRepresentatives(slot, stored));
        problems.addAll(checkPage(slot, stored));
        problems.addAll(checkAnalysis(slot, stored));
        if (slot.heavy()) {
            problems.addAll(checkHeavy(slot, stored));
        }
        return problems;
    }

    /**
     * An entry computed again and what differs; {@code differs} when the entry computed again is not the stored one,
     * whose pages are then not compared.
     */
    private record Recomputed(List<String> problems, boolean differs) {}

    private Recomputed recomputed(Catalog.Slot slot, CatalogEntry stored) {
        if (slot.heavy()) {
            return new Recomputed(reprove(slot, stored), false);
        }
        List<String> problems = new ArrayList<>();
        Catalog.Computed computed = run.compute(slot);
        problems.addAll(computed.disagreements());
        CatalogEntry recomputed = computed.entry();
        if (recomputed.solutions() != stored.solutions()) {
            problems.add("stored " + stored.solutions() + " solutions, recomputed " + recomputed.solutions());
        }
        if (recomputed.orbits() != stored.orbits()) {
            problems.add("stored " + stored.orbits() + " orbits, recomputed " + recomputed.orbits());
        }
        if (!recomputed.equals(stored)) {
            if (recomputed.solutions() == stored.solutions() && recomputed.orbits() == stored.orbits()) {
                problems.add(
                        "the stored entry differs from the recomputed one (representatives, group, parameters or checks)");
            }
            return new Recomputed(problems, true);
        }
        return new Recomputed(problems, false);
    }

    /**
     * A checked entry's stored symmetry analysis, which its page renders, found again on its stored solutions (see
     * {@link SymmetryAnalysis}): no search, as the page's writing ran none.
     */
    private static List<String> checkAnalysis(Catalog.Slot slot, CatalogEntry stored) {
        if (stored.checks().isEmpty()) {
            return List.of();
        }
        CatalogEntry.Analysis found = SymmetryAnalysis.of(slot.instance(), slot.group(), slot.open(), stored);
        if (stored.analysis().isEmpty()) {
            return List.of("the entry records no symmetry analysis");
        }
        if (!stored.analysis().get().equals(found)) {
            return List.of("the stored symmetry analysis differs from the one its solutions give: stored '"
                    + AnalysisWords.text(slot, stored) + "', found '" + AnalysisWords.text(slot, stored, found) + "'");
        }
        return List.of();
    }

    private List<String> pages(Catalog.Slot slot, CatalogEntry stored) {
        List<String> problems = new ArrayList<>();
        comparePage(slot, ".md", CatalogPages.markdown(slot, stored), problems);
        comparePage(slot, ".svg", CatalogPages.svg(slot.instance(), stored), problems);
        return problems;
    }

    private List<String> strayFiles(PuzzleFamily family) {
        List<String> problems = new ArrayList<>();
        for (Path stray : catalog.strayFiles(family)) {
            if (AtomicFiles.isLeftOver(stray)) {
                // A write killed before its move: the file it replaces is whole; the next build removes this.
                run.log("ignored  " + stray + ", a temporary file an interrupted run left");
            } else {
                problems.add(stray + ": no catalog instance owns this file");
            }
        }
        return problems;
    }

    private List<String> index() {
        List<String> problems = new ArrayList<>();
        Path index = catalog.index();
        if (!Files.isRegularFile(index)) {
            problems.add(index + " is missing");
        } else {
            try {
                if (!Catalog.text(index).equals(CatalogPages.index(catalog.readAll(run.registry())))) {
                    problems.add(index + " differs from the index the stored entries give");
                }
            } catch (IllegalArgumentException unreadable) {
                // The unreadable entry is named with its slot; the index cannot be made without it.
                problems.add(
                        index + " is not compared: a stored entry is unreadable (" + unreadable.getMessage() + ")");
            }
        }
        if (Files.isRegularFile(index)) {
            problems.addAll(PageLinks.broken(catalog.root(), index));
        }
        return problems;
    }

    /**
     * A heavy entry's checks without a search (see {@link HeavyChecks}): it says it is heavy, its stored orbits pass
     * them, and they hold the same solutions under every group of its instance.
     */
    private List<String> checkHeavy(Catalog.Slot slot, CatalogEntry stored) {
        PuzzleInstance instance = slot.instance();
        List<String> problems = new ArrayList<>();
        String command = Catalog.heavyCommand(instance.family());
        if (!stored.checks().flatMap(CatalogEntry.Checks::heavy).equals(Optional.of(new CatalogEntry.Heavy(command)))) {
            problems.add("a heavy entry must say so, and that '" + command + "' re-proves it");
        }
        HeavyChecks checks = HeavyChecks.of(instance, slot.group(), stored);
        problems.addAll(checks.problems());
        String board = instance.family().name() + "/" + instance.id();
        Set<ImmutableIntArray> other = heavySolutions.putIfAbsent(board, checks.solutions());
        if (other != null && !other.equals(checks.solutions())) {
            problems.add("the stored orbits hold other solutions under "
                    + slot.group().name() + " than under the instance's other groups");
        }
        return problems;
    }

    /** A heavy entry proven again, when the run proves heavy entries; nothing otherwise. */
    private List<String> reprove(Catalog.Slot slot, CatalogEntry stored) {
        if (!run.provesHeavy()) {
            return List.of();
        }
        List<String> problems = new ArrayList<>();
        Catalog.Computed again = run.proven(slot);
        run.proofsDone();
        problems.addAll(again.disagreements());
        CatalogEntry recomputed = again.entry();
        if (!recomputed.equals(stored)) {
            problems.add("the stored entry differs from the re-proven one: " + recomputed.solutions()
                    + " solutions, " + recomputed.orbits() + " orbits, optimum "
                    + recomputed
                            .objective()
                            .flatMap(o -> o.value().isPresent()
                                    ? Optional.of(o.value().getAsInt())
                                    : Optional.empty())
                            .map(String::valueOf)
                            .orElse("none"));
        }
        return problems;
    }

    /** Checks the stored representatives without trusting the solver at all. */
    private List<String> checkRepresentatives(Catalog.Slot slot, CatalogEntry stored) {
        PuzzleInstance instance = slot.instance();
        List<String> problems = new ArrayList<>();
        Canonicaliser canonicaliser = new Canonicaliser(slot.group());
        int number = 1;
        for (CatalogEntry.Representative representative : stored.representatives()) {
            String name = "representative #" + number++;
            if (!representative.cells().keySet().asList().equals(instance.cellNames())) {
                problems.add(name + " does not name the cells " + String.join(" ", instance.cellNames()));
                continue;
            }
            int[] values = representative.values();
            instance.violation(values).ifPresent(problem -> problems.add(name + " fails the checker: " + problem));
            CanonicalOrbit orbit = canonicaliser.orbit(values);
            if (!Arrays.equals(orbit.representative().toArray(), values)) {
                problems.add(name + " is not the canonical form of its orbit");
            }
            if (orbit.size() != representative.orbitSize()) {
                problems.add(name + " has orbit size " + orbit.size() + ", stored " + representative.orbitSize());
            }
        }
        return problems;
    }

    /**
     * Checks the stored page as a reader meets it: every link and image leads to a file of the catalog, and
     * the one sheet it shows holds a picture of every orbit its own entry lists, up to {@link SheetLayout#DRAWN}.
     */
    private List<String> checkPage(Catalog.Slot slot, CatalogEntry stored) {
        Path page = catalog.file(slot, ".md");
        if (!Files.isRegularFile(page)) {
            return List.of();
        }
        List<String> problems = new ArrayList<>(PageLinks.broken(catalog.root(), page));
        List<Path> sheets =
                PageLinks.images(page).stream().filter(Files::isRegularFile).toList();
        int expected = stored.representatives().isEmpty() ? 0 : 1;
        if (sheets.size() != expected) {
            problems.add(page + " shows " + sheets.size() + " sheets, not " + expected);
        }
        // An entry lists every orbit's representative, or the first LISTED of them when there are more.
        int listed = stored.representatives().size();
        if (listed != Math.min(stored.orbits(), CatalogEntry.LISTED)) {
            problems.add(page + " lists " + listed + " representatives for its " + stored.orbits() + " orbits");
        }
        for (Path sheet : sheets) {
            int pictures = PageLinks.pictures(sheet);
            if (pictures != Math.min(listed, SheetLayout.DRAWN)) {
                problems.add(page + " shows " + sheet.getFileName() + " with " + pictures + " pictures for its "
                        + listed + " listed orbits (it draws up to " + SheetLayout.DRAWN + ")");
            }
        }
        return problems;
    }

    private void comparePage(Catalog.Slot slot, String extension, String expected, List<String> problems) {
        Path page = catalog.file(slot, extension);
        if (!Files.isRegularFile(page)) {
            problems.add(page + " is missing");
        } else if (!Catalog.text(page).equals(expected)) {
            problems.add(page + " differs from the page its entry generates");
        }
    }
}
