package org.orbits.model;

import com.google.common.hash.Hashing;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.model.declared.DeclaredGenerator;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.model.graph.LiteralGraph;
import org.orbits.model.graph.LiteralSymmetries;
import org.orbits.puzzle.GroupProof;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetry;
import org.orbits.symmetry.graph.AutomorphismSearch;
import org.orbits.symmetry.graph.SearchBudget;

/**
 * The proof of a model's declared symmetries from its constraints: each generator the automorphisms of the model's
 * literal graph (see {@link LiteralGraph}) hold is proven before the search, and may prune; the others are proven on
 * every solution as the search meets them. Which ones the graph proves depends on the FlatZinc alone, so the answer
 * is kept in the user's cache under a digest of the FlatZinc and of this proof's version, and a model run again reads
 * it there instead of searching the graph again.
 */
final class DeclarationProof {

    /**
     * Changes whenever what the literal graph proves may change, so that no cached answer outlives its prover: the
     * compiled code of the classes that build and read the graph, digested, so that no change to them is forgotten.
     */
    private static final String VERSION = "literal-graph-2 " + proverDigest();

    /** How long the graph's automorphisms are searched for: a search out of budget proves what it found. */
    private static final SearchBudget BUDGET = new SearchBudget(2_000_000, Duration.ofSeconds(20));

    private DeclarationProof() {}

    /**
     * Which of {@code declared} the constraints prove, by position: read from {@code cache} when a run of the same
     * FlatZinc proved it before, else found and kept there.
     */
    static boolean[] provenByConstraints(
            FlatZincModel model, String digest, Outputs outputs, List<DeclaredGenerator> declared, Path cache) {
        Path file = cache.resolve("proofs")
                .resolve(Hashing.sha256()
                                .hashString(VERSION + "\n" + digest, StandardCharsets.UTF_8)
                                .toString()
                        + ".txt");
        Optional<boolean[]> kept = read(file, declared);
        if (kept.isPresent()) {
            return kept.get();
        }
        LiteralSymmetries symmetries = LiteralGraph.symmetries(
                model, outputs, AutomorphismSearch.standard().withBudget(BUDGET));
        boolean[] proven = new boolean[declared.size()];
        for (int i = 0; i < proven.length; i++) {
            proven[i] = symmetries.proves(declared.get(i));
        }
        write(file, declared, proven);
        return proven;
    }

    private static String proverDigest() {
        var digest = Hashing.sha256().newHasher();
        for (String name : List.of(
                "LiteralGraph",
                "ConstraintEncoder",
                "GlobalEncodings",
                "OneToOne",
                "CellLiterals",
                "LiteralSymmetries")) {
            try (InputStream code = LiteralGraph.class.getResourceAsStream(name + ".class")) {
                digest.putString(name, StandardCharsets.UTF_8);
                if (code != null) {
                    digest.putBytes(code.readAllBytes());
                }
            } catch (IOException unreadable) {
                digest.putLong(System.nanoTime()); // then nothing kept is reused
            }
        }
        return digest.hash().toString().substring(0, 16);
    }

    /** The proof of {@code group}, the declared group, its generators {@code declared} in order. */
    static GroupProof of(Group group, List<DeclaredGenerator> declared, boolean[] proven, Outputs outputs) {
        List<DeclaredGenerator> provenGenerators = new ArrayList<>();
        List<Symmetry> unproven = new ArrayList<>();
        List<String> words = new ArrayList<>();
        for (int i = 0; i < declared.size(); i++) {
            if (proven[i]) {
                provenGenerators.add(declared.get(i));
                words.add(declared.get(i).name() + ": proven by the model's constraints");
            } else {
                unproven.add(group.generators().get(i));
                words.add(declared.get(i).name() + ": not proven by the model's constraints, so it prunes nothing and"
                        + " is proven on every solution the search meets");
            }
        }
        Group part = unproven.isEmpty() ? group : DeclaredGroup.of(provenGenerators, outputs);
        return new GroupProof(group, part, unproven, words);
    }

    /** A kept answer, when there is one for as many declarations, each line {@code 1 name} or {@code 0 name}. */
    private static Optional<boolean[]> read(Path file, List<DeclaredGenerator> declared) {
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            if (lines.size() != declared.size()) {
                return Optional.empty();
            }
            boolean[] proven = new boolean[lines.size()];
            for (int i = 0; i < proven.length; i++) {
                String line = lines.get(i);
                if (!line.substring(2).equals(declared.get(i).name())) {
                    return Optional.empty();
                }
                proven[i] = line.charAt(0) == '1';
            }
            return Optional.of(proven);
        } catch (IOException | RuntimeException missingOrUnreadable) {
            return Optional.empty(); // none kept, or not readable: prove it again
        }
    }

    /** Keeps the answer, whole or not at all; a cache that cannot be written only costs the next run the proof. */
    private static void write(Path file, List<DeclaredGenerator> declared, boolean[] proven) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < proven.length; i++) {
            text.append(proven[i] ? '1' : '0')
                    .append(' ')
                    .append(declared.get(i).name())
                    .append('\n');
        }
        Path staging = null;
        try {
            Files.createDirectories(file.getParent());
            staging = Files.createTempFile(file.getParent(), "proof-", ".tmp");
            Files.writeString(staging, text, StandardCharsets.UTF_8);
            Files.move(staging, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException unwritable) {
            // The proof stands; only its keeping failed, which costs the next run the proof again.
            deleteQuietly(staging);
        }
    }

    private static void deleteQuietly(Path staging) {
        if (staging == null) {
            return;
        }
        try {
            Files.deleteIfExists(staging);
        } catch (IOException left) {
            // A stray temporary file in the cache harms nothing.
        }
    }
}
