package org.orbits.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.checks.CatalogEntry;
import org.orbits.checks.CatalogJson;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.ProgressListener;
import org.orbits.testing.PlainHip;
import org.orbits.testing.SmallHeavyHip;

/** A heavy entry, on a board quick enough to prove in a test: kept, made only when asked, and checked. */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class HeavyEntryTest {

    private static final String ENTRY = "hip/n4-balanced";
    private static final String UNDER_D4 = "hip/n4-balanced-D4";

    @TempDir
    Path folder;

    private final PuzzleRegistry registry = SmallHeavyHip.registry(Map.of("n", "4"));
    private final List<String> log = new ArrayList<>();

    private CatalogRun run() {
        return new CatalogRun(registry, new Catalog(folder), log::add, ProgressListener.SILENT);
    }

    private CatalogBuilder builder() {
        return new CatalogBuilder(run());
    }

    private int buildHeavy() {
        return new CatalogBuilder(run().heavy(HeavyProof.inOneGo(ProgressListener.SILENT, 2)))
                .build(registry.families());
    }

    private Verifier verifier() {
        return new Verifier(new CatalogRun(registry, new Catalog(folder), line -> {}, ProgressListener.SILENT));
    }

    private Verifier reprovingVerifier() {
        return new Verifier(new CatalogRun(registry, new Catalog(folder), line -> {}, ProgressListener.SILENT)
                .heavy(HeavyProof.inOneGo(ProgressListener.SILENT, 2)));
    }

    private Path file(String stem, String extension) {
        return folder.resolve(stem + extension);
    }

    private void edit(String stem, String extension, String from, String to) throws IOException {
        Path path = file(stem, extension);
        String text = Files.readString(path);
        assertTrue(text.contains(from), path + " holds " + from);
        Files.writeString(path, text.replaceFirst(from, to));
    }

    @Test
    void theHeavyOptionMakesTheEntryUnderEveryGroupAndItVerifies() throws IOException {
        assertEquals(2, buildHeavy());
        CatalogEntry entry = CatalogJson.read(Files.readString(file(ENTRY, ".json")));
        CatalogEntry underD4 = CatalogJson.read(Files.readString(file(UNDER_D4, ".json")));
        assertTrue(entry.heavy());
        assertTrue(entry.complete());
        // As a brute force over every balanced colouring of the 4 x 4 board counts them: 2,094 ties in 148 classes.
        PlainHip plain = PlainHip.balanced(4);
        assertEquals(
                OptionalInt.of(plain.fewest()), entry.objective().orElseThrow().value());
        assertEquals(plain.colourings(), entry.solutions());
        assertEquals(plain.classes(), entry.orbits());
        assertEquals(plain.colourings(), underD4.solutions());
        assertEquals(List.of(), verifier().verify(registry.families()));
    }

    @Test
    void theEntrySaysItIsHeavyHowItWasProvenAndWhatConfirmsIt() throws IOException {
        buildHeavy();
        String json = Files.readString(file(ENTRY, ".json"));
        assertTrue(json.contains("\"command\" : \"orbits catalog --only hip --heavy\""), json);
        assertTrue(json.contains("\"confirmedBy\""), json);
        String page = Files.readString(file(ENTRY, ".md"));
        assertTrue(page.contains("**A heavy entry.**"), page);
        assertTrue(page.contains("`orbits catalog --only hip --heavy` regenerates and re-proves it"), page);
        assertTrue(page.contains("Burnside's lemma over those solutions"), page);
        String index = Files.readString(folder.resolve("README.md"));
        PlainHip plain = PlainHip.balanced(4);
        assertTrue(
                index.contains("[n4-balanced](hip/n4-balanced.md) | n=4, split=balanced | D4-swap (16) | "
                        + plain.colourings() + " | " + plain.classes() + " (heavy) |"),
                index);
    }

    @Test
    void aCatalogRunKeepsTheHeavyFilesAsTheyAreAndStillIndexesThem() throws IOException {
        buildHeavy();
        // A byte no regeneration would write: kept means not rewritten, not written again the same.
        Files.writeString(file(ENTRY, ".md"), Files.readString(file(ENTRY, ".md")) + "\n");
        byte[] page = Files.readAllBytes(file(ENTRY, ".md"));
        byte[] json = Files.readAllBytes(file(ENTRY, ".json"));
        byte[] sheet = Files.readAllBytes(file(UNDER_D4, ".svg"));

        assertEquals(0, builder().build(registry.families()));

        assertTrue(Arrays.equals(page, Files.readAllBytes(file(ENTRY, ".md"))));
        assertTrue(Arrays.equals(json, Files.readAllBytes(file(ENTRY, ".json"))));
        assertTrue(Arrays.equals(sheet, Files.readAllBytes(file(UNDER_D4, ".svg"))));
        String index = Files.readString(folder.resolve("README.md"));
        assertTrue(index.contains("(hip/n4-balanced.md)"), index);
        assertTrue(index.contains("(hip/n4-balanced-D4.md)"), index);
        assertTrue(index.contains("| 4 x 4 | balanced | yes | 0 | 2094 | 266 | 148 |"), index);
        assertEquals(
                List.of(), log.stream().filter(line -> line.contains("heavy")).toList());
    }

    @Test
    void aFreshCatalogWithoutTheHeavyOptionSaysHowToMakeTheHeavyEntry() {
        builder().build(registry.families());
        assertFalse(Files.exists(file(ENTRY, ".json")));
        assertEquals(
                List.of("hip n=4 split=balanced is a heavy entry, not made by this run: make it with"
                        + " 'orbits catalog --only hip --heavy' (a proof of minutes on every core)"),
                log.stream().filter(line -> line.contains("heavy")).toList());
    }

    @Test
    void verifyCatchesAColouringChangedInAHeavyEntry() throws IOException {
        buildHeavy();
        edit(ENTRY, ".json", "\"r0c0\" : 0", "\"r0c0\" : 1");
        List<String> problems = verifier().verify(registry.families());
        assertTrue(problems.stream().anyMatch(p -> p.contains("fails the checker")), problems.toString());
    }

    @Test
    void verifyCatchesACountChangedInAHeavyEntry() throws IOException {
        buildHeavy();
        edit(UNDER_D4, ".json", "\"orbits\" : 266,", "\"orbits\" : 267,");
        List<String> problems = verifier().verify(registry.families());
        assertTrue(
                problems.stream().anyMatch(p -> p.startsWith(UNDER_D4 + ": Burnside's lemma over the stored orbits")),
                problems.toString());
    }

    @Test
    void verifyCatchesASolutionCountChangedInAHeavyEntry() throws IOException {
        buildHeavy();
        edit(ENTRY, ".json", "\"solutions\" : 2094,", "\"solutions\" : 2096,");
        List<String> problems = verifier().verify(registry.families());
        assertTrue(
                problems.contains(ENTRY + ": the stored orbits hold 2094 solutions, stored 2096"), problems.toString());
    }

    @Test
    void verifyWithTheHeavyProofReprovesTheEntry() throws IOException {
        buildHeavy();
        Verifier reproving = reprovingVerifier();
        assertEquals(List.of(), reproving.verify(registry.families()));
        edit(ENTRY, ".json", "\"value\" : 0,", "\"value\" : 1,");
        List<String> problems = reprovingVerifier().verify(registry.families());
        assertTrue(
                problems.stream().anyMatch(p -> p.startsWith(ENTRY + ": the stored entry differs from the re-proven")),
                problems.toString());
    }
}
