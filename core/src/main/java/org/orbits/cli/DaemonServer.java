package org.orbits.cli;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.orbits.cli.DaemonProtocol.Address;
import org.orbits.cli.DaemonProtocol.Kind;
import org.orbits.cli.DaemonProtocol.Reply;
import org.orbits.cli.DaemonProtocol.Status;

/**
 * The daemon's server ({@link Daemon} starts it): it answers a loopback port through its door ({@link DaemonGate}),
 * which takes the token of each connection on one thread, then serves each connection that gave it on a thread of its
 * own: it proves itself first, then reads what the connection is, {@code run} (a {@link DaemonRequest}, then a
 * {@link DaemonRun}), a run's {@code out} or {@code err} with the run's id, {@code status} or {@code stop}
 * ({@link DaemonProtocol}).
 */
final class DaemonServer implements AutoCloseable, DaemonRun.Host {

    /** How long a launcher that gave the token has for each later step of the handshake. */
    private static final int HANDSHAKE_MILLIS = 10_000;

    /** After this long with nothing to run, the heap is collected once, so that an idle daemon holds little. */
    private static final Duration COLLECT_AFTER = Duration.ofSeconds(30);

    private final Path folder;
    private final String key;
    private final Duration idleLimit;
    private final String umask;
    private final DaemonRunner runner;
    private final Consumer<String> log;
    private final Optional<Path> jar;
    private final String token = secret(32);
    private final String proof = secret(32);
    private final ServerSocketChannel server;
    private final DaemonGate gate;
    private final Charset names = fileNameEncoding();
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
    private volatile String stopReason = "stopped";

    /**
     * A daemon for the build {@code key} in {@code folder}, run from {@code jar} (empty when it runs from classes, as
     * in the tests), listening on a loopback port of its own; it answers no one until {@link #publish} writes its
     * address.
     */
    DaemonServer(
            Path folder,
            String key,
            Duration idleLimit,
            String umask,
            DaemonRunner runner,
            Consumer<String> log,
            Optional<Path> jar)
            throws IOException {
        this(folder, key, idleLimit, umask, runner, log, jar, ServerSocketChannel::accept);
    }

    /** The same, its connections accepted by {@code acceptor}: a test's, that fails as a process out of files does. */
    DaemonServer(
            Path folder,
            String key,
            Duration idleLimit,
            String umask,
            DaemonRunner runner,
            Consumer<String> log,
            Optional<Path> jar,
            DaemonGate.Acceptor acceptor)
            throws IOException {
        this.folder = folder;
        this.key = key;
        this.idleLimit = idleLimit;
        this.umask = umask;
        this.runner = runner;
        this.log = log;
        this.jar = jar;
        this.server = ServerSocketChannel.open();
        server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 50);
        this.gate = new DaemonGate(server, token, this::admitted, log, acceptor);
    }

    private static String secret(int bytes) {
        byte[] random = new byte[bytes];
        new SecureRandom().nextBytes(random);
        return HexFormat.of().formatHex(random);
    }

    /** The encoding the JVM decodes its own command line and file names with: a request's fields are decoded so. */
    private static Charset fileNameEncoding() {
        try {
            return Charset.forName(System.getProperty(
                    "sun.jnu.encoding", Charset.defaultCharset().name()));
        } catch (IllegalArgumentException unknown) {
            return Charset.defaultCharset();
        }
    }

    int port() {
        return server.socket().getLocalPort();
    }

    String token() {
        return token;
    }

    String proof() {
        return proof;
    }

    @Override
    public void log(String line) {
        log.accept(line);
    }

    @Override
    public DaemonRunner runner() {
        return runner;
    }

    /** Connections that have not yet given the token: for the tests. */
    int unauthenticated() {
        return gate.waitingCount();
    }

    /**
     * Writes the address ({@link Address}), readable and writable by the user alone, under a temporary name moved
     * into place, so that a launcher reads all of it or none.
     */
    void publish() throws IOException {
        Map<Address, String> fields = new EnumMap<>(Address.class);
        fields.put(Address.PORT, String.valueOf(port()));
        fields.put(Address.TOKEN, token);
        fields.put(Address.PROOF, proof);
        fields.put(Address.PID, String.valueOf(ProcessHandle.current().pid()));
        Path written = Files.createTempFile(
                folder,
                "address.",
                ".new",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Files.writeString(written, String.join(" ", fields.values()) + "\n");
        Files.move(written, folder.resolve("address"), StandardCopyOption.ATOMIC_MOVE);
    }

    /** Answers connections until stopped; then waits a while for the runs in progress, each told to stop. */
    void serve() {
        Thread watcher = new Thread(this::watchIdleness, "orbits daemon idle");
        watcher.setDaemon(true);
        watcher.start();
        gate.run();
        running.forEach(run -> run.stop(stopReason));
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
        stopReason = why;
        log.accept("stopping: " + why);
        try {
            Files.deleteIfExists(folder.resolve("address"));
        } catch (IOException ignored) {
            // the files go with the process in any case
        }
        gate.close();
    }

    @Override
    public void close() {
        stop("closed");
    }

    /** A connection that gave the token, from the door: served on a thread of its own. */
    private void admitted(SocketChannel channel) {
        try {
            connections.execute(() -> handle(channel.socket()));
        } catch (RejectedExecutionException stopped) {
            DaemonRun.closeQuietly(channel.socket());
        }
    }

    private void handle(Socket socket) {
        try {
            socket.setSoTimeout(HANDSHAKE_MILLIS);
            say(socket, Reply.HELLO.line(proof));
            InputStream in = new BufferedInputStream(socket.getInputStream());
            Optional<Kind> kind = Kind.of(DaemonRequest.field(in, 16, StandardCharsets.US_ASCII));
            if (kind.isEmpty()) {
                answer(socket, Reply.REFUSED.word());
                return;
            }
            switch (kind.get()) {
                case RUN -> run(socket, in);
                case OUT, ERR -> {
                    DaemonRun run = waiting.get(DaemonRequest.field(in, 64, StandardCharsets.US_ASCII));
                    if (run == null || !run.attach(kind.get(), socket)) {
                        answer(socket, Reply.REFUSED.word());
                    }
                }
                case STATUS -> answer(socket, status());
                case STOP -> {
                    answer(socket, Reply.STOPPING.word());
                    stop("asked to");
                }
            }
        } catch (DaemonRequest.Malformed malformed) {
            try {
                answer(socket, Reply.REFUSED.line(malformed.getMessage()));
            } catch (IOException gone) {
                DaemonRun.closeQuietly(socket);
            }
        } catch (IOException | RuntimeException broken) {
            DaemonRun.closeQuietly(socket);
        }
    }

    private void run(Socket socket, InputStream in) throws IOException {
        DaemonRequest request;
        try {
            request = DaemonRequest.read(in, names);
        } catch (DaemonRequest.Malformed malformed) {
            answer(socket, Reply.DECLINE.line("a malformed request: " + malformed.getMessage()));
            return;
        }
        Optional<String> declined = stopping || retiring
                ? Optional.of("the daemon is stopping")
                : request.declined(key, environment, umask);
        if (declined.isPresent()) {
            if (request.differingProcess(environment, umask).isPresent()) {
                // A launcher whose environment has changed for good: leave the place to a daemon started in it.
                retiring = true;
            }
            answer(socket, Reply.DECLINE.line(declined.get()));
            return;
        }
        DaemonRun run = new DaemonRun(this, socket, in, request, secret(12));
        waiting.put(run.id(), run);
        run.serve(HANDSHAKE_MILLIS);
    }

    @Override
    public synchronized void handshakeOver(DaemonRun run, boolean admittedInVain) {
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
    @Override
    public synchronized boolean admit(DaemonRun run) {
        if (stopping) {
            return false;
        }
        running.add(run);
        runs.incrementAndGet();
        lastActivity = System.nanoTime();
        return true;
    }

    @Override
    public void ended(DaemonRun run, int code, long nanos) {
        running.remove(run);
        lastActivity = System.nanoTime();
        collected = false;
        log.accept("run " + run.id() + " (" + String.join(" ", run.request().arguments()) + "): exit " + code + " in "
                + nanos / 1_000_000 + " ms");
    }

    private String status() {
        long idle = running.isEmpty() ? (System.nanoTime() - lastActivity) / 1_000_000_000L : 0;
        Map<Status, Object> said = new EnumMap<>(Status.class);
        said.put(Status.PID, ProcessHandle.current().pid());
        said.put(Status.KEY, key);
        said.put(Status.PORT, port());
        said.put(Status.UP, Duration.between(started, Instant.now()).toSeconds());
        said.put(Status.RUNS, runs.get());
        said.put(Status.RUNNING, running.size());
        said.put(Status.IDLE, idle);
        said.put(Status.IDLE_LIMIT, idleLimit.toSeconds());
        return said.entrySet().stream()
                .map(line -> line.getKey().word() + " " + line.getValue())
                .collect(Collectors.joining("\n"));
    }

    private static void say(Socket socket, String line) throws IOException {
        OutputStream out = socket.getOutputStream();
        out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    private static void answer(Socket socket, String text) throws IOException {
        try (socket) {
            say(socket, text);
        }
    }

    /**
     * Stops the daemon once it has run nothing for the idle time, or once it is of no more use: its jar rebuilt (no
     * launcher will send it anything), its address gone, or its environment left behind. Collects the heap once after
     * a short idle spell.
     */
    private void watchIdleness() {
        Optional<String> built = jar.map(DaemonServer::stamp);
        long period = Math.max(50, Math.min(10_000, idleLimit.toMillis() / 4));
        while (!stopping) {
            try {
                Thread.sleep(period);
            } catch (InterruptedException interrupted) {
                return;
            }
            synchronized (this) {
                if (running.isEmpty() && waiting.isEmpty()) {
                    stopIfUseless(built);
                }
            }
        }
    }

    /** The idle watch's checks, under the lock that admits runs: none starts while the daemon decides to stop. */
    private void stopIfUseless(Optional<String> built) {
        long idle = System.nanoTime() - lastActivity;
        if (idle >= idleLimit.toNanos()) {
            stop("idle for " + idleLimit.toSeconds() + " s");
        } else if (retiring) {
            stop("a launcher's environment differs from the daemon's");
        } else if (!Files.exists(folder.resolve("address"))) {
            stop("its address is gone");
        } else if (built.isPresent() && !built.equals(jar.map(DaemonServer::stamp))) {
            stop("its jar was rebuilt");
        } else if (!collected && idle >= COLLECT_AFTER.toNanos()) {
            collected = true;
            System.gc();
        }
    }

    /** When the file was last written and its size: a jar rebuilt changes both or one. */
    private static String stamp(Path file) {
        try {
            return Files.getLastModifiedTime(file) + " " + Files.size(file);
        } catch (IOException gone) {
            return "gone";
        }
    }
}
