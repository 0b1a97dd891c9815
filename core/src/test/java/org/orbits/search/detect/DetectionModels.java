package org.orbits.search.detect;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.orbits.model.ModelFamily;
import org.orbits.model.ModelPuzzle;
import org.orbits.model.ModelSource;

/** Small MiniZinc models for the detection tests, written to a directory and loaded; MiniZinc must be there. */
final class DetectionModels {

    static final String QUEENS =
            """
            include "alldifferent.mzn";
            int: n = 8;
            array[1..n] of var 1..n: q;
            constraint alldifferent(q);
            constraint alldifferent([q[i] + i | i in 1..n]);
            constraint alldifferent([q[i] - i | i in 1..n]);
            solve satisfy;
            output [show(q)];
            """;

    static final String MAGIC_SQUARE =
            """
            include "alldifferent.mzn";
            int: n = 4;
            int: s = n * (n * n + 1) div 2;
            array[1..n, 1..n] of var 1..n*n: x;
            constraint alldifferent([x[i, j] | i, j in 1..n]);
            constraint forall(i in 1..n)(sum(j in 1..n)(x[i, j]) = s);
            constraint forall(j in 1..n)(sum(i in 1..n)(x[i, j]) = s);
            constraint sum(i in 1..n)(x[i, i]) = s;
            constraint sum(i in 1..n)(x[i, n + 1 - i]) = s;
            solve satisfy;
            output [show(x)];
            """;

    private DetectionModels() {}

    /** Skips the test without MiniZinc, except under CI, where it must be installed. */
    static void requireMiniZinc() {
        boolean found = false;
        String path = System.getenv("PATH");
        for (String directory : path == null ? new String[0] : path.split(File.pathSeparator, -1)) {
            Path candidate = Path.of(directory.isEmpty() ? "." : directory, "minizinc");
            found |= Files.isRegularFile(candidate) && Files.isExecutable(candidate);
        }
        if (!found && System.getenv("CI") != null) {
            fail("minizinc is not installed, and CI must run the tests that need it");
        }
        assumeTrue(found, "minizinc is not installed");
    }

    static ModelPuzzle load(Path directory, String name, String text) {
        requireMiniZinc();
        try {
            Path model = Files.writeString(directory.resolve(name), text);
            return ModelFamily.load(ModelSource.of(model, List.of(), Map.of()), directory.resolve("cache"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
