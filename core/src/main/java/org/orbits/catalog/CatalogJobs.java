package org.orbits.catalog;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.orbits.checks.CatalogEntry;
import org.orbits.checks.ResultDocuments;
import org.orbits.files.StorageException;
import org.orbits.model.Families;
import org.orbits.model.ModelCatalog;
import org.orbits.model.ModelFamily;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.ProgressListener;
import org.orbits.search.run.Checkpoints;
import org.orbits.search.run.Enumerations;
import org.orbits.search.run.Reduction;
import org.orbits.search.run.SearchRequest;

/**
 * Builds, verifies and reads a catalog as a request says. A heavy entry is proven as {@code orbits enumerate
 * --checkpoint} runs a search, on every thread given: each instance's finished work units are kept in a file
 * of the checkpoint folder, so an interrupted proof resumes where it stopped, and the file goes once the
 * entries are written or compared.
 */
public final class CatalogJobs {

    /**
     * What to build or verify: the folder, one family or all, the threads each search may use, whether the heavy
     * entries are proven and where their proofs keep their checkpoints, who is told how it goes, what stops it, and
     * a folder of models to build the catalog of (empty for the families', or the models a models catalog keeps).
     */
    public record Request(
            Path folder,
            Optional<String> family,
            int threads,
            boolean heavy,
            Path checkpointFolder,
            Consumer<String> log,
            ProgressListener progress,
            BooleanSupplier cancelled,
            Optional<Path> models) {}

    /**
     * An entry whose JSON file a catalog holds: its family, its file stem, its label, whether it is open or heavy,
     * the instance it counts and the file.
     */
    public record Stored(
            String family,
            String entry,
            String label,
            boolean open,
            boolean heavy,
            PuzzleInstance instance,
            Path file) {}

    private final Families known;

    public CatalogJobs(Families known) {
        this.known = known;
    }

    /** Regenerates the catalog the request names; returns how many entries were written. */
    public int build(Request options) {
        Optional<Path> models = options.models()
                .or(() -> ModelSources.held(options.folder())
                        ? Optional.of(ModelSources.in(options.folder()))
                        : Optional.empty());
        if (models.isPresent()) {
            if (options.heavy() || options.family().isPresent()) {
                throw new BadInputException(options.folder() + " is a catalog of models, built whole: it has no heavy"
                        + " entries and no single family to build alone");
            }
            ModelCatalog catalog = ModelCatalog.read(models.get());
            known.checkNames(catalog.families());
            PuzzleRegistry registry = new PuzzleRegistry(ImmutableList.copyOf(catalog.families()));
            return ModelCatalogFolder.build(catalog, options.folder(), folder -> run(options, registry, folder));
        }
        CatalogRun run = run(options, known.registry(), options.folder());
        return new CatalogBuilder(run).build(families(options, known.registry()));
    }

    /** Re-checks the catalog the request names: every difference, one line each; empty when it holds. */
    public List<String> verify(Request options) {
        if (!Files.isDirectory(options.folder())) {
            throw new BadInputException("no catalog folder at " + options.folder() + " (run 'orbits catalog' first)");
        }
        PuzzleRegistry registry = registry(options.folder());
        CatalogRun run = run(options, registry, options.folder());
        return new Verifier(run).verify(families(options, registry));
    }

    /**
     * The families of the catalog in {@code folder}: the models it keeps, for a catalog of models, each compiled
     * now so that one that fails is one line; otherwise the registry's.
     */
    private PuzzleRegistry registry(Path folder) {
        if (!ModelSources.held(folder)) {
            return known.registry();
        }
        ModelCatalog catalog = ModelCatalog.read(ModelSources.in(folder));
        known.checkNames(catalog.families());
        catalog.load();
        return new PuzzleRegistry(ImmutableList.copyOf(catalog.families()));
    }

    /**
     * The entries whose JSON file {@code folder} holds, in catalog order: families, then each family's slots. The
     * models of a catalog of models are known (and listed) from now on.
     */
    public List<Stored> stored(Path folder) {
        Catalog catalog = new Catalog(folder);
        List<Stored> entries = new ArrayList<>();
        PuzzleRegistry registry = registry(folder);
        if (ModelSources.held(folder)) {
            known.catalogued(
                    registry.families().stream().map(ModelFamily.class::cast).toList());
        }
        for (PuzzleFamily family : registry.families()) {
            for (Catalog.Slot slot : Catalog.slots(family)) {
                Path file = catalog.file(slot, ".json");
                if (Files.isRegularFile(file)) {
                    entries.add(new Stored(
                            family.name(),
                            slot.stem(),
                            slot.label(),
                            slot.open(),
                            slot.heavy(),
                            slot.instance(),
                            file));
                }
            }
        }
        return entries;
    }

    private CatalogRun run(Request options, PuzzleRegistry registry, Path folder) {
        CatalogRun run = new CatalogRun(registry, new Catalog(folder), options.log(), options.progress())
                .threads(options.threads());
        return options.heavy() ? run.heavy(new CheckpointedProof(options)) : run;
    }

    private static List<PuzzleFamily> families(Request options, PuzzleRegistry registry) {
        return options.family().map(name -> List.of(registry.family(name))).orElse(registry.families());
    }

    /** A heavy instance proven by one checkpointed enumeration under the group that holds the others. */
    private static final class CheckpointedProof implements HeavyProof {

        private final Request options;

        CheckpointedProof(Request options) {
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
                throw new StorageException("cannot create the checkpoint folder", folder, failed);
            }
            SearchRequest search = SearchRequest.defaults()
                    .checkpointed(options.threads(), file(puzzle), options.cancelled(), options.progress());
            if (Checkpoints.resumes(puzzle, search, 1, 1)) {
                options.log().accept(puzzle.label() + ": resuming from " + file(puzzle));
            }
            Reduction result = Enumerations.enumerate(puzzle, search);
            if (options.cancelled().getAsBoolean() || !result.complete()) {
                return Optional.empty();
            }
            return Optional.of(ResultDocuments.entries(result));
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
                throw new StorageException("cannot remove the finished checkpoint", file(instance), failed);
            }
        }
    }
}
