package org.orbits.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The server's own refusals, of requests no handler of this package sees (a request line or a header that breaks
 * HTTP, headers too long, an address that decodes to an ambiguous path), answered as every other error here: {@code
 * {"error": "..."}} with the status, never a page of HTML.
 */
final class JsonErrors extends ErrorHandler {

    private final ObjectMapper json;

    JsonErrors(ObjectMapper json) {
        this.json = json;
    }

    @Override
    protected void generateResponse(
            Request request, Response response, int code, String message, Throwable cause, Callback callback) {
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, JsonAnswers.JSON);
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        Content.Sink.write(response, true, text(code, message, cause), callback);
    }

    private String text(int code, String message, Throwable cause) {
        ObjectNode body = json.createObjectNode();
        String reason = HttpStatus.getMessage(code);
        String said = meaningful(message, reason) ? message : cause == null ? null : cause.getMessage();
        String words;
        if (code == HttpStatus.BAD_REQUEST_400) {
            words = "a malformed request: "
                    + (meaningful(said, reason) ? said : "its address or a header breaks HTTP's rules");
        } else {
            words = reason + (meaningful(said, reason) ? ": " + said : "");
        }
        body.put("error", Query.cut(words, JsonAnswers.MAX_MESSAGE));
        try {
            return json.writeValueAsString(body);
        } catch (JsonProcessingException cannot) {
            throw new IllegalStateException("a plain object could not be written", cannot);
        }
    }

    /** Whether Jetty's words say more than the status's name. */
    private static boolean meaningful(String said, String reason) {
        return said != null && !said.isBlank() && !said.equalsIgnoreCase(reason);
    }
}
