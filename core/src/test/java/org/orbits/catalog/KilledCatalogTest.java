package org.orbits.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.files.AtomicFiles;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.ProgressListener;
import org.orbits.testing.SmallCatalogMain;

/**
 * A real {@code orbits catalog} process, killed (SIGKILL) while it replaces the files of a catalog, leaves that
 * catalog whole: every file is there, each either its old or its new version (here the same bytes), none
 * truncated, and the catalog verifies.
 */
@Timeout(600)
class KilledCatalogTest {

    @TempDir
    Path folder;

    private final PuzzleRegistry registry = SmallCatalogMain.registry();

    /** Every file under the catalog folder, left-over temporary files included, by its path. */
    private Map<Path, Object> identities() throws IOException {
        Map<Path, Object> identities = new HashMap<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                try {
                    identities.put(
                            file,
                            Files.readAttributes(file, BasicFileAttributes.class)
                                    .fileKey());
                } catch (IOException movedMeanwhile) {
                    identities.put(file, "moved");
                }
            }
        }
        return identities;
    }

    /** Whether a file has appeared, gone or been replaced; a file vanishing under the listing counts too. */
    private boolean changedSince(Map<Path, Object> before) throws IOException {
        try {
            return !identities().equals(before);
        } catch (UncheckedIOException vanishedWhileListed) {
            return true;
        }
    }

    private Map<Path, String> contents() throws IOException {
        Map<Path, String> contents = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path file : walk.filter(Files::isRegularFile)
                    .filter(file -> !AtomicFiles.isLeftOver(file))
                    .toList()) {
                contents.put(folder.relativize(file), Files.readString(file));
            }
        }
        return contents;
    }

    @Test
    void aCatalogProcessKilledWhileWritingLeavesThePreviousCatalogWhole() throws Exception {
        new CatalogBuilder(new CatalogRun(registry, new Catalog(folder), line -> {}, ProgressListener.SILENT))
                .build(registry.families());
        Map<Path, String> previous = contents();
        Map<Path, Object> before = identities();

        Process catalog = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        SmallCatalogMain.class.getName(),
                        "catalog",
                        "--catalog",
                        folder.toString(),
                        "--quiet",
                        "--threads",
                        "1")
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        boolean killedWhileWriting = false;
        while (catalog.isAlive()) {
            if (changedSince(before)) {
                // A temporary file has appeared or a file has been replaced: the writing has begun.
                killedWhileWriting = catalog.isAlive();
                catalog.destroyForcibly();
                break;
            }
            Thread.sleep(1);
        }
        assertTrue(catalog.waitFor(60, TimeUnit.SECONDS));
        assertTrue(
                killedWhileWriting,
                "the process was killed while it wrote, not after (exit " + catalog.exitValue() + ")");
        assertNotEquals(0, catalog.exitValue());

        assertEquals(previous, contents(), "every file whole, old or new");
        List<String> problems = new Verifier(
                        new CatalogRun(registry, new Catalog(folder), line -> {}, ProgressListener.SILENT))
                .verify(registry.families());
        assertEquals(List.of(), problems);
    }
}
