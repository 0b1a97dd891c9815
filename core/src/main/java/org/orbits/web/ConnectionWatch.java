package org.orbits.web;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.Connection;

/**
 * Read deadlines on each connection, beyond the server's idle timeout: a request's headers must arrive whole within
 * {@code headers} of the connection's opening or of its last answer, and a body within {@code body} of the handler's
 * first read. The idle timeout closes a connection that sends nothing; these close one that sends a byte now and then,
 * which an idle timeout never sees. A sweeper looks at every connection once a second and closes the late ones, which
 * also ends a handler's read of a late body.
 */
final class ConnectionWatch implements Connection.Listener, AutoCloseable {

    private enum Stage {
        /** Between answers: the next request's headers, if any, are on their way. */
        BETWEEN,
        /** A request is being answered. */
        ANSWERING,
        /** The answer is reading the request's body. */
        READING_BODY
    }

    /** A connection's stage and since when it is in it, replaced whole. */
    private record Mark(Stage stage, long sinceNanos) {}

    private final long headersNanos;
    private final long bodyNanos;
    private final Map<Connection, Mark> watched = new ConcurrentHashMap<>();
    private final ScheduledExecutorService sweeper;

    ConnectionWatch(Duration headers, Duration body) {
        this.headersNanos = headers.toNanos();
        this.bodyNanos = body.toNanos();
        this.sweeper = Executors.newSingleThreadScheduledExecutor(NamedThreads.named("orbits-http-deadlines"));
        ScheduledFuture<?> unused = sweeper.scheduleWithFixedDelay(this::sweep, 1, 1, TimeUnit.SECONDS);
    }

    @Override
    public void onOpened(Connection connection) {
        watched.put(connection, new Mark(Stage.BETWEEN, System.nanoTime()));
    }

    @Override
    public void onClosed(Connection connection) {
        watched.remove(connection);
    }

    /** How many connections are open. */
    int open() {
        return watched.size();
    }

    void answering(Connection connection) {
        move(connection, Stage.ANSWERING);
    }

    void readingBody(Connection connection) {
        move(connection, Stage.READING_BODY);
    }

    void bodyRead(Connection connection) {
        move(connection, Stage.ANSWERING);
    }

    void answered(Connection connection) {
        move(connection, Stage.BETWEEN);
    }

    private void move(Connection connection, Stage stage) {
        watched.computeIfPresent(connection, (open, before) -> new Mark(stage, System.nanoTime()));
    }

    private void sweep() {
        long now = System.nanoTime();
        watched.forEach((connection, mark) -> {
            long waited = now - mark.sinceNanos();
            boolean late =
                    switch (mark.stage()) {
                        case BETWEEN -> waited > headersNanos;
                        case READING_BODY -> waited > bodyNanos;
                        case ANSWERING -> false;
                    };
            if (late) {
                connection.getEndPoint().close();
            }
        });
    }

    @Override
    public void close() {
        sweeper.shutdownNow();
    }
}
