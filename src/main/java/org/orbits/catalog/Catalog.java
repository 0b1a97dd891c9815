package org.orbits.catalog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;

/**
 * The catalog folder: {@code README.md} and {@code <family>/<instance>.{json,md,svg}}. Knows where files
 * go and how to read entries back; {@link CatalogBuilder} and {@link Verifier} say what goes in them.
 */
public final class Catalog {

    static final String INDEX = "README.md";
    static final List<String> EXTENSIONS = List.of(".json", ".md", ".svg");

    private final Path root;

    public Catalog(Path root) {
        this.root = root;
    }

    public Path root() {
        return root;
    }

    Path file(PuzzleInstance instance, String extension) {
        return root.resolve(instance.family().name()).resolve(instance.id() + extension);
    }

    Path index() {
        return root.resolve(INDEX);
    }

    /** The stored entry of {@code instance}, if its JSON file exists. */
    Optional<CatalogEntry> read(PuzzleInstance instance) {
        Path json = file(instance, ".json");
        if (!Files.isRegularFile(json)) {
            return Optional.empty();
        }
        return Optional.of(CatalogJson.read(text(json)));
    }

    /** The stored entries of every family, in registry and catalog order, skipping any not stored. */
    List<CatalogEntry> readAll(PuzzleRegistry registry) {
        List<CatalogEntry> entries = new ArrayList<>();
        for (PuzzleFamily family : registry.families()) {
            for (PuzzleInstance instance : family.catalogInstances()) {
                read(instance).ifPresent(entries::add);
            }
        }
        return entries;
    }

    /** Files in a family's folder that no catalog instance of the family owns. */
    List<Path> strayFiles(PuzzleFamily family) {
        Path folder = root.resolve(family.name());
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        List<Path> owned = new ArrayList<>();
        for (PuzzleInstance instance : family.catalogInstances()) {
            EXTENSIONS.forEach(extension -> owned.add(file(instance, extension)));
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(path -> !owned.contains(path)).sorted().toList();
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
    }

    static String text(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException failed) {
            throw new UncheckedIOException("cannot read " + file + ": " + failed.getMessage(), failed);
        }
    }
}
