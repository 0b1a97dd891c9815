package org.orbits.model.minizinc;

import com.google.common.hash.Hasher;
import com.google.common.hash.Hashing;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.orbits.files.AtomicFiles;

/**
 * The FlatZinc of the models compiled before, kept in the user's cache so that a model run again, unchanged, is not
 * compiled again: a compile is a tenth of a second for the smallest model and seconds for a large one, the whole of a
 * short run's time through the daemon. A kept compile is named after a digest of everything that makes it: the
 * whole command (MiniZinc, orbits' library, the parameters), MiniZinc's program file (its size and time, which an
 * upgrade changes), the model's text, its data files' and the text of every file it includes that is found beside
 * the file that includes it. Only a compile MiniZinc finished without error is kept; anything unreadable is compiled
 * again, and at most {@link #KEPT} compiles are kept, the least recently used dropped first.
 */
final class CompiledModels {

    /** The most compiles kept. */
    static final int KEPT = 200;

    private static final Pattern INCLUDE = Pattern.compile("(?m)^\\s*include\\s+\"([^\"]+)\"\\s*;");

    private final Path folder;

    CompiledModels(Path cache) {
        this.folder = cache.resolve("compiled");
    }

    /** The name of the compile {@code command} makes of {@code model} and {@code data}, or empty if unreadable. */
    Optional<String> key(List<String> command, Path minizinc, Path model, List<Path> data) {
        try {
            Hasher digest = Hashing.sha256().newHasher();
            // The model and the data by their whole paths, so that a run from another directory, or the daemon's,
            // which is given them whole, finds the same compile.
            Map<String, String> whole = new HashMap<>();
            whole.put(model.toString(), model.toAbsolutePath().normalize().toString());
            data.forEach(file ->
                    whole.put(file.toString(), file.toAbsolutePath().normalize().toString()));
            command.forEach(word -> digest.putString(whole.getOrDefault(word, word), StandardCharsets.UTF_8)
                    .putByte((byte) 0));
            digest.putLong(Files.size(minizinc))
                    .putLong(Files.getLastModifiedTime(minizinc).toMillis());
            for (Path file : data) {
                digest.putBytes(Files.readAllBytes(file));
            }
            // The model and what it includes from beside it, each once; the standard library's files are
            // MiniZinc's, and come with its program file.
            Set<Path> seen = new HashSet<>();
            Deque<Path> next = new ArrayDeque<>(List.of(model.toAbsolutePath().normalize()));
            while (!next.isEmpty()) {
                Path file = next.pop();
                if (!seen.add(file)) {
                    continue;
                }
                String text = Files.readString(file, StandardCharsets.UTF_8);
                digest.putString(file.toString(), StandardCharsets.UTF_8).putString(text, StandardCharsets.UTF_8);
                Matcher included = INCLUDE.matcher(text);
                while (included.find()) {
                    Path beside = file.resolveSibling(included.group(1)).normalize();
                    if (Files.isRegularFile(beside)) {
                        next.push(beside);
                    }
                }
            }
            return Optional.of(digest.hash().toString());
        } catch (IOException | RuntimeException unreadable) {
            return Optional.empty();
        }
    }

    /** The kept compile named {@code key}, marked as used now; empty when there is none or it cannot be read. */
    Optional<String> read(String key) {
        Path file = folder.resolve(key + ".fzn");
        try {
            String flatZinc = Files.readString(file, StandardCharsets.UTF_8);
            Files.setLastModifiedTime(file, FileTime.fromMillis(System.currentTimeMillis()));
            return Optional.of(flatZinc);
        } catch (IOException | RuntimeException none) {
            return Optional.empty();
        }
    }

    /** Whether a compile is kept under {@code key}: what a compile ahead asks, without reading it. */
    boolean holds(String key) {
        return Files.isRegularFile(folder.resolve(key + ".fzn"));
    }

    /** Keeps {@code flatZinc} under {@code key}, whole or not at all; a cache that cannot be written costs nothing. */
    void write(String key, String flatZinc) {
        try {
            AtomicFiles.write(folder.resolve(key + ".fzn"), flatZinc);
            dropTheOldest();
        } catch (IOException | RuntimeException unwritable) {
            // The next run compiles again.
        }
    }

    private void dropTheOldest() throws IOException {
        List<Path> kept;
        try (Stream<Path> files = Files.list(folder)) {
            kept = files.filter(file -> file.getFileName().toString().endsWith(".fzn"))
                    .toList();
        }
        if (kept.size() <= KEPT) {
            return;
        }
        List<Path> oldestFirst = kept.stream()
                .sorted(Comparator.comparing(CompiledModels::lastUsed))
                .toList();
        for (Path file : oldestFirst.subList(0, kept.size() - KEPT)) {
            Files.deleteIfExists(file);
        }
    }

    private static FileTime lastUsed(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException gone) {
            return FileTime.fromMillis(0);
        }
    }
}
