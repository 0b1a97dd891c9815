package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsForTests;
import org.orbits.model.ExternalTools;
import org.orbits.testing.SmallNgons;

/** A catalog of a folder of one's own models: built, verified, tampered with, rebuilt, browsed, refused. */
class ModelCatalogCommandTest {

    private static final String QUEENS =
            """
            % n queens on a board of bools, the board's rotations and reflections declared.
            include "orbits.mzn";
            int: n;
            array[1..n, 1..n] of var bool: board;
            constraint forall(i in 1..n)(sum(j in 1..n)(board[i, j]) = 1);
            constraint forall(j in 1..n)(sum(i in 1..n)(board[i, j]) = 1);
            constraint forall(d in 2..2 * n)(sum(i, j in 1..n where i + j = d)(board[i, j]) <= 1);
            constraint forall(d in 1 - n..n - 1)(sum(i, j in 1..n where i - j = d)(board[i, j]) <= 1);
            constraint orbits_d4(board);
            solve satisfy;
            """;

    private static final String MAGIC =
            """
            % A magic square of order n, its square's symmetries declared.
            include "globals.mzn";
            include "orbits.mzn";
            int: n;
            int: total = n * (n * n + 1) div 2;
            array[1..n, 1..n] of var 1..n * n: square;
            constraint all_different(square);
            constraint forall(i in 1..n)(sum(j in 1..n)(square[i, j]) = total);
            constraint forall(j in 1..n)(sum(i in 1..n)(square[i, j]) = total);
            constraint sum(i in 1..n)(square[i, i]) = total;
            constraint sum(i in 1..n)(square[i, n + 1 - i]) = total;
            constraint orbits_d4(square);
            solve satisfy;
            """;

    private final Orbits orbits = OrbitsForTests.of(SmallNgons.registry(List.of(Map.of("n", "3"))));

    @TempDir
    Path work;

    private Path models;

    @BeforeEach
    void models() throws IOException {
        ExternalTools.require("minizinc");
        models = Files.createDirectory(work.resolve("mine"));
        Files.writeString(models.resolve("queens-board.mzn"), QUEENS);
        Files.writeString(models.resolve("magic.mzn"), MAGIC);
        Files.writeString(models.resolve("three.dzn"), "n = 3;\n");
        Files.writeString(
                models.resolve("catalog.txt"),
                """
                # a board and a square
                queens-board.mzn n=4
                magic.mzn -d three.dzn
                """);
    }

    private OrbitsCommandTest.Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = OrbitsCommand.run(orbits, new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new OrbitsCommandTest.Run(exit, out.toString(), err.toString());
    }

    private static Map<String, String> contents(Path folder) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> all = Files.walk(folder)) {
            for (Path file : all.filter(Files::isRegularFile).toList()) {
                files.put(folder.relativize(file).toString(), Files.readString(file));
            }
        }
        return files;
    }

    /** How many entries the catalog holds: its JSON files. */
    private static long entries(Path out) throws IOException {
        try (Stream<Path> all = Files.walk(out)) {
            return all.filter(path -> path.toString().endsWith(".json")).count();
        }
    }

    @Test
    void aFolderOfModelsBecomesACatalogThatVerifiesWithoutTheFolderAndRebuildsByteForByte() throws IOException {
        Path out = work.resolve("out");
        OrbitsCommandTest.Run built = run("catalog", "--models", models.toString(), "--catalog", out.toString());
        assertEquals(0, built.exit(), built.err());
        assertEquals("wrote " + entries(out) + " entries to " + out, built.out().strip());
        assertTrue(entries(out) >= 2, "one entry per instance and group");
        // The declared group alone: a model's catalog entries hold no second copy of its solutions under the trivial
        // one.
        assertTrue(built.err().contains("queens-board n=4: 2 solutions, 1 orbit"), built.err());
        assertFalse(built.err().contains("trivial"), built.err());
        for (String file : List.of(
                "README.md",
                "queens-board/n4.json",
                "queens-board/n4.md",
                "queens-board/n4.svg",
                "magic/three.json",
                "models/catalog.txt",
                "models/queens-board.mzn",
                "models/magic.mzn",
                "models/three.dzn")) {
            assertTrue(Files.isRegularFile(out.resolve(file)), file);
        }
        JsonNode entry =
                new ObjectMapper().readTree(out.resolve("queens-board/n4.json").toFile());
        assertEquals(2, entry.path("solutions").asLong());
        assertEquals(2, entry.path("checks").path("gecode").path("solutions").asLong(), entry.toString());
        assertEquals(
                "Gecode", entry.path("checks").path("gecode").path("solver").asText());
        assertEquals(
                1, entry.path("checks").path("checker").path("representatives").asInt());
        assertFalse(entry.path("checks").has("definitionModel"), "a model's count stands in for no definition model");
        JsonNode magic =
                new ObjectMapper().readTree(out.resolve("magic/three.json").toFile());
        assertEquals(8, magic.path("solutions").asLong());
        assertEquals(1, magic.path("orbits").asInt());
        String page = Files.readString(out.resolve("queens-board/n4.md"));
        assertTrue(page.contains("Confirmed by:"), page);
        assertTrue(page.contains("- Gecode's count of the same model through MiniZinc"), page);
        assertTrue(page.contains("- the independent evaluator"), page);
        String index = Files.readString(out.resolve("README.md"));
        assertTrue(index.contains("[n4](queens-board/n4.md)"), index);
        assertTrue(index.contains("[three](magic/three.md)"), index);

        Map<String, String> first = contents(out);
        try (Stream<Path> all = Files.walk(models)) {
            for (Path file : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
        OrbitsCommandTest.Run verified = run("verify", "--catalog", out.toString(), "--quiet");
        assertEquals(0, verified.exit(), verified.out() + verified.err());

        OrbitsCommandTest.Run rebuilt = run("catalog", "--catalog", out.toString(), "--quiet");
        assertEquals(0, rebuilt.exit(), rebuilt.err());
        assertEquals(first, contents(out), "rebuilt from the sources it keeps, byte for byte");
        try (Stream<Path> beside = Files.list(work)) {
            assertEquals(
                    List.of("out"), beside.map(p -> p.getFileName().toString()).toList(), "nothing left beside");
        }

        Path json = out.resolve("queens-board/n4.json");
        Files.writeString(json, Files.readString(json).replace("\"solutions\" : 2,", "\"solutions\" : 3,"));
        OrbitsCommandTest.Run tampered = run("verify", "--catalog", out.toString(), "--quiet");
        assertEquals(1, tampered.exit(), tampered.out());
        assertTrue(
                tampered.out().contains("MISMATCH queens-board/n4: stored 3 solutions, recomputed 2"), tampered.out());
    }

    @Test
    void aModelsAnalysisPointsToItsOwnDeclarationsNotToThePuzzlesStatements() throws IOException {
        // Two cells of 1..2 that differ, nothing declared: detection finds their swap, a larger group than the
        // trivial one the entry counts under, and the page says why the catalog keeps to the declared group.
        Path mine = Files.createDirectory(work.resolve("pair"));
        Files.writeString(
                mine.resolve("pair.mzn"), "array[1..2] of var 1..2: x;\nconstraint x[1] != x[2];\nsolve satisfy;\n");
        Path out = work.resolve("pair-out");
        OrbitsCommandTest.Run built =
                run("catalog", "--models", mine.toString(), "--catalog", out.toString(), "--quiet");
        assertEquals(0, built.exit(), built.err());
        String page = Files.readString(out.resolve("pair/default.md"));
        assertTrue(page.contains("is larger than the declared group"), page);
        assertTrue(page.contains("the model's own declarations (orbits.mzn) name the symmetries"), page);
        assertFalse(page.contains("docs/puzzles.md"), page);
    }

    @Test
    void theServerListsTheCataloguedModelsAsFamilies() throws IOException {
        Path out = work.resolve("out");
        assertEquals(
                0,
                run("catalog", "--models", models.toString(), "--catalog", out.toString(), "--quiet")
                        .exit());
        assertEquals(entries(out), orbits.catalogEntries(out).size());
        List<String> names = orbits.families().stream().map(f -> f.name()).toList();
        assertTrue(names.containsAll(List.of("ngon", "queens-board", "magic")), names.toString());
        assertEquals(1, orbits.catalogSize("magic"));
        assertEquals(
                "three", orbits.instance("magic", Map.of("data", "three.dzn")).id());
    }

    @Test
    void theServedCatalogOfModelsListsItsModelsAmongTheFamilies() throws Exception {
        Path out = work.resolve("out");
        assertEquals(
                0,
                run("catalog", "--models", models.toString(), "--catalog", out.toString(), "--quiet")
                        .exit());
        org.orbits.web.WebServer server = org.orbits.web.WebServer.start(
                new org.orbits.web.WebServer.Settings("127.0.0.1", 0, out, 1, java.time.Duration.ofSeconds(60)),
                orbits,
                new PrintWriter(new StringWriter(), true));
        try {
            java.net.http.HttpClient client = java.net.http.HttpClient.newHttpClient();
            String families = client.send(
                            java.net.http.HttpRequest.newBuilder(
                                            server.address().resolve("/api/families"))
                                    .build(),
                            java.net.http.HttpResponse.BodyHandlers.ofString())
                    .body();
            List<String> names = new java.util.ArrayList<>();
            new ObjectMapper()
                    .readTree(families)
                    .forEach(family -> names.add(family.path("name").asText()));
            assertTrue(names.containsAll(List.of("queens-board", "magic")), families);
            assertEquals(entries(out), server.catalogEntries());
        } finally {
            server.close();
        }
    }

    @Test
    void aModelThatFailsIsOneLineAndLeavesNothingWritten() throws IOException {
        Files.writeString(models.resolve("broken.mzn"), "var 1..3: x;\nconstraint x = y;\nsolve satisfy;\n");
        Files.writeString(models.resolve("catalog.txt"), "broken.mzn\n", java.nio.file.StandardOpenOption.APPEND);
        Path out = work.resolve("out");
        OrbitsCommandTest.Run failed = run("catalog", "--models", models.toString(), "--catalog", out.toString());
        assertEquals(2, failed.exit(), failed.err());
        String line = failed.err().strip();
        assertFalse(line.contains("\n"), line);
        assertTrue(line.startsWith("orbits: " + models.resolve("catalog.txt") + " line 4: broken.mzn"), line);
        assertTrue(line.contains("undefined identifier"), line);
        assertFalse(Files.exists(out), "no catalog is written");
        try (Stream<Path> beside = Files.list(work)) {
            assertEquals(
                    List.of("mine"), beside.map(p -> p.getFileName().toString()).toList());
        }
    }

    @Test
    void aFolderThatHoldsOtherFilesIsNotReplaced() throws IOException {
        Path out = Files.createDirectory(work.resolve("out"));
        Files.writeString(out.resolve("notes.txt"), "mine\n");
        OrbitsCommandTest.Run refused = run("catalog", "--models", models.toString(), "--catalog", out.toString());
        assertEquals(2, refused.exit());
        assertTrue(refused.err().contains("holds files but no 'models' folder"), refused.err());
        assertEquals(List.of("notes.txt"), List.copyOf(contents(out).keySet()));
    }

    @Test
    void aModelsEnumerationSaysWhichChecksConfirmedIt() throws IOException {
        String model = models.resolve("queens-board.mzn").toString();
        OrbitsCommandTest.Run text = run("enumerate", model, "-p", "n=4");
        assertEquals(0, text.exit(), text.err());
        assertTrue(text.out().contains("Confirmed by:\n  - Gecode's count of the same model"), text.out());
        assertTrue(text.out().contains("  - the independent evaluator"), text.out());
        OrbitsCommandTest.Run json = run("enumerate", model, "-p", "n=4", "--json");
        assertEquals(0, json.exit(), json.err());
        JsonNode checks = new ObjectMapper().readTree(json.out()).path("checks");
        assertEquals(2, checks.path("gecode").path("solutions").asLong(), json.out());
        assertEquals(1, checks.path("checker").path("representatives").asInt(), json.out());
        assertTrue(checks.path("agree").asBoolean(), json.out());
        OrbitsCommandTest.Run skipped = run("enumerate", model, "-p", "n=4", "--no-checks");
        assertFalse(skipped.out().contains("Confirmed by"), skipped.out());
    }
}
