package org.orbits.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.checks.CatalogEntry;
import org.orbits.checks.CatalogJson;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.ProgressListener;
import org.orbits.testing.SmallNgons;

class CatalogTest {

    private static final List<Map<String, String>> SMALL =
            List.of(Map.of("n", "4"), Map.of("n", "6"), Map.of("n", "5", "sum", "18"));

    @TempDir
    Path folder;

    private final PuzzleRegistry registry = SmallNgons.registry(SMALL);

    private int build(PuzzleRegistry using) {
        return new CatalogBuilder(new CatalogRun(using, new Catalog(folder), line -> {}, ProgressListener.SILENT))
                .build(using.families());
    }

    private List<String> verify() {
        return new Verifier(new CatalogRun(registry, new Catalog(folder), line -> {}, ProgressListener.SILENT))
                .verify(registry.families());
    }

    private Map<Path, String> snapshot() throws IOException {
        Map<Path, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                files.put(folder.relativize(file), Files.readString(file));
            }
        }
        return files;
    }

    @Test
    void writesAnEntryAPageAndAPicturePerInstanceAndAnIndex() throws IOException {
        assertEquals(3, build(registry));
        Map<Path, String> files = snapshot();
        assertEquals(10, files.size());
        assertTrue(files.get(Path.of("README.md")).contains("| ngon | [n6-s22](ngon/n6-s22.md)"));
        assertTrue(files.get(Path.of("ngon", "n6-s22.md")).contains("![every orbit representative](n6-s22.svg)"));
        assertTrue(files.get(Path.of("ngon", "n6-s22.svg")).startsWith("<svg"));
        CatalogEntry magic19 = CatalogJson.read(files.get(Path.of("ngon", "n6-s22.json")));
        assertEquals(48, magic19.solutions());
        assertEquals(4, magic19.orbits());
    }

    @Test
    void aSecondRunWritesTheSameBytes() throws IOException {
        build(registry);
        Map<Path, String> first = snapshot();
        build(registry);
        assertEquals(first, snapshot());
    }

    @Test
    void aFreshCatalogVerifies() {
        build(registry);
        assertEquals(List.of(), verify());
    }

    /** Builds the catalog, then edits one stored file as a careless hand would. */
    private void buildThenEdit(String file, String from, String to) throws IOException {
        build(registry);
        Path path = folder.resolve(file);
        Files.writeString(path, Files.readString(path).replaceFirst(from, to));
    }

    @Test
    void verifyNamesAnAlteredCount() throws IOException {
        buildThenEdit("ngon/n6-s22.json", "\"solutions\" : 48", "\"solutions\" : 47");
        List<String> problems = verify();
        assertTrue(
                problems.stream().anyMatch(p -> p.contains("ngon/n6-s22") && p.contains("stored 47 solutions")),
                problems.toString());
    }

    @Test
    void verifyNamesARepresentativeThatFailsTheChecker() throws IOException {
        buildThenEdit("ngon/n6-s22.json", "\"C\" : 2", "\"C\" : 3");
        List<String> problems = verify();
        assertTrue(problems.stream().anyMatch(p -> p.contains("fails the checker")), problems.toString());
    }

    @Test
    void verifyFindsTheStoredSymmetryAnalysisAgainAndNamesAnEditedOne() throws IOException {
        buildThenEdit("ngon/n6-s22.json", "\"structure\" : \"D6\"", "\"structure\" : \"C6\"");
        List<String> problems = verify();
        assertTrue(
                problems.stream()
                        .anyMatch(p -> p.contains("ngon/n6-s22")
                                && p.contains("stored symmetry analysis differs from the one its solutions give")),
                problems.toString());
    }

    @Test
    void verifyNamesAnUnreadableEntryAndLeavesTheIndexUncompared() throws IOException {
        buildThenEdit("ngon/n6-s22.json", "\"orbits\" :", "\"orbitz\" :");
        List<String> problems = verify();
        assertTrue(
                problems.stream()
                        .anyMatch(p -> p.contains("n6-s22.json is unreadable") && p.contains("missing field 'orbits'")),
                problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("README.md is not compared")), problems.toString());
    }

    @Test
    void verifyNamesAnEditedPageAndAStrayFile() throws IOException {
        build(registry);
        Files.writeString(folder.resolve("ngon/n4-s16.md"), "edited by hand\n");
        Files.writeString(folder.resolve("ngon/n9-s31.json"), "{}");
        List<String> problems = verify();
        assertTrue(problems.stream().anyMatch(p -> p.contains("n4-s16.md differs")), problems.toString());
        assertTrue(
                problems.stream().anyMatch(p -> p.contains("n9-s31.json: no catalog instance owns")),
                problems.toString());
    }

    @Test
    void verifyNamesAMissingEntry() {
        build(registry);
        List<String> problems = new Verifier(new CatalogRun(
                        SmallNgons.registry(List.of(Map.of("n", "4"), Map.of("n", "8"))),
                        new Catalog(folder),
                        line -> {},
                        ProgressListener.SILENT))
                .verify(SmallNgons.registry(List.of(Map.of("n", "4"), Map.of("n", "8")))
                        .families());
        assertTrue(problems.stream().anyMatch(p -> p.contains("n8-s28.json is missing")), problems.toString());
    }
    /**
     * The halves the committed catalog's test runs apart (the stored entries without a search, the entries computed
     * again, the catalog's files) find together what one verify finds, on a catalog with an edited representative, an
     * edited page, an altered count and a stray file; and more only where verify leaves a page uncompared because its
     * entry computed again differs already.
     */
    @Test
    void theHalvesOfAVerifyFindWhatTheWholeFinds() throws IOException {
        buildThenEdit("ngon/n6-s22.json", "\"C\" : 2", "\"C\" : 3");
        Path count = folder.resolve("ngon/n5-s18.json");
        Files.writeString(count, Files.readString(count).replaceFirst("\"orbits\" : (\\d+)", "\"orbits\" : 99"));
        Files.writeString(folder.resolve("ngon/n4-s16.md"), "edited by hand\n");
        Files.writeString(folder.resolve("ngon/n9-s31.json"), "{}");
        List<String> whole = verify();
        Verifier halves =
                new Verifier(new CatalogRun(registry, new Catalog(folder), line -> {}, ProgressListener.SILENT));
        List<String> apart = new ArrayList<>();
        for (PuzzleFamily family : registry.families()) {
            for (Catalog.Slot slot : Catalog.slots(family)) {
                halves.storedEntry(slot).forEach(problem -> apart.add(Verifier.where(slot) + problem));
                halves.recomputedEntry(slot).forEach(problem -> apart.add(Verifier.where(slot) + problem));
            }
        }
        apart.addAll(halves.catalogFiles(registry.families()));
        assertTrue(whole.size() >= 4, whole.toString());
        assertTrue(apart.containsAll(whole), apart.toString());
        List<String> more = new ArrayList<>(apart);
        more.removeAll(whole);
        for (String page : more) {
            String slot = page.substring(0, page.indexOf(": ") + 2);
            assertTrue(page.endsWith("differs from the page its entry generates"), page);
            assertTrue(whole.stream().anyMatch(p -> p.startsWith(slot) && p.contains("recomputed")), page);
        }
    }
}
