package org.orbits.api;

/**
 * A file that could not be written, read or synced for a reason of the machine's, not the caller's: a full
 * disk, a folder that cannot be created, a failing device. The message names the file and the cause, in one
 * line; nothing was left half-written.
 */
public final class FileFailedException extends RuntimeException {

    FileFailedException(String message, Throwable cause) {
        super(message, cause);
    }
}
