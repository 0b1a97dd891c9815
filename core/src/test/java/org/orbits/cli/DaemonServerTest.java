package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.api.Cancellation;
import org.orbits.api.Orbits;
import org.orbits.cli.DaemonProtocol.Field;
import org.orbits.cli.DaemonProtocol.Kind;

/**
 * The daemon's handling of runs, in this JVM, through its protocol: runs side by side keep their own output and exit
 * codes, Ctrl-C stops one run only (a checkpointed one saves first), a connection without the token or from another
 * build runs nothing, and a command that throws ends its own run, not the daemon.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class DaemonServerTest {

    static final String KEY = "0123456789abcdef";
    static final String UMASK = "0022";

    @TempDir
    Path folder;

    @TempDir
    Path work;

    /** The daemons' log lines, kept rather than printed. */
    private final List<String> log = java.util.Collections.synchronizedList(new ArrayList<>());

    private final List<DaemonServer> servers = new ArrayList<>();
    private final List<Thread> serving = new ArrayList<>();

    /**
     * A daemon that runs commands with {@code runner} (the first word of a command line must still be one the daemon
     * runs: the stand-ins take theirs after {@code enumerate}), serving on a thread of its own until the test ends.
     */
    private DaemonServer daemon(Duration idle, DaemonRunner runner) throws IOException {
        return serving(new DaemonServer(folder, KEY, idle, UMASK, runner, log::add, Optional.empty()));
    }

    private DaemonServer serving(DaemonServer server) throws IOException {
        server.publish();
        Thread thread = new Thread(server::serve, "test daemon");
        thread.start();
        servers.add(server);
        serving.add(thread);
        return server;
    }

    /** A daemon that runs the orbits program itself. */
    private DaemonServer orbits() throws IOException {
        return daemon(
                Duration.ofMinutes(10),
                (caller, out, err, words) ->
                        OrbitsCommand.run(caller, Orbits.standard(), out, err, words.toArray(String[]::new)));
    }

    @AfterEach
    void stopDaemons() throws InterruptedException {
        servers.forEach(DaemonServer::close);
        for (Thread thread : serving) {
            thread.join(TimeUnit.SECONDS.toMillis(30));
        }
    }

    private static DaemonClient.Result run(DaemonServer server, DaemonClient.Launcher launcher, String... words)
            throws IOException {
        DaemonClient.Handshake handshake = DaemonClient.request(server, server.token(), launcher, words);
        assertTrue(handshake.reply().startsWith("ready "), handshake.reply());
        return handshake.run().result();
    }

    @Test
    void aRunPrintsWhatTheSameCommandPrintsInAProcessOfItsOwn() throws IOException {
        DaemonServer server = orbits();
        DaemonClient.Result inDaemon =
                run(server, DaemonClient.Launcher.in(work), "enumerate", "ngon", "-p", "n=6", "--json", "--quiet");
        OrbitsCommandTest.Run alone = OrbitsCommandTest.run("enumerate", "ngon", "-p", "n=6", "--json", "--quiet");
        assertEquals(0, inDaemon.exit(), inDaemon.err());
        assertEquals(withoutStatistics(alone.out()), withoutStatistics(inDaemon.out()));
        assertEquals(alone.err(), inDaemon.err());

        DaemonClient.Result bad = run(server, DaemonClient.Launcher.in(work), "enumerate", "ngon", "-p", "n=2");
        assertEquals(ExitCode.BAD_INPUT.code(), bad.exit());
        assertEquals("", bad.out());
        assertTrue(bad.err().contains("n=2 is outside 3..40"), bad.err());
    }

    private static String withoutStatistics(String json) {
        return json.replaceAll("\"statistics\"\\s*:\\s*\\{[^}]*\\}", "");
    }

    @Test
    void twoRunsSideBySideKeepTheirOwnOutputAndExitCodes() throws Exception {
        // Each run waits for the other before it writes, so that they write at the same time.
        CyclicBarrier together = new CyclicBarrier(2);
        DaemonServer server = daemon(Duration.ofMinutes(10), (caller, out, err, words) -> {
            together.await(30, TimeUnit.SECONDS);
            String name = words.get(1);
            for (int line = 0; line < 2000; line++) {
                out.println(name + " out " + line);
                err.println(name + " err " + line);
            }
            return Integer.parseInt(words.get(2));
        });
        DaemonClient.Running first = DaemonClient.request(
                        server, server.token(), DaemonClient.Launcher.in(work), "enumerate", "first", "7")
                .run();
        DaemonClient.Running second = DaemonClient.request(
                        server, server.token(), DaemonClient.Launcher.in(work), "enumerate", "second", "0")
                .run();
        DaemonClient.Result one = first.result();
        DaemonClient.Result two = second.result();
        assertEquals(7, one.exit());
        assertEquals(0, two.exit());
        assertEquals(expected("first", "out"), one.out());
        assertEquals(expected("first", "err"), one.err());
        assertEquals(expected("second", "out"), two.out());
        assertEquals(expected("second", "err"), two.err());
    }

    private static String expected(String name, String stream) {
        StringWriter text = new StringWriter();
        PrintWriter lines = new PrintWriter(text);
        for (int line = 0; line < 2000; line++) {
            lines.println(name + " " + stream + " " + line);
        }
        lines.flush();
        return text.toString();
    }

    @Test
    void ctrlCStopsAnUncheckpointedRunAtOnceAndCancelsItsSearch() throws Exception {
        Cancellation seen = new Cancellation();
        CountDownLatch searching = new CountDownLatch(1);
        DaemonServer server = daemon(Duration.ofMinutes(10), (caller, out, err, words) -> {
            Cancellation search = new Cancellation();
            try (Interrupts interrupts = caller.cancelling(search, false)) {
                searching.countDown();
                while (!search.isCancelled()) {
                    Thread.onSpinWait();
                }
                seen.cancel();
                out.println("this line reaches no one");
                return interrupts.interrupted() ? 99 : 98;
            }
        });
        DaemonClient.Running running = DaemonClient.request(
                        server, server.token(), DaemonClient.Launcher.in(work), "enumerate")
                .run();
        assertTrue(searching.await(30, TimeUnit.SECONDS));
        running.cancel();
        DaemonClient.Result result = running.result();
        assertEquals(ExitCode.INTERRUPTED.code(), result.exit());
        assertEquals("", result.out());
        waitFor(seen::isCancelled);
    }

    @Test
    void ctrlCStopsACheckpointedSearchWhichSavesItsCheckpointAndSaysSo() throws Exception {
        DaemonServer server = orbits();
        DaemonClient.Running running = DaemonClient.request(
                        server,
                        server.token(),
                        DaemonClient.Launcher.in(work),
                        "enumerate",
                        "ngon",
                        "-p",
                        "n=12",
                        "--checkpoint",
                        "n12.ckpt",
                        "--quiet")
                .run();
        // The checkpoint is written once a second at most, and at the end: wait for the first, then interrupt.
        waitFor(() -> Files.exists(work.resolve("n12.ckpt")));
        running.cancel();
        DaemonClient.Result result = running.result();
        assertEquals(ExitCode.INTERRUPTED.code(), result.exit(), result.err());
        assertTrue(result.err().contains("interrupted; the finished work units are saved in n12.ckpt"), result.err());
        assertTrue(Files.size(work.resolve("n12.ckpt")) > 0);
    }

    @Test
    void aLauncherThatGoesAwayStopsItsRun() throws Exception {
        Cancellation seen = new Cancellation();
        CountDownLatch searching = new CountDownLatch(1);
        DaemonServer server = daemon(Duration.ofMinutes(10), (caller, out, err, words) -> {
            Cancellation search = new Cancellation();
            try (Interrupts interrupts = caller.cancelling(search, true)) {
                searching.countDown();
                while (!search.isCancelled()) {
                    Thread.onSpinWait();
                }
                seen.cancel();
                return interrupts.interrupted() ? ExitCode.INTERRUPTED.code() : ExitCode.OK.code();
            }
        });
        DaemonClient.Running running = DaemonClient.request(
                        server, server.token(), DaemonClient.Launcher.in(work), "enumerate")
                .run();
        assertTrue(searching.await(30, TimeUnit.SECONDS));
        running.control().close();
        waitFor(seen::isCancelled);
    }

    @Test
    void aCommandThatThrowsEndsItsOwnRunWithExitCode3AndTheDaemonServesTheNext() throws IOException {
        AtomicInteger runs = new AtomicInteger();
        DaemonServer server = daemon(Duration.ofMinutes(10), (caller, out, err, words) -> {
            runs.incrementAndGet();
            switch (words.get(1)) {
                case "throw" -> throw new IllegalStateException("a bug in a command");
                case "overflow" -> throw new StackOverflowError();
                default -> {
                    out.println("fine");
                    return 0;
                }
            }
        });
        DaemonClient.Result thrown = run(server, DaemonClient.Launcher.in(work), "enumerate", "throw");
        assertEquals(ExitCode.INTERNAL.code(), thrown.exit());
        assertEquals("orbits: internal error: java.lang.IllegalStateException: a bug in a command\n", thrown.err());
        assertEquals(
                ExitCode.INTERNAL.code(),
                run(server, DaemonClient.Launcher.in(work), "enumerate", "overflow")
                        .exit());
        DaemonClient.Result next = run(server, DaemonClient.Launcher.in(work), "enumerate", "next");
        assertEquals(new DaemonClient.Result(0, "fine\n", ""), next);
        assertEquals(3, runs.get());
    }

    @Test
    void aConnectionWithoutTheTokenIsRefusedAndHearsNoProof() throws IOException {
        AtomicInteger runs = new AtomicInteger();
        DaemonServer server = daemon(Duration.ofMinutes(10), (caller, out, err, words) -> runs.incrementAndGet());
        String wrong = "0".repeat(server.token().length());
        assertEquals("refused\n", DaemonClient.answer(DaemonClient.hello(server, wrong)));
        try (Socket stranger = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            stranger.getOutputStream().write("GET / HTTP/1.0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            stranger.shutdownOutput();
            assertEquals(-1, stranger.getInputStream().read(), "a stranger gets nothing");
        }
        assertEquals(0, runs.get());
        assertTrue(DaemonClient.answer(DaemonClient.open(server, server.token(), Kind.STATUS))
                .contains("\nruns 0\n"));
    }

    /**
     * Another local user, without the token, opens 2,000 connections: silent ones, ones that drip a byte at a time,
     * ones with a wrong token and ones that speak another protocol, and keeps them. A run started before the flood and
     * one started during it both end with Magic-19's four orbits, the daemon keeps no thread per connection, and
     * every connection of the flood is closed by the daemon.
     */
    @Test
    void runsCompleteWithTheirCountsWhileAnotherUserFloodsThePort() throws Exception {
        CountDownLatch flooded = new CountDownLatch(1);
        AtomicInteger order = new AtomicInteger();
        DaemonServer server = daemon(Duration.ofMinutes(10), (caller, out, err, words) -> {
            if (order.getAndIncrement() == 0) {
                assertTrue(flooded.await(2, TimeUnit.MINUTES)); // the first run lasts the whole flood
            }
            return OrbitsCommand.run(caller, Orbits.standard(), out, err, words.toArray(String[]::new));
        });
        String[] magic19 = {"enumerate", "ngon", "-p", "n=6", "--quiet"};
        DaemonClient.Running before = DaemonClient.request(
                        server, server.token(), DaemonClient.Launcher.in(work), magic19)
                .run();

        List<Socket> flood = new ArrayList<>();
        List<Socket> drips = java.util.Collections.synchronizedList(new ArrayList<>());
        AtomicInteger mostThreads = new AtomicInteger();
        AtomicInteger mostWaiting = new AtomicInteger();
        Thread attacker = new Thread(() -> {
            try {
                for (int i = 0; i < 2000; i++) {
                    Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port());
                    flood.add(socket);
                    switch (i % 4) {
                        case 0 -> {} // silent
                        case 1 -> DaemonClient.write(socket, List.of(DaemonProtocol.NAME, "0".repeat(64)));
                        case 2 -> socket.getOutputStream()
                                .write("GET / HTTP/1.1\r\n".getBytes(StandardCharsets.US_ASCII));
                        default -> drips.add(socket);
                    }
                    if (i % 50 == 0) {
                        mostThreads.accumulateAndGet(connectionThreads(), Math::max);
                        mostWaiting.accumulateAndGet(server.unauthenticated(), Math::max);
                    }
                }
            } catch (IOException failed) {
                throw new java.io.UncheckedIOException(failed);
            }
        });
        Thread dripper = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                synchronized (drips) {
                    for (Socket drip : drips) {
                        try {
                            drip.getOutputStream().write('o');
                        } catch (IOException closed) {
                            // closed by the daemon: as it should be
                        }
                    }
                }
                try {
                    Thread.sleep(100);
                } catch (InterruptedException stop) {
                    return;
                }
            }
        });
        attacker.start();
        dripper.start();
        try {
            while (flood.size() < 500 && attacker.isAlive()) {
                Thread.sleep(10);
            }
            DaemonClient.Result during = run(server, DaemonClient.Launcher.in(work), magic19);
            assertEquals(0, during.exit(), during.err());
            assertTrue(during.out().startsWith("ngon n=6 sum=22: 48 solutions in 4 orbits"), during.out());
            attacker.join(TimeUnit.MINUTES.toMillis(2));
            assertEquals(2000, flood.size(), "the flood was opened whole");
        } finally {
            flooded.countDown();
        }
        DaemonClient.Result first = before.result();
        assertEquals(0, first.exit(), first.err());
        assertTrue(first.out().startsWith("ngon n=6 sum=22: 48 solutions in 4 orbits"), first.out());
        assertTrue(mostThreads.get() <= 8, "threads for connections: " + mostThreads.get());
        assertTrue(mostWaiting.get() <= DaemonGate.WAITING_LIMIT, "connections waiting: " + mostWaiting.get());
        for (Socket socket : flood) {
            socket.setSoTimeout((int) DaemonGate.HELLO_TIME.toMillis() + 5000);
            assertTrue(closedByTheDaemon(socket), "a connection of the flood still open");
        }
        dripper.interrupt();
        dripper.join();
        for (Socket socket : flood) {
            socket.close();
        }
        assertTrue(DaemonClient.answer(DaemonClient.open(server, server.token(), Kind.STATUS))
                .contains("\nruns 2\n"));
    }

    /** Whether the daemon has closed {@code socket}, perhaps after a word: its end read, or a reset. */
    private static boolean closedByTheDaemon(Socket socket) {
        try {
            while (socket.getInputStream().read() >= 0) {
                // "refused", or nothing
            }
            return true;
        } catch (java.net.SocketTimeoutException open) {
            return false;
        } catch (IOException reset) {
            return true;
        }
    }

    /** The threads of this JVM that serve a daemon's connections. */
    private static int connectionThreads() {
        return (int) Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().equals("orbits daemon connection"))
                .count();
    }

    @Test
    void aFailureToAcceptIsWaitedOutAndServingGoesOn() throws Exception {
        AtomicInteger failures = new AtomicInteger();
        DaemonServer server = serving(new DaemonServer(
                folder,
                KEY,
                Duration.ofMinutes(10),
                UMASK,
                (caller, out, err, words) -> 0,
                log::add,
                Optional.empty(),
                channel -> {
                    // As a process out of file descriptors: the connection stays queued, and accept fails.
                    if (failures.getAndIncrement() < 5) {
                        throw new IOException("Too many open files");
                    }
                    return channel.accept();
                }));
        assertEquals(0, run(server, DaemonClient.Launcher.in(work), "list").exit());
        assertTrue(failures.get() > 5);
        assertEquals(
                1,
                log.stream()
                        .filter(line -> line.startsWith("cannot accept a connection (Too many open files)"))
                        .count(),
                String.join("\n", log));
        assertTrue(serving.get(0).isAlive());
    }

    @Test
    void theDaemonProvesItselfWithTheSecondSecretOfItsAddressOnceItHasTheToken() throws IOException {
        DaemonServer server = daemon(Duration.ofMinutes(10), (caller, out, err, words) -> 0);
        List<String> address =
                List.of(Files.readString(folder.resolve("address")).strip().split(" "));
        Map<DaemonProtocol.Address, String> read = new java.util.EnumMap<>(DaemonProtocol.Address.class);
        for (DaemonProtocol.Address field : DaemonProtocol.Address.values()) {
            read.put(field, address.get(read.size()));
        }
        assertEquals(DaemonProtocol.Address.values().length, address.size());
        assertEquals(
                Map.of(
                        DaemonProtocol.Address.PORT, String.valueOf(server.port()),
                        DaemonProtocol.Address.TOKEN, server.token(),
                        DaemonProtocol.Address.PROOF, server.proof(),
                        DaemonProtocol.Address.PID,
                                String.valueOf(ProcessHandle.current().pid())),
                read);
        assertFalse(server.proof().equals(server.token()));
        try (Socket socket = DaemonClient.hello(server, server.token())) {
            assertEquals("hello " + server.proof(), DaemonClient.line(socket.getInputStream()));
        }
    }

    @Test
    void aMalformedRequestIsDeclinedInOneLineAndTheDaemonServesTheNext() throws IOException {
        AtomicInteger runs = new AtomicInteger();
        DaemonServer server = daemon(Duration.ofMinutes(10), (caller, out, err, words) -> runs.incrementAndGet());
        List<String> fields = DaemonClient.Launcher.in(work).fields("list");
        // What a stock macOS bash's date gives for GNU's +%s%3N.
        assertEquals(
                "decline a malformed request: the start time '17000000003N' is not milliseconds since 1970",
                DaemonClient.send(server, server.token(), replaced(fields, Field.STARTED, "17000000003N"))
                        .reply());
        assertEquals(
                "decline a malformed request: the field terminal is 'yes', not 0 or 1",
                DaemonClient.send(server, server.token(), replaced(fields, Field.TERMINAL, "yes"))
                        .reply());
        List<String> reordered = new ArrayList<>(fields);
        reordered.add(0, reordered.remove(1));
        assertEquals(
                "decline a malformed request: the field key out of its order",
                DaemonClient.send(server, server.token(), reordered).reply());
        List<String> unknown = new ArrayList<>(fields);
        unknown.add(0, "colour=blue");
        assertEquals(
                "decline a malformed request: a field that is not WORD=VALUE of the protocol: 'colour=blue'",
                DaemonClient.send(server, server.token(), unknown).reply());
        assertEquals(0, runs.get());
        assertEquals(1, run(server, DaemonClient.Launcher.in(work), "list").exit());
        assertTrue(log.stream().noneMatch(line -> line.contains("Exception")), String.join("\n", log));
    }

    /** {@code fields} with {@code field}'s value replaced. */
    private static List<String> replaced(List<String> fields, Field field, String value) {
        List<String> changed = new ArrayList<>();
        for (String one : fields) {
            changed.add(one.startsWith(field.word() + "=") ? DaemonClient.field(field, value) : one);
        }
        return changed;
    }

    @Test
    void aRequestTheDaemonCannotRunAsItsCallerWouldIsDeclinedAndRunsNothing() throws IOException {
        AtomicInteger runs = new AtomicInteger();
        DaemonServer server = daemon(Duration.ofMinutes(10), (caller, out, err, words) -> runs.incrementAndGet());
        DaemonClient.Launcher here = DaemonClient.Launcher.in(work);
        assertEquals(
                "decline this daemon runs another build of the jar",
                DaemonClient.request(server, server.token(), here.ofBuild("fedcba9876543210"), "list")
                        .reply());
        assertEquals(
                "decline 'serve' runs in a process of its own",
                DaemonClient.request(server, server.token(), here, "serve").reply());
        assertEquals(
                "decline the variable ORBITS_JAVA_OPTS differs from the daemon's",
                DaemonClient.request(server, server.token(), here.withVariable("ORBITS_JAVA_OPTS", "-Xmx64m"), "list")
                        .reply());
        assertEquals(0, runs.get());
    }

    @Test
    void aLauncherThatDoesNotSayRunHasItsCommandRunNowhereButAtHome() throws Exception {
        AtomicInteger runs = new AtomicInteger();
        DaemonServer server = daemon(Duration.ofMinutes(10), (caller, out, err, words) -> runs.incrementAndGet());
        DaemonClient.Handshake handshake =
                DaemonClient.request(server, server.token(), DaemonClient.Launcher.in(work), "list");
        assertTrue(handshake.reply().startsWith("ready "));
        handshake.control().close();
        DaemonClient.Result next = run(server, DaemonClient.Launcher.in(work), "list");
        assertEquals(1, next.exit());
        assertEquals(1, runs.get(), "only the run the launcher confirmed");
    }

    @Test
    void aRunNamesFilesInItsCallersDirectoryAndCountsItsTimeLimitFromTheCallersStart() throws IOException {
        DaemonServer server = orbits();
        DaemonClient.Launcher launcher = DaemonClient.Launcher.in(work);
        DaemonClient.Result drawn =
                run(server, launcher, "enumerate", "ngon", "-p", "n=6", "--svg", "magic19.svg", "--quiet");
        assertEquals(0, drawn.exit(), drawn.err());
        assertEquals("orbits: drew 4 representatives in magic19.svg\n", drawn.err());
        assertTrue(Files.readString(work.resolve("magic19.svg")).startsWith("<svg"));

        DaemonClient.Result part =
                run(server, launcher, "enumerate", "ngon", "-p", "n=6", "--parts", "2", "--part", "1", "--quiet");
        Files.writeString(work.resolve("part1.json"), part.out());
        DaemonClient.Result merged = run(server, launcher, "merge", "part1.json");
        assertEquals(ExitCode.NOT_FOUND.code(), merged.exit(), "one part of two: units missing, " + merged.err());
        assertTrue(merged.err().contains("work units missing"), merged.err());

        DaemonClient.Result late = run(
                server,
                launcher.startedAt(System.currentTimeMillis() - 60_000),
                "enumerate",
                "ngon",
                "-p",
                "n=12",
                "--time-limit",
                "30",
                "--quiet");
        assertEquals(ExitCode.INCOMPLETE.code(), late.exit(), "the launcher started a minute ago: " + late.err());
    }

    @Test
    void anIdleDaemonStopsAndTakesItsAddressAway() throws Exception {
        DaemonServer server = daemon(Duration.ofMillis(400), (caller, out, err, words) -> 0);
        assertEquals(0, run(server, DaemonClient.Launcher.in(work), "list").exit());
        waitFor(() -> !Files.exists(folder.resolve("address")));
        serving.get(0).join(TimeUnit.SECONDS.toMillis(30));
        assertFalse(serving.get(0).isAlive(), "the daemon stopped serving");
    }

    @Test
    void aRunTheDaemonStopsIsToldWhy() throws Exception {
        CountDownLatch searching = new CountDownLatch(1);
        DaemonServer server = daemon(Duration.ofMinutes(10), (caller, out, err, words) -> {
            Cancellation search = new Cancellation();
            try (Interrupts interrupts = caller.cancelling(search, false)) {
                searching.countDown();
                while (!search.isCancelled()) {
                    Thread.onSpinWait();
                }
                return interrupts.interrupted() ? ExitCode.INTERRUPTED.code() : ExitCode.OK.code();
            }
        });
        DaemonClient.Running running = DaemonClient.request(
                        server, server.token(), DaemonClient.Launcher.in(work), "enumerate")
                .run();
        assertTrue(searching.await(30, TimeUnit.SECONDS));
        assertEquals("stopping\n", DaemonClient.answer(DaemonClient.open(server, server.token(), Kind.STOP)));
        DaemonClient.Result result = running.result();
        assertEquals(ExitCode.INTERRUPTED.code(), result.exit());
        assertEquals("orbits: the daemon is stopping (asked to): the run is interrupted, as by Ctrl-C\n", result.err());
    }

    @Test
    void stopIsAnsweredAndStopsTheDaemon() throws Exception {
        DaemonServer server = daemon(Duration.ofMinutes(10), (caller, out, err, words) -> 0);
        String status = DaemonClient.answer(DaemonClient.open(server, server.token(), Kind.STATUS));
        assertTrue(status.startsWith("pid " + ProcessHandle.current().pid() + "\nkey " + KEY + "\n"), status);
        assertEquals("stopping\n", DaemonClient.answer(DaemonClient.open(server, server.token(), Kind.STOP)));
        serving.get(0).join(TimeUnit.SECONDS.toMillis(30));
        assertFalse(serving.get(0).isAlive());
        assertFalse(Files.exists(folder.resolve("address")));
    }

    private static void waitFor(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not reached within a minute");
            }
            Thread.sleep(20);
        }
    }
}
