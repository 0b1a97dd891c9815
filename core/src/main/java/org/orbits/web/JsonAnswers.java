package org.orbits.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;

/**
 * How the server answers in JSON: a whole document, or lines of JSON streamed as they come, and errors as a document
 * with a short message. Every JSON answer tells caches to keep nothing: it depends on the request alone, but a
 * position's answers are cheap to ask again.
 */
final class JsonAnswers {

    /** The longest error message sent, in characters. */
    static final int MAX_MESSAGE = 300;

    static final String JSON = "application/json; charset=utf-8";
    static final String JSON_LINES = "application/x-ndjson; charset=utf-8";

    private final ObjectMapper json;

    JsonAnswers(ObjectMapper json) {
        this.json = json;
    }

    void send(HttpExchange exchange, int status, JsonNode body) throws IOException {
        byte[] bytes = json.writeValueAsBytes(body);
        noStore(exchange, JSON);
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
    }

    /** An error as JSON, its message cut short: a message quotes what it refuses, which may be long. */
    void error(HttpExchange exchange, int status, String message) throws IOException {
        ObjectNode body = json.createObjectNode();
        body.put("error", Query.cut(message, MAX_MESSAGE));
        send(exchange, status, body);
    }

    /**
     * Sends the headers of a 200 answer of {@code contentType} whose length is not known yet, and returns where its
     * body goes: a stream of events, or one document preceded by spaces while it is computed.
     */
    OutputStream stream(HttpExchange exchange, String contentType) throws IOException {
        noStore(exchange, contentType);
        exchange.sendResponseHeaders(200, 0);
        return exchange.getResponseBody();
    }

    /** One document on a line of its own, flushed, so that the client sees it now and a client gone is noticed. */
    void line(OutputStream out, JsonNode document) throws IOException {
        out.write(json.writeValueAsBytes(document));
        out.write('\n');
        out.flush();
    }

    /** An empty document, to fill in. */
    ObjectNode object() {
        return json.createObjectNode();
    }

    private static void noStore(HttpExchange exchange, String contentType) {
        exchange.getResponseHeaders().set("Content-Type", contentType);
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
    }
}
