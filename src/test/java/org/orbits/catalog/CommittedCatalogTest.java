package org.orbits.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.ProgressListener;

/** The catalog committed with the sources is exactly what the tool computes, both ways, today. */
class CommittedCatalogTest {

    @Test
    void theCommittedCatalogVerifies() {
        PuzzleRegistry registry = PuzzleRegistry.standard();
        List<String> problems = new Verifier(registry, new Catalog(Path.of("catalog")), line -> { },
                ProgressListener.SILENT).verify(registry.families());
        assertEquals(List.of(), problems);
    }
}
