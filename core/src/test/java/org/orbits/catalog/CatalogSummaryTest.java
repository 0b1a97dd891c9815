package org.orbits.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orbits.checks.CatalogEntry;
import org.orbits.checks.CatalogJson;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.Census;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.Group;

/** A family's summary table in the index, and the cap on the representatives an entry lists. */
class CatalogSummaryTest {

    private static PuzzleInstance hip(int rows, int columns) {
        return PuzzleRegistry.standard()
                .family("hip")
                .instance(Map.of("rows", Integer.toString(rows), "cols", Integer.toString(columns)));
    }

    private static Catalog.Stored stored(PuzzleInstance instance, Group group) {
        Census census = Census.take(instance, group, SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT);
        return new Catalog.Stored(new Catalog.Slot(instance, group), CatalogEntry.of(instance, census));
    }

    @Test
    void theIndexEndsWithTheFamilysSummaryTable() {
        PuzzleInstance board = hip(2, 3);
        String index =
                CatalogPages.index(List.of(stored(board, board.group("D2-swap")), stored(board, board.group("D2"))));
        assertTrue(index.contains("\n## Hip at a glance\n"), index);
        assertTrue(index.contains("| 2 x 3 | balanced | yes | 0 | 20 | 6 | 5 |"), index);
        assertTrue(index.indexOf("| hip | [2x3-balanced]") < index.indexOf("## Hip at a glance"));
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void anEntryWithMoreOrbitsThanTheCapListsTheFirstAndCountsThemAll() {
        PuzzleInstance board = hip(3, 6);
        Catalog.Stored row = stored(board, board.group("D2"));
        CatalogEntry entry = row.entry();
        assertTrue(entry.orbits() > CatalogEntry.LISTED, "orbits: " + entry.orbits());
        assertEquals(CatalogEntry.LISTED, entry.representatives().size());
        assertEquals(entry, CatalogJson.read(CatalogJson.write(entry)));
        assertTrue(CatalogPages.markdown(row.slot(), entry)
                .contains("Only the first " + CatalogEntry.LISTED + " of the " + entry.orbits() + " orbits"));
    }
}
