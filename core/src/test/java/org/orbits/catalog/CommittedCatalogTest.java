package org.orbits.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.ProgressListener;

/**
 * The catalog committed with the sources is what {@code orbits verify} finds it to be, every check of it made once:
 * here each instance's stored entries and pages without a search, and the catalog's files as a whole (every tier);
 * in {@link CommittedCatalogFirstHalfTest} and {@link CommittedCatalogSecondHalfTest} each instance's entries computed
 * again every way (the slow tier), the instances split between two classes so that the build's two test JVMs share
 * the work. Each instance is verified by a verifier of its own, so that what its groups share (the definition model's
 * count) is computed once for them.
 */
class CommittedCatalogTest {

    private static final PuzzleRegistry REGISTRY = PuzzleRegistry.standard();
    private static final Catalog CATALOG = new Catalog(Path.of("catalog"));

    /** Every catalogued instance with its slots, one under each of its groups, in the catalog's order. */
    static List<Named<List<Catalog.Slot>>> instances() {
        Map<String, List<Catalog.Slot>> slots = new LinkedHashMap<>();
        Map<String, String> labels = new LinkedHashMap<>();
        for (PuzzleFamily family : REGISTRY.families()) {
            for (Catalog.Slot slot : Catalog.slots(family)) {
                String key = family.name() + "/" + slot.instance().id();
                slots.computeIfAbsent(key, k -> new ArrayList<>()).add(slot);
                labels.putIfAbsent(key, slot.instance().label());
            }
        }
        return slots.entrySet().stream()
                .map(entry -> Named.of(labels.get(entry.getKey()), entry.getValue()))
                .toList();
    }

    /** Every second catalogued instance, from the {@code first}-th (0 or 1), in the catalog's order. */
    static Stream<Named<List<Catalog.Slot>>> half(int first) {
        List<Named<List<Catalog.Slot>>> all = instances();
        return IntStream.range(0, all.size()).filter(k -> k % 2 == first).mapToObj(all::get);
    }

    /**
     * A verifier of the committed catalog, each full enumeration on two threads at least. The full enumeration runs
     * split into work units on those threads, the lex-leader one on one thread, and the catalog was written by the
     * same code: so every catalogued instance also compares a parallel search with a sequential one.
     */
    private static Verifier verifier() {
        int threads = Math.max(2, Runtime.getRuntime().availableProcessors());
        return new Verifier(new CatalogRun(REGISTRY, CATALOG, line -> {}, ProgressListener.SILENT).threads(threads));
    }

    /** What {@code check} finds in each slot, every line prefixed as {@code orbits verify} prefixes it. */
    static List<String> problems(List<Catalog.Slot> slots, BiFunction<Verifier, Catalog.Slot, List<String>> check) {
        Verifier verifier = verifier();
        List<String> problems = new ArrayList<>();
        for (Catalog.Slot slot : slots) {
            check.apply(verifier, slot).forEach(problem -> problems.add(Verifier.where(slot) + problem));
        }
        return problems;
    }

    static Stream<Named<List<Catalog.Slot>>> everyInstance() {
        return instances().stream();
    }

    /**
     * Every stored representative passes the checker and is the canonical form of an orbit of the stated size, every
     * page links and shows what it should and is exactly what its entry renders, and a heavy entry's stored orbits
     * pass its checks: the part of {@code orbits verify} that needs no search, so that the quick tier catches a
     * change to a drawing or a page.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("everyInstance")
    void theStoredEntriesAndTheirPagesHold(List<Catalog.Slot> slots) {
        assertEquals(List.of(), problems(slots, Verifier::storedEntry));
    }

    /** No file of the catalog is owned by no instance, and the index is what the stored entries give. */
    @Test
    void everyFileBelongsToAnInstanceAndTheIndexIsTheEntries() {
        assertTrue(instances().size() > 100, "the committed catalog holds every family's instances");
        assertEquals(List.of(), verifier().catalogFiles(REGISTRY.families()));
    }
}
