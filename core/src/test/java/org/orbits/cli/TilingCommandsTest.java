package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A tiling file named on the command line is a puzzle like a family's instance: {@code enumerate} counts its tilings
 * and orbits, names the pieces, confirms the counts by de Bruijn's count, Burnside's lemma and the Choco model, draws
 * the orbits, lists every tiling under the trivial group, and resumes a checkpoint; a malformed file is one line
 * naming its line.
 */
class TilingCommandsTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String SMALL = "examples/tilings/pentominoes-4x5.tiling";

    @TempDir
    Path folder;

    @Test
    void enumerateATilingFileCountsItsOrbitsNamesThePiecesAndConfirmsTheCounts() {
        OrbitsCommandTest.Run run = OrbitsCommandTest.run("enumerate", SMALL, "--quiet");
        assertEquals(0, run.exit(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals("pentominoes-4x5: 20 solutions in 5 orbits under D2 (order 4)", lines.get(0));
        assertTrue(lines.get(1).startsWith("  #1   orbit size 4   r1c1=L r1c2=L r1c3=L r1c4=L r1c5="), lines.get(1));
        assertTrue(run.out().contains("Confirmed by:\n  - de Bruijn's count of every tiling"), run.out());
        assertTrue(run.out().contains("Burnside's lemma: the 4 elements of D2 fix 20 tilings in all"), run.out());
        assertTrue(run.out().contains("\n  - the same tiling as a Choco model"), run.out());
        assertFalse(run.out().contains("No verdict"), run.out());
        assertFalse(run.out().contains("Not run"), run.out());
    }

    @Test
    void aRectangleTooLargeForTheChocoModelIsConfirmedAndSaysTheModelWasNotRun() throws IOException {
        OrbitsCommandTest.Run run =
                OrbitsCommandTest.run("enumerate", "examples/tilings/pentominoes-4x15.tiling", "--quiet");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("Confirmed by:\n  - de Bruijn's count of every tiling"), run.out());
        assertTrue(run.out().contains("): 1472 solutions\n"), run.out());
        assertTrue(run.out().contains("and 1472 / 4 = 368 orbits\n"), run.out());
        assertTrue(run.out().contains("Not run:\n  - the same tiling as a Choco model"), run.out());
        assertFalse(run.out().contains("No verdict"), run.out());
        OrbitsCommandTest.Run json =
                OrbitsCommandTest.run("enumerate", "examples/tilings/pentominoes-4x15.tiling", "--quiet", "--json");
        JsonNode checks = MAPPER.readTree(json.out()).get("checks");
        assertEquals(1472, checks.get("firstEmptyCell").get("solutions").asLong(), json.out());
        assertEquals("agrees", checks.get("burnside").get("status").asText());
        assertEquals("not run", checks.get("choco").get("status").asText());
        assertTrue(checks.get("agree").asBoolean());
    }

    @Test
    void theTrivialGroupListsEveryTilingAndTheJsonNamesThePieces() throws IOException {
        OrbitsCommandTest.Run run =
                OrbitsCommandTest.run("enumerate", SMALL, "--group", "trivial", "--json", "--quiet", "--no-checks");
        assertEquals(0, run.exit(), run.err());
        JsonNode json = MAPPER.readTree(run.out());
        assertEquals(20, json.get("solutions").asLong());
        assertEquals(20, json.get("orbits").asInt());
        assertEquals("trivial", json.get("group").get("name").asText());
        assertEquals(20, json.get("representatives").get(0).get("cells").size());
        assertEquals("L", json.get("values").get("1").asText());
        assertEquals("P", json.get("values").get("2").asText());
    }

    @Test
    void everyTilingWithoutSymmetryBreakingGivesTheSameOrbits() throws IOException {
        OrbitsCommandTest.Run restricted =
                OrbitsCommandTest.run("enumerate", "examples/tilings/soma.tiling", "--json", "--quiet", "--no-checks");
        OrbitsCommandTest.Run every = OrbitsCommandTest.run(
                "enumerate",
                "examples/tilings/soma.tiling",
                "--json",
                "--quiet",
                "--no-checks",
                "--symmetry-breaking",
                "none");
        assertEquals(0, every.exit(), every.err());
        assertEquals(
                result(restricted.out()).get("representatives"),
                result(every.out()).get("representatives"));
        assertEquals(11520, result(every.out()).get("solutions").asLong());
        assertEquals(240, result(every.out()).get("orbits").asInt());
    }

    @Test
    void svgDrawsEveryOrbitInColour() throws IOException {
        Path svg = folder.resolve("tilings.svg");
        OrbitsCommandTest.Run run =
                OrbitsCommandTest.run("enumerate", SMALL, "--quiet", "--no-checks", "--svg", svg.toString());
        assertEquals(0, run.exit(), run.err());
        String sheet = Files.readString(svg);
        assertEquals(5, sheet.split("orbit size 4").length - 1);
        assertTrue(sheet.contains("fill=\"#"), "the pieces in colours");
    }

    @Test
    void aCheckpointOfATilingFileResumesToTheSameResult() throws IOException {
        Path checkpoint = folder.resolve("soma.checkpoint");
        String[] args = {
            "enumerate",
            "examples/tilings/soma.tiling",
            "--json",
            "--quiet",
            "--no-checks",
            "--checkpoint",
            checkpoint.toString()
        };
        OrbitsCommandTest.Run first = OrbitsCommandTest.run(args);
        assertEquals(0, first.exit(), first.err());
        assertTrue(Files.exists(checkpoint));
        OrbitsCommandTest.Run again = OrbitsCommandTest.run(args);
        assertEquals(0, again.exit(), again.err());
        assertTrue(again.err().contains("resuming from"), again.err());
        assertEquals(result(first.out()), result(again.out()));
    }

    @Test
    void badTilingInputIsOneLineNamingTheProblem() throws IOException {
        Path broken = folder.resolve("broken.tiling");
        Files.writeString(broken, "board\n###\n\npiece D\n##\n");
        Path missing = folder.resolve("missing.tiling");
        for (String[] args : List.of(
                new String[] {"enumerate", broken.toString()},
                new String[] {"enumerate", missing.toString()},
                new String[] {"enumerate", SMALL, "-p", "n=3"},
                new String[] {"enumerate", SMALL, "--symmetry-breaking", "lex-generators"},
                new String[] {"enumerate", SMALL, "--search", "domOverWDeg"},
                new String[] {"enumerate", SMALL, "--group", "D4"})) {
            OrbitsCommandTest.Run run = OrbitsCommandTest.run(args);
            assertEquals(2, run.exit(), String.join(" ", args) + ": " + run.err());
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().startsWith("orbits: "), run.err());
        }
        assertTrue(OrbitsCommandTest.run("enumerate", broken.toString())
                .err()
                .contains("broken.tiling:1: the board has 3 cells but the pieces have 2 in all"));
    }

    /**
     * A piece that fits nowhere on its board: no tiling, and the answer says so, on every grid; it once ended in exit
     * 3, the Choco model refusing a sum over no placement. The straight tromino and a monomino on 2 x 2 squares, 2 x 2
     * hexagons and 2 x 2 x 2 cubes; a triangle of four triangles on a strip of four.
     */
    @Test
    void aPieceThatFitsNowhereHasNoTilingAndIsNamed() throws IOException {
        String bar = "piece I\n###\n\npiece o\n#\n";
        List<String> files = List.of(
                "board\n##\n##\n\n" + bar,
                "grid hex\n\nboard\n##\n##\n\n" + bar,
                "board\n##\n##\n--\n##\n##\n\n" + bar + "\npiece D x2\n##\n",
                "grid triangle\n\nboard\n####\n\npiece T\n..#\n.###\n");
        for (int k = 0; k < files.size(); k++) {
            Path file = folder.resolve("nowhere" + k + ".tiling");
            Files.writeString(file, files.get(k));
            OrbitsCommandTest.Run run = OrbitsCommandTest.run("enumerate", file.toString(), "--quiet");
            assertEquals(1, run.exit(), files.get(k) + ": " + run.err());
            assertTrue(run.out().startsWith("nowhere" + k + ": 0 solutions in 0 orbits"), run.out());
            String piece = k == 3 ? "T" : "I";
            assertTrue(run.err().contains("has no solution: piece " + piece + " fits nowhere on the board"), run.err());
            assertFalse(run.err().contains("internal error"), run.err());
        }
    }

    /** A triangle grid's JSON places each cell: its row, its column, and whether it points up or down. */
    @Test
    void theJsonPlacesEachCellOnItsGrid() throws IOException {
        OrbitsCommandTest.Run run = OrbitsCommandTest.run(
                "enumerate", "examples/tilings/hexiamonds-4x9.tiling", "--json", "--quiet", "--no-checks");
        assertEquals(0, run.exit(), run.err());
        JsonNode grid = MAPPER.readTree(run.out()).get("grid");
        assertEquals("triangle", grid.get("name").asText());
        assertEquals(72, grid.get("cells").size());
        JsonNode first = grid.get("cells").get("r1c5");
        assertEquals(1, first.get("row").asInt());
        assertEquals(5, first.get("column").asInt());
        assertEquals("up", first.get("points").asText());
        assertEquals("down", grid.get("cells").get("r1c6").get("points").asText());
        assertEquals(
                72,
                MAPPER.readTree(run.out())
                        .get("representatives")
                        .get(0)
                        .get("cells")
                        .size());
    }

    /** The JSON of a run without its statistics, which differ from run to run. */
    private static JsonNode result(String json) throws IOException {
        ObjectNode root = (ObjectNode) MAPPER.readTree(json);
        root.remove("statistics");
        return root;
    }
}
