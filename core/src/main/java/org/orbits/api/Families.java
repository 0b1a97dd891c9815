package org.orbits.api;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.orbits.model.ModelFamily;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleRegistry;

/**
 * The families an {@link Orbits} knows: the registry's, and the user models it has loaded, each a family named
 * after its file. A checkpoint or a part names its search by family and parameters; a model's family is found
 * here once the model is loaded again.
 */
final class Families {

    private final PuzzleRegistry registry;
    private final Map<String, ModelFamily> models = new ConcurrentHashMap<>();
    /** The families of the models catalogs read, listed after the registry's. */
    private final List<ModelFamily> catalogued = new CopyOnWriteArrayList<>();

    Families(PuzzleRegistry registry) {
        this.registry = registry;
    }

    PuzzleRegistry registry() {
        return registry;
    }

    /** The registry's families, in the order it lists them, then those of the models catalogs read. */
    List<PuzzleFamily> listed() {
        List<PuzzleFamily> listed = new ArrayList<>(registry.families());
        listed.addAll(catalogued);
        return listed;
    }

    PuzzleFamily family(String name) {
        ModelFamily model = models.get(name);
        return model != null ? model : registry.family(name);
    }

    /** The family of the model in {@code file}, known by its name from now on. */
    ModelFamily model(Path file) {
        return known(ModelFamily.of(file));
    }

    /**
     * The families of a models catalog being read, known and listed from now on: each replaces a model family of
     * its name known before (the catalog read last is the one shown).
     */
    synchronized void catalogued(List<ModelFamily> families) {
        families.forEach(this::notRegistered);
        for (ModelFamily family : families) {
            catalogued.removeIf(known -> known.name().equals(family.name()));
            catalogued.add(family);
            models.put(family.name(), family);
        }
    }

    /** Refuses model families that take a registry family's name. */
    void checkNames(List<ModelFamily> families) {
        families.forEach(this::notRegistered);
    }

    private void notRegistered(ModelFamily family) {
        if (registry.families().stream().anyMatch(known -> known.name().equals(family.name()))) {
            throw new OrbitsException("the model " + family.model() + " takes the name of the family '" + family.name()
                    + "': rename the file");
        }
    }

    private ModelFamily known(ModelFamily family) {
        Path file = family.model();
        notRegistered(family);
        ModelFamily known = models.putIfAbsent(family.name(), family);
        if (known == null) {
            return family;
        }
        if (!known.model()
                .toAbsolutePath()
                .normalize()
                .equals(file.toAbsolutePath().normalize())) {
            throw new OrbitsException(
                    "two models are named '" + family.name() + "': " + known.model() + " and " + file);
        }
        return known;
    }
}
