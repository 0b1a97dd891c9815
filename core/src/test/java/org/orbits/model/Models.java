package org.orbits.model;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.orbits.model.minizinc.GecodeCount;
import org.orbits.search.Census;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.Group;

/** The test models (resources beside this class), written to a directory, loaded and counted. */
final class Models {

    private Models() {}

    static Path file(Path directory, String name) {
        try (InputStream in = Models.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalArgumentException("no test model " + name);
            }
            Path file = directory.resolve(name);
            Files.write(file, in.readAllBytes());
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static ModelPuzzle load(Path directory, String name, Map<String, String> parameters) {
        return ModelFamily.load(
                ModelSource.of(file(directory, name), List.of(), parameters), directory.resolve("cache"));
    }

    /** Every solution enumerated, reduced to orbits under {@code group} by the canonicaliser. */
    static Census census(ModelPuzzle puzzle, Group group) {
        return Census.take(
                puzzle,
                group,
                SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE),
                Limits.NONE,
                ProgressListener.SILENT);
    }

    static GecodeCount.Result gecode(Path directory, String name, Map<String, String> parameters) {
        return new GecodeCount(directory.resolve("cache"))
                .count(
                        file(directory, name),
                        List.of(),
                        parameters,
                        new GecodeCount.Budget(10_000_000, java.time.Duration.ofSeconds(60)));
    }
}
