package org.orbits.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.base.Splitter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.checks.CatalogEntry;
import org.orbits.checks.CatalogJson;
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

    /** A committed entry of the standard families with its slot, read as the pages are rendered from it. */
    private static Catalog.Stored committed(String family, String stem) {
        for (Catalog.Slot slot : Catalog.slots(PuzzleRegistry.standard().family(family))) {
            if (slot.stem().equals(stem)) {
                return new Catalog.Stored(
                        slot, new Catalog(Path.of("catalog")).read(slot).orElseThrow());
            }
        }
        throw new AssertionError("no slot " + family + "/" + stem);
    }

    private static String page(Catalog.Stored stored) {
        return CatalogPages.markdown(stored.slot(), stored.entry());
    }

    @Test
    void theObjectiveParameterAndTheOptimumHaveRowsOfTheirOwnNames() {
        String page = page(committed("almostmagic", "cells-spread1"));
        assertEquals(1, page.split("\n\\| objective \\|", -1).length - 1, page);
        assertTrue(page.contains("\n| objective | cells |\n"), page);
        assertTrue(page.contains("\n| optimum | minimise: "), page);
    }

    @Test
    void aPageListingFewerRepresentativesThanOrbitsSaysWhyAndWhereTheRestAre() {
        Catalog.Stored stored = committed("ngon", "n12-s40");
        assertTrue(stored.entry().representatives().size() < stored.entry().orbits());
        String page = page(stored);
        assertTrue(
                page.contains("Only the first " + CatalogEntry.LISTED + " of the "
                        + stored.entry().orbits() + " orbits are listed"),
                page);
        assertTrue(page.contains("the catalog keeps at most " + CatalogEntry.LISTED + " representatives"), page);
        assertTrue(page.contains("`orbits enumerate ngon -p n=12 -p sum=40 --json` lists every one"), page);

        String hip = page(committed("hip", "4x7-balanced-D2"));
        assertTrue(hip.contains("`orbits enumerate hip -p rows=4 -p cols=7 -p split=balanced --group D2 --json`"), hip);
    }

    @Test
    void aLargeBoardIsShownAsRowsOfValuesNotAsATableOfAColumnPerCell() {
        Catalog.Stored stored = committed("hip", "n8-balanced");
        String page = page(stored);
        assertFalse(page.contains("| # | orbit size |"), "no table of 66 columns");
        for (String line : page.lines().toList()) {
            assertTrue(line.chars().filter(c -> c == '|').count() <= 3, "a narrow line: " + line);
        }
        String block = page.substring(page.indexOf("```text\n") + 8, page.lastIndexOf("```"));
        List<String> lines = block.lines().toList();
        CatalogEntry.Representative first = stored.entry().representatives().get(0);
        assertEquals("#1 · orbit size " + first.orbitSize(), lines.get(0));
        // The board's rows read back, point by point, to the representative's cells by name.
        for (int row = 0; row < 8; row++) {
            List<String> values = Splitter.on(' ').splitToList(lines.get(1 + row));
            assertEquals(8, values.size(), lines.get(1 + row));
            for (int column = 0; column < 8; column++) {
                assertEquals(
                        first.cells().get("r" + row + "c" + column),
                        Integer.parseInt(values.get(column)),
                        "r" + row + "c" + column);
            }
        }
        assertEquals(
                stored.entry().representatives().size() * 10 - 1,
                lines.size(),
                "a heading and 8 rows each, a blank between");
    }

    @Test
    void aBoardWithGapsAlignsItsValuesAndDotsThePositionsWithoutACell() {
        Catalog.Stored stored = committed("almostmagic", "cells-spread1");
        String page = page(stored);
        String block = page.substring(page.indexOf("```text\n") + 8, page.lastIndexOf("```"));
        List<String> rows = block.lines().toList().subList(1, 7);
        assertTrue(rows.stream().allMatch(row -> row.length() == rows.get(0).length()), rows.toString());
        assertTrue(rows.get(0).startsWith(" . "), rows.toString());
        assertEquals(
                stored.entry().representatives().get(0).cells().get("r2c0"),
                Integer.parseInt(Splitter.on(' ')
                        .omitEmptyStrings()
                        .splitToList(rows.get(2))
                        .get(0)));
    }

    @Test
    void aSmallBoardKeepsItsTable() {
        assertTrue(page(committed("hip", "n3-balanced")).contains("| # | orbit size | r1c1 |"));
    }
}
