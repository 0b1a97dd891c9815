package org.orbits.web;

/**
 * A request refused with a status of its own, not 400: a body or a puzzle too large to take (413, 422), a query too
 * long (414). The message says what was asked and what the server takes.
 */
final class RequestRefused extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;

    RequestRefused(int status, String message) {
        super(message);
        this.status = status;
    }

    int status() {
        return status;
    }
}
