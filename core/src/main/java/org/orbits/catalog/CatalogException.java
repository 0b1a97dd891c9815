package org.orbits.catalog;

/** Thrown when the counts disagree (two ways, the definition model, Burnside), or a stored entry is unreadable: nothing has been written. */
public final class CatalogException extends RuntimeException {
    CatalogException(String message) {
        super(message);
    }
}
