package org.orbits.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * Requests written byte by byte on a socket of their own, for what an HTTP client will not send: another Host, a
 * malformed request line, half a request. The tests of this package share it.
 */
final class RawHttp {

    private RawHttp() {}

    /** An answer: its status and its body, the chunks of a streamed answer joined. */
    record Answer(int status, String head, String body) {}

    /** The Host header this server answers to. */
    static String host(WebServer server) {
        return "127.0.0.1:" + server.address().getPort();
    }

    /** Sends {@code request} (request line, headers, blank line and any body) and reads the whole answer. */
    static Answer send(URI server, String request) throws IOException {
        try (Socket socket = new Socket(server.getHost(), server.getPort())) {
            socket.setSoTimeout(20_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.UTF_8));
            socket.getOutputStream().flush();
            return read(socket.getInputStream());
        }
    }

    /** A GET of {@code path} with the given headers, each {@code Name: value}, and the connection closed after. */
    static Answer get(URI server, String path, String... headers) throws IOException {
        StringBuilder request = new StringBuilder("GET " + path + " HTTP/1.1\r\n");
        for (String header : headers) {
            request.append(header).append("\r\n");
        }
        request.append("Connection: close\r\n\r\n");
        return send(server, request.toString());
    }

    private static Answer read(InputStream in) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        in.transferTo(bytes);
        String text = bytes.toString(StandardCharsets.UTF_8);
        int end = text.indexOf("\r\n\r\n");
        String head = end < 0 ? text : text.substring(0, end);
        String body = end < 0 ? "" : text.substring(end + 4);
        if (head.toLowerCase(java.util.Locale.ROOT).contains("transfer-encoding: chunked")) {
            body = unchunked(body);
        }
        int status = head.startsWith("HTTP/1.1 ") ? Integer.parseInt(head.substring(9, 12)) : -1;
        return new Answer(status, head, body);
    }

    private static String unchunked(String body) {
        StringBuilder joined = new StringBuilder();
        int at = 0;
        while (at < body.length()) {
            int line = body.indexOf("\r\n", at);
            if (line < 0) {
                break;
            }
            int size = Integer.parseInt(body.substring(at, line).trim(), 16);
            if (size == 0) {
                break;
            }
            joined.append(body, line + 2, Math.min(body.length(), line + 2 + size));
            at = line + 2 + size + 2;
        }
        return joined.toString();
    }

    /**
     * Keeps sending {@code trickle} a byte at a time, one every {@code every}, on a connection that began with {@code
     * start}, until the server closes it or {@code most} has passed; says how long the connection stayed open.
     */
    static Duration trickle(URI server, String start, Duration every, Duration most) throws IOException {
        long begun = System.nanoTime();
        try (Socket socket = new Socket(server.getHost(), server.getPort())) {
            socket.setSoTimeout((int) every.toMillis());
            OutputStream out = socket.getOutputStream();
            out.write(start.getBytes(StandardCharsets.UTF_8));
            out.flush();
            while (System.nanoTime() - begun < most.toNanos()) {
                try {
                    // Any answer, or the end of the stream: the server is done with this connection.
                    socket.getInputStream().read();
                    break;
                } catch (SocketTimeoutException stillOpen) {
                    // nothing from the server yet: send the next byte
                }
                try {
                    out.write('a');
                    out.flush();
                } catch (IOException closed) {
                    break;
                }
            }
        } catch (IOException reset) {
            // the server closed it under our feet: that is the end we wait for
        }
        return Duration.ofNanos(System.nanoTime() - begun);
    }
}
