package org.orbits.catalog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writes a file whole or not at all: into a temporary file beside it, then moved into place. */
public final class AtomicFiles {

    private AtomicFiles() {}

    public static void write(Path target, String content) {
        try {
            Path folder = target.toAbsolutePath().getParent();
            Files.createDirectories(folder);
            Path temporary = Files.createTempFile(folder, "." + target.getFileName(), ".tmp");
            try {
                Files.writeString(temporary, content, StandardCharsets.UTF_8);
                try {
                    Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException noAtomicMove) {
                    Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(temporary);
            }
        } catch (IOException failed) {
            throw new UncheckedIOException(
                    "cannot write " + target + " (" + failed.getClass().getSimpleName() + ": " + failed.getMessage()
                            + ")",
                    failed);
        }
    }
}
