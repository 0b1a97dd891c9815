package org.orbits.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orbits.search.Census;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;

/**
 * The models of {@code examples/} at the top of the repository, each counted with the defaults of {@code orbits
 * enumerate} under the symmetries it declares: the classics against their published counts, the seed puzzles
 * against the committed catalog's entry for the same instance and group.
 */
class ExamplesTest {

    private static final Path EXAMPLES = Path.of("examples");
    private static final Path CATALOG = Path.of("catalog");

    @TempDir
    static Path cache;

    @BeforeAll
    static void needsMiniZinc() {
        ExternalTools.require("minizinc");
    }

    /** Parameters as "name=value" pairs, as {@code -p} takes them. */
    private static Map<String, String> parameters(String... pairs) {
        Map<String, String> parameters = new LinkedHashMap<>();
        for (String pair : pairs) {
            String[] nameAndValue = pair.split("=", 2);
            parameters.put(nameAndValue[0], nameAndValue[1]);
        }
        return parameters;
    }

    private static Census census(String model, Map<String, String> parameters) {
        return census(model, parameters, 1);
    }

    private static Census census(String model, Map<String, String> parameters, int threads) {
        ModelPuzzle puzzle = ModelFamily.load(ModelSource.of(EXAMPLES.resolve(model), List.of(), parameters), cache);
        Census census = Census.take(
                puzzle, puzzle.defaultGroup(), SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT, threads);
        assertTrue(census.complete(), model + " " + parameters);
        return census;
    }

    private static void assertCounts(String model, Map<String, String> parameters, long solutions, long orbits) {
        Census census = census(model, parameters);
        assertEquals(solutions, census.solutions(), model + " " + parameters + ": solutions");
        assertEquals(orbits, census.orbits().size(), model + " " + parameters + ": orbits under " + census.group());
    }

    /** The example counts as the catalog's entry (family/entry.json) does: solutions, orbits, group order, optimum. */
    private static void assertAsCatalogued(String model, Map<String, String> parameters, String entry)
            throws IOException {
        assertAsCatalogued(model, parameters, entry, 1);
    }

    /** As {@link #assertAsCatalogued(String, Map, String)}, the search split into work units on {@code threads}. */
    private static void assertAsCatalogued(String model, Map<String, String> parameters, String entry, int threads)
            throws IOException {
        JsonNode catalogued = new ObjectMapper().readTree(Files.readString(CATALOG.resolve(entry + ".json")));
        assertTrue(catalogued.path("complete").asBoolean(), entry + " is complete");
        Census census = census(model, parameters, threads);
        String what = model + " " + parameters + " against " + entry;
        assertEquals(
                catalogued.path("group").path("order").asLong(), census.group().order(), what + ": group order");
        assertEquals(catalogued.path("solutions").asLong(), census.solutions(), what + ": solutions");
        assertEquals(catalogued.path("orbits").asLong(), census.orbits().size(), what + ": orbits");
        JsonNode objective = catalogued.path("objective");
        if (!objective.isMissingNode()) {
            assertTrue(census.objective().orElseThrow().proven(), what + ": optimum proven");
            assertEquals(
                    OptionalInt.of(objective.path("value").asInt()),
                    census.objective().orElseThrow().value(),
                    what + ": optimum");
        }
    }

    /** OEIS A000170 and A002562: 4 queens 2 in 1 orbit, 6 queens 4 in 1, 8 queens 92 in 12. */
    @ParameterizedTest(name = "n = {0}")
    @CsvSource({"4, 2, 1", "6, 4, 1", "8, 92, 12"})
    void queens(int n, long solutions, long orbits) {
        assertCounts("queens.mzn", parameters("n=" + n), solutions, orbits);
    }

    /** The same counts in the row model, whose board symmetries map assignments, not variables. */
    @ParameterizedTest(name = "n = {0}")
    @CsvSource({"5, 10, 2", "6, 4, 1", "8, 92, 12"})
    void queensInTheRowModel(int n, long solutions, long orbits) {
        assertCounts("queens-rows.mzn", parameters("n=" + n), solutions, orbits);
    }

    /** The 8 magic squares of order 3 are one square turned and mirrored. */
    @Test
    void magicSquaresOfOrderThree() {
        assertCounts("magic-square.mzn", Map.of(), 8, 1);
    }

    /** OEIS A014552 counts Langford pairings up to reversal: 26 for n = 7, 150 for n = 8. */
    @ParameterizedTest(name = "n = {0}")
    @CsvSource({"3, 2, 1", "7, 52, 26", "8, 300, 150"})
    void langfordPairings(int n, long solutions, long orbits) {
        assertCounts("langford.mzn", parameters("n=" + n), solutions, orbits);
    }

    /** OEIS A002860 and A040082: 576 Latin squares of order 4 in 2 isotopy classes; 12 of order 3 in 1. */
    @ParameterizedTest(name = "n = {0}")
    @CsvSource({"3, 12, 1", "4, 576, 2"})
    void latinSquaresUpToIsotopy(int n, long solutions, long orbits) {
        assertCounts("latin-square.mzn", parameters("n=" + n), solutions, orbits);
    }

    /** OEIS A000031 (necklaces), A000029 (bracelets) and A001867 (necklaces of three colours). */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"n=10, 1024, 108", "n=10 bracelet=true, 1024, 78", "n=6 k=3, 729, 130", "n=6 k=3 bracelet=true, 729, 92"
    })
    void necklacesAndBracelets(String given, long solutions, long orbits) {
        assertCounts("necklaces.mzn", parameters(given.split(" ")), solutions, orbits);
    }

    /** 288 Shidoku grids (Sudoku of order 2), 2 up to the Sudoku symmetries, in orbits of 96 and 192. */
    @Test
    void shidokuHasTwoEssentiallyDifferentGrids() {
        Census census = census("shidoku.mzn", Map.of());
        assertEquals(288, census.solutions());
        assertEquals(
                List.of(96L, 192L),
                census.orbits().stream().map(o -> o.size()).sorted().toList());
    }

    /**
     * The Petersen graph's chromatic polynomial: 120 colourings in 3 colours, 12960 in 4; no renaming of the colours
     * fixes one, so 120 / 3! and 12960 / 4! up to renaming.
     */
    @ParameterizedTest(name = "k = {0}")
    @CsvSource({"3, 120, 20", "4, 12960, 540"})
    void thePetersenGraphsColouringsUpToRenamingTheColours(int k, long solutions, long orbits) {
        ModelPuzzle puzzle = ModelFamily.load(
                ModelSource.of(
                        EXAMPLES.resolve("graph-colouring.mzn"),
                        List.of(EXAMPLES.resolve("petersen.dzn")),
                        parameters("k=" + k)),
                cache);
        Census census = Census.take(
                puzzle, puzzle.defaultGroup(), SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT, 1);
        assertTrue(census.complete());
        assertEquals(solutions, census.solutions());
        assertEquals(orbits, census.orbits().size());
    }

    /** OEIS A008404 and A001441: 116 Costas arrays of order 6 in 17 classes, 200 of order 7 in 30. */
    @ParameterizedTest(name = "n = {0}")
    @CsvSource({"6, 116, 17", "7, 200, 30"})
    void costasArrays(int n, long solutions, long orbits) {
        assertCounts("costas.mzn", parameters("n=" + n), solutions, orbits);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"n=6 sum=22, ngon/n6-s22", "n=5 sum=19, ngon/n5-s19", "n=4 sum=21, ngon/n4-s21", "n=7, ngon/n7-s25"})
    void theNGonCountsAsTheCatalog(String given, String entry) throws IOException {
        assertAsCatalogued("n-gon.mzn", parameters(given.split(" ")), entry);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "rows=6 modulus=3, apex/r6-m3",
        "rows=6 modulus=3 units=false, apex/r6-m3-mirror",
        "rows=5 modulus=5, apex/r5-m5",
        "rows=7 modulus=2, apex/r7-m2"
    })
    void theApexCountsAsTheCatalog(String given, String entry) throws IOException {
        assertAsCatalogued("the-apex.mzn", parameters(given.split(" ")), entry);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "n=2 balanced=false, hip/n2-any",
        "n=3, hip/n3-balanced",
        "n=3 balanced=false, hip/n3-any",
        "rows=2 cols=4, hip/2x4-balanced"
    })
    void hipCountsAsTheCatalog(String given, String entry) throws IOException {
        assertAsCatalogued("hip-game.mzn", parameters(given.split(" ")), entry);
    }

    /** Each example runs at its defaults, and those are instances with published or catalogued counts. */
    @Test
    void theDefaultsAreTheInstancesTheHeadersName() throws IOException {
        assertCounts("queens.mzn", Map.of(), 92, 12);
        assertCounts("langford.mzn", Map.of(), 52, 26);
        assertCounts("latin-square.mzn", Map.of(), 576, 2);
        assertAsCatalogued("n-gon.mzn", Map.of(), "ngon/n6-s22");
        assertAsCatalogued("the-apex.mzn", Map.of(), "apex/r6-m3");
    }

    /** The defaults that take a few seconds each. */
    @Test
    @Tag("slow")
    void theLongerDefaults() throws IOException {
        assertCounts("costas.mzn", Map.of(), 444, 60);
        assertAsCatalogued("hip-game.mzn", Map.of(), "hip/n4-balanced");
    }

    /** 7040 magic squares of order 4, 880 up to symmetry (Frenicle, 1693; OEIS A006052). */
    @Test
    @Tag("slow")
    void magicSquaresOfOrderFour() {
        assertCounts("magic-square.mzn", parameters("n=4"), 7040, 880);
    }

    /**
     * Almost Magic at the puzzle's spread 1: the catalog's proven optimum, 470, in 4 grids that are one orbit. The
     * longest of these searches (over a million nodes), it runs on every core, two at least: so a model's optimum
     * is also proven and enumerated by work units shared between threads.
     */
    @Test
    @Tag("slow")
    // Its declared rotation holds only semantically (the centres' relations are stated for one orientation), so it is
    // proven on every solution and prunes nothing: the search is the unbroken one, several times longer.
    @Timeout(value = 6, unit = TimeUnit.MINUTES)
    void almostMagicProvesTheCataloguedOptimum() throws IOException {
        assertAsCatalogued("almost-magic.mzn", Map.of(), "almostmagic/cells-spread1", everyCore());
    }

    /** The source's Apex, 8 rows modulo 9, as catalogued under the mirror and the units; on every core too. */
    @Test
    @Tag("slow")
    void theSourcesApex() throws IOException {
        assertAsCatalogued("the-apex.mzn", parameters("rows=8", "modulus=9"), "apex/r8-m9", everyCore());
    }

    private static int everyCore() {
        return Math.max(2, Runtime.getRuntime().availableProcessors());
    }
}
