package org.orbits.catalog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * A file that could not be written, read or synced for a reason of the machine's, not the user's: a full
 * disk, a folder that cannot be created, a failing device. The message names the file.
 */
public final class FileFailureException extends UncheckedIOException {

    public FileFailureException(String what, Path file, IOException cause) {
        super(what + " " + file + " (" + describe(cause) + ")", cause);
    }

    private static String describe(IOException cause) {
        String message = cause.getMessage();
        return message == null || message.isBlank()
                ? cause.getClass().getSimpleName()
                : cause.getClass().getSimpleName() + ": " + message;
    }
}
