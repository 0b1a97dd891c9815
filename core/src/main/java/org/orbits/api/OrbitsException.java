package org.orbits.api;

/**
 * Input a caller can mend: an unknown family, parameter, cell or setting, a value out of range. The message
 * is one line that names the problem, fit to show a user as it is.
 */
public final class OrbitsException extends RuntimeException {

    public OrbitsException(String message) {
        super(message);
    }

    OrbitsException(String message, Throwable cause) {
        super(message, cause);
    }
}
