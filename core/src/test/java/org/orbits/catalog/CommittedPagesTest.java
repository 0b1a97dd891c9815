package org.orbits.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.PuzzleRegistry;

/**
 * Every committed page and picture is exactly what its committed entry renders today: the part of
 * {@code orbits verify} that needs no search, so that the quick tier catches a change to a drawing.
 */
class CommittedPagesTest {

    @Test
    void everyCommittedPageIsWhatItsEntryRenders() {
        Catalog catalog = new Catalog(Path.of("catalog"));
        List<Catalog.Stored> stored = catalog.readAll(PuzzleRegistry.standard());
        assertTrue(stored.size() > 100, "the committed catalog holds every family's entries: " + stored.size());
        List<String> differences = new ArrayList<>();
        for (Catalog.Stored entry : stored) {
            Catalog.Slot slot = entry.slot();
            if (!Catalog.text(catalog.file(slot, ".md")).equals(CatalogPages.markdown(slot, entry.entry()))) {
                differences.add(catalog.file(slot, ".md").toString());
            }
            if (!Catalog.text(catalog.file(slot, ".svg")).equals(CatalogPages.svg(slot.instance(), entry.entry()))) {
                differences.add(catalog.file(slot, ".svg").toString());
            }
        }
        assertEquals(List.of(), differences);
    }
}
