package org.orbits.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
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

    void send(Exchange exchange, int status, JsonNode body) throws IOException {
        exchange.setHeader("Cache-Control", "no-store");
        exchange.send(status, JSON, json.writeValueAsBytes(body));
    }

    /** An error as JSON, its message cut short: a message quotes what it refuses, which may be long. */
    void error(Exchange exchange, int status, String message) throws IOException {
        send(exchange, status, error(message));
    }

    /** The document of an error: {@code {"error": "..."}}, the message cut short. */
    ObjectNode error(String message) {
        ObjectNode body = json.createObjectNode();
        body.put("error", Query.cut(message, MAX_MESSAGE));
        return body;
    }

    /**
     * Sends the headers of a 200 answer of {@code contentType} whose length is not known yet, and returns where its
     * body goes: a stream of events, or one document preceded by spaces while it is computed.
     */
    OutputStream stream(Exchange exchange, String contentType) {
        exchange.setHeader("Cache-Control", "no-store");
        return exchange.stream(200, contentType);
    }

    /** One document on a line of its own, flushed, so that the client sees it now and a client gone is noticed. */
    void line(OutputStream out, JsonNode document) throws IOException {
        byte[] bytes = json.writeValueAsBytes(document);
        byte[] line = java.util.Arrays.copyOf(bytes, bytes.length + 1);
        line[bytes.length] = '\n';
        out.write(line);
        out.flush();
    }

    /** An empty document, to fill in. */
    ObjectNode object() {
        return json.createObjectNode();
    }
}
