package org.orbits.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What orbits keeps and reads back lives in folders of the user's own, or is refused in one line. */
class PrivateFoldersTest {

    @TempDir
    Path folder;

    private static int owner(Path path) throws IOException {
        return (Integer) Files.getAttribute(path, "unix:uid", LinkOption.NOFOLLOW_LINKS);
    }

    private static String refusal(Path path, Optional<Integer> user) {
        String message = assertThrows(
                        StorageException.class, () -> PrivateFolders.ensure(path, "the cache folder", user, true))
                .getMessage();
        assertFalse(message.contains("\n"), message);
        assertTrue(message.startsWith("refusing the cache folder " + path.toAbsolutePath() + ": "), message);
        return message;
    }

    @Test
    void aNewFolderIsMadeForItsOwnerAlone() throws IOException {
        Path cache = folder.resolve("cache").resolve("orbits");
        assertEquals(cache.toAbsolutePath(), PrivateFolders.ensure(cache, "the cache folder"));
        assertEquals(PosixFilePermissions.fromString("rwx------"), Files.getPosixFilePermissions(cache));
    }

    @Test
    void whatIsNotThereIsNotMadeToReadFrom() throws IOException {
        Path cache = folder.resolve("cache");
        assertFalse(PrivateFolders.there(cache, "the cache folder"));
        assertFalse(Files.exists(cache));
        Files.createDirectory(cache);
        assertTrue(PrivateFolders.there(cache, "the cache folder"));
        assertTrue(refusal(cache, Optional.of(owner(cache) + 1)).contains("belongs to another user"));
        assertThrows(
                StorageException.class,
                () -> PrivateFolders.ensure(cache, "the cache folder", Optional.of(owner(cache) + 1), false));
    }

    @Test
    void aFolderOfTheUsersOwnOpenToOthersIsClosedToThem() throws IOException {
        Path cache = Files.createDirectory(folder.resolve("orbits"));
        Files.setPosixFilePermissions(cache, PosixFilePermissions.fromString("rwxr-xr-x"));
        PrivateFolders.ensure(cache, "the cache folder");
        assertEquals(PosixFilePermissions.fromString("rwx------"), Files.getPosixFilePermissions(cache));
    }

    @Test
    void aFolderAnotherUserOwnsIsRefused() throws IOException {
        Path cache = Files.createDirectory(folder.resolve("orbits"));
        String message = refusal(cache, Optional.of(owner(cache) + 1));
        assertTrue(message.contains("belongs to another user (uid " + owner(cache) + ")"), message);
        assertTrue(message.endsWith("set XDG_CACHE_HOME to a folder of your own"), message);
    }

    @Test
    void aLinkIsRefusedThoughItLeadsToAFolderOfTheUsersOwn() throws IOException {
        Path target = Files.createDirectory(folder.resolve("elsewhere"));
        Path link = Files.createSymbolicLink(folder.resolve("orbits"), target);
        assertTrue(refusal(link, Optional.of(owner(target))).contains("it is a link"));
    }

    @Test
    void aFileInTheWayIsRefused() throws IOException {
        Path file = Files.writeString(folder.resolve("orbits"), "");
        assertTrue(refusal(file, Optional.of(owner(file))).endsWith("it is not a folder"));
    }
}
