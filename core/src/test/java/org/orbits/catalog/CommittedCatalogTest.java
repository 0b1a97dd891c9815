package org.orbits.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.ProgressListener;

/**
 * The catalog committed with the sources is exactly what the tool computes, every way, today. The full
 * enumeration runs split into work units on two threads at least, the lex-leader one on one thread, and the
 * catalog was written by the same code: so every catalogued instance also compares a parallel search with a
 * sequential one.
 */
class CommittedCatalogTest {

    /** About two minutes on two idle cores: the longest test, left out of the quick tier. */
    @Test
    @Tag("slow")
    @Timeout(value = 15, unit = TimeUnit.MINUTES)
    void theCommittedCatalogVerifies() {
        PuzzleRegistry registry = PuzzleRegistry.standard();
        int threads = Math.max(2, Runtime.getRuntime().availableProcessors());
        List<String> problems = new Verifier(
                        new CatalogRun(registry, new Catalog(Path.of("catalog")), line -> {}, ProgressListener.SILENT)
                                .threads(threads))
                .verify(registry.families());
        assertEquals(List.of(), problems);
    }
}
