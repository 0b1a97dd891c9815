package org.orbits.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {

    @TempDir
    Path folder;

    private List<Path> files() throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.sorted().toList();
        }
    }

    @Test
    void aNewFileIsReadableByAllAsTheUmaskAllowsNotOwnerOnly() throws IOException {
        Path page = folder.resolve("page.md");
        AtomicFiles.write(page, "hello\n");
        assertEquals("hello\n", Files.readString(page));
        // Whatever the umask, a file created the usual way is readable by its owner; 0600 would also be, so compare
        // with a file the same process creates the usual way.
        Path usual = Files.writeString(folder.resolve("usual"), "");
        assertEquals(Files.getPosixFilePermissions(usual), Files.getPosixFilePermissions(page));
        assertEquals(List.of(page, usual), files(), "no temporary file is left");
    }

    @Test
    void aFileKeptForOrbitsAloneIsItsOwnersAloneThoughItReplacesOneOpenToAll() throws IOException {
        Path kept = folder.resolve("kept.txt");
        Files.writeString(kept, "old\n");
        Files.setPosixFilePermissions(kept, PosixFilePermissions.fromString("rw-r--r--"));
        AtomicFiles.writeOwnerOnly(kept, "new\n");
        assertEquals("new\n", Files.readString(kept));
        assertEquals(PosixFilePermissions.fromString("rw-------"), Files.getPosixFilePermissions(kept));
        assertEquals(List.of(kept), files(), "no temporary file is left");
    }

    @Test
    void aReplacedFileKeepsItsPermissions() throws IOException {
        Path page = folder.resolve("page.md");
        Files.writeString(page, "old\n");
        Files.setPosixFilePermissions(page, PosixFilePermissions.fromString("rw-r-----"));
        AtomicFiles.write(page, "new\n");
        assertEquals("new\n", Files.readString(page));
        assertEquals(PosixFilePermissions.fromString("rw-r-----"), Files.getPosixFilePermissions(page));
    }

    @Test
    void aFailedWriteNamesTheFileAndLeavesNothingBehind() throws IOException {
        Path notAFolder = Files.writeString(folder.resolve("entry.json"), "{}");
        Path target = notAFolder.resolve("page.md");
        StorageException failure = assertThrows(StorageException.class, () -> AtomicFiles.write(target, "x"));
        assertTrue(failure.getMessage().contains(target.toString()), failure.getMessage());
        assertEquals(List.of(notAFolder), files());
    }

    @Test
    void aTemporaryFileIsRecognisedAsLeftOver() {
        assertTrue(AtomicFiles.isLeftOver(Path.of("catalog/ngon/.n6-s22.md.k3j2h1.tmp")));
        assertTrue(!AtomicFiles.isLeftOver(Path.of("catalog/ngon/n6-s22.md")));
    }
}
