package org.orbits.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.orbits.checks.CatalogEntry;
import org.orbits.checks.CatalogJson;

class CatalogBuilderTest {

    private static CatalogEntry committed(String entry) throws IOException {
        return CatalogJson.read(Files.readString(Path.of("catalog", entry + ".json")));
    }

    @Test
    void aSettledEntryTellsItsCounts() throws IOException {
        assertEquals("8 solutions, 1 orbit", CatalogBuilder.counts(committed("hip/n8-balanced")));
    }

    /** The 9 x 9 board is open: its progress line must not read as settled. */
    @Test
    void anOpenEntryTellsItsBestAndBound() throws IOException {
        assertEquals(
                "open: best found 18, bound 4; 8 solutions, 1 orbit at it so far",
                CatalogBuilder.counts(committed("hip/n9-balanced")));
    }
}
