package org.orbits.api;

import java.util.function.Supplier;
import org.orbits.catalog.CatalogException;
import org.orbits.files.StorageException;
import org.orbits.puzzle.BadInputException;

/**
 * How the façade reports the failures of the layers below: bad input as an {@link OrbitsException}, a file the machine
 * could not write or read as a {@link FileFailedException}, a catalog that does not agree with itself as a {@link
 * CatalogMismatchException}. Every type of the façade that calls down goes through here, so that none of them reaches
 * back into {@link Orbits} for it.
 */
final class Failures {

    private Failures() {}

    /** Runs {@code action}, the failures of the layers below reported as this package's exceptions. */
    static <T> T guarded(Supplier<T> action) {
        try {
            return action.get();
        } catch (BadInputException bad) {
            throw new OrbitsException(bad.getMessage(), bad);
        } catch (StorageException failed) {
            throw new FileFailedException(failed.getMessage(), failed);
        } catch (CatalogException disagreement) {
            throw new CatalogMismatchException(disagreement.getMessage(), disagreement);
        }
    }
}
