package org.orbits.model;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleRegistry;

/**
 * The families an {@link Orbits} knows: the registry's, and the user models it has loaded, each a family named
 * after its file. A checkpoint or a part names its search by family and parameters; a model's family is found
 * here once the model is loaded again.
 */
public final class Families {

    private final PuzzleRegistry registry;
    private final Map<String, ModelFamily> models = new ConcurrentHashMap<>();
    /** The families of other files the user named (tiling files), each the one family of its file. */
    private final Map<String, FileFamily> files = new ConcurrentHashMap<>();

    private record FileFamily(Path file, PuzzleFamily family) {}
    /** The families of the models catalogs read, listed after the registry's. */
    private final List<ModelFamily> catalogued = new CopyOnWriteArrayList<>();

    public Families(PuzzleRegistry registry) {
        this.registry = registry;
    }

    public PuzzleRegistry registry() {
        return registry;
    }

    /** The registry's families, in the order it lists them, then those of the models catalogs read. */
    public List<PuzzleFamily> listed() {
        List<PuzzleFamily> listed = new ArrayList<>(registry.families());
        listed.addAll(catalogued);
        return listed;
    }

    /** The family of that name: a model's this object has loaded, else the registry's. */
    public PuzzleFamily family(String name) {
        ModelFamily model = models.get(name);
        if (model != null) {
            return model;
        }
        FileFamily file = files.get(name);
        return file != null ? file.family() : registry.family(name);
    }

    /**
     * {@code family}, read from the file {@code file} the user named (a tiling file), known by its name from now on
     * as a model's family is; a second file of the same name is refused.
     */
    public PuzzleFamily file(Path file, PuzzleFamily family) {
        FileFamily known = files.putIfAbsent(family.name(), new FileFamily(file, family));
        if (known == null) {
            return family;
        }
        if (!known.file()
                .toAbsolutePath()
                .normalize()
                .equals(file.toAbsolutePath().normalize())) {
            throw new BadInputException(
                    "two files are named '" + family.name() + "': " + known.file() + " and " + file);
        }
        return known.family();
    }

    /** Whether {@code name} is a family's of the registry. */
    public boolean registered(String name) {
        return registry.families().stream().anyMatch(known -> known.name().equals(name));
    }

    /**
     * The family of the model in {@code file}, known by its name from now on, even where the registry has a family of
     * that name: a model named on the command line is a path, not a family's name.
     */
    public ModelFamily model(Path file) {
        return known(ModelFamily.of(file));
    }

    /**
     * The families of a models catalog being read, known and listed from now on: each replaces a model family of
     * its name known before (the catalog read last is the one shown).
     */
    public synchronized void catalogued(List<ModelFamily> families) {
        families.forEach(this::notRegistered);
        for (ModelFamily family : families) {
            catalogued.removeIf(known -> known.name().equals(family.name()));
            catalogued.add(family);
            models.put(family.name(), family);
        }
    }

    /** Refuses model families that take a registry family's name. */
    public void checkNames(List<ModelFamily> families) {
        families.forEach(this::notRegistered);
    }

    /**
     * Refuses a model of a models catalog that takes a registry family's name: the catalog's folder of that name
     * would stand beside the family's on the same shelf.
     */
    private void notRegistered(ModelFamily family) {
        if (registered(family.name())) {
            throw new BadInputException("the model " + family.model() + " takes the name of the family '"
                    + family.name() + "': rename the file");
        }
    }

    private ModelFamily known(ModelFamily family) {
        Path file = family.model();
        ModelFamily known = models.putIfAbsent(family.name(), family);
        if (known == null) {
            return family;
        }
        if (!known.model()
                .toAbsolutePath()
                .normalize()
                .equals(file.toAbsolutePath().normalize())) {
            throw new BadInputException(
                    "two models are named '" + family.name() + "': " + known.model() + " and " + file);
        }
        return known;
    }
}
