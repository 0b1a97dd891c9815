package org.orbits.catalog;

import java.util.List;
import org.orbits.checks.CatalogEntry;
import org.orbits.checks.CheckWords;
import org.orbits.puzzle.PuzzleInstance;

/**
 * The human pages of the catalog, one Markdown page and one SVG sheet per entry and the index, as the builder writes
 * them, {@code orbits verify} compares them and the API draws an enumeration: one door, so that all of them render
 * alike. Each kind of page is written by a class of its own ({@link EntryPage}, {@link OrbitSheet}, {@link
 * IndexPage}, the checks' words by the checks' {@link CheckWords}); what they must agree on is kept here.
 */
public final class CatalogPages {

    private CatalogPages() {}

    public static String markdown(Catalog.Slot slot, CatalogEntry entry) {
        return EntryPage.markdown(slot, entry);
    }

    /** The first {@value SheetLayout#DRAWN} representatives' pictures on one sheet, captioned with number and orbit size. */
    public static String svg(PuzzleInstance instance, CatalogEntry entry) {
        return OrbitSheet.svg(instance, entry);
    }

    /** The catalog's front page: one row per instance with its counts and a link to its page. */
    static String index(List<Catalog.Stored> stored) {
        return IndexPage.markdown(stored);
    }
}
