package org.orbits.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.puzzle.hip.HipFamily;
import org.orbits.search.ProgressListener;
import org.orbits.testing.SmallCatalog;

/** The pages of an instance with two groups (Hip 2 x 2, any split: D4-swap and D4), as a reader follows them. */
class CatalogPagesTest {

    @TempDir
    Path folder;

    private final PuzzleRegistry registry =
            SmallCatalog.registry(new HipFamily(), List.of(Map.of("n", "2", "split", "any")));

    private void build() {
        new CatalogBuilder(new CatalogRun(registry, new Catalog(folder), line -> {}, ProgressListener.SILENT))
                .build(registry.families());
    }

    private List<String> verify() {
        return new Verifier(new CatalogRun(registry, new Catalog(folder), line -> {}, ProgressListener.SILENT))
                .verify(registry.families());
    }

    private CatalogEntry entry(String stem) {
        return CatalogJson.read(Catalog.text(folder.resolve("hip").resolve(stem + ".json")));
    }

    @Test
    void eachGroupsPageShowsItsOwnSheetWithAPicturePerOrbit() {
        build();
        for (String stem : List.of("n2-any", "n2-any-D4")) {
            Path page = folder.resolve("hip").resolve(stem + ".md");
            assertEquals(
                    List.of(folder.resolve("hip").resolve(stem + ".svg").toAbsolutePath()), PageLinks.images(page));
            assertEquals(
                    entry(stem).orbits(),
                    PageLinks.pictures(folder.resolve("hip").resolve(stem + ".svg")));
        }
        assertTrue(entry("n2-any").orbits() != entry("n2-any-D4").orbits(), "the two groups give different orbits");
        assertEquals(List.of(), verify());
    }

    @Test
    void verifyNamesAPageShowingAnotherGroupsSheet() throws IOException {
        build();
        Path page = folder.resolve("hip/n2-any-D4.md");
        Files.writeString(page, Files.readString(page).replace("(n2-any-D4.svg)", "(n2-any.svg)"));
        List<String> problems = verify();
        assertTrue(
                problems.stream()
                        .anyMatch(p -> p.contains("n2-any-D4.md shows n2-any.svg with "
                                + entry("n2-any").orbits() + " pictures for its "
                                + entry("n2-any-D4").orbits()
                                + " listed orbits")),
                problems.toString());
    }

    @Test
    void verifyNamesABrokenLinkOnAPageAndOnTheIndex() throws IOException {
        build();
        Path page = folder.resolve("hip/n2-any.md");
        Files.writeString(page, Files.readString(page).replace("(n2-any-D4.md)", "(n2-any-D8.md)"));
        Path index = folder.resolve("README.md");
        Files.writeString(index, Files.readString(index).replace("(hip/n2-any.md)", "(../n2-any.md)"));
        List<String> problems = verify();
        assertTrue(
                problems.stream().anyMatch(p -> p.contains("n2-any.md: link n2-any-D8.md leads to no file")),
                problems.toString());
        assertTrue(
                problems.stream().anyMatch(p -> p.contains("README.md: link ../n2-any.md leads out of the catalog")),
                problems.toString());
    }
}
