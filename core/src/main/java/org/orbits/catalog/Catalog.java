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
import org.orbits.search.ObjectiveBounds;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.search.TwoWayCount;
import org.orbits.symmetry.Group;

/**
 * The catalog folder: {@code README.md} and {@code <family>/<stem>.{json,md,svg}}, one stem per instance
 * and symmetry group. Knows where files go and how to read entries back; {@link CatalogBuilder} and
 * {@link Verifier} say what goes in them.
 */
public final class Catalog {

    static final String INDEX = "README.md";
    static final List<String> EXTENSIONS = List.of(".json", ".md", ".svg");

    private final Path root;

    public Catalog(Path root) {
        this.root = root;
    }

    /**
     * One entry's place: an instance reduced under one of its groups. The default group's files are named
     * by the instance alone, every other group's by the instance and the group.
     */
    public record Slot(PuzzleInstance instance, Group group, boolean open) {

        public Slot(PuzzleInstance instance, Group group) {
            this(instance, group, false);
        }

        public String stem() {
            return group == instance.defaultGroup() ? instance.id() : instance.id() + "-" + group.name();
        }

        public String label() {
            return instance.groups().size() == 1 || open
                    ? instance.label()
                    : instance.label() + " under " + group.name();
        }
    }

    /** A slot's entry as computed now, and how its two counts disagree, if they do. */
    record Computed(CatalogEntry entry, List<String> disagreements) {}

    /**
     * Computes a slot's entry: counted both ways (see {@link TwoWayCount}), or for an open slot, the bounds
     * on its optimum (see {@link ObjectiveBounds}).
     */
    static Computed compute(Slot slot, ProgressListener progress, int threads) {
        PuzzleInstance instance = slot.instance();
        if (slot.open()) {
            ObjectiveBounds bounds = ObjectiveBounds.search(
                    instance, slot.group(), instance.family().openSearchNodes());
            return new Computed(CatalogEntry.open(instance, slot.group(), bounds), List.of());
        }
        TwoWayCount count = TwoWayCount.take(instance, slot.group(), SolverSettings.DEFAULT, progress, threads);
        return new Computed(CatalogEntry.of(instance, count.byLexLeader()), count.disagreements());
    }

    /** A stored entry with its place. */
    record Stored(Slot slot, CatalogEntry entry) {}

    /**
     * Every slot of a family's catalog: each catalogued instance under each of its groups, then each open
     * instance under its default group.
     */
    public static List<Slot> slots(PuzzleFamily family) {
        List<Slot> slots = new ArrayList<>();
        for (PuzzleInstance instance : family.catalogInstances()) {
            instance.groups().forEach(group -> slots.add(new Slot(instance, group)));
        }
        for (PuzzleInstance instance : family.openInstances()) {
            slots.add(new Slot(instance, instance.defaultGroup(), true));
        }
        return slots;
    }

    public Path root() {
        return root;
    }

    public Path file(Slot slot, String extension) {
        return root.resolve(slot.instance().family().name()).resolve(slot.stem() + extension);
    }

    Path index() {
        return root.resolve(INDEX);
    }

    /** The stored entry of {@code slot}, if its JSON file exists. */
    Optional<CatalogEntry> read(Slot slot) {
        Path json = file(slot, ".json");
        if (!Files.isRegularFile(json)) {
            return Optional.empty();
        }
        return Optional.of(CatalogJson.read(text(json)));
    }

    /** The stored entries of every family, in registry and catalog order, skipping any not stored. */
    List<Stored> readAll(PuzzleRegistry registry) {
        List<Stored> entries = new ArrayList<>();
        for (PuzzleFamily family : registry.families()) {
            for (Slot slot : slots(family)) {
                read(slot).ifPresent(entry -> entries.add(new Stored(slot, entry)));
            }
        }
        return entries;
    }

    /** Files in a family's folder that no slot of the family owns. */
    List<Path> strayFiles(PuzzleFamily family) {
        Path folder = root.resolve(family.name());
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        List<Path> owned = new ArrayList<>();
        for (Slot slot : slots(family)) {
            EXTENSIONS.forEach(extension -> owned.add(file(slot, extension)));
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
