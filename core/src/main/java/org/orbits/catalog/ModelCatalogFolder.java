package org.orbits.catalog;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import java.util.stream.Stream;
import org.orbits.files.AtomicFiles;
import org.orbits.files.StorageException;
import org.orbits.model.ModelCatalog;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleFamily;

/**
 * A catalog of a folder of models: the same entries, pages and index as the built-in catalog's, and a copy of
 * the sources in {@value ModelSources#FOLDER}, from which {@code orbits verify} and {@code orbits serve} read the models
 * again. It is built whole in a hidden folder beside its place and then moved into place, so a model that fails
 * leaves the place as it was.
 */
public final class ModelCatalogFolder {

    private static final String BUILDING = ".building-";
    private static final String REPLACED = ".replaced-";

    private ModelCatalogFolder() {}

    /**
     * Builds the catalog of {@code models} at {@code root}, replacing the models catalog there, if any; returns how
     * many entries were written. {@code runIn} gives the run that writes into a folder. Every model is compiled and
     * every entry counted before the folder is moved into place.
     */
    public static int build(ModelCatalog models, Path root, Function<Path, CatalogRun> runIn) {
        checkPlace(root);
        // The new catalog is built beside the old one, then moved into place: its parent folder must be writable.
        AtomicFiles.probe(root.toAbsolutePath().normalize().getParent(), "the folder that holds the catalog");
        for (PuzzleFamily family : models.families()) {
            if (family.name().equals(ModelSources.FOLDER)) {
                throw new BadInputException("the model " + family.name() + " would share the folder '"
                        + ModelSources.FOLDER + "' that keeps the sources: rename it");
            }
        }
        models.load();
        Path absolute = root.toAbsolutePath().normalize();
        Path parent = absolute.getParent();
        String name = absolute.getFileName().toString();
        try {
            Files.createDirectories(parent);
        } catch (IOException failed) {
            throw new StorageException("cannot create the folder of", absolute, failed);
        }
        removeLeftOvers(parent, name);
        Path building = created(parent, "." + name + BUILDING);
        try {
            Path kept = building.resolve(ModelSources.FOLDER);
            try {
                Files.createDirectory(kept);
                for (Path source : models.sources()) {
                    Files.copy(source, kept.resolve(source.getFileName().toString()));
                }
            } catch (IOException failed) {
                throw new StorageException("cannot copy the models into", kept, failed);
            }
            int written = new CatalogBuilder(runIn.apply(building)).build(List.copyOf(models.families()));
            replace(absolute, building);
            return written;
        } finally {
            delete(building);
        }
    }

    /** A models catalog replaces a folder that is missing, empty or a models catalog; never one that holds more. */
    private static void checkPlace(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        if (!Files.isDirectory(root)) {
            throw new BadInputException(root + " is a file, not a catalog folder");
        }
        boolean empty;
        try (Stream<Path> files = Files.list(root)) {
            empty = files.findAny().isEmpty();
        } catch (IOException failed) {
            throw new StorageException("cannot read the catalog folder", root, failed);
        }
        if (!empty && !ModelSources.held(root)) {
            throw new BadInputException(
                    root + " holds files but no '" + ModelSources.FOLDER + "' folder of a models catalog:"
                            + " give a new or empty folder, as a models catalog replaces its folder whole");
        }
    }

    /** Moves the built folder into place: the old one aside first, then the new one in, then the old one gone. */
    private static void replace(Path root, Path building) {
        try {
            if (Files.exists(root)) {
                Path old = root.resolveSibling("." + root.getFileName() + REPLACED + random());
                move(root, old);
                move(building, root);
                delete(old);
            } else {
                move(building, root);
            }
        } catch (IOException failed) {
            throw new StorageException("cannot move the new catalog into place at", root, failed);
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException notAtomic) {
            Files.move(from, to);
        }
    }

    /** The hidden folders an earlier run of the same place left when it was killed. */
    private static void removeLeftOvers(Path parent, String name) {
        try (Stream<Path> siblings = Files.list(parent)) {
            List<Path> left = siblings.filter(path -> {
                        String sibling = path.getFileName().toString();
                        return sibling.startsWith("." + name + BUILDING) || sibling.startsWith("." + name + REPLACED);
                    })
                    .toList();
            left.forEach(ModelCatalogFolder::delete);
        } catch (IOException failed) {
            throw new StorageException("cannot read the folder", parent, failed);
        }
    }

    /** A new folder of a name not taken, made with the usual permissions. */
    private static Path created(Path parent, String prefix) {
        while (true) {
            Path candidate = parent.resolve(prefix + random());
            try {
                return Files.createDirectory(candidate);
            } catch (java.nio.file.FileAlreadyExistsException taken) {
                // Another name, then.
            } catch (IOException failed) {
                throw new StorageException("cannot create the building folder", candidate, failed);
            }
        }
    }

    private static String random() {
        return Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36);
    }

    /** Deletes a folder and everything in it, if it exists. */
    private static void delete(Path folder) {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> all = Files.walk(folder)) {
            for (Path path : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        } catch (IOException failed) {
            throw new StorageException("cannot remove", folder, failed);
        }
    }
}
