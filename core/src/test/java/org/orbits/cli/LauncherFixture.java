package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.base.Splitter;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * The {@code ./orbits} launcher laid out for a test to run as a user would: this repository's launcher, copied beside
 * a jar of its own that names this build's classes (the launcher finds no sources there, so it builds nothing) and an
 * empty class-data archive (so it makes none; the JVM ignores it), run in a folder of its own with its daemons in a
 * temporary folder. The tests that use it are skipped where there is no bash or no sha256sum.
 */
final class LauncherFixture {

    /** What a run of the launcher came to. */
    record Ran(int exit, String out, String err) {}

    final Path root;
    final Path work;
    final Path jar;

    /** The launcher's environment: this JVM's, its daemons in {@code root/daemons}, changed as a test needs. */
    final Map<String, String> environment = new HashMap<>(System.getenv());

    private LauncherFixture(Path root) throws IOException {
        this.root = root;
        Path launcher = Files.copy(Path.of("orbits"), root.resolve("orbits"));
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwx------"));
        Path target = Files.createDirectories(root.resolve("core/target"));
        this.jar = target.resolve("orbits.jar");
        Files.write(jar, manifestJar());
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().minusSeconds(60)));
        Files.writeString(target.resolve("orbits.jsa"), "");
        this.work = Files.createDirectories(root.resolve("work"));
        environment.put("ORBITS_DAEMON_DIR", root.resolve("daemons").toString());
        environment.put("ORBITS_DAEMON", "on");
        environment.put("ORBITS_DAEMON_IDLE", "5m"); // a daemon a test fails to stop goes soon anyway
        environment.remove("ORBITS_JAVA_OPTS");
    }

    /** The launcher laid out in {@code root}. */
    static LauncherFixture in(Path root) throws IOException {
        return new LauncherFixture(root);
    }

    /** Whether bash and sha256sum, which the launcher needs, are here. */
    static boolean runnable() {
        return onPath("bash") && onPath("sha256sum");
    }

    /** A jar whose manifest is all of it: this JVM's class path as its own, and the command's class as its main. */
    static byte[] manifestJar() throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, OrbitsCommand.class.getName());
        List<String> classPath = new ArrayList<>();
        for (String entry : Splitter.on(File.pathSeparatorChar).split(System.getProperty("java.class.path"))) {
            classPath.add(Path.of(entry).toAbsolutePath().toUri().toString());
        }
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, String.join(" ", classPath));
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (JarOutputStream written = new JarOutputStream(bytes, manifest)) {
            written.finish();
        }
        return bytes.toByteArray();
    }

    /** The launcher's key for the jar: the start of its SHA-256. */
    String key() throws IOException {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(jar));
            return HexFormat.of().formatHex(digest).substring(0, 16);
        } catch (NoSuchAlgorithmException missing) {
            throw new IllegalStateException(missing);
        }
    }

    /** The launcher with {@code words}, in {@code work}, with {@link #environment}. */
    ProcessBuilder launcher(String... words) {
        List<String> line =
                new ArrayList<>(List.of("bash", root.resolve("orbits").toString()));
        line.addAll(List.of(words));
        ProcessBuilder builder = new ProcessBuilder(line).directory(work.toFile());
        builder.environment().clear();
        builder.environment().putAll(environment);
        return builder;
    }

    /** Runs the launcher with {@code words} to its end. */
    Ran run(String... words) throws IOException, InterruptedException {
        return run(launcher(words));
    }

    /** Runs {@code launcher} to its end. */
    Ran run(ProcessBuilder launcher) throws IOException, InterruptedException {
        Path out = Files.createTempFile(root, "out", ".txt");
        Path err = Files.createTempFile(root, "err", ".txt");
        Process process = launcher.redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        assertTrue(process.waitFor(3, TimeUnit.MINUTES), "the launcher ended");
        return new Ran(
                process.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    static boolean onPath(String program) {
        String path = System.getenv("PATH");
        for (String directory : Splitter.on(File.pathSeparatorChar).split(path == null ? "" : path)) {
            if (Files.isExecutable(Path.of(directory.isEmpty() ? "." : directory, program))) {
                return true;
            }
        }
        return false;
    }
}
