package org.orbits.search.units;

import com.google.common.base.Suppliers;
import com.google.common.hash.Hasher;
import com.google.common.hash.Hashing;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The build of orbits that runs: a digest of the compiled code and resources of the layers that decide a count
 * (search, model, tiling, puzzle, symmetry: not the command line's, the web page's or the catalog's, which only
 * present it), as found where these classes were loaded from. A checkpoint or a part names the build that made
 * it, and another build refuses it: what a unit found depends on the code that searched it.
 *
 * <p>From a jar, each entry's name, size and checksum as the jar's directory records them (a few milliseconds, no
 * entry read); from a folder of classes (the tests, a development build), each file's bytes.
 */
public final class OrbitsBuild {

    /** The folders of the code that decides counts, as class-file paths. */
    private static final List<String> COUNTING = Stream.of("search", "model", "tiling", "puzzle", "symmetry")
            .map(layer -> "org/orbits/" + layer + "/")
            .toList();

    private static final Supplier<String> DIGEST = Suppliers.memoize(OrbitsBuild::digestOfCode);

    private OrbitsBuild() {}

    /** The digest of this build's code, 16 hex digits; taken once per process. */
    public static String digest() {
        return DIGEST.get();
    }

    private static String digestOfCode() {
        CodeSource source = OrbitsBuild.class.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return unidentified();
        }
        try {
            Path location = Path.of(source.getLocation().toURI());
            Hasher hasher = Hashing.sha256().newHasher();
            if (Files.isDirectory(location)) {
                folder(location, hasher);
            } else {
                jar(location, hasher);
            }
            return hasher.hash().toString().substring(0, 16);
        } catch (IOException | UncheckedIOException | URISyntaxException | IllegalArgumentException unreadable) {
            return unidentified();
        }
    }

    /**
     * A build that cannot be read is told apart from every other, and from itself in another process: what it
     * writes is resumed by no other run, which is safe, if no help.
     */
    private static String unidentified() {
        return "unidentified-" + Long.toHexString(System.nanoTime());
    }

    private static boolean counts(String name) {
        return COUNTING.stream().anyMatch(name::startsWith);
    }

    private static void jar(Path jar, Hasher hasher) throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            List<ZipEntry> entries = new ArrayList<>();
            for (Enumeration<? extends ZipEntry> all = zip.entries(); all.hasMoreElements(); ) {
                ZipEntry entry = all.nextElement();
                if (!entry.isDirectory() && counts(entry.getName())) {
                    entries.add(entry);
                }
            }
            entries.sort((a, b) -> a.getName().compareTo(b.getName()));
            for (ZipEntry entry : entries) {
                name(hasher, entry.getName()).putLong(entry.getSize()).putLong(entry.getCrc());
            }
        }
    }

    private static void folder(Path classes, Hasher hasher) throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(classes)) {
            walk.filter(Files::isRegularFile)
                    .filter(file -> counts(relative(classes, file)))
                    .forEach(files::add);
        }
        Collections.sort(files);
        for (Path file : files) {
            byte[] bytes = Files.readAllBytes(file);
            name(hasher, relative(classes, file)).putLong(bytes.length).putBytes(bytes);
        }
    }

    private static String relative(Path root, Path file) {
        return root.relativize(file).toString().replace(java.io.File.separatorChar, '/');
    }

    private static Hasher name(Hasher hasher, String name) {
        return hasher.putInt(name.length()).putString(name, StandardCharsets.UTF_8);
    }
}
