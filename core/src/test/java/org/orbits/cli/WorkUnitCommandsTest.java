package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Runs split over parts and merged, and runs interrupted and resumed from a checkpoint, end with the same
 * result as one uninterrupted run: the same JSON but for the search statistics.
 */
class WorkUnitCommandsTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path folder;

    /** The JSON of a run without its statistics, which differ from run to run. */
    private static JsonNode result(String json) throws IOException {
        JsonNode root = MAPPER.readTree(json);
        strip(root);
        return root;
    }

    private static void strip(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.remove("statistics");
            object.elements().forEachRemaining(WorkUnitCommandsTest::strip);
        } else if (node.isArray()) {
            node.elements().forEachRemaining(WorkUnitCommandsTest::strip);
        }
    }

    private static String[] with(String[] base, String... more) {
        List<String> all = new ArrayList<>(List.of(base));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    private List<String> parts(String[] instance, int count) throws IOException {
        List<String> files = new ArrayList<>();
        for (int part = 1; part <= count; part++) {
            OrbitsCommandTest.Run run = OrbitsCommandTest.run(with(
                    with(new String[] {"enumerate"}, instance),
                    "--quiet",
                    "--threads",
                    String.valueOf(1 + part % 2),
                    "--parts",
                    String.valueOf(count),
                    "--part",
                    String.valueOf(part)));
            assertEquals(0, run.exit(), run.err());
            assertTrue(run.err().contains("part " + part + " of " + count), run.err());
            Path file = folder.resolve("part" + part + ".json");
            Files.writeString(file, run.out());
            files.add(file.toString());
        }
        return files;
    }

    @ParameterizedTest
    @CsvSource({
        "apex;-p;rows=5;-p;modulus=5, 3", // two groups, one acting on values
        "hip;-p;n=5, 2", // optimisation: each part proves its own best
        "ngon;-p;n=6;-p;sum=23;--symmetry-breaking;none, 4", // each orbit spread over the parts
        "tilings;-p;board=pentominoes-4x15;--no-checks, 3", // dancing links: one piece kept per orbit
        "tilings;-p;board=soma;--symmetry-breaking;none;--no-checks, 2", // every tiling, orbits across parts
    })
    void partsMergeIntoTheWholeResult(String instance, int count) throws IOException {
        String[] args = instance.split(";");
        OrbitsCommandTest.Run whole = OrbitsCommandTest.run(
                with(with(new String[] {"enumerate"}, args), "--json", "--quiet", "--threads", "1"));
        assertEquals(0, whole.exit(), whole.err());
        List<String> files = parts(args, count);
        OrbitsCommandTest.Run merged =
                OrbitsCommandTest.run(with(with(new String[] {"merge", "--json"}, files.toArray(String[]::new))));
        assertEquals(0, merged.exit(), merged.err());
        assertEquals(result(whole.out()), result(merged.out()));
        assertTrue(MAPPER.readTree(merged.out()).get("complete").asBoolean());
    }

    @Test
    void mergeRefusesDuplicateAndForeignPartsAndReportsMissingOnes() throws IOException {
        List<String> files = parts(new String[] {"ngon", "-p", "n=6"}, 3);
        OrbitsCommandTest.Run duplicate =
                OrbitsCommandTest.run("merge", files.get(0), files.get(1), files.get(1), files.get(2));
        assertEquals(2, duplicate.exit());
        assertTrue(duplicate.err().startsWith("orbits: cannot merge "), duplicate.err());
        assertTrue(duplicate.err().contains(": they are the same part (given twice?)"), duplicate.err());
        assertEquals(1, duplicate.err().lines().count(), duplicate.err());

        // Part 2 run again (another run, another cost): the same units twice, from two runs.
        Path again = folder.resolve("again.json");
        Files.writeString(
                again,
                OrbitsCommandTest.run("enumerate", "ngon", "-p", "n=6", "--quiet", "--parts", "3", "--part", "2")
                        .out());
        OrbitsCommandTest.Run twoRuns =
                OrbitsCommandTest.run("merge", files.get(0), files.get(1), again.toString(), files.get(2));
        assertEquals(2, twoRuns.exit());
        assertTrue(twoRuns.err().contains(": both are part 2 of 3 (from two runs of it?)"), twoRuns.err());

        OrbitsCommandTest.Run missing = OrbitsCommandTest.run("merge", "--json", files.get(0), files.get(2));
        assertEquals(1, missing.exit());
        assertTrue(missing.err().contains("work units missing"), missing.err());
        assertFalse(MAPPER.readTree(missing.out()).get("complete").asBoolean());

        Path foreign = folder.resolve("foreign.json");
        Files.writeString(
                foreign,
                OrbitsCommandTest.run("enumerate", "ngon", "-p", "n=5", "--quiet", "--parts", "3", "--part", "2")
                        .out());
        OrbitsCommandTest.Run mixed = OrbitsCommandTest.run("merge", files.get(0), foreign.toString());
        assertEquals(2, mixed.exit());
        assertTrue(mixed.err().startsWith("orbits: cannot merge parts of different searches"), mixed.err());

        Path other = folder.resolve("settings.json");
        Files.writeString(
                other,
                OrbitsCommandTest.run(
                                "enumerate",
                                "ngon",
                                "-p",
                                "n=6",
                                "--quiet",
                                "--parts",
                                "3",
                                "--part",
                                "2",
                                "--alldiff",
                                "BC")
                        .out());
        assertEquals(
                2,
                OrbitsCommandTest.run("merge", files.get(0), other.toString(), files.get(2))
                        .exit());
    }

    @Test
    void badPartsAndUnitOptionsAreOneLineErrors() throws IOException {
        Path damaged = folder.resolve("damaged.json");
        Files.writeString(damaged, "{\"orbits\": \"partial result\", \"format\": 1");
        Path catalogEntry = Path.of("catalog", "ngon", "n6-s22.json");
        for (String[] args : List.of(
                new String[] {"merge", damaged.toString()},
                new String[] {"merge", catalogEntry.toString()},
                new String[] {"merge", folder.resolve("absent.json").toString()},
                new String[] {"enumerate", "ngon", "--part", "1"},
                new String[] {"enumerate", "ngon", "--parts", "3", "--part", "4"},
                new String[] {"enumerate", "ngon", "--parts", "0", "--part", "0"},
                new String[] {"enumerate", "ngon", "--threads", "0"})) {
            OrbitsCommandTest.Run run = OrbitsCommandTest.run(args);
            assertEquals(2, run.exit(), String.join(" ", args) + ": " + run.err());
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().startsWith("orbits: "), run.err());
        }
    }

    @Test
    void aCheckpointIsForOneRunOnly() throws IOException {
        Path checkpoint = folder.resolve("run.checkpoint");
        OrbitsCommandTest.Run first = OrbitsCommandTest.run(
                "enumerate", "ngon", "-p", "n=5", "--json", "--quiet", "--checkpoint", checkpoint.toString());
        assertEquals(0, first.exit(), first.err());
        assertTrue(Files.exists(checkpoint));
        OrbitsCommandTest.Run again = OrbitsCommandTest.run(
                "enumerate",
                "ngon",
                "-p",
                "n=5",
                "--json",
                "--quiet",
                "--checkpoint",
                checkpoint.toString(),
                "--threads",
                "1");
        assertEquals(result(first.out()), result(again.out()));
        assertTrue(again.err().contains("resuming from"), again.err());
        OrbitsCommandTest.Run other = OrbitsCommandTest.run(
                "enumerate", "ngon", "-p", "n=6", "--quiet", "--checkpoint", checkpoint.toString());
        assertEquals(2, other.exit());
        assertTrue(
                other.err().startsWith("orbits: checkpoint ") && other.err().contains("is for ngon n=5"), other.err());
    }

    /** The checkpoint {@code text} with {@code edit} made to its JSON (and not to its digest). */
    private static String edited(String text, Consumer<ObjectNode> edit) throws IOException {
        ObjectNode tree = (ObjectNode) MAPPER.readTree(text);
        edit.accept(tree);
        return MAPPER.writeValueAsString(tree);
    }

    /**
     * Issue 43's damage and damage that still parses, on a checkpoint of a whole run (which replays it at once): each
     * is refused with exit 2 in one line naming the file, or 4 where the file cannot be read, never resumed to another
     * count, never exit 3, and the checkpoint is left as it was.
     */
    @Test
    void aDamagedCheckpointIsRefusedInOneLineAndLeftAsItWas() throws IOException {
        Path checkpoint = folder.resolve("ngon8.checkpoint");
        String[] run = {
            "enumerate", "ngon", "-p", "n=8", "--quiet", "--threads", "1", "--checkpoint", checkpoint.toString()
        };
        OrbitsCommandTest.Run whole = OrbitsCommandTest.run(run);
        assertEquals(0, whole.exit(), whole.err());
        String text = Files.readString(checkpoint);
        assertTrue(text.contains("\"unit\" : 0,"), text);
        int cut = text.indexOf("\"representative\"");
        for (String damaged : List.of(
                text.replace("\"unit\" : 0,", "\"unit\" : 8,"),
                edited(text, tree -> ((ArrayNode) tree.get("enumerated").get(0).get("orbits")).remove(0)),
                text.replace("\"seen\" : 1", "\"seen\" : 2"),
                text.substring(0, cut),
                "",
                "not a checkpoint",
                text.replace("\"format\" : 3", "\"format\" : 2"),
                edited(text, tree -> ((ArrayNode) tree.get("enumerated").get(0).get("orbits")).setNull(0)))) {
            Files.writeString(checkpoint, damaged);
            OrbitsCommandTest.Run resumed = OrbitsCommandTest.run(run);
            assertEquals(2, resumed.exit(), resumed.out() + resumed.err());
            assertEquals(1, resumed.err().lines().count(), resumed.err());
            assertTrue(resumed.err().startsWith("orbits: " + checkpoint + " is "), resumed.err());
            assertEquals(damaged, Files.readString(checkpoint));
        }
        Files.delete(checkpoint);
        Files.createDirectory(checkpoint);
        OrbitsCommandTest.Run folderInTheWay = OrbitsCommandTest.run(run);
        assertEquals(4, folderInTheWay.exit(), folderInTheWay.err());
        assertEquals(1, folderInTheWay.err().lines().count(), folderInTheWay.err());
    }

    /**
     * Starts a run in a separate process, kills it (SIGKILL, no chance to tidy up) once its checkpoint records
     * some finished units, resumes it here, and compares with an uninterrupted run.
     */
    @Test
    void aRunKilledAndResumedFromItsCheckpointEndsWithTheSameResult() throws Exception {
        String[] instance = {"enumerate", "hip", "-p", "n=6", "--json", "--quiet"};
        OrbitsCommandTest.Run uninterrupted = OrbitsCommandTest.run(with(instance, "--threads", "2"));
        assertEquals(0, uninterrupted.exit(), uninterrupted.err());

        Path checkpoint = folder.resolve("hip.checkpoint");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                OrbitsCommand.class.getName()));
        command.addAll(List.of(with(instance, "--threads", "1", "--checkpoint", checkpoint.toString())));
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(folder.resolve("killed.out").toFile())
                .start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!Files.exists(checkpoint) && process.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            assertTrue(
                    process.isAlive(),
                    "the run ended before it could be interrupted: " + Files.readString(folder.resolve("killed.out")));
            process.destroyForcibly().waitFor();
        } finally {
            process.destroyForcibly();
        }
        JsonNode recorded = MAPPER.readTree(Files.readString(checkpoint));
        assertTrue(recorded.get("proven").size() > 0, "the checkpoint records finished units");
        assertTrue(
                recorded.get("enumerated").size() < recorded.get("assigned").size(),
                "the run was interrupted before the end");

        OrbitsCommandTest.Run resumed =
                OrbitsCommandTest.run(with(instance, "--threads", "2", "--checkpoint", checkpoint.toString()));
        assertEquals(0, resumed.exit(), resumed.err());
        assertTrue(resumed.err().contains("resuming from"), resumed.err());
        assertEquals(result(uninterrupted.out()), result(resumed.out()));
    }

    /**
     * SIGTERM (handled as Ctrl-C is) on a real process running with a checkpoint: it saves the checkpoint, says so
     * in one line and exits with 130; the same command then resumes and prints what an uninterrupted run prints.
     */
    @Test
    @Tag("slow")
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void anInterruptedRunSavesItsCheckpointExits130AndResumesToTheSameResult() throws Exception {
        String[] instance = {"enumerate", "hip", "-p", "n=7", "--json", "--quiet", "--threads", "2"};
        Path checkpoint = folder.resolve("hip7.checkpoint");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                OrbitsCommand.class.getName()));
        command.addAll(List.of(with(instance, "--checkpoint", checkpoint.toString())));
        Path out = folder.resolve("interrupted.out");
        Path err = folder.resolve("interrupted.err");
        // SIGTERM, which the handler treats as Ctrl-C's SIGINT: a job a shell starts in the background inherits
        // SIGINT ignored, and the JVM then never sees it. The signal is sent once the first checkpoint is
        // written; should the run finish its work before the signal lands, it prints its result and exits 0,
        // and the attempt is made again.
        Process process = null;
        for (int attempt = 1; attempt <= 5; attempt++) {
            Files.deleteIfExists(checkpoint);
            process = new ProcessBuilder(command)
                    .redirectOutput(out.toFile())
                    .redirectError(err.toFile())
                    .start();
            try {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (!Files.exists(checkpoint) && process.isAlive() && System.nanoTime() < deadline) {
                    Thread.sleep(10);
                }
                if (!process.isAlive()) {
                    continue;
                }
                new ProcessBuilder("kill", "-TERM", String.valueOf(process.pid()))
                        .start()
                        .waitFor();
                assertTrue(process.waitFor(20, TimeUnit.SECONDS), "the interrupted run did not end");
            } finally {
                process.destroyForcibly();
            }
            if (process.exitValue() != 0) {
                break;
            }
        }
        assertEquals(130, process.exitValue(), Files.readString(err));
        List<String> said = Files.readAllLines(err);
        assertEquals(1, said.size(), said.toString());
        assertTrue(said.get(0).startsWith("orbits: interrupted;"), said.get(0));
        assertEquals("", Files.readString(out));
        JsonNode recorded = MAPPER.readTree(Files.readString(checkpoint));
        assertEquals("checkpoint", recorded.get("orbits").asText());

        OrbitsCommandTest.Run resumed = OrbitsCommandTest.run(with(instance, "--checkpoint", checkpoint.toString()));
        assertEquals(0, resumed.exit(), resumed.err());
        assertTrue(resumed.err().contains("resuming from"), resumed.err());
        OrbitsCommandTest.Run uninterrupted = OrbitsCommandTest.run(instance);
        assertEquals(0, uninterrupted.exit(), uninterrupted.err());
        assertEquals(result(uninterrupted.out()), result(resumed.out()));
    }
}
