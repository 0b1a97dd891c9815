package org.orbits.puzzle;

/** Input the user can mend: the message is one line that names the problem, shown without a stack trace. */
public final class BadInputException extends RuntimeException {

    public BadInputException(String message) {
        super(message);
    }
}
