package org.orbits.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;

/**
 * The daemon's door: it accepts every connection on the daemon's port and reads, on one thread, what each gives before
 * it is anyone's, the protocol's name and the token. Any local user can connect to a loopback port, so what a
 * connection without the token can cost the daemon is bounded: at most {@link #WAITING_LIMIT} such connections at a
 * time (past it the oldest is closed), {@link #HELLO_TIME} from its arrival to give the token, however it drips its
 * bytes, and no thread of its own. A connection that gives the protocol's name and the token whole, and nothing after
 * them, is handed on; any other is told {@code refused} and closed. A failure to accept one (the process out of file
 * descriptors) is waited out, never the end of serving.
 */
final class DaemonGate implements AutoCloseable {

    /** The most connections that have not yet given the token. */
    static final int WAITING_LIMIT = 32;

    /** How long a connection has, from its arrival, to give the protocol's name and the token. */
    static final Duration HELLO_TIME = Duration.ofSeconds(2);

    /** Connections accepted before those waiting are read again: a flood of new ones cannot starve a launcher's. */
    private static final int ACCEPTS_PER_ROUND = 8;

    /** The longest name and token read: a field that runs past it is refused. */
    private static final int HELLO_LIMIT = 64 + 1 + 128 + 1;

    private static final long FIRST_PAUSE_MILLIS = 10;
    private static final long LONGEST_PAUSE_MILLIS = 1000;
    private static final long LOG_EVERY_NANOS = Duration.ofMinutes(1).toNanos();

    /** How a connection is accepted: the channel's own {@code accept}, or a test's that fails. */
    @FunctionalInterface
    interface Acceptor {
        SocketChannel accept(ServerSocketChannel server) throws IOException;
    }

    /** A connection that has not yet given the token, with what it has given so far. */
    private static final class Waiting {
        final SocketChannel channel;
        final long deadline;
        final ByteBuffer hello = ByteBuffer.allocate(HELLO_LIMIT);
        SelectionKey key;

        Waiting(SocketChannel channel, long deadline) {
            this.channel = channel;
            this.deadline = deadline;
        }
    }

    private final ServerSocketChannel server;
    private final byte[] token;
    private final Consumer<SocketChannel> admitted;
    private final Consumer<String> log;
    private final Acceptor acceptor;
    private final Selector selector;
    private final Deque<Waiting> waiting = new ArrayDeque<>();
    private final List<Waiting> passed = new ArrayList<>();
    private SelectionKey accepting;
    private long pauseMillis = FIRST_PAUSE_MILLIS;
    private long resumeAt;
    private long lastLogged = System.nanoTime() - LOG_EVERY_NANOS;
    private volatile boolean closed;

    /**
     * A door to {@code server} for connections that give {@code token}, each handed to {@code admitted} in blocking
     * mode, on this door's thread: it must hand it on at once.
     */
    DaemonGate(
            ServerSocketChannel server,
            String token,
            Consumer<SocketChannel> admitted,
            Consumer<String> log,
            Acceptor acceptor)
            throws IOException {
        this.server = server;
        this.token = token.getBytes(StandardCharsets.US_ASCII);
        this.admitted = admitted;
        this.log = log;
        this.acceptor = acceptor;
        this.selector = Selector.open();
        server.configureBlocking(false);
        this.accepting = server.register(selector, SelectionKey.OP_ACCEPT);
    }

    /** Answers the door until {@link #close}; whatever goes wrong with one connection ends that connection only. */
    void run() {
        try {
            while (!closed) {
                try {
                    round();
                } catch (ClosedSelectorException over) {
                    break;
                } catch (IOException | RuntimeException failed) {
                    if (!closed) {
                        logNow("the door: " + failed);
                    }
                }
            }
        } finally {
            for (Waiting left : waiting) {
                closeQuietly(left.channel);
            }
            waiting.clear();
            try {
                selector.close();
            } catch (IOException ignored) {
                // closing is all that was asked
            }
        }
    }

    /** Stops answering: the port is closed, and those still waiting with it. */
    @Override
    public void close() {
        closed = true;
        try {
            server.close();
        } catch (IOException ignored) {
            // closed or not, the door stops
        }
        selector.wakeup();
    }

    /** Connections not yet past the door: for the tests. */
    int waitingCount() {
        return waiting.size();
    }

    private void round() throws IOException {
        long now = System.nanoTime();
        if (accepting.interestOps() == 0 && now - resumeAt >= 0) {
            accepting.interestOps(SelectionKey.OP_ACCEPT);
        }
        selector.select(this::ready, timeoutMillis(now));
        expire(System.nanoTime());
        while (!passed.isEmpty()) {
            List<Waiting> through = new ArrayList<>(passed);
            passed.clear();
            // A channel leaves the selector, and may block again, at its next selection: those this one passes wait
            // for the next turn.
            selector.selectNow(this::ready);
            for (Waiting one : through) {
                try {
                    one.channel.configureBlocking(true);
                    admitted.accept(one.channel);
                } catch (IOException | RuntimeException failed) {
                    closeQuietly(one.channel);
                }
            }
        }
    }

    /** Until the first connection waiting runs out of time, or the pause after a failed accept ends. */
    private long timeoutMillis(long now) {
        long until = Duration.ofSeconds(1).toNanos();
        if (!waiting.isEmpty()) {
            until = Math.min(until, waiting.peekFirst().deadline - now);
        }
        if (accepting.interestOps() == 0) {
            until = Math.min(until, resumeAt - now);
        }
        return Math.max(1, (until + 999_999) / 1_000_000);
    }

    private void ready(SelectionKey key) {
        if (!key.isValid()) {
            return;
        }
        if (key == accepting) {
            accept();
        } else if (key.isReadable()) {
            read((Waiting) key.attachment());
        }
    }

    private void accept() {
        for (int i = 0; i < ACCEPTS_PER_ROUND && !closed; i++) {
            SocketChannel channel;
            try {
                channel = acceptor.accept(server);
            } catch (IOException failed) {
                if (closed) {
                    return;
                }
                // Out of file descriptors, or the like: pause, then try again; the runs and those waiting go on.
                accepting.interestOps(0);
                resumeAt = System.nanoTime() + pauseMillis * 1_000_000;
                logSometimes("cannot accept a connection (" + failed.getMessage() + "); trying again in " + pauseMillis
                        + " ms");
                pauseMillis = Math.min(LONGEST_PAUSE_MILLIS, pauseMillis * 2);
                return;
            }
            if (channel == null) {
                return;
            }
            pauseMillis = FIRST_PAUSE_MILLIS;
            Waiting arrived = new Waiting(channel, System.nanoTime() + HELLO_TIME.toNanos());
            try {
                channel.configureBlocking(false);
                arrived.key = channel.register(selector, SelectionKey.OP_READ, arrived);
            } catch (IOException failed) {
                closeQuietly(channel);
                continue;
            }
            waiting.addLast(arrived);
            if (waiting.size() > WAITING_LIMIT) {
                drop(waiting.pollFirst());
            }
        }
    }

    /** Reads what {@code one} has sent; once it holds two fields, the name and the token, they are judged. */
    private void read(Waiting one) {
        int count;
        try {
            count = one.channel.read(one.hello);
        } catch (IOException failed) {
            count = -1;
        }
        if (count < 0) {
            waiting.remove(one);
            drop(one);
            return;
        }
        int fields = 0;
        int end = -1;
        for (int i = 0; i < one.hello.position(); i++) {
            if (one.hello.get(i) == 0 && ++fields == 2) {
                end = i + 1;
                break;
            }
        }
        if (end < 0 && one.hello.hasRemaining()) {
            return; // more to come, within its time
        }
        waiting.remove(one);
        if (end == one.hello.position() && given(one.hello.array(), end)) {
            one.key.cancel();
            passed.add(one);
        } else {
            refuse(one); // too long, something after the token, or not the name and the token
        }
    }

    /** Whether the bytes before {@code end} are the protocol's name and the token, each ended by a NUL. */
    private boolean given(byte[] bytes, int end) {
        int first = 0;
        while (bytes[first] != 0) {
            first++;
        }
        String name = new String(bytes, 0, first, StandardCharsets.US_ASCII);
        byte[] offered = Arrays.copyOfRange(bytes, first + 1, end - 1);
        // Compared in a time that does not depend on where they differ, so that timing cannot guess it byte by byte.
        return MessageDigest.isEqual(offered, token) && name.equals(DaemonProtocol.NAME);
    }

    /** Closes the connections that have run out of time, the oldest first. */
    private void expire(long now) {
        while (!waiting.isEmpty() && now - waiting.peekFirst().deadline >= 0) {
            drop(waiting.pollFirst());
        }
    }

    private void refuse(Waiting one) {
        try {
            one.channel.write(
                    ByteBuffer.wrap((DaemonProtocol.Reply.REFUSED.word() + "\n").getBytes(StandardCharsets.US_ASCII)));
        } catch (IOException gone) {
            // refused all the same
        }
        drop(one);
    }

    private static void drop(Waiting one) {
        if (one.key != null) {
            one.key.cancel();
        }
        closeQuietly(one.channel);
    }

    private void logSometimes(String line) {
        long now = System.nanoTime();
        if (now - lastLogged >= LOG_EVERY_NANOS) {
            logNow(line);
        }
    }

    private void logNow(String line) {
        lastLogged = System.nanoTime();
        log.accept(line);
    }

    private static void closeQuietly(SocketChannel channel) {
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing is all that was asked
        }
    }
}
