package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The daemon's door alone: what a connection without the token can cost. Past {@link DaemonGate#WAITING_LIMIT} the
 * oldest is closed; one that drips its bytes is closed at {@link DaemonGate#HELLO_TIME} however it keeps sending; the
 * token is taken only whole, with the protocol's name and nothing after it.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class DaemonGateTest {

    private static final String TOKEN = "5ecret".repeat(10);

    private final BlockingQueue<SocketChannel> admitted = new LinkedBlockingQueue<>();
    private final List<String> log = Collections.synchronizedList(new ArrayList<>());
    private final List<Socket> opened = new ArrayList<>();
    private ServerSocketChannel server;
    private DaemonGate gate;
    private Thread door;

    @BeforeEach
    void open() throws IOException {
        server = ServerSocketChannel.open();
        server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 50);
        gate = new DaemonGate(server, TOKEN, admitted::add, log::add, ServerSocketChannel::accept);
        door = new Thread(gate::run, "test door");
        door.start();
    }

    @AfterEach
    void close() throws Exception {
        gate.close();
        door.join(TimeUnit.SECONDS.toMillis(10));
        for (Socket socket : opened) {
            socket.close();
        }
        for (SocketChannel channel : admitted) {
            channel.close();
        }
    }

    private Socket connect() throws IOException {
        Socket socket =
                new Socket(InetAddress.getLoopbackAddress(), server.socket().getLocalPort());
        opened.add(socket);
        return socket;
    }

    @Test
    void pastTheLimitTheOldestConnectionsWithoutTheTokenAreClosed() throws Exception {
        int extra = 8;
        List<Socket> silent = new ArrayList<>();
        for (int i = 0; i < DaemonGate.WAITING_LIMIT + extra; i++) {
            silent.add(connect());
        }
        long start = System.nanoTime();
        for (Socket oldest : silent.subList(0, extra)) {
            oldest.setSoTimeout(5000);
            assertEquals(-1, oldest.getInputStream().read(), "the oldest closed");
        }
        assertTrue(
                System.nanoTime() - start < DaemonGate.HELLO_TIME.toNanos(),
                "closed for the newer ones, not for their time");
        assertTrue(gate.waitingCount() <= DaemonGate.WAITING_LIMIT, "waiting: " + gate.waitingCount());
        Socket newest = silent.get(silent.size() - 1);
        newest.setSoTimeout(200);
        try {
            newest.getInputStream().read();
            throw new AssertionError("the newest is still given its time");
        } catch (SocketTimeoutException open) {
            // still waiting for its token
        }
        // A launcher arriving now is let in all the same.
        Socket launcher = connect();
        DaemonClient.write(launcher, List.of(DaemonProtocol.NAME, TOKEN));
        SocketChannel through = admitted.poll(10, TimeUnit.SECONDS);
        assertTrue(through != null && through.isBlocking(), "the launcher's connection passed, to be read blocking");
    }

    @Test
    void aConnectionThatDripsItsBytesIsClosedAtItsDeadline() throws Exception {
        Socket drip = connect();
        drip.setSoTimeout(100);
        long start = System.nanoTime();
        boolean closed = false;
        byte[] name = DaemonProtocol.NAME.getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; !closed && System.nanoTime() - start < DaemonGate.HELLO_TIME.toNanos() * 3; i++) {
            try {
                drip.getOutputStream().write(name[i % name.length]); // a byte a tenth of a second, never the token
                closed = drip.getInputStream().read() < 0;
            } catch (SocketTimeoutException stillOpen) {
                // a tenth of a second more
            } catch (IOException reset) {
                closed = true;
            }
        }
        long took = System.nanoTime() - start;
        assertTrue(closed, "closed within three times its deadline");
        assertTrue(took >= DaemonGate.HELLO_TIME.toNanos() - TimeUnit.MILLISECONDS.toNanos(100), "took " + took);
        assertEquals(0, admitted.size());
    }

    @Test
    void theTokenIsTakenOnlyWholeWithTheProtocolsNameAndNothingAfterIt() throws Exception {
        List<List<String>> refused = List.of(
                List.of(DaemonProtocol.NAME, TOKEN.substring(1)),
                List.of(DaemonProtocol.NAME, TOKEN + "0"),
                List.of("orbits-daemon-1", TOKEN),
                List.of(DaemonProtocol.NAME, TOKEN, "status"),
                List.of(DaemonProtocol.NAME, "x".repeat(300)));
        for (List<String> fields : refused) {
            Socket socket = connect();
            DaemonClient.write(socket, fields);
            assertEquals("refused\n", DaemonClient.answer(socket), fields.toString());
        }
        assertEquals(0, admitted.size());
        Socket launcher = connect();
        DaemonClient.write(launcher, List.of(DaemonProtocol.NAME, TOKEN));
        assertTrue(admitted.poll(10, TimeUnit.SECONDS) != null, "the token alone lets it in");
    }
}
