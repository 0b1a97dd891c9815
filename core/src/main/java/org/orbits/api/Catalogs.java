package org.orbits.api;

import com.google.common.collect.ImmutableList;
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
import org.orbits.catalog.ModelCatalogFolder;
import org.orbits.catalog.Verifier;
import org.orbits.model.ModelCatalog;
import org.orbits.model.ModelFamily;
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

    private final Families known;
    private final Orbits orbits;

    Catalogs(Families known, Orbits orbits) {
        this.known = known;
        this.orbits = orbits;
    }

    int build(CatalogOptions options) {
        Optional<Path> models = options.models()
                .or(() -> ModelCatalogFolder.holdsModels(options.folder())
                        ? Optional.of(ModelCatalogFolder.sources(options.folder()))
                        : Optional.empty());
        if (models.isPresent()) {
            if (options.heavy() || options.family().isPresent()) {
                throw new OrbitsException(options.folder() + " is a catalog of models, built whole: it has no heavy"
                        + " entries and no single family to build alone");
            }
            ModelCatalog catalog = ModelCatalog.read(models.get());
            known.checkNames(catalog.families());
            PuzzleRegistry registry = new PuzzleRegistry(ImmutableList.copyOf(catalog.families()));
            return ModelCatalogFolder.build(catalog, options.folder(), folder -> run(options, registry, folder));
        }
        CatalogRun run = run(options, known.registry(), options.folder());
        try {
            return new CatalogBuilder(run).build(families(options, known.registry()));
        } catch (CatalogBuilder.Interrupted stopped) {
            throw interrupted(stopped, options);
        }
    }

    List<String> verify(CatalogOptions options) {
        if (!Files.isDirectory(options.folder())) {
            throw new OrbitsException("no catalog folder at " + options.folder() + " (run 'orbits catalog' first)");
        }
        PuzzleRegistry registry = registry(options.folder());
        CatalogRun run = run(options, registry, options.folder());
        try {
            return new Verifier(run).verify(families(options, registry));
        } catch (CatalogBuilder.Interrupted stopped) {
            throw interrupted(stopped, options);
        }
    }

    /**
     * The families of the catalog in {@code folder}: the models it keeps, for a catalog of models, each compiled
     * now so that one that fails is one line; otherwise the registry's.
     */
    private PuzzleRegistry registry(Path folder) {
        if (!ModelCatalogFolder.holdsModels(folder)) {
            return known.registry();
        }
        ModelCatalog catalog = ModelCatalog.read(ModelCatalogFolder.sources(folder));
        known.checkNames(catalog.families());
        catalog.load();
        return new PuzzleRegistry(ImmutableList.copyOf(catalog.families()));
    }

    /**
     * The entries whose JSON file {@code folder} holds, in catalog order: families, then each family's slots. The
     * models of a catalog of models are known (and listed) from now on.
     */
    List<StoredEntry> stored(Path folder) {
        Catalog catalog = new Catalog(folder);
        List<StoredEntry> entries = new ArrayList<>();
        PuzzleRegistry registry = registry(folder);
        if (ModelCatalogFolder.holdsModels(folder)) {
            known.catalogued(
                    registry.families().stream().map(ModelFamily.class::cast).toList());
        }
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

    private CatalogRun run(CatalogOptions options, PuzzleRegistry registry, Path folder) {
        CatalogRun run = new CatalogRun(
                        registry, new Catalog(folder), options.log(), Searches.progress(options.progress()))
                .threads(options.threads());
        return options.heavy() ? run.heavy(new CheckpointedProof(options)) : run;
    }

    private static List<PuzzleFamily> families(CatalogOptions options, PuzzleRegistry registry) {
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
