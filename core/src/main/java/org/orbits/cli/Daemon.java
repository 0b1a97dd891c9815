package org.orbits.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.orbits.api.Orbits;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * The warm resident process the {@code ./orbits} launcher sends a short run to, so that the run pays neither for
 * starting a JVM nor for running cold code: one per user and per build of the jar, reached on a loopback port with
 * secrets only its user can read ({@link DaemonServer}, {@link DaemonProtocol}), stopped by {@code ./orbits daemon
 * stop}, by SIGTERM or after an idle time. docs/engine.md ("The daemon") says why it is built so.
 *
 * <p>Its folder, private to the user and named after the jar's digest, holds {@code pid} (the daemon's process id,
 * locked while it lives: one daemon per folder), {@code address} ({@link DaemonProtocol.Address}, readable by the user
 * alone, written once the daemon is warm), the launcher's {@code log} and, while the daemon warms up, its scratch
 * {@code warm-up} folder; its working directory is the folder's empty {@code cwd}, where a relative path finds nothing.
 * It removes them all when it ends (the log stays when it ends by a failure); a daemon killed outright leaves them to
 * the next one of the folder, which removes what is left of a warm-up before its own.
 */
public final class Daemon {

    /** A few runs like those the daemon is for, run before it answers, so that the first run finds it warm. */
    private static final List<List<String>> WARM_UP = List.of(
            List.of("enumerate", "ngon", "-p", "n=6", "--json"),
            List.of("enumerate", "ngon", "-p", "n=6"),
            List.of("enumerate", "hip", "-p", "n=5"),
            List.of("enumerate", "apex", "--group", "mirror", "--quiet"),
            List.of("solve", "ngon", "--given", "C=2", "--quiet"),
            List.of("enumerate", "queens.mzn", "--quiet"),
            List.of("enumerate", "ngon", "-p", "n=6", "--json"));

    /** The warm-up's model, n queens on a 6 x 6 board, its symmetries declared: the MiniZinc path's classes. */
    private static final String WARM_UP_MODEL =
            """
            include "globals.mzn";
            include "orbits.mzn";
            array[1..6] of var 1..6: q;
            constraint all_different(q) /\\ all_different([q[i] + i | i in 1..6]) /\\ all_different([q[i] - i | i in 1..6]);
            constraint orbits_d4(q);
            solve satisfy;
            """;

    private Daemon() {}

    /**
     * {@code Daemon FOLDER KEY IDLE UMASK}: the launcher starts it so, detached, its output to the folder's log; KEY
     * is the digest of the jar, IDLE the idle time ({@link #idleTime}), UMASK the file-creation mask the launcher gave
     * it, as the shell prints it (Java cannot read it).
     */
    public static void main(String[] args) throws Exception {
        // Ctrl-C in the terminal of the launcher that started it, or that terminal closing, is not for the daemon.
        Signal.handle(new Signal("INT"), SignalHandler.SIG_IGN);
        Signal.handle(new Signal("HUP"), SignalHandler.SIG_IGN);
        Path folder = Path.of(args[0]).toAbsolutePath();
        String key = args[1];
        Set<PosixFilePermission> access = Files.getPosixFilePermissions(folder);
        if (!access.equals(PosixFilePermissions.fromString("rwx------"))) {
            log("the folder " + folder + " is open to others (" + PosixFilePermissions.toString(access)
                    + "): not starting");
            System.exit(1);
        }
        try (FileChannel pid =
                        FileChannel.open(folder.resolve("pid"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock lock = pid.tryLock()) {
            if (lock == null) {
                log("another daemon holds " + folder + ": not starting");
                return;
            }
            pid.truncate(0)
                    .write(StandardCharsets.US_ASCII.encode(
                            ProcessHandle.current().pid() + "\n"));
            Optional<String> built = jarDigest();
            if (built.isPresent() && !built.get().startsWith(key)) {
                log("the jar is no longer build " + key + ": not starting");
                Files.deleteIfExists(folder.resolve("pid"));
                System.exit(1);
            }
            Path scratch = folder.resolve("warm-up");
            removeTree(scratch); // what a daemon killed during its warm-up left
            Runtime.getRuntime().addShutdownHook(new Thread(() -> removeFiles(folder), "orbits daemon files"));
            try (DaemonServer server = new DaemonServer(
                    folder,
                    key,
                    idleTime(args[2]),
                    args[3],
                    (caller, out, err, words) ->
                            OrbitsCommand.run(caller, Orbits.standard(), out, err, words.toArray(String[]::new)),
                    Daemon::log,
                    Optional.ofNullable(jarPath()))) {
                warmUp(server.runner(), scratch);
                server.publish();
                log("serving build " + key + " on port " + server.port());
                server.serve();
            }
        } catch (Exception | Error failed) {
            log("failed: " + failed);
            keepLog = true;
            System.exit(3);
        }
        System.exit(0);
    }

    /** An idle time such as {@code 3h}, {@code 90m}, {@code 30s} or {@code 600} (seconds). */
    static Duration idleTime(String word) {
        char unit = word.isEmpty() ? 's' : word.charAt(word.length() - 1);
        String number = Character.isDigit(unit) ? word : word.substring(0, word.length() - 1);
        long amount = Long.parseLong(number);
        return switch (unit) {
            case 'h' -> Duration.ofHours(amount);
            case 'm' -> Duration.ofMinutes(amount);
            case 's' -> Duration.ofSeconds(amount);
            default -> Duration.ofSeconds(Long.parseLong(word));
        };
    }

    /** Whether the log is kept when the process ends: it ended by a failure, which the log says. */
    private static volatile boolean keepLog;

    /** Removes the daemon's files when its process ends, the folder too once empty. */
    private static void removeFiles(Path folder) {
        removeTree(folder.resolve("warm-up"));
        for (String name : List.of("address", "log", "pid", "cwd", "")) {
            if (keepLog && name.equals("log")) {
                continue;
            }
            try {
                Files.deleteIfExists(folder.resolve(name));
            } catch (IOException stillInUse) {
                // a folder not empty: left
            }
        }
    }

    /** Removes {@code folder} and all it holds, if it is there; what cannot be removed is left, and logged. */
    private static void removeTree(Path folder) {
        if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        } catch (IOException | UncheckedIOException left) {
            log("left " + folder + " behind: " + left);
        }
    }

    /**
     * Runs {@link #WARM_UP} with nothing shown (the model's run fails at once where MiniZinc is missing), so that the
     * code a run takes is loaded and compiled before the first launcher arrives. Its files are in {@code scratch}, in
     * the daemon's folder, and so is the cache its compile is kept in, not the user's: it leaves nothing behind.
     */
    private static void warmUp(DaemonRunner runner, Path scratch) {
        long start = System.nanoTime();
        PrintWriter nowhere = new PrintWriter(Writer.nullWriter());
        try {
            Files.createDirectories(scratch);
            Files.writeString(scratch.resolve("queens.mzn"), WARM_UP_MODEL);
            System.setProperty(Orbits.CACHE_PROPERTY, scratch.resolve("cache").toString());
            Caller caller =
                    new Caller(scratch, Map.of(), false, Optional.empty(), (cancellation, saves) -> Interrupts.none());
            for (List<String> words : WARM_UP) {
                runner.run(caller, nowhere, nowhere, words);
            }
        } catch (Exception | Error failed) {
            log("warm-up stopped: " + failed);
        } finally {
            System.clearProperty(Orbits.CACHE_PROPERTY);
            removeTree(scratch);
        }
        log("warmed up in " + (System.nanoTime() - start) / 1_000_000 + " ms");
    }

    /** The jar this JVM runs from, when it runs from one (null when it runs from classes, as in the tests). */
    private static Path jarPath() {
        String classPath = System.getProperty("java.class.path", "");
        Path path = classPath.isEmpty() || classPath.contains(java.io.File.pathSeparator) ? null : Path.of(classPath);
        return path != null && Files.isRegularFile(path) ? path : null;
    }

    /** The SHA-256 of the jar this JVM runs from, in hex, as the launcher takes it; empty when it runs from classes. */
    private static Optional<String> jarDigest() throws IOException {
        Path jar = jarPath();
        if (jar == null) {
            return Optional.empty();
        }
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            try (InputStream in = Files.newInputStream(jar)) {
                byte[] buffer = new byte[1 << 16];
                for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                    digest.update(buffer, 0, read);
                }
            }
            return Optional.of(HexFormat.of().formatHex(digest.digest()));
        } catch (NoSuchAlgorithmException missing) {
            return Optional.empty();
        }
    }

    /** A line of the daemon's log (its standard error, which the launcher sends to the folder's {@code log}). */
    static void log(String line) {
        System.err.println(Instant.now() + " orbits daemon: " + line);
    }
}
