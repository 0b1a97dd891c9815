package org.orbits.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class StorageExceptionTest {

    @Test
    void theCommonCausesAreSaidInWords() {
        assertEquals("permission denied", StorageException.cause(new AccessDeniedException("/x")));
        assertEquals("no such file or folder", StorageException.cause(new NoSuchFileException("/x")));
        assertEquals(
                "no space left on the device",
                StorageException.cause(new FileSystemException("/x", null, "No space left on device")));
        assertEquals("no space left on the device", StorageException.cause(new IOException("No space left on device")));
        assertEquals(
                "the file system is read-only",
                StorageException.cause(new FileSystemException("/x", null, "Read-only file system")));
        assertEquals("the system gave no reason", StorageException.cause(new IOException()));
    }

    @Test
    void theMessageNamesTheFileAndTheCauseButNoClass() {
        StorageException failed = new StorageException(
                "cannot write",
                Path.of("out", "entry.json"),
                new FileSystemException("out/entry.json", null, "No space left on device"));
        assertEquals(
                "cannot write " + Path.of("out", "entry.json") + " (no space left on the device)", failed.getMessage());
    }
}
