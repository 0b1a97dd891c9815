package org.orbits.api;

import java.nio.file.Path;
import org.orbits.catalog.AtomicFiles;

/**
 * Writes a result file whole or not at all, as the catalog writes its own: to a temporary file beside it,
 * synced, then moved into place, so that a run killed meanwhile leaves the old file or the new one.
 */
public final class AtomicWrite {

    private AtomicWrite() {}

    /** Writes {@code text} to {@code file}; a file that cannot be written is a {@link FileFailedException}. */
    public static void write(Path file, String text) {
        Orbits.guarded(() -> {
            AtomicFiles.write(file, text);
            return file;
        });
    }
}
