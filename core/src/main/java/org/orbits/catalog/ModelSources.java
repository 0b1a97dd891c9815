package org.orbits.catalog;

import java.nio.file.Files;
import java.nio.file.Path;

/** Where a catalog of a folder of models keeps the models' sources, as its index says and verify reads them. */
public final class ModelSources {

    /** The folder of a models catalog that keeps the sources. */
    public static final String FOLDER = "models";

    private ModelSources() {}

    /** Whether the catalog at {@code root} is one of models: it keeps their sources. */
    public static boolean held(Path root) {
        return Files.isDirectory(root.resolve(FOLDER));
    }

    /** Where a models catalog keeps its sources. */
    public static Path in(Path root) {
        return root.resolve(FOLDER);
    }
}
