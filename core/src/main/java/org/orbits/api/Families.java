package org.orbits.api;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.puzzle.model.ModelFamily;

/**
 * The families an {@link Orbits} knows: the registry's, and the user models it has loaded, each a family named
 * after its file. A checkpoint or a part names its search by family and parameters; a model's family is found
 * here once the model is loaded again.
 */
final class Families {

    private final PuzzleRegistry registry;
    private final Map<String, ModelFamily> models = new ConcurrentHashMap<>();

    Families(PuzzleRegistry registry) {
        this.registry = registry;
    }

    PuzzleRegistry registry() {
        return registry;
    }

    /** The registry's families, in the order it lists them. */
    List<PuzzleFamily> listed() {
        return registry.families();
    }

    PuzzleFamily family(String name) {
        ModelFamily model = models.get(name);
        return model != null ? model : registry.family(name);
    }

    /** The family of the model in {@code file}, known by its name from now on. */
    ModelFamily model(Path file) {
        ModelFamily family = ModelFamily.of(file);
        if (registry.families().stream().anyMatch(known -> known.name().equals(family.name()))) {
            throw new OrbitsException(
                    "the model " + file + " takes the name of the family '" + family.name() + "': rename the file");
        }
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
