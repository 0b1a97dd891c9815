package org.orbits.puzzle;

/**
 * A check of a solution stopped by {@link CheckStop} before it decided whether the solution is one: it neither passes
 * nor fails, so the solution is not counted and the search that met it is incomplete.
 */
public final class UndecidedCheckException extends RuntimeException {

    public UndecidedCheckException(String message) {
        super(message);
    }
}
