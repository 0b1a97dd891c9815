package org.orbits.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.hash.Hashing;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.model.graph.LiteralGraph;
import org.orbits.puzzle.BadInputException;
import org.orbits.search.Census;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;

/**
 * A proof kept between runs may save the search of the literal graph; it never changes an answer. What it says is
 * checked on the graph built anew (each map proven by its certificate), and a damaged or forged proof is proven again.
 */
class KeptProofTest {

    /** Its reversal is no symmetry: it maps x[1] < x[4] to x[4] < x[1]. */
    private static final String FALSE_REVERSAL =
            """
            var 1..3: x1; var 1..3: x2; var 1..3: x3; var 1..3: x4;
            array [1..4] of var int: x :: output_array([1..4]) = [x1,x2,x3,x4];
            constraint int_lt(x1,x4);
            constraint int_ne(x2,x3);
            constraint orbits_permutation_int(x,[4,3,2,1],[],[]) :: orbits_generator("reversal");
            solve satisfy;
            """;

    /** A 2 x 2 board of 0/1, no two ones in a row or a column, the quarter turn declared and proven. */
    private static final String BOARD =
            """
            var bool: a; var bool: b; var bool: c; var bool: d;
            array [1..4] of var bool: board :: output_array([1..2,1..2]) = [a,b,c,d];
            constraint bool_clause([],[a,b]);
            constraint bool_clause([],[c,d]);
            constraint bool_clause([],[a,c]);
            constraint bool_clause([],[b,d]);
            constraint orbits_permutation_bool(board,[2,4,1,3],[],[]) :: orbits_generator("quarter turn");
            solve satisfy;
            """;

    @TempDir
    Path directory;

    private ModelPuzzle load(String name, String flatZinc) throws IOException {
        Path file = directory.resolve(name);
        if (!Files.exists(file)) {
            Files.writeString(file, flatZinc);
        }
        return ModelFamily.load(ModelSource.of(file, List.of(), Map.of()), directory.resolve("cache"));
    }

    private Path keptProof() throws IOException {
        try (Stream<Path> files = Files.list(directory.resolve("cache").resolve("proofs"))) {
            List<Path> kept =
                    files.filter(file -> file.toString().endsWith(".txt")).toList();
            assertEquals(1, kept.size(), kept.toString());
            return kept.get(0);
        }
    }

    private static Census census(ModelPuzzle puzzle) {
        return Census.take(puzzle, puzzle.defaultGroup(), SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT);
    }

    private static void refused(ModelPuzzle puzzle) {
        String message =
                assertThrows(BadInputException.class, () -> census(puzzle)).getMessage();
        assertTrue(message.startsWith("the declared symmetry 'reversal of x' is no symmetry of "), message);
    }

    /** Writes {@code lines} as a proof orbits would, its digest over them. */
    private static void forge(Path file, List<String> lines) throws IOException {
        String text = String.join("\n", lines) + "\n";
        Files.writeString(file, text + "digest " + Hashing.sha256().hashString(text, StandardCharsets.UTF_8) + "\n");
    }

    private static boolean noted(ModelPuzzle puzzle, String words) {
        return puzzle.keptNotes().stream().anyMatch(note -> note.contains(words));
    }

    /**
     * The case: a one-line file marks a false declared symmetry proven. It is no proof orbits wrote, and is
     * proven again: the reversal prunes nothing and the first solution it breaks refuses it, as without a kept
     * proof. A file in the proof's own form, digest and key right, whose certificate is no automorphism that reverses
     * the cells, fares the same.
     */
    @Test
    void aForgedProofOfAFalseSymmetryPrunesNothingAndTheRunIsRefused() throws IOException {
        ModelPuzzle honest = load("reversal.fzn", FALSE_REVERSAL);
        assertFalse(honest.proof(honest.defaultGroup()).complete());
        refused(honest);
        Path kept = keptProof();
        String key = kept.getFileName().toString().replace(".txt", "");

        Files.writeString(kept, "1 reversal of x\n");
        ModelPuzzle oneLine = load("reversal.fzn", FALSE_REVERSAL);
        assertFalse(oneLine.proof(oneLine.defaultGroup()).complete());
        assertTrue(noted(oneLine, "is not a proof orbits wrote: ignored, proven again"), oneLine.keptNotes()::toString);
        refused(oneLine);

        int vertices = LiteralGraph.of(honest.flatZinc(), honest.outputs()).vertexCount();
        forge(kept, List.of("orbits proof 2", "key " + key, "1 reversal of x", "certificate " + vertices));
        ModelPuzzle certified = load("reversal.fzn", FALSE_REVERSAL);
        assertFalse(certified.proof(certified.defaultGroup()).complete());
        assertTrue(noted(certified, "does not hold on the model's literal graph"), certified.keptNotes()::toString);
        refused(certified);
    }

    @Test
    void aKeptProofIsReadBackOnceItsCertificatesHoldAndProvenAgainWhenDamaged() throws IOException {
        ModelPuzzle first = load("board.fzn", BOARD);
        assertTrue(first.proof(first.defaultGroup()).complete());
        assertTrue(noted(first, "the declarations were proven on the literal graph"), first.keptNotes()::toString);
        ModelPuzzle second = load("board.fzn", BOARD);
        assertTrue(second.proof(second.defaultGroup()).complete());
        assertTrue(
                noted(second, "read back from the cache, the certificate of each of the 1 maps it proves checked"),
                second.keptNotes()::toString);
        // No ones, one of four, or two on a diagonal.
        assertEquals(7, census(second).solutions());

        // The certificate of the quarter turn changed to another permutation, the digest made to match.
        Path kept = keptProof();
        List<String> lines = new ArrayList<>(Files.readAllLines(kept));
        lines.remove(lines.size() - 1);
        int at = lines.indexOf(lines.stream()
                .filter(line -> line.startsWith("certificate "))
                .findFirst()
                .orElseThrow());
        String[] words = lines.get(at).split(" ", -1);
        String firstMove = words[2];
        String secondMove = words[3];
        words[2] = firstMove.substring(0, firstMove.indexOf(':')) + secondMove.substring(secondMove.indexOf(':'));
        words[3] = secondMove.substring(0, secondMove.indexOf(':')) + firstMove.substring(firstMove.indexOf(':'));
        lines.set(at, String.join(" ", words));
        forge(kept, lines);
        ModelPuzzle forged = load("board.fzn", BOARD);
        assertTrue(forged.proof(forged.defaultGroup()).complete(), "proven again, by the search");
        assertTrue(noted(forged, "does not hold on the model's literal graph"), forged.keptNotes()::toString);

        // A character of the file changed: its digest no longer matches.
        Files.writeString(kept, Files.readString(kept).replace("1 quarter turn", "0 quarter turn"));
        ModelPuzzle damaged = load("board.fzn", BOARD);
        assertTrue(damaged.proof(damaged.defaultGroup()).complete());
        assertTrue(noted(damaged, "does not match its digest: ignored, proven again"), damaged.keptNotes()::toString);
    }
    /** A folder of proofs that is a link, whoever made it, is refused in one line: it is not read from. */
    @Test
    void aFolderOfProofsThatIsALinkIsRefused() throws IOException {
        Path elsewhere = Files.createDirectories(directory.resolve("elsewhere"));
        Files.createDirectories(directory.resolve("cache"));
        Files.createSymbolicLink(directory.resolve("cache").resolve("proofs"), elsewhere);
        ModelPuzzle puzzle = load("board.fzn", BOARD);
        String message = assertThrows(
                        org.orbits.files.StorageException.class, () -> puzzle.proof(puzzle.defaultGroup()))
                .getMessage();
        assertEquals(
                "refusing the folder of proofs "
                        + directory.resolve("cache").resolve("proofs").toAbsolutePath()
                        + ": it is a link; orbits keeps its files in a folder of your own, not a link",
                message);
    }
}
