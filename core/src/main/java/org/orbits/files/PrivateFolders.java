package org.orbits.files;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A folder only its user may enter, for what orbits keeps between runs and reads back (compiled models, proofs, its
 * MiniZinc library): created with mode 0700, and refused, in one line, when it is a link or another user's, since
 * whoever owns it decides what a run reads from it. A folder of the user's own that is open to others is closed to
 * them (0700). The launcher's folder of the daemon is kept by the same rule, in its own language.
 */
public final class PrivateFolders {

    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");

    private PrivateFolders() {}

    /**
     * {@code folder}, created if need be (its parents with the usual permissions, itself owner-only), once it is a
     * folder of this process's user and no link; {@code what} names it in a refusal ("the cache folder").
     */
    public static Path ensure(Path folder, String what) {
        return ensure(folder, what, ProcessUser.ID, true).orElseThrow();
    }

    /**
     * Whether {@code folder} is there, once it is a folder of this process's user and no link (refused otherwise):
     * what a run asks before it reads a file back, so that a cache it could not create costs only time.
     */
    public static boolean there(Path folder, String what) {
        return ensure(folder, what, ProcessUser.ID, false).isPresent();
    }

    /** The process's user, found once: it does not change while the process lives. */
    private static final class ProcessUser {
        static final Optional<Integer> ID = currentUser();
    }

    /**
     * As {@link #ensure(Path, String)} when {@code create}, else as {@link #there}, empty when the folder is not there;
     * the process's user {@code user} by uid (a test's stand-in for another).
     */
    static Optional<Path> ensure(Path folder, String what, Optional<Integer> user, boolean create) {
        Path absolute = folder.toAbsolutePath();
        Map<String, Object> attributes;
        try {
            attributes = attributes(absolute).orElse(null);
            if (attributes == null && !create) {
                return Optional.empty();
            }
            if (attributes == null) {
                try {
                    Files.createDirectories(absolute.getParent());
                    Files.createDirectory(absolute, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
                } catch (FileAlreadyExistsException there) {
                    // made meanwhile, by whoever: checked below
                }
                attributes = attributes(absolute).orElseThrow(() -> new NoSuchFileException(absolute.toString()));
            }
        } catch (UnsupportedOperationException | IllegalArgumentException notPosix) {
            return Optional.of(absolute); // a file system without owners and modes: nothing to check
        } catch (IOException failed) {
            throw new StorageException("cannot create " + what, absolute, failed);
        }
        if (Boolean.TRUE.equals(attributes.get("isSymbolicLink"))) {
            throw refused(what, absolute, "it is a link; orbits keeps its files in a folder of your own, not a link");
        }
        if (!Boolean.TRUE.equals(attributes.get("isDirectory"))) {
            throw refused(what, absolute, "it is not a folder");
        }
        Object owner = attributes.get("uid");
        if (user.isPresent() && !user.get().equals(owner)) {
            throw refused(
                    what,
                    absolute,
                    "it belongs to another user (uid " + owner + "), who could change what orbits reads back from it;"
                            + " remove it, or set XDG_CACHE_HOME to a folder of your own");
        }
        if ((((Integer) attributes.get("mode")) & 077) != 0) {
            try {
                Files.setPosixFilePermissions(absolute, OWNER_ONLY);
            } catch (IOException failed) {
                throw new StorageException("cannot close to others " + what, absolute, failed);
            }
        }
        return Optional.of(absolute);
    }

    /** The attributes the check reads, of the folder itself (not of what a link leads to); empty when it is not there. */
    private static Optional<Map<String, Object>> attributes(Path folder) throws IOException {
        try {
            return Optional.of(Files.readAttributes(
                    folder, "unix:uid,mode,isDirectory,isSymbolicLink", LinkOption.NOFOLLOW_LINKS));
        } catch (NoSuchFileException none) {
            return Optional.empty();
        }
    }

    private static StorageException refused(String what, Path folder, String why) {
        return new StorageException("refusing " + what + " " + folder + ": " + why);
    }

    /**
     * The user this process runs as, by uid: the owner of {@code /proc/self} where there is one (Linux), else the
     * JDK's own answer; empty when neither is to be had, and then the owner is not compared.
     */
    private static Optional<Integer> currentUser() {
        try {
            return Optional.of((Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid"));
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException noProc) {
            try {
                return Optional.of((int) new com.sun.security.auth.module.UnixSystem().getUid());
            } catch (LinkageError | RuntimeException noUnix) {
                return Optional.empty();
            }
        }
    }
}
