package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher where the environment is not a login shell's: no locale (cron, {@code su -}, containers), another
 * {@code TMPDIR}, a shell whose {@code date} knows no milliseconds, a daemons' folder that is not the user's, two
 * launchers building at once after a pull. Laid out by {@link LauncherFixture}; skipped without bash or sha256sum.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class LauncherEnvironmentTest {

    private static final Pattern PID = Pattern.compile("\\(pid (\\d+)\\)");

    @TempDir
    Path root;

    private LauncherFixture launcher;
    private final List<Path> daemons = new ArrayList<>();

    @BeforeEach
    void layOut() throws IOException {
        assumeTrue(LauncherFixture.runnable(), "bash or sha256sum missing");
        launcher = LauncherFixture.in(root);
    }

    @AfterEach
    void stopDaemons() throws Exception {
        for (Path folder : daemons) {
            launcher.environment.put("ORBITS_DAEMON_DIR", folder.toString()); // those in it, and no other
            launcher.run("daemon", "stop");
        }
    }

    /** The launcher's environment without a locale, as cron gives it. */
    private void withoutLocale() {
        launcher.environment.keySet().removeIf(name -> name.equals("LANG") || name.startsWith("LC_"));
    }

    @Test
    void aDaemonsFolderThatIsALinkIsSaidOnceAndTheCommandRunsInAJvmOfItsOwn() throws Exception {
        Path elsewhere = Files.createDirectories(root.resolve("elsewhere"));
        Files.setPosixFilePermissions(elsewhere, PosixFilePermissions.fromString("rwx------"));
        Path link = Files.createSymbolicLink(root.resolve("daemons-link"), elsewhere);
        launcher.environment.put("ORBITS_DAEMON_DIR", link.toString());
        LauncherFixture.Ran ran = launcher.run("enumerate", "ngon", "-p", "n=6", "--quiet");
        assertEquals(0, ran.exit(), ran.err());
        assertTrue(ran.out().startsWith("ngon n=6 sum=22: 48 solutions in 4 orbits"), ran.out());
        assertEquals(
                List.of("orbits: the daemon's folder " + link + " is another user's, or a link: running without the"
                        + " daemon (ORBITS_DAEMON_DIR names a folder of your own)"),
                ran.err().lines().toList());
        try (Stream<Path> left = Files.list(elsewhere)) {
            assertEquals(0, left.count(), "no daemon started there");
        }
        LauncherFixture.Ran start = launcher.run("daemon", "start");
        assertEquals(ExitCode.FILE_FAILURE.code(), start.exit());
        assertEquals(1, start.err().lines().count(), start.err());
    }

    @Test
    void aShellWhoseDateKnowsNoMillisecondsRunsTheCommandAndNoStackTrace() throws Exception {
        // macOS's date prints '17000000003N' for GNU's +%s%3N; its bash 3.2 has no EPOCHREALTIME.
        Path bin = Files.createDirectories(root.resolve("bin"));
        Path date = bin.resolve("date");
        Files.writeString(
                date, "#!/bin/bash\ncase \"$*\" in *%3N*) echo 17000000003N ;; *) exec /bin/date \"$@\" ;; esac\n");
        Files.setPosixFilePermissions(date, PosixFilePermissions.fromString("rwx------"));
        launcher.environment.put("PATH", bin + ":" + launcher.environment.get("PATH"));
        launcher.environment.put("ORBITS_DAEMON", "off");
        ProcessBuilder withoutClock = launcher.launcher(
                        "enumerate", "ngon", "-p", "n=6", "--time-limit", "60", "--quiet")
                .command(
                        "bash",
                        "-c",
                        "unset EPOCHREALTIME; source \"$0\" \"$@\"",
                        root.resolve("orbits").toString(),
                        "enumerate",
                        "ngon",
                        "-p",
                        "n=6",
                        "--time-limit",
                        "60",
                        "--quiet");
        LauncherFixture.Ran ran = launcher.run(withoutClock);
        assertEquals(0, ran.exit(), ran.err());
        assertTrue(ran.out().startsWith("ngon n=6 sum=22: 48 solutions in 4 orbits"), ran.out());
        assertEquals("", ran.err());

        // A malformed start given to the JVM itself: it counts from its own start.
        launcher.environment.put("ORBITS_JAVA_OPTS", "-Dorbits.started=17000000003N");
        LauncherFixture.Ran malformed = launcher.run("enumerate", "ngon", "-p", "n=6", "--time-limit", "60");
        assertEquals(0, malformed.exit(), malformed.err());
        assertEquals("", malformed.err());
    }

    @Test
    void twoLaunchersAfterAPullBuildOnceAndBothRunTheJarItBuilt() throws Exception {
        // Maven, as the launchers find it: it takes two seconds to build, and counts its builds.
        Path bin = Files.createDirectories(root.resolve("bin"));
        Path built = root.resolve("builds.txt");
        Path fresh = root.resolve("fresh.jar");
        Files.write(fresh, Files.readAllBytes(launcher.jar));
        Path mvn = bin.resolve("mvn");
        Files.writeString(
                mvn,
                String.join(
                        "\n",
                        "#!/bin/bash",
                        "echo built >>'" + built + "'",
                        "sleep 2",
                        "cp '" + fresh + "' core/target/orbits.jar",
                        "sleep 1",
                        ": >core/target/orbits.jsa",
                        ""));
        Files.setPosixFilePermissions(mvn, PosixFilePermissions.fromString("rwx------"));
        launcher.environment.put("PATH", bin + ":" + launcher.environment.get("PATH"));
        launcher.environment.put("ORBITS_DAEMON", "off");
        Files.writeString(root.resolve("pom.xml"), "<project/>\n"); // the pull: newer than the jar
        Files.setLastModifiedTime(root.resolve("pom.xml"), FileTime.from(Instant.now()));

        Process first = launcher.launcher("--version").start();
        Thread.sleep(300);
        Process second = launcher.launcher("--version").start();
        assertTrue(first.waitFor(2, TimeUnit.MINUTES) && second.waitFor(2, TimeUnit.MINUTES));
        String firstErr = new String(first.getErrorStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        String secondErr = new String(second.getErrorStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, first.exitValue(), firstErr);
        assertEquals(0, second.exitValue(), secondErr);
        assertEquals(List.of("built"), Files.readAllLines(built), "one build: " + firstErr + secondErr);
        assertTrue(secondErr.contains("orbits: another launcher is building; waiting for it..."), secondErr);
        assertFalse(Files.exists(root.resolve("core/target/.orbits-build")), "the lock is gone");
        String version = "orbits " + Program.version();
        assertEquals(
                version,
                new String(second.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).strip());
    }

    /**
     * A daemon started as cron would (no locale) in another TMPDIR: it finds a file whose path has other characters
     * than ASCII's, its warm-up leaves nothing in the user's cache and removes what a warm-up killed before left, and
     * 'daemon status' from the first TMPDIR finds it all the same.
     */
    @Test
    void aDaemonInAnotherEnvironmentIsFoundAndLeavesNothingOfItsWarmUp() throws Exception {
        withoutLocale();
        launcher.environment.remove("ORBITS_DAEMON_DIR");
        launcher.environment.remove("XDG_RUNTIME_DIR");
        launcher.environment.put("XDG_CACHE_HOME", root.resolve("cache").toString());
        launcher.environment.put(
                "TMPDIR", Files.createDirectories(root.resolve("cron-tmp")).toString());
        Path folders = root.resolve("cron-tmp").resolve("orbits-" + Files.getAttribute(root, "unix:uid"));
        Path folder = folders.resolve(launcher.key());
        Files.createDirectories(folder.resolve("warm-up/cache/compiled")); // a warm-up killed outright
        Files.writeString(folder.resolve("warm-up/cache/compiled/left.fzn"), "");
        for (Path made : List.of(folders, folder, folder.resolve("warm-up"))) {
            Files.setPosixFilePermissions(made, PosixFilePermissions.fromString("rwx------"));
        }
        daemons.add(folders);

        LauncherFixture.Ran started = launcher.run("daemon", "start");
        assertEquals(0, started.exit(), started.err());
        assertFalse(Files.exists(folder.resolve("warm-up")), "the warm-up's scratch folder is gone");
        try (Stream<Path> cache = Files.walk(root).filter(path -> path.startsWith(root.resolve("cache")))) {
            assertEquals(List.of(), cache.filter(Files::isRegularFile).toList(), "nothing in the user's cache");
        }

        Path pieces = Files.createDirectories(launcher.work.resolve("pièces"));
        Files.copy(Path.of("examples/tilings/pentominoes-4x5.tiling"), pieces.resolve("pentominoes-4x5.tiling"));
        LauncherFixture.Ran named = launcher.run("enumerate", "pièces/pentominoes-4x5.tiling", "--quiet");
        assertEquals(0, named.exit(), named.err());
        LauncherFixture.Ran plain =
                launcher.run("--no-daemon", "enumerate", "pièces/pentominoes-4x5.tiling", "--quiet");
        assertEquals(withoutStatistics(plain.out()), withoutStatistics(named.out()));
        assertTrue(launcher.run("daemon", "status").out().contains(" 1 run,"), "the daemon ran it");

        launcher.environment.put(
                "TMPDIR", Files.createDirectories(root.resolve("shell-tmp")).toString());
        LauncherFixture.Ran status = launcher.run("daemon", "status");
        assertEquals(1, status.exit(), status.out());
        Matcher found = PID.matcher(status.out());
        assertTrue(
                status.out().contains("orbits daemon: another of yours runs in " + folder + " (pid ") && found.find(),
                status.out());
    }

    private static String withoutStatistics(String out) {
        return out.replaceAll("(?m)^search \\(.*\\n", "");
    }
}
