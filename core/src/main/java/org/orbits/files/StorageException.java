package org.orbits.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.Locale;

/**
 * A file that could not be written, read or synced for a reason of the machine's, not the user's: a full
 * disk, a folder that cannot be created, a failing device. The message names the file and the cause in words.
 */
public final class StorageException extends UncheckedIOException {

    public StorageException(String what, java.nio.file.Path file, IOException cause) {
        super(what + " " + file + " (" + cause(cause) + ")", cause);
    }

    /** A file or folder refused for what it is, not for a failed operation: {@code message} says why. */
    public StorageException(String message) {
        super(message, new IOException(message));
    }

    /**
     * The cause of a failed file operation in words, as a user reads it: {@code no space left on the device},
     * {@code permission denied}; never the name of the exception's class.
     */
    public static String cause(IOException failed) {
        if (failed instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (failed instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (failed instanceof FileAlreadyExistsException) {
            return "a file of that name is in the way";
        }
        if (failed instanceof NotDirectoryException) {
            return "not a folder";
        }
        if (failed instanceof DirectoryNotEmptyException) {
            return "the folder is not empty";
        }
        String reason = failed instanceof FileSystemException system ? system.getReason() : failed.getMessage();
        if (reason == null || reason.isBlank()) {
            return "the system gave no reason";
        }
        String lower = reason.toLowerCase(Locale.ROOT);
        if (lower.contains("no space left")) {
            return "no space left on the device";
        }
        if (lower.contains("quota")) {
            return "the disk quota is exceeded";
        }
        if (lower.contains("read-only file system")) {
            return "the file system is read-only";
        }
        if (lower.contains("permission denied") || lower.contains("operation not permitted")) {
            return "permission denied";
        }
        if (lower.contains("not a directory")) {
            return "a part of the path is a file, not a folder";
        }
        if (lower.contains("is a directory")) {
            return "it is a folder, not a file";
        }
        if (lower.contains("no such file")) {
            return "no such file or folder";
        }
        if (lower.contains("input/output error")) {
            return "the device failed to read or write (input/output error)";
        }
        if (lower.contains("file name too long")) {
            return "the file name is too long";
        }
        if (lower.contains("too many open files")) {
            return "too many files are open";
        }
        return lower;
    }
}
