package org.orbits.catalog;

/** Thrown when a heavy proof was interrupted before it finished: nothing has been written. */
public final class CatalogInterrupted extends RuntimeException {
    CatalogInterrupted(String message) {
        super(message);
    }
}
