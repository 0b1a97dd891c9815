package org.orbits.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.catalog.Catalog;
import org.orbits.catalog.CatalogBuilder;
import org.orbits.catalog.CatalogEntry;
import org.orbits.catalog.CatalogRun;
import org.orbits.catalog.FileFailureException;
import org.orbits.catalog.HeavyProof;
import org.orbits.catalog.Verifier;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;

/**
 * Builds and verifies a catalog as the options say. A heavy entry is proven as {@code orbits enumerate
 * --checkpoint} runs a search, on every thread given: each instance's finished work units are kept in a file
 * of the checkpoint folder, so an interrupted proof resumes where it stopped, and the file goes once the
 * entries are written or compared.
 */
final class Catalogs {

    private final PuzzleRegistry registry;
    private final Orbits orbits;

    Catalogs(PuzzleRegistry registry, Orbits orbits) {
        this.registry = registry;
        this.orbits = orbits;
    }

    int build(CatalogOptions options) {
        CatalogRun run = run(options);
        try {
            return new CatalogBuilder(run).build(families(options));
        } catch (CatalogBuilder.Interrupted stopped) {
            throw interrupted(stopped, options);
        }
    }

    List<String> verify(CatalogOptions options) {
        if (!Files.isDirectory(options.folder())) {
            throw new OrbitsException("no catalog folder at " + options.folder() + " (run 'orbits catalog' first)");
        }
        CatalogRun run = run(options);
        try {
            return new Verifier(run).verify(families(options));
        } catch (CatalogBuilder.Interrupted stopped) {
            throw interrupted(stopped, options);
        }
    }

    /** The entries whose JSON file {@code folder} holds, in catalog order: families, then each family's slots. */
    List<StoredEntry> stored(Path folder) {
        Catalog catalog = new Catalog(folder);
        List<StoredEntry> entries = new ArrayList<>();
        for (PuzzleFamily family : registry.families()) {
            for (Catalog.Slot slot : Catalog.slots(family)) {
                Path file = catalog.file(slot, ".json");
                if (Files.isRegularFile(file)) {
                    entries.add(new StoredEntry(
                            family.name(),
                            slot.stem(),
                            slot.label(),
                            slot.open(),
                            slot.heavy(),
                            new Instance(slot.instance()),
                            file));
                }
            }
        }
        return entries;
    }

    private CatalogRun run(CatalogOptions options) {
        CatalogRun run = new CatalogRun(
                        registry, new Catalog(options.folder()), options.log(), Searches.progress(options.progress()))
                .threads(options.threads());
        return options.heavy() ? run.heavy(new CheckpointedProof(options)) : run;
    }

    private List<PuzzleFamily> families(CatalogOptions options) {
        return options.family().map(name -> List.of(registry.family(name))).orElse(registry.families());
    }

    private static ProofInterruptedException interrupted(RuntimeException stopped, CatalogOptions options) {
        return new ProofInterruptedException(stopped.getMessage(), options.checkpointFolder(), stopped);
    }

    /** A heavy instance proven by one checkpointed enumeration under the group that holds the others. */
    private final class CheckpointedProof implements HeavyProof {

        private final CatalogOptions options;

        CheckpointedProof(CatalogOptions options) {
            this.options = options;
        }

        private Path file(PuzzleInstance instance) {
            return options.checkpointFolder().resolve(instance.family().name() + "-" + instance.id() + ".checkpoint");
        }

        @Override
        public Optional<List<CatalogEntry>> entries(PuzzleInstance puzzle) {
            Path folder = options.checkpointFolder();
            try {
                Files.createDirectories(folder);
            } catch (IOException failed) {
                throw new FileFailureException("cannot create the checkpoint folder", folder, failed);
            }
            Options search = Options.defaults()
                    .withThreads(options.threads())
                    .withCheckpoint(file(puzzle))
                    .cancelledBy(options.cancellation())
                    .onProgress(options.progress());
            if (Checkpoints.resumes(puzzle, search, 1, 1)) {
                options.log().accept(puzzle.label() + ": resuming from " + file(puzzle));
            }
            EnumerationResult result = orbits.enumerate(new Instance(puzzle), search);
            if (options.cancellation().isCancelled() || !result.complete()) {
                return Optional.empty();
            }
            return Optional.of(Documents.entries(result, puzzle.id()));
        }

        @Override
        public void done(PuzzleInstance instance) {
            Path folder = options.checkpointFolder();
            try {
                Files.deleteIfExists(file(instance));
                try (var left = Files.list(folder)) {
                    if (left.findAny().isEmpty()) {
                        Files.delete(folder);
                    }
                }
            } catch (IOException failed) {
                throw new FileFailureException("cannot remove the finished checkpoint", file(instance), failed);
            }
        }
    }
}
