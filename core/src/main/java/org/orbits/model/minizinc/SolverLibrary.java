package org.orbits.model.minizinc;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import java.util.zip.Adler32;
import java.util.zip.CRC32C;
import org.orbits.files.PrivateFolders;

/**
 * orbits' MiniZinc solver library, shipped in the jar and written out once per version to a directory of the
 * user's cache (named by a digest of its contents), with the solver configuration MiniZinc compiles against. The
 * directory is written whole under a temporary name and renamed into place, so a run never sees half of it, and
 * two runs that race both end up with one complete copy.
 */
public final class SolverLibrary {

    private static final String RESOURCES = "/org/orbits/model/mznlib/";
    private static final String CONFIGURATION = "orbits.msc";
    private static final FileAttribute<Set<PosixFilePermission>> OWNER_ONLY =
            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"));

    private final Path directory;

    private SolverLibrary(Path directory) {
        this.directory = directory;
    }

    /** The libraries of this JVM by cache: the jar's files are read and checked once, not at every compile. */
    private static final Map<Path, SolverLibrary> READY = new ConcurrentHashMap<>();

    /** The library under {@code cache}, written there first if this version is not there yet. */
    public static SolverLibrary in(Path cache) {
        PrivateFolders.ensure(cache, "the cache folder");
        SolverLibrary ready = READY.get(cache);
        if (ready != null && Files.isRegularFile(ready.configuration())) {
            return ready;
        }
        SolverLibrary written = write(cache);
        READY.put(cache, written);
        return written;
    }

    private static SolverLibrary write(Path cache) {
        Map<String, byte[]> files = files();
        Path target = cache.resolve("mznlib-" + digest(files));
        if (Files.isRegularFile(target.resolve(CONFIGURATION))) {
            return new SolverLibrary(target);
        }
        try {
            // Owner-only, as everything orbits keeps: the folder (made so by createTempDirectory) and its files.
            Path staging = Files.createTempDirectory(cache, "mznlib-staging-");
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                Files.write(Files.createFile(staging.resolve(file.getKey()), OWNER_ONLY), file.getValue());
            }
            Files.writeString(
                    Files.createFile(staging.resolve(CONFIGURATION), OWNER_ONLY),
                    configurationText(),
                    StandardCharsets.UTF_8);
            try {
                Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileSystemException e) {
                deleteTree(staging);
                if (!Files.isRegularFile(target.resolve(CONFIGURATION))) {
                    throw e;
                }
                // Another run put it there first; its copy is as good as ours.
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not write orbits' MiniZinc library to " + cache, e);
        }
        return new SolverLibrary(target);
    }

    /**
     * A system property that names another cache than the user's: the daemon's warm-up, whose compile would be of no
     * use to anyone, keeps it in a scratch folder that it then removes.
     */
    public static final String CACHE_PROPERTY = "orbits.cache";

    /**
     * The user's cache for orbits: {@code $XDG_CACHE_HOME/orbits}, or {@code ~/.cache/orbits}; the folder
     * {@link #CACHE_PROPERTY} names while it is set.
     */
    public static Path defaultCache() {
        String elsewhere = System.getProperty(CACHE_PROPERTY);
        if (elsewhere != null && !elsewhere.isEmpty()) {
            return Path.of(elsewhere);
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isEmpty() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("orbits");
    }

    public Path directory() {
        return directory;
    }

    /** The solver configuration to pass to {@code minizinc --solver}. */
    public Path configuration() {
        return directory.resolve(CONFIGURATION);
    }

    /** A solver for compiling only: MiniZinc reads its library from the directory the configuration lies in. */
    private static String configurationText() {
        return """
                {
                  "id": "org.orbits.orbits",
                  "name": "orbits",
                  "description": "orbits' library of Choco's native constraints, for compiling to FlatZinc only",
                  "version": "1",
                  "mznlib": ".",
                  "executable": "orbits-compiles-only",
                  "tags": ["cp", "int"],
                  "supportsMzn": false,
                  "supportsFzn": true
                }
                """;
    }

    private static Map<String, byte[]> files() {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (String name : read("files.txt")
                .lines()
                .map(String::strip)
                .filter(l -> !l.isEmpty())
                .toList()) {
            files.put(name, bytes(name));
        }
        return files;
    }

    private static String read(String name) {
        return new String(bytes(name), StandardCharsets.UTF_8);
    }

    private static byte[] bytes(String name) {
        try (InputStream in = SolverLibrary.class.getResourceAsStream(RESOURCES + name)) {
            if (in == null) {
                throw new IllegalStateException("the jar lacks orbits' MiniZinc library file " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * 64 bits that change with any file's name or contents: two checksums of the whole, each file's name and
     * length included. It names a copy, and guards against no adversary, so it needs no cryptographic digest, whose
     * providers would cost every run a noticeable part of its start-up.
     */
    private static String digest(Map<String, byte[]> files) {
        CRC32C forwards = new CRC32C();
        Adler32 mixed = new Adler32();
        files.forEach((name, content) -> {
            byte[] header = (name + "\0" + content.length + "\0").getBytes(StandardCharsets.UTF_8);
            forwards.update(header);
            forwards.update(content);
            mixed.update(header);
            mixed.update(content);
        });
        byte[] configuration = configurationText().getBytes(StandardCharsets.UTF_8);
        forwards.update(configuration);
        mixed.update(configuration);
        return HexFormat.of().toHexDigits((forwards.getValue() << 32) | mixed.getValue());
    }

    private static void deleteTree(Path root) throws IOException {
        List<Path> paths = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.forEach(paths::add);
        }
        for (int i = paths.size() - 1; i >= 0; i--) {
            Files.deleteIfExists(paths.get(i));
        }
    }
}
