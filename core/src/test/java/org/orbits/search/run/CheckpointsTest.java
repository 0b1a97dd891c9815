package org.orbits.search.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.files.StorageException;
import org.orbits.model.ModelFamily;
import org.orbits.model.ModelPuzzle;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.hip.HipFamily;
import org.orbits.puzzle.ngon.NgonFamily;
import org.orbits.search.Census;
import org.orbits.search.ProgressListener;
import org.orbits.search.units.ForgedResults;
import org.orbits.symmetry.Symmetry;

/**
 * A checkpoint resumes only the run it records, only whole and as written, and only with orbits of the instance:
 * the damage of issue 43 (a unit renamed, a representative deleted) and damage that still parses are refused in one
 * line naming the file, before the file is used or rewritten; a stopped run resumed from it counts as one that ran
 * through.
 */
class CheckpointsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** 592 solutions in 37 orbits under D8, over a few dozen units on one thread. */
    private static final PuzzleInstance NGON_8 = new NgonFamily().instance(Map.of("n", "8"));

    @TempDir
    Path folder;

    private static SearchRequest request(Path file) {
        return SearchRequest.defaults().checkpointed(1, file, () -> false, ProgressListener.SILENT);
    }

    /** A run of {@code puzzle} keeping its checkpoint in {@code file}, stopped after {@code nodes} search nodes. */
    private static Reduction stopped(PuzzleInstance puzzle, Path file, long nodes) {
        AtomicLong visited = new AtomicLong();
        return Enumerations.enumerate(
                puzzle,
                SearchRequest.defaults()
                        .checkpointed(1, file, () -> visited.incrementAndGet() > nodes, ProgressListener.SILENT));
    }

    private static Census counted(Reduction reduction) {
        return reduction.groups().get(0);
    }

    /** The checkpoint of a run of {@code NGON_8} stopped with some units finished, at least one with orbits. */
    private Path stoppedCheckpoint() throws IOException {
        Path file = folder.resolve("ngon8.checkpoint");
        assertFalse(stopped(NGON_8, file, 60).complete());
        JsonNode recorded = JSON.readTree(Files.readString(file));
        assertTrue(recorded.get("enumerated").size() > 1, recorded.get("totals").toString());
        assertTrue(
                recorded.get("totals").get("orbits").asLong() > 0,
                recorded.get("totals").toString());
        return file;
    }

    /** Writes {@code text} as the checkpoint and shows it refused, naming the file and left as it was. */
    private String refused(Path file, String text) throws IOException {
        Files.writeString(file, text);
        byte[] before = Files.readAllBytes(file);
        BadInputException refusal =
                assertThrows(BadInputException.class, () -> Enumerations.enumerate(NGON_8, request(file)));
        assertArrayEquals(before, Files.readAllBytes(file), "the refused checkpoint was rewritten");
        assertTrue(refusal.getMessage().contains(file.toString()), refusal.getMessage());
        assertFalse(refusal.getMessage().contains("\n"), refusal.getMessage());
        return refusal.getMessage();
    }

    /** {@code message} says {@code words}. */
    private static void says(String message, String words) {
        assertTrue(message.contains(words), message);
    }

    /** The checkpoint {@code saved} with {@code edit} made to it and its digest made again. */
    private static String forged(String saved, Consumer<ObjectNode> edit) {
        return ForgedResults.resealed(saved, edit);
    }

    /** The first unit of {@code tree} that met an orbit. */
    private static ObjectNode withOrbits(ObjectNode tree) {
        return ForgedResults.unit(tree, withOrbitsAt(tree));
    }

    /** The index of the first unit of {@code tree} that met an orbit. */
    private static int withOrbitsAt(ObjectNode tree) {
        ArrayNode units = tree.withArray("/enumerated");
        for (int i = 0; i < units.size(); i++) {
            if (!units.get(i).get("orbits").isEmpty()) {
                return i;
            }
        }
        throw new AssertionError("no unit met an orbit");
    }

    /** Its first orbit's representative. */
    private static ArrayNode representative(ObjectNode unit) {
        return (ArrayNode) unit.get("orbits").get(0).get("representative");
    }

    @Test
    void aStoppedRunResumedFromItsCheckpointCountsAsOneThatRanThrough() throws IOException {
        Census whole = counted(Enumerations.enumerate(NGON_8, SearchRequest.defaults()));
        Path file = stoppedCheckpoint();
        assertTrue(Checkpoints.resumes(NGON_8, request(file), 1, 1));
        Census resumed = counted(Enumerations.enumerate(NGON_8, request(file)));
        assertEquals(whole.solutions(), resumed.solutions());
        assertEquals(whole.orbits(), resumed.orbits());
    }

    @Test
    void theDamageOfTheIssueIsRefusedAndTheCheckpointLeftAsItWas() throws IOException {
        Path file = stoppedCheckpoint();
        String text = Files.readString(file);
        assertTrue(text.contains("\"unit\" : 0,"));
        says(
                refused(file, text.replace("\"unit\" : 0,", "\"unit\" : 29,")),
                " is a damaged checkpoint: its digest does not match its content: it was changed or damaged after it"
                        + " was written");
        ObjectNode tree = (ObjectNode) JSON.readTree(text);
        ((ArrayNode) withOrbits(tree).get("orbits")).remove(0);
        says(refused(file, JSON.writeValueAsString(tree)), " is a damaged checkpoint: unit ");
        for (String broken : new String[] {"", "{", text.substring(0, text.length() / 3), "orbits\n"}) {
            says(refused(file, broken), " is not an orbits checkpoint: ");
        }
    }

    @Test
    void aForgedOrbitIsRefusedForWhatItIs() throws IOException {
        Path file = stoppedCheckpoint();
        String saved = Files.readString(file);
        says(
                refused(file, forged(saved, tree -> {
                    ArrayNode values = representative(withOrbits(tree));
                    JsonNode first = values.get(1);
                    values.set(1, values.get(2));
                    values.set(2, first);
                })),
                ", which is not a solution (");
        int[] least = JSON.convertValue(representative(withOrbits((ObjectNode) JSON.readTree(saved))), int[].class);
        Symmetry turn = NGON_8.defaultGroup().generators().get(0);
        says(
                refused(file, forged(saved, tree -> {
                    ArrayNode values = representative(withOrbits(tree));
                    values.removeAll();
                    for (int value : turn.apply(least)) {
                        values.add(value);
                    }
                })),
                ", which is not the least of its orbit under D8: ");
        says(
                refused(file, forged(saved, tree -> ForgedResults.seen(tree, withOrbitsAt(tree), 0, 2))),
                ", met 2 times in all where the search meets each orbit once");
        says(
                refused(file, forged(saved, tree -> representative(withOrbits(tree))
                        .remove(0))),
                ", of 24 values, not 25");
        says(
                refused(file, forged(saved, tree -> representative(withOrbits(tree))
                        .set(0, 99))),
                ", with the value 99, out of 1..25");
    }

    @Test
    void aCheckpointOfAnotherBuildOrAnotherDefinitionIsRefused() throws IOException {
        Path file = stoppedCheckpoint();
        String saved = Files.readString(file);
        says(
                refused(file, forged(saved, tree -> tree.put("build", "0123456789abcdef"))),
                " was made by another build of orbits (0123456789abcdef, this one is ");
        says(
                refused(file, forged(saved, tree -> tree.put("instance", "0123456789abcdef"))),
                " was made for another definition of ngon n=8 sum=28");
    }

    @Test
    void aCheckpointOfOtherSettingsRenamedIsRefused() {
        Path none = folder.resolve("none.checkpoint");
        Enumerations.enumerate(NGON_8, request(none).withSetting("symmetryBreaking", "none"));
        String message = assertThrows(BadInputException.class, () -> Enumerations.enumerate(NGON_8, request(none)))
                .getMessage();
        assertTrue(message.startsWith("checkpoint " + none + " is for ngon n=8 sum=28 ("), message);
        assertTrue(message.contains("symmetryBreaking none), not for"), message);
    }

    @Test
    void anOptimisationsOrbitsAreAtTheValueItEnumeratedAt() throws IOException {
        PuzzleInstance hip = new HipFamily().instance(Map.of("n", "5"));
        Path file = folder.resolve("hip5.checkpoint");
        Enumerations.enumerate(hip, request(file));
        String text = Files.readString(file);
        int optimum = JSON.readTree(text).get("enumeratedAt").asInt();
        Files.writeString(file, ForgedResults.resealed(text, tree -> {
            tree.put("best", optimum + 1);
            tree.put("enumeratedAt", optimum + 1);
        }));
        String message = assertThrows(BadInputException.class, () -> Enumerations.enumerate(hip, request(file)))
                .getMessage();
        assertTrue(message.endsWith(", the value its units were enumerated at"), message);
    }

    @Test
    void aModelChangedSinceItsCheckpointIsNotResumed() throws IOException {
        String model =
                """
                var 1..3: a :: output_var;
                var 1..3: b :: output_var;
                constraint int_ne(a, b);
                solve satisfy;
                """;
        ModelPuzzle before = ModelFamily.ofFlatZinc(model, "pair.fzn");
        Path file = folder.resolve("pair.checkpoint");
        assertEquals(6, counted(Enumerations.enumerate(before, request(file))).solutions());
        ModelPuzzle after = ModelFamily.ofFlatZinc(model.replace("int_ne(a, b)", "int_lt(a, b)"), "pair.fzn");
        assertEquals(before.label(), after.label());
        String message = assertThrows(BadInputException.class, () -> Enumerations.enumerate(after, request(file)))
                .getMessage();
        assertTrue(message.startsWith(file + " was made for another definition of pair"), message);
        assertEquals(6, counted(Enumerations.enumerate(before, request(file))).solutions());
    }

    @Test
    void aCheckpointThatCannotBeReadIsAFileFailureAndAMissingOneStartsAfresh() throws IOException {
        Path folderInTheWay = Files.createDirectory(folder.resolve("in-the-way.checkpoint"));
        assertThrows(StorageException.class, () -> Enumerations.enumerate(NGON_8, request(folderInTheWay)));
        assertFalse(Checkpoints.resumes(NGON_8, request(folder.resolve("absent.checkpoint")), 1, 1));
    }
}
