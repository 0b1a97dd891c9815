package org.orbits.model;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

/** Tests that need a program skip without it, except under CI, where a missing program fails them. */
public final class ExternalTools {

    private ExternalTools() {}

    public static void require(String program) {
        boolean found = false;
        String path = System.getenv("PATH");
        for (String directory : path == null ? new String[0] : path.split(File.pathSeparator, -1)) {
            Path candidate = Path.of(directory.isEmpty() ? "." : directory, program);
            found |= Files.isRegularFile(candidate) && Files.isExecutable(candidate);
        }
        if (!found && System.getenv("CI") != null) {
            fail(program + " is not installed, and CI must run the tests that need it");
        }
        assumeTrue(found, program + " is not installed");
    }
}
