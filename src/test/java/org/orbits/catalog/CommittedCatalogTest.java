package org.orbits.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.ProgressListener;

/**
 * The catalog committed with the sources is exactly what the tool computes, both ways, today. Families are
 * verified side by side, one per core, the slowest (Almost Magic) first, to keep the suite short.
 */
class CommittedCatalogTest {

    @Test
    void theCommittedCatalogVerifies() throws InterruptedException, ExecutionException {
        PuzzleRegistry registry = PuzzleRegistry.standard();
        Catalog catalog = new Catalog(Path.of("catalog"));
        List<PuzzleFamily> slowestFirst = new ArrayList<>(registry.families());
        slowestFirst.sort(Comparator.comparing((PuzzleFamily family) -> !family.name().equals("almostmagic")));
        ExecutorService pool = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors());
        try {
            List<Future<List<String>>> verdicts = new ArrayList<>();
            for (PuzzleFamily family : slowestFirst) {
                verdicts.add(pool.submit(() -> new Verifier(registry, catalog, line -> { }, ProgressListener.SILENT)
                        .verify(List.of(family))));
            }
            List<String> problems = new ArrayList<>();
            for (Future<List<String>> verdict : verdicts) {
                problems.addAll(verdict.get());
            }
            assertEquals(List.of(), problems);
        } finally {
            pool.shutdownNow();
        }
    }
}
