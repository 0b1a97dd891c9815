package org.orbits.cli;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * The daemon's server ({@link Daemon} starts it): it answers a loopback port, each connection on a thread of its own.
 * Every connection opens with the protocol's name and the token, then what it is: {@code run} (a {@link DaemonRequest},
 * then a {@link DaemonRun}), a run's {@code out} or {@code err} with the run's id, {@code status} or {@code stop}. A
 * connection without the token is refused before the daemon reads anything else of it.
 */
final class DaemonServer implements AutoCloseable {

    static final String PROTOCOL = "orbits-daemon-1";

    /** How long a launcher has for each step of the handshake before the daemon gives up on it. */
    private static final int HANDSHAKE_MILLIS = 10_000;

    /** After this long with nothing to run, the heap is collected once, so that an idle daemon holds little. */
    private static final Duration COLLECT_AFTER = Duration.ofSeconds(30);

    private final Path folder;
    private final String key;
    private final Duration idleLimit;
    private final String umask;
    private final DaemonRun.Runner runner;
    private final Consumer<String> log;
    private final String token;
    private final ServerSocket server;
    private final Charset charset = Charset.defaultCharset();
    private final Map<String, String> environment = System.getenv();
    private final Map<String, DaemonRun> waiting = new ConcurrentHashMap<>();
    private final Set<DaemonRun> running = ConcurrentHashMap.newKeySet();
    private final ExecutorService connections = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "orbits daemon connection");
        thread.setDaemon(true);
        return thread;
    });
    private final Instant started = Instant.now();
    private final AtomicLong runs = new AtomicLong();
    private volatile long lastActivity = System.nanoTime();
    private volatile boolean collected = true;
    private volatile boolean retiring;
    private volatile boolean stopping;

    /**
     * A daemon for the build {@code key} in {@code folder}, listening on a loopback port of its own; it answers no one
     * until {@link #publish} writes its address.
     */
    DaemonServer(
            Path folder, String key, Duration idleLimit, String umask, DaemonRun.Runner runner, Consumer<String> log)
            throws IOException {
        this.folder = folder;
        this.key = key;
        this.idleLimit = idleLimit;
        this.umask = umask;
        this.runner = runner;
        this.log = log;
        byte[] secret = new byte[32];
        new SecureRandom().nextBytes(secret);
        this.token = HexFormat.of().formatHex(secret);
        this.server = new ServerSocket();
        server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 50);
    }

    int port() {
        return server.getLocalPort();
    }

    String token() {
        return token;
    }

    /** Writes a line to the daemon's log. */
    void log(String line) {
        log.accept(line);
    }

    DaemonRun.Runner runner() {
        return runner;
    }

    /**
     * Writes the address, {@code PORT TOKEN PID}, readable and writable by the user alone, under a temporary name moved
     * into place, so that a launcher reads all of it or none.
     */
    void publish() throws IOException {
        Path written = Files.createTempFile(
                folder,
                "address.",
                ".new",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Files.writeString(
                written, port() + " " + token + " " + ProcessHandle.current().pid() + "\n");
        Files.move(written, folder.resolve("address"), StandardCopyOption.ATOMIC_MOVE);
    }

    /** Answers connections until stopped; then waits a while for the runs in progress, each told to stop. */
    void serve() {
        Thread watcher = new Thread(this::watchIdleness, "orbits daemon idle");
        watcher.setDaemon(true);
        watcher.start();
        while (!stopping) {
            try {
                Socket socket = server.accept();
                connections.execute(() -> handle(socket));
            } catch (IOException closed) {
                break;
            }
        }
        running.forEach(DaemonRun::stop);
        connections.shutdown();
        try {
            connections.awaitTermination(HANDSHAKE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops answering: the address goes first, so that no launcher tries it again. */
    synchronized void stop(String why) {
        if (stopping) {
            return;
        }
        stopping = true;
        log.accept("stopping: " + why);
        try {
            Files.deleteIfExists(folder.resolve("address"));
            server.close();
        } catch (IOException ignored) {
            // the files go with the process in any case
        }
    }

    @Override
    public void close() {
        stop("closed");
    }

    private void handle(Socket socket) {
        try {
            socket.setSoTimeout(HANDSHAKE_MILLIS);
            InputStream in = new BufferedInputStream(socket.getInputStream());
            String protocol = DaemonRequest.field(in, 64, StandardCharsets.US_ASCII);
            String given = DaemonRequest.field(in, 128, StandardCharsets.US_ASCII);
            if (!protocol.equals(PROTOCOL)
                    || !MessageDigest.isEqual(
                            given.getBytes(StandardCharsets.US_ASCII), token.getBytes(StandardCharsets.US_ASCII))) {
                answer(socket, "refused");
                return;
            }
            String kind = DaemonRequest.field(in, 16, StandardCharsets.US_ASCII);
            switch (kind) {
                case "run" -> run(socket, in);
                case "out", "err" -> {
                    DaemonRun run = waiting.get(DaemonRequest.field(in, 64, StandardCharsets.US_ASCII));
                    if (run == null || !run.attach(kind, socket)) {
                        answer(socket, "refused");
                    }
                }
                case "status" -> answer(socket, status());
                case "stop" -> {
                    answer(socket, "stopping");
                    stop("asked to");
                }
                default -> answer(socket, "refused");
            }
        } catch (IOException | RuntimeException broken) {
            DaemonRun.closeQuietly(socket);
        }
    }

    private void run(Socket socket, InputStream in) throws IOException {
        DaemonRequest request = DaemonRequest.read(in, charset);
        Optional<String> declined = stopping || retiring
                ? Optional.of("the daemon is stopping")
                : request.declined(key, environment, umask);
        if (declined.isPresent()) {
            if (request.differingProcess(environment, umask).isPresent()) {
                // A launcher whose environment has changed for good: leave the place to a daemon started in it.
                retiring = true;
            }
            answer(socket, "decline " + declined.get());
            return;
        }
        byte[] id = new byte[12];
        new SecureRandom().nextBytes(id);
        DaemonRun run = new DaemonRun(this, socket, in, request, HexFormat.of().formatHex(id));
        waiting.put(run.id(), run);
        run.serve(HANDSHAKE_MILLIS);
    }

    /** The handshake of {@code run} is over; admitted in vain if its launcher went before it heard so. */
    synchronized void handshakeOver(DaemonRun run, boolean admittedInVain) {
        waiting.remove(run.id());
        if (admittedInVain) {
            running.remove(run);
            runs.decrementAndGet();
        }
    }

    /**
     * Takes {@code run} among the running, unless the daemon is stopping: then its launcher runs it. Under the same
     * lock as stopping, so that no run starts in a daemon on its way out, where it would be stopped at once.
     */
    synchronized boolean admit(DaemonRun run) {
        if (stopping) {
            return false;
        }
        running.add(run);
        runs.incrementAndGet();
        lastActivity = System.nanoTime();
        return true;
    }

    void ended(DaemonRun run, int code, long nanos) {
        running.remove(run);
        lastActivity = System.nanoTime();
        collected = false;
        log.accept("run " + run.id() + " (" + String.join(" ", run.request().arguments()) + "): exit " + code + " in "
                + nanos / 1_000_000 + " ms");
    }

    private String status() {
        long idle = running.isEmpty() ? (System.nanoTime() - lastActivity) / 1_000_000_000L : 0;
        return String.join(
                "\n",
                "pid " + ProcessHandle.current().pid(),
                "key " + key,
                "port " + port(),
                "up " + Duration.between(started, Instant.now()).toSeconds(),
                "runs " + runs.get(),
                "running " + running.size(),
                "idle " + idle,
                "idle-limit " + idleLimit.toSeconds());
    }

    private static void answer(Socket socket, String text) throws IOException {
        try (socket) {
            OutputStream out = socket.getOutputStream();
            out.write((text + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        }
    }

    /**
     * Stops the daemon once it has run nothing for the idle time, or once it is of no more use: its jar rebuilt (no
     * launcher will send it anything), its address gone, or its environment left behind. Collects the heap once after
     * a short idle spell.
     */
    private void watchIdleness() {
        Optional<String> jar = Optional.ofNullable(Daemon.jarPath()).map(path -> path + " " + stamp(path));
        long period = Math.max(50, Math.min(10_000, idleLimit.toMillis() / 4));
        while (!stopping) {
            try {
                Thread.sleep(period);
            } catch (InterruptedException interrupted) {
                return;
            }
            synchronized (this) {
                if (running.isEmpty() && waiting.isEmpty()) {
                    stopIfUseless(jar);
                }
            }
        }
    }

    /** The idle watch's checks, under the lock that admits runs: none starts while the daemon decides to stop. */
    private void stopIfUseless(Optional<String> jar) {
        long idle = System.nanoTime() - lastActivity;
        if (idle >= idleLimit.toNanos()) {
            stop("idle for " + idleLimit.toSeconds() + " s");
        } else if (retiring) {
            stop("a launcher's environment differs from the daemon's");
        } else if (!Files.exists(folder.resolve("address"))) {
            stop("its address is gone");
        } else if (jar.isPresent() && !jar.get().equals(Daemon.jarPath() + " " + stamp(Daemon.jarPath()))) {
            stop("its jar was rebuilt");
        } else if (!collected && idle >= COLLECT_AFTER.toNanos()) {
            collected = true;
            System.gc();
        }
    }

    /** When the file was last written and its size: a jar rebuilt changes both or one. */
    private static String stamp(Path file) {
        try {
            return file == null ? "gone" : Files.getLastModifiedTime(file) + " " + Files.size(file);
        } catch (IOException gone) {
            return "gone";
        }
    }
}
