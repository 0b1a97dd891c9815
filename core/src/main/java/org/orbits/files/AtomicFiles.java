package org.orbits.files;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file whole or not at all: into a temporary file beside it, synced to the disk, then moved into
 * place, and the folder synced so the move itself survives a crash. The file keeps the permissions of the one
 * it replaces; a new file gets the usual ones, what the umask leaves of read and write for all.
 */
public final class AtomicFiles {

    /** Temporary files are named {@code .<target>.<random>.tmp}: hidden, and recognisable after a crash. */
    private static final String TEMPORARY_SUFFIX = ".tmp";

    private AtomicFiles() {}

    /** Whether {@code file} is a temporary file a write left behind when its process was killed. */
    public static boolean isLeftOver(Path file) {
        String name = file.getFileName().toString();
        return name.startsWith(".") && name.endsWith(TEMPORARY_SUFFIX);
    }

    /**
     * Checks that {@code folder} can be written before any work that ends by writing there: creates it if need
     * be, then writes, syncs and removes a probe file in it, so that a folder that cannot be created, is not
     * writable or sits on a full device fails at once, as one line naming {@code what} and the cause in words.
     */
    public static void probe(Path folder, String what) {
        try {
            Files.createDirectories(folder);
        } catch (IOException failed) {
            throw new StorageException("cannot create " + what, folder, failed);
        }
        Path probe = null;
        try {
            probe = Files.createTempFile(folder.toAbsolutePath(), ".orbits-probe.", TEMPORARY_SUFFIX);
            try (FileChannel channel = FileChannel.open(probe, StandardOpenOption.WRITE)) {
                ByteBuffer bytes = ByteBuffer.allocate(PROBE_BYTES);
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                channel.force(true);
            }
            Files.delete(probe);
            probe = null;
        } catch (IOException failed) {
            throw new StorageException("cannot write to " + what, folder, failed);
        } finally {
            if (probe != null) {
                try {
                    Files.deleteIfExists(probe);
                } catch (IOException ignored) {
                    // The probe has failed already, and says so; a left-over probe is recognised as temporary.
                }
            }
        }
    }

    /** How much the probe writes: a block, enough for a full device to refuse it. */
    private static final int PROBE_BYTES = 4096;

    public static void write(Path target, String content) {
        write(target, content, false);
    }

    /**
     * As {@link #write}, the file readable and writable by its owner alone (0600), whatever it replaces: for what
     * orbits keeps for itself in a {@link PrivateFolders private folder} and reads back.
     */
    public static void writeOwnerOnly(Path target, String content) {
        write(target, content, true);
    }

    private static void write(Path target, String content, boolean ownerOnly) {
        Path folder = target.toAbsolutePath().getParent();
        try {
            Files.createDirectories(folder);
        } catch (IOException failed) {
            throw new StorageException("cannot create the folder of", target, failed);
        }
        Path temporary = null;
        try {
            temporary = createTemporary(folder, target, ownerOnly);
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                ByteBuffer bytes = ByteBuffer.wrap(content.getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                channel.force(true);
            }
            if (!ownerOnly) {
                keepPermissions(target, temporary);
            }
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException noAtomicMove) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
            temporary = null;
            syncFolder(folder);
        } catch (IOException failed) {
            throw new StorageException("cannot write", target, failed);
        } finally {
            if (temporary != null) {
                try {
                    Files.deleteIfExists(temporary);
                } catch (IOException ignored) {
                    // The write has failed already, and says so; a left-over temporary file is recognised later.
                }
            }
        }
    }

    /**
     * A new empty file beside the target. Created by a plain open rather than {@code Files.createTempFile},
     * which makes it owner-only: this way the operating system applies the umask, as to any new file; or, when
     * asked, owner-only from its creation.
     */
    private static Path createTemporary(Path folder, Path target, boolean ownerOnly) throws IOException {
        while (true) {
            Path candidate = folder.resolve("." + target.getFileName() + "."
                    + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + TEMPORARY_SUFFIX);
            try {
                if (ownerOnly) {
                    Files.newByteChannel(
                                    candidate,
                                    Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE),
                                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")))
                            .close();
                } else {
                    Files.newByteChannel(candidate, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)
                            .close();
                }
                return candidate;
            } catch (FileAlreadyExistsException taken) {
                // Another name, then.
            }
        }
    }

    /** A replaced file's permissions carry over, so regenerating a catalog never narrows who may read it. */
    private static void keepPermissions(Path target, Path temporary) throws IOException {
        if (Files.exists(target) && Files.getFileAttributeView(target, PosixFileAttributeView.class) != null) {
            Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(target);
            Files.setPosixFilePermissions(temporary, permissions);
        }
    }

    /** Makes the move durable: a rename lives in the folder, which has to reach the disk too. */
    private static void syncFolder(Path folder) throws IOException {
        FileChannel channel;
        try {
            channel = FileChannel.open(folder, StandardOpenOption.READ);
        } catch (IOException folderCannotBeOpened) {
            // Some systems (Windows) do not open folders as files; there the move is as durable as it gets.
            return;
        }
        try (channel) {
            channel.force(true);
        }
    }
}
