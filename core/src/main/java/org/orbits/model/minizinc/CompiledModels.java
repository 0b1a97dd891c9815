package org.orbits.model.minizinc;

import com.google.common.hash.Hasher;
import com.google.common.hash.Hashing;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.orbits.files.AtomicFiles;
import org.orbits.files.PrivateFolders;

/**
 * The FlatZinc of the models compiled before, kept in the user's cache so that a model run again, unchanged, is not
 * compiled again: a compile is a tenth of a second for the smallest model and seconds for a large one, the whole of a
 * short run's time through the daemon. A file read back may save time; it never changes an answer:
 *
 * <ul>
 *   <li>A kept compile is found by a digest of the command (MiniZinc's program by its path, size and time, orbits'
 *       library, the model's and data's whole paths, the parameters) and of what else MiniZinc reads from its
 *       environment ({@code MZN_*}, {@code HOME}).
 *   <li>It lists every file MiniZinc said it read for it ({@link CompileLog}): the user's files (the model, its data,
 *       every file included, at any depth, however found) by a digest of their content; the solver libraries' files
 *       (orbits' own and MiniZinc's standard library, five hundred of them, changed only by an upgrade) by size and
 *       time, and their folders by time, since a file added there could take the place of a user's include (MiniZinc
 *       looks in the libraries before the including file's folder); MiniZinc's preferences, there or not. A kept
 *       compile is used only while every one of them is as it was; a file changed while MiniZinc read it keeps
 *       nothing.
 *   <li>It is bound to its name: its key and a digest of its header and of its FlatZinc are written in it and
 *       compared when it is read. A damaged file, a file under another's name, an unreadable one is compiled again.
 * </ul>
 *
 * <p>Only a compile MiniZinc finished without error is kept, at most {@link #KEPT}, the least recently used dropped
 * first, in a folder of the user's own ({@link PrivateFolders}), each file readable by the user alone.
 */
final class CompiledModels {

    /** The most compiles kept. */
    static final int KEPT = 200;

    /** The first line of a kept compile, naming its format. */
    private static final String FORMAT = "% orbits compiled model 2";

    private static final String KEY = "% key ";
    private static final String MINIZINC = "% minizinc ";
    /** A user's file: the digest of its content, its path. */
    private static final String CONTENT = "% file ";
    /** A library's file: its size and time in nanoseconds, its path. */
    private static final String LIBRARY = "% library ";
    /** A library's folder: its time in nanoseconds, its path. */
    private static final String FOLDER = "% folder ";
    /** A file MiniZinc would read if it were there. */
    private static final String ABSENT = "% absent ";

    private static final String FLATZINC = "% flatzinc ";

    /** The folder's name in a refusal. */
    private static final String FOLDER_WORDS = "the folder of compiled models";

    private static final String DIGEST = "% digest ";

    /** A compile read back, with the digest of its FlatZinc, which names what is kept of the model. */
    record Kept(String flatZinc, String digest, int filesChecked) {}

    /**
     * What looking for a kept compile came to: the compile, or why there was none to use, in words (nothing when none
     * was kept).
     */
    record Lookup(Optional<Kept> kept, Optional<String> why) {
        static final Lookup NONE = new Lookup(Optional.empty(), Optional.empty());

        static Lookup refused(String why) {
            return new Lookup(Optional.empty(), Optional.of(why));
        }
    }

    private final Path folder;
    private final Path solverLibrary;

    /** The compiles kept in {@code cache}, against orbits' solver library in {@code solverLibrary}. */
    CompiledModels(Path cache, Path solverLibrary) {
        this.folder = cache.resolve("compiled");
        this.solverLibrary = solverLibrary.toAbsolutePath().normalize();
    }

    /** The name of the compile {@code command} makes of {@code model} and {@code data}, or empty if unreadable. */
    Optional<String> key(List<String> command, Path minizinc, Path model, List<Path> data) {
        try {
            Hasher digest = Hashing.sha256().newHasher().putString(FORMAT, StandardCharsets.UTF_8);
            // The model and the data by their whole paths, so that a run from another directory, or the daemon's,
            // which is given them whole, finds the same compile.
            Map<String, String> whole = new HashMap<>();
            whole.put(model.toString(), model.toAbsolutePath().normalize().toString());
            data.forEach(file ->
                    whole.put(file.toString(), file.toAbsolutePath().normalize().toString()));
            command.forEach(word -> digest.putString(whole.getOrDefault(word, word), StandardCharsets.UTF_8)
                    .putByte((byte) 0));
            BasicFileAttributes program = Files.readAttributes(minizinc, BasicFileAttributes.class);
            digest.putLong(program.size()).putLong(program.lastModifiedTime().to(TimeUnit.NANOSECONDS));
            // What MiniZinc reads from its environment: where its library is, where the user's preferences are.
            new TreeMap<>(System.getenv()).forEach((name, value) -> {
                if (name.startsWith("MZN_") || name.equals("HOME")) {
                    digest.putString(name + "=" + value, StandardCharsets.UTF_8).putByte((byte) 0);
                }
            });
            return Optional.of(digest.hash().toString());
        } catch (IOException | RuntimeException unreadable) {
            return Optional.empty();
        }
    }

    /**
     * Whether a compile is kept under {@code key} whose user's files are as they were: what a compile ahead asks
     * before it starts MiniZinc, so that an edited model is compiled while the JVM readies the rest. The libraries'
     * files, which an edit seldom touches, are left to {@link #read}, which checks everything again.
     */
    boolean keptForTheSameFiles(String key) {
        if (!PrivateFolders.there(folder, FOLDER_WORDS)) {
            return false;
        }
        try {
            String text = Files.readString(folder.resolve(key + ".fzn"), StandardCharsets.UTF_8);
            // Its digests are left to read as well: a damaged file here at worst starts MiniZinc for nothing.
            return Header.parse(text, false)
                    .filter(header -> header.key().equals(key))
                    .filter(header -> firstChanged(header.dependencies().stream()
                                    .filter(line -> line.startsWith(CONTENT))
                                    .toList())
                            .isEmpty())
                    .isPresent();
        } catch (IOException | RuntimeException none) {
            return false;
        }
    }

    /**
     * The kept compile named {@code key}, marked as used now, once its digests, its key and every file it lists are
     * checked; else why it is not used.
     */
    Lookup read(String key) {
        if (!PrivateFolders.there(folder, FOLDER_WORDS)) {
            return Lookup.NONE;
        }
        Path file = folder.resolve(key + ".fzn");
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException none) {
            return Lookup.NONE;
        } catch (IOException | RuntimeException unreadable) {
            return Lookup.refused("the compile kept in " + file + " cannot be read: compiled again");
        }
        Optional<Header> header = Header.parse(text, true);
        if (header.isEmpty()) {
            return Lookup.refused("the compile kept in " + file + " is damaged (its digest does not match what it"
                    + " holds): ignored, compiled again");
        }
        if (!header.get().key().equals(key)) {
            return Lookup.refused("the compile kept in " + file + " is another compile's (its key is "
                    + header.get().key() + "): ignored, compiled again");
        }
        Optional<String> changed = firstChanged(header.get().dependencies());
        if (changed.isPresent()) {
            return Lookup.refused(
                    "the compile kept in the cache is out of date (" + changed.get() + "): compiled" + " again");
        }
        try {
            Files.setLastModifiedTime(file, FileTime.fromMillis(System.currentTimeMillis()));
        } catch (IOException | RuntimeException notMarked) {
            // only its place in the least-recently-used order is lost
        }
        return new Lookup(
                Optional.of(new Kept(
                        header.get().flatZinc(),
                        header.get().flatZincDigest(),
                        header.get().dependencies().size())),
                Optional.empty());
    }

    /**
     * Keeps {@code flatZinc}, MiniZinc's compile whose log is {@code log}, started at {@code started}, under {@code
     * key}, whole or not at all; a cache that cannot be written costs nothing, and a compile whose files are not all
     * known, or changed while MiniZinc read them, is not kept.
     */
    void write(String key, CompileLog log, String flatZinc, String flatZincDigest, Instant started) {
        try {
            Optional<List<String>> dependencies = dependencies(log, started);
            if (dependencies.isEmpty()) {
                return;
            }
            StringBuilder header = new StringBuilder(FORMAT)
                    .append('\n')
                    .append(KEY)
                    .append(key)
                    .append('\n')
                    .append(MINIZINC)
                    .append(log.version().orElse("unknown"))
                    .append('\n');
            dependencies.get().forEach(line -> header.append(line).append('\n'));
            header.append(FLATZINC).append(flatZincDigest).append('\n');
            String digest =
                    Hashing.sha256().hashString(header, StandardCharsets.UTF_8).toString();
            header.append(DIGEST).append(digest).append('\n');
            PrivateFolders.ensure(folder, FOLDER_WORDS);
            AtomicFiles.writeOwnerOnly(folder.resolve(key + ".fzn"), header + flatZinc);
            dropTheOldest();
        } catch (IOException | RuntimeException unwritable) {
            // The next run compiles again.
        }
    }

    /** The folder of the kept compiles. */
    Path folder() {
        return folder;
    }

    /** The lines that list what the compile read, or empty when they cannot all be stated. */
    private Optional<List<String>> dependencies(CompileLog log, Instant started) throws IOException {
        if (!log.whole() || log.read().isEmpty()) {
            return Optional.empty();
        }
        // MiniZinc's standard library is the folder of the stdlib.mzn it read first.
        List<Path> libraries = new ArrayList<>(List.of(solverLibrary));
        Optional<Path> standard = log.read().stream()
                .filter(file -> file.getFileName().toString().equals("stdlib.mzn"))
                .map(Path::getParent)
                .findFirst();
        standard.ifPresent(libraries::add);
        long startedNanos = TimeUnit.SECONDS.toNanos(started.getEpochSecond()) + started.getNano();
        List<String> lines = new ArrayList<>();
        Set<Path> folders = new LinkedHashSet<>();
        List<Path> read = new ArrayList<>(log.read());
        read.add(solverLibrary.resolve("orbits.msc"));
        for (Path file : read) {
            if (file.toString().contains("\n")) {
                return Optional.empty();
            }
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            long time = attributes.lastModifiedTime().to(TimeUnit.NANOSECONDS);
            if (libraries.stream().anyMatch(file::startsWith)) {
                lines.add(LIBRARY + attributes.size() + " " + time + " " + file);
                folders.add(file.getParent());
            } else {
                if (time >= startedNanos) {
                    return Optional.empty(); // changed while MiniZinc read it, perhaps after
                }
                lines.add(CONTENT + contentDigest(file) + " " + file);
            }
        }
        for (Path libraryFolder : folders) {
            lines.add(FOLDER + Files.getLastModifiedTime(libraryFolder).to(TimeUnit.NANOSECONDS) + " " + libraryFolder);
        }
        List<Path> preferences = new ArrayList<>();
        standard.map(Path::getParent).ifPresent(share -> preferences.add(share.resolve("Preferences.json")));
        Optional.ofNullable(System.getenv("HOME"))
                .or(() -> Optional.ofNullable(System.getProperty("user.home")))
                .ifPresent(home -> preferences.add(Path.of(home, ".minizinc", "Preferences.json")));
        for (Path file : preferences) {
            if (Files.exists(file)) {
                lines.add(CONTENT + contentDigest(file) + " " + file.toAbsolutePath());
            } else {
                lines.add(ABSENT + file.toAbsolutePath());
            }
        }
        return Optional.of(lines);
    }

    /** The first file listed that is not as it was, in words; empty when every one is. */
    private static Optional<String> firstChanged(List<String> dependencies) {
        for (String line : dependencies) {
            try {
                if (line.startsWith(CONTENT)) {
                    String[] parts = line.substring(CONTENT.length()).split(" ", 2);
                    if (!contentDigest(Path.of(parts[1])).equals(parts[0])) {
                        return Optional.of(parts[1] + " changed");
                    }
                } else if (line.startsWith(LIBRARY)) {
                    String[] parts = line.substring(LIBRARY.length()).split(" ", 3);
                    BasicFileAttributes now = Files.readAttributes(
                            Path.of(parts[2]), BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                    if (now.size() != Long.parseLong(parts[0])
                            || now.lastModifiedTime().to(TimeUnit.NANOSECONDS) != Long.parseLong(parts[1])) {
                        return Optional.of(parts[2] + " changed");
                    }
                } else if (line.startsWith(FOLDER)) {
                    String[] parts = line.substring(FOLDER.length()).split(" ", 2);
                    long time = Files.getLastModifiedTime(Path.of(parts[1])).to(TimeUnit.NANOSECONDS);
                    if (time != Long.parseLong(parts[0])) {
                        return Optional.of("a file was added to or removed from " + parts[1]);
                    }
                } else if (line.startsWith(ABSENT)) {
                    String path = line.substring(ABSENT.length());
                    if (Files.exists(Path.of(path))) {
                        return Optional.of(path + " was added");
                    }
                } else {
                    return Optional.of("a line it lists is not understood");
                }
            } catch (NoSuchFileException gone) {
                return Optional.of(gone.getFile() + " is gone");
            } catch (IOException | RuntimeException unreadable) {
                return Optional.of("a file it lists cannot be read");
            }
        }
        return Optional.empty();
    }

    private static String contentDigest(Path file) throws IOException {
        return Hashing.sha256().hashBytes(Files.readAllBytes(file)).toString();
    }

    /**
     * A kept compile's header, checked against its digest, and its FlatZinc, checked against the header's digest of
     * it.
     */
    private record Header(String key, List<String> dependencies, String flatZincDigest, String flatZinc) {

        /** The header of {@code text}, its digests checked when {@code verified}. */
        static Optional<Header> parse(String text, boolean verified) {
            if (!text.startsWith(FORMAT + "\n")) {
                return Optional.empty();
            }
            int at = FORMAT.length() + 1;
            String key = null;
            String flatZincDigest = null;
            List<String> dependencies = new ArrayList<>();
            while (true) {
                int end = text.indexOf('\n', at);
                if (end < 0) {
                    return Optional.empty();
                }
                String line = text.substring(at, end);
                if (line.startsWith(DIGEST)) {
                    String flatZinc = text.substring(end + 1);
                    if (key == null || flatZincDigest == null) {
                        return Optional.empty();
                    }
                    if (verified
                            && !(line.substring(DIGEST.length())
                                            .equals(Hashing.sha256()
                                                    .hashString(text.substring(0, at), StandardCharsets.UTF_8)
                                                    .toString())
                                    && flatZincDigest.equals(Hashing.sha256()
                                            .hashString(flatZinc, StandardCharsets.UTF_8)
                                            .toString()))) {
                        return Optional.empty();
                    }
                    return Optional.of(new Header(key, dependencies, flatZincDigest, flatZinc));
                }
                if (line.startsWith(KEY)) {
                    key = line.substring(KEY.length());
                } else if (line.startsWith(FLATZINC)) {
                    flatZincDigest = line.substring(FLATZINC.length());
                } else if (!line.startsWith(MINIZINC)) {
                    dependencies.add(line);
                }
                at = end + 1;
            }
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
