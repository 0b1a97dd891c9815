package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./orbits} launcher end to end, with a daemon of its own: the first run starts the daemon and runs in a
 * JVM of its own, the next runs go to the daemon and print the same; a file a run writes lands in the caller's
 * directory, exit codes come through, Ctrl-C reaches a checkpointed run, and the daemon is stopped at the end. The
 * launcher is laid out by {@link LauncherFixture}; skipped where there is no bash or no sha256sum.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class LauncherTest {

    private static final Pattern PID = Pattern.compile("\\(pid (\\d+),");

    @TempDir
    Path root;

    private LauncherFixture launcher;
    private Path work;
    private final List<Long> daemons = new ArrayList<>();

    private record Ran(int exit, String out, String err) {}

    @BeforeEach
    void layOut() throws IOException {
        assumeTrue(LauncherFixture.runnable(), "bash or sha256sum missing");
        launcher = LauncherFixture.in(root);
        work = launcher.work;
    }

    @AfterEach
    void stopDaemons() throws Exception {
        if (work == null) {
            return;
        }
        orbits("daemon", "stop");
        for (long pid : daemons) {
            Optional<ProcessHandle> left = ProcessHandle.of(pid);
            if (left.isPresent()) {
                left.get().onExit().get(30, TimeUnit.SECONDS);
            }
        }
        for (long pid : daemons) {
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly); // only if stop failed; the test fails
        }
        for (long pid : daemons) {
            assertFalse(ProcessHandle.of(pid).isPresent(), "daemon " + pid + " stopped");
        }
    }

    @Test
    void theSecondRunGoesToTheDaemonThatTheFirstStartedAndPrintsTheSame() throws Exception {
        Ran first = orbits("enumerate", "ngon", "-p", "n=6", "--quiet");
        assertEquals(0, first.exit(), first.err());
        long pid = awaitDaemon();

        Ran second = orbits("enumerate", "ngon", "-p", "n=6", "--quiet");
        assertEquals(0, second.exit(), second.err());
        assertEquals(withoutStatistics(first.out()), withoutStatistics(second.out()));
        assertEquals(first.err(), second.err());
        assertTrue(status().contains(" 1 run,"), "the second run was the daemon's: " + status());

        Ran bypassed = orbits("--no-daemon", "enumerate", "ngon", "-p", "n=6", "--quiet");
        assertEquals(withoutStatistics(first.out()), withoutStatistics(bypassed.out()));
        assertTrue(status().contains(" 1 run,"), "--no-daemon bypassed it: " + status());

        Ran drawn = orbits("enumerate", "ngon", "-p", "n=6", "--svg", "magic19.svg", "--quiet");
        assertEquals("orbits: drew 4 representatives in magic19.svg\n", drawn.err());
        assertTrue(Files.isRegularFile(work.resolve("magic19.svg")), "written in the caller's directory");
        Ran refused = orbits("enumerate", "ngon", "-p", "n=2");
        assertEquals(ExitCode.BAD_INPUT.code(), refused.exit());
        assertTrue(refused.err().contains("n=2 is outside 3..40"), refused.err());
        assertTrue(status().contains(" 3 runs,"), status());
        assertTrue(ProcessHandle.of(pid).isPresent());
    }

    @Test
    void ctrlCInTheLauncherSavesTheDaemonsCheckpointedRun() throws Exception {
        assertEquals(0, orbits("daemon", "start").exit());
        awaitDaemon();
        Process run = launcher("enumerate", "ngon", "-p", "n=12", "--checkpoint", "n12.ckpt", "--quiet")
                .start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (!Files.exists(work.resolve("n12.ckpt")) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertTrue(Files.exists(work.resolve("n12.ckpt")), "the run wrote its checkpoint");
        Process interrupt = new ProcessBuilder("bash", "-c", "kill -INT " + run.pid()).start();
        assertEquals(0, interrupt.waitFor());
        assertTrue(run.waitFor(90, TimeUnit.SECONDS));
        String err = new String(run.getErrorStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(ExitCode.INTERRUPTED.code(), run.exitValue(), err);
        assertTrue(err.contains("interrupted; the finished work units are saved in n12.ckpt"), err);
        assertTrue(status().contains(" 1 run,"), "the daemon ran it: " + status());
    }

    @Test
    void aStaleAddressOrADaemonThatDiesLeavesNoCommandUnrunNorRunTwice() throws Exception {
        // An address whose daemon is gone: the command runs in a JVM of its own, and starts a daemon.
        Path folder = Files.createDirectories(root.resolve("daemons").resolve(key()));
        Files.setPosixFilePermissions(root.resolve("daemons"), PosixFilePermissions.fromString("rwx------"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
        Files.writeString(folder.resolve("address"), "1 0123456789abcdef " + Integer.MAX_VALUE + "\n");
        Ran stale = orbits("enumerate", "ngon", "-p", "n=6", "--quiet");
        assertEquals(0, stale.exit(), stale.err());
        assertTrue(stale.out().startsWith("ngon n=6 sum=22: 48 solutions in 4 orbits"), stale.out());
        long pid = awaitDaemon();

        // A daemon killed during a run: the launcher says so, exit code 3; the next command runs in a JVM of its own.
        Process run = launcher("enumerate", "ngon", "-p", "n=12", "--quiet").start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!status().contains(" 1 running,") && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        ProcessHandle.of(pid).orElseThrow().destroyForcibly();
        assertTrue(run.waitFor(60, TimeUnit.SECONDS));
        String err = new String(run.getErrorStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(ExitCode.INTERNAL.code(), run.exitValue(), err);
        assertTrue(err.startsWith("orbits: the daemon ended during the run"), err);
        Ran after = orbits("enumerate", "ngon", "-p", "n=6", "--quiet");
        assertEquals(withoutStatistics(stale.out()), withoutStatistics(after.out()));
        awaitDaemon(); // the one that run started once it ended, for the test to stop
    }

    private String key() throws Exception {
        return launcher.key();
    }

    /** Waits for this build's daemon to answer, and returns its process id. */
    private long awaitDaemon() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline) {
            Ran status = orbits("daemon", "status");
            Matcher pid = PID.matcher(status.out());
            if (status.exit() == 0 && pid.find()) {
                daemons.add(Long.parseLong(pid.group(1)));
                return Long.parseLong(pid.group(1));
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no daemon answered within two minutes");
    }

    private String status() throws Exception {
        return orbits("daemon", "status").out();
    }

    private static String withoutStatistics(String out) {
        return out.replaceAll("(?m)^search \\(.*\\n", "");
    }

    private ProcessBuilder launcher(String... words) {
        return launcher.launcher(words);
    }

    private Ran orbits(String... words) throws Exception {
        LauncherFixture.Ran ran = launcher.run(words);
        return new Ran(ran.exit(), ran.out(), ran.err());
    }
}
