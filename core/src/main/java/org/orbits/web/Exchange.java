package org.orbits.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;

/**
 * One request and its answer, as the handlers of this package see them: the method, the path and the raw query, the
 * headers, the body, and an answer sent whole or streamed. It wraps Jetty's request and response so that only {@link
 * WebServer} knows the server underneath. Writes block until the client has taken the bytes, or fail when it is gone;
 * that is how a search notices a client that left.
 */
final class Exchange {

    private final Request request;
    private final Response response;
    private final ConnectionWatch watch;
    private final Connection connection;
    private OutputStream streamed;

    Exchange(Request request, Response response, ConnectionWatch watch, Connection connection) {
        this.request = request;
        this.response = response;
        this.watch = watch;
        this.connection = connection;
    }

    String method() {
        return request.getMethod();
    }

    /** The path, percent-decoded: {@code /api/solve}. */
    String path() {
        return request.getHttpURI().getDecodedPath();
    }

    /** The query as sent, still percent-encoded, or null. */
    String rawQuery() {
        return request.getHttpURI().getQuery();
    }

    /** The address as sent, for a log line. */
    String address() {
        return request.getHttpURI().getPathQuery();
    }

    /** The value of header {@code name}, or null. */
    String header(String name) {
        return request.getHeaders().get(name);
    }

    /**
     * The body, read whole up to {@code most + 1} bytes, so that the caller can tell a body longer than {@code most}.
     * The read blocks; {@link ConnectionWatch} closes the connection when a body takes too long, which ends it.
     */
    byte[] body(int most) throws IOException {
        watch.readingBody(connection);
        try (InputStream in = Request.asInputStream(request)) {
            return in.readNBytes(most + 1);
        } finally {
            watch.bodyRead(connection);
        }
    }

    void setHeader(String name, String value) {
        response.getHeaders().put(name, value);
    }

    /** Sends a whole answer of {@code status}: its length first, then its bytes. */
    void send(int status, String contentType, byte[] bytes) throws IOException {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, contentType);
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
        Content.Sink.write(response, true, ByteBuffer.wrap(bytes));
    }

    /** Headers only, no body: what HEAD and a refusal without words need. */
    void sendEmpty(int status) throws IOException {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, 0);
        Content.Sink.write(response, true, ByteBuffer.allocate(0));
    }

    /**
     * Starts an answer of {@code status} whose length is not known yet (sent in chunks) and returns where its body
     * goes; each write goes to the client at once. {@link #finish()} ends it.
     */
    OutputStream stream(int status, String contentType) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, contentType);
        streamed = Content.Sink.asOutputStream(response);
        return streamed;
    }

    /** Whether the status line is gone: what fails now can only be said inside the body. */
    boolean committed() {
        return response.isCommitted();
    }

    /** Ends a streamed answer; a whole one is ended already. */
    void finish() throws IOException {
        if (streamed != null) {
            streamed.close();
        }
    }
}
