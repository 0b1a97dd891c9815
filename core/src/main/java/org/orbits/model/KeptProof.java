package org.orbits.model;

import com.google.common.hash.Hashing;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.files.AtomicFiles;
import org.orbits.files.PrivateFolders;
import org.orbits.files.StorageException;

/**
 * The proof of a model's declarations as it is kept in the user's cache: for each declared generator, its name and
 * whether the constraints prove it, and for each further element of the group proven, its place in the group's list;
 * with each map proven, its certificate, an automorphism of the whole literal graph that acts on the cells as it does
 * (see {@link org.orbits.model.graph.ModelGraph}). The file is bound to its name: its key and a digest of what it
 * holds are written in it and compared when it is read. What it says is then checked, not believed: {@link
 * DeclarationProof} prunes with a map read here only once its certificate holds on the graph built anew.
 *
 * <pre>
 * orbits proof 2
 * key KEY
 * 1 quarter turn of board
 * certificate VERTICES 3:7 7:12 12:3 ...
 * 0 mirror of board
 * e 5
 * certificate VERTICES ...
 * digest SHA-256 OF THE LINES ABOVE
 * </pre>
 */
final class KeptProof {

    private static final String FORMAT = "orbits proof 2";
    private static final String KEY = "key ";
    private static final String CERTIFICATE = "certificate ";
    private static final String ELEMENT = "e ";
    private static final String DIGEST = "digest ";

    /**
     * What a kept proof says.
     *
     * @param generators for each declaration in order, its name and its certificate when proven
     * @param elements each further element proven, by its place in the group's list, with its certificate
     */
    record Said(List<Generator> generators, List<Element> elements) {
        Said {
            generators = List.copyOf(generators);
            elements = List.copyOf(elements);
        }
    }

    /** A declaration by its name, with its certificate, as written, when it is proven. */
    record Generator(String name, Optional<String> certificate) {}

    /** A further element proven, by its place in the group's list, with its certificate as written. */
    record Element(int position, String certificate) {}

    /** What reading came to: what the file says, or why it says nothing to believe (empty when there is no file). */
    record ReadBack(Optional<Said> said, Optional<String> problem) {}

    private final Path file;
    private final String key;

    /** The proof kept in {@code folder} under {@code key}. */
    KeptProof(Path folder, String key) {
        this.file = folder.resolve(key + ".txt");
        this.key = key;
    }

    Path file() {
        return file;
    }

    ReadBack read() {
        if (!PrivateFolders.there(file.getParent().getParent(), "the cache folder")
                || !PrivateFolders.there(file.getParent(), "the folder of proofs")) {
            return new ReadBack(Optional.empty(), Optional.empty());
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException none) {
            return new ReadBack(Optional.empty(), Optional.empty());
        } catch (IOException | RuntimeException unreadable) {
            return damaged("cannot be read");
        }
        if (lines.size() < 3
                || !lines.get(0).equals(FORMAT)
                || !lines.get(lines.size() - 1).startsWith(DIGEST)) {
            return damaged("is not a proof orbits wrote");
        }
        String said = lines.get(lines.size() - 1).substring(DIGEST.length());
        if (!said.equals(digest(lines.subList(0, lines.size() - 1)))) {
            return damaged("does not match its digest");
        }
        if (!lines.get(1).equals(KEY + key)) {
            return damaged("is another model's proof");
        }
        try {
            List<Generator> generators = new ArrayList<>();
            List<Element> elements = new ArrayList<>();
            for (int at = 2; at < lines.size() - 1; at++) {
                String line = lines.get(at);
                boolean certified =
                        at + 1 < lines.size() - 1 && lines.get(at + 1).startsWith(CERTIFICATE);
                Optional<String> certificate = certified ? Optional.of(lines.get(at + 1)) : Optional.empty();
                if (line.startsWith(ELEMENT) && certificate.isPresent()) {
                    elements.add(new Element(Integer.parseInt(line.substring(ELEMENT.length())), certificate.get()));
                } else if (line.startsWith("1 ") && certificate.isPresent()) {
                    generators.add(new Generator(line.substring(2), certificate));
                } else if (line.startsWith("0 ") && certificate.isEmpty()) {
                    generators.add(new Generator(line.substring(2), Optional.empty()));
                } else {
                    return damaged("holds a line orbits does not write");
                }
                at += certified ? 1 : 0;
            }
            return new ReadBack(Optional.of(new Said(generators, elements)), Optional.empty());
        } catch (RuntimeException unreadable) {
            return damaged("holds a line orbits does not write");
        }
    }

    /** Keeps {@code said}, whole or not at all; a cache that cannot be written costs only the next run the proof. */
    void write(Said said) {
        List<String> lines = new ArrayList<>(List.of(FORMAT, KEY + key));
        for (Generator generator : said.generators()) {
            lines.add((generator.certificate().isPresent() ? "1 " : "0 ") + generator.name());
            generator.certificate().ifPresent(lines::add);
        }
        for (Element element : said.elements()) {
            lines.add(ELEMENT + element.position());
            lines.add(element.certificate());
        }
        lines.add(DIGEST + digest(lines));
        try {
            PrivateFolders.ensure(file.getParent().getParent(), "the cache folder");
            PrivateFolders.ensure(file.getParent(), "the folder of proofs");
            AtomicFiles.writeOwnerOnly(file, String.join("\n", lines) + "\n");
        } catch (StorageException unwritable) {
            // The proof stands; only its keeping failed.
        }
    }

    private ReadBack damaged(String why) {
        return new ReadBack(
                Optional.empty(), Optional.of("the proof kept in " + file + " " + why + ": ignored, proven again"));
    }

    private static String digest(List<String> lines) {
        return Hashing.sha256()
                .hashString(String.join("\n", lines) + "\n", StandardCharsets.UTF_8)
                .toString();
    }

    /** An automorphism by the vertices it moves: {@code certificate N v:w ...} for a graph of N vertices. */
    static String certificate(int[] automorphism) {
        StringBuilder line = new StringBuilder(CERTIFICATE).append(automorphism.length);
        for (int v = 0; v < automorphism.length; v++) {
            if (automorphism[v] != v) {
                line.append(' ').append(v).append(':').append(automorphism[v]);
            }
        }
        return line.toString();
    }

    /**
     * The automorphism a certificate line writes, when it is one of a graph of {@code vertices} vertices: each vertex
     * it names in range, named once; what it does not name stays. Whether it is an automorphism is the graph's to say.
     */
    static Optional<int[]> automorphism(String line, int vertices) {
        try {
            String[] words = line.substring(CERTIFICATE.length()).split(" ", -1);
            if (Integer.parseInt(words[0]) != vertices || words.length - 1 > vertices) {
                return Optional.empty();
            }
            int[] automorphism = new int[vertices];
            boolean[] named = new boolean[vertices];
            for (int v = 0; v < vertices; v++) {
                automorphism[v] = v;
            }
            for (int k = 1; k < words.length; k++) {
                int colon = words[k].indexOf(':');
                int from = Integer.parseInt(words[k].substring(0, colon));
                int to = Integer.parseInt(words[k].substring(colon + 1));
                if (from < 0 || from >= vertices || to < 0 || to >= vertices || named[from]) {
                    return Optional.empty();
                }
                named[from] = true;
                automorphism[from] = to;
            }
            return Optional.of(automorphism);
        } catch (RuntimeException malformed) {
            return Optional.empty();
        }
    }
}
