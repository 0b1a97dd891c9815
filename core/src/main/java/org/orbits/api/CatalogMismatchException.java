package org.orbits.api;

/**
 * A catalog could not be built because its counts disagree (the two ways, the definition model, Burnside's
 * lemma) or a stored entry cannot be read: nothing was written. The message says which entry and how.
 */
public final class CatalogMismatchException extends RuntimeException {

    CatalogMismatchException(String message, Throwable cause) {
        super(message, cause);
    }
}
