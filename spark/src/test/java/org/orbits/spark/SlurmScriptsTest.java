package org.orbits.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Slurm recipe of contrib/slurm run as Slurm would run it but with plain bash: the job array as a loop
 * over the part numbers, then the merge. It ends with the result one {@code orbits enumerate} prints.
 */
class SlurmScriptsTest {

    private static final Path SCRIPTS = Path.of("contrib", "slurm").toAbsolutePath();
    private static final List<String> MAGIC_19 = List.of("ngon", "-p", "n=6");

    @TempDir
    Path folder;

    @Test
    @Tag("slow")
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    // Four JVMs one after the other: the limit catches a hang, not a slow machine.
    void theJobArrayAndTheMergeRunUnderBashAndGiveTheResultOfOneEnumeration() throws Exception {
        int parts = 3;
        for (int part = 1; part <= parts; part++) {
            List<String> line = new ArrayList<>(
                    List.of("bash", SCRIPTS.resolve("orbits-part.sbatch").toString()));
            line.addAll(MAGIC_19);
            Process run = bash(
                    line, Map.of("SLURM_ARRAY_TASK_ID", String.valueOf(part), "SLURM_ARRAY_TASK_COUNT", "" + parts));
            assertEquals(0, run.exitValue(), errors());
            assertTrue(Files.exists(folder.resolve("orbits-parts/part-" + part + "-of-" + parts + ".json")));
        }
        Process merge =
                bash(List.of("bash", SCRIPTS.resolve("orbits-merge.sbatch").toString()), Map.of());
        assertEquals(0, merge.exitValue(), errors());

        String merged = Files.readString(folder.resolve("orbits-parts/result.json"));
        assertEquals(Results.withoutStatistics(Results.enumerate(MAGIC_19)), Results.withoutStatistics(merged));
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void aPartThatFailsLeavesNoFileBehind() throws Exception {
        List<String> line = new ArrayList<>(
                List.of("bash", SCRIPTS.resolve("orbits-part.sbatch").toString()));
        line.addAll(List.of("ngon", "-p", "n=2"));
        Process run = bash(line, Map.of("SLURM_ARRAY_TASK_ID", "1", "SLURM_ARRAY_TASK_COUNT", "2"));
        assertEquals(2, run.exitValue(), errors());
        try (var left = Files.list(folder.resolve("orbits-parts"))) {
            assertFalse(left.findAny().isPresent(), "a failed part left a file");
        }
    }

    /** Runs {@code line} in the temporary folder, with this build's orbits as the {@code orbits} command. */
    private Process bash(List<String> line, Map<String, String> slurm) throws IOException, InterruptedException {
        Path orbits = folder.resolve("bin/orbits");
        if (!Files.exists(orbits)) {
            Files.createDirectories(orbits.getParent());
            String java =
                    Path.of(System.getProperty("java.home"), "bin", "java").toString();
            Files.writeString(
                    orbits,
                    "#!/bin/sh\nexec '" + java + "' -XX:+UseSerialGC -cp '" + System.getProperty("java.class.path")
                            + "' org.orbits.cli.OrbitsCommand \"$@\"\n");
            Files.setPosixFilePermissions(orbits, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        ProcessBuilder builder = new ProcessBuilder(line)
                .directory(folder.toFile())
                .redirectOutput(folder.resolve("out.log").toFile())
                .redirectError(folder.resolve("err.log").toFile());
        builder.environment().putAll(slurm);
        builder.environment().put("PATH", orbits.getParent() + File.pathSeparator + System.getenv("PATH"));
        Process process = builder.start();
        process.waitFor();
        return process;
    }

    private String errors() throws IOException {
        return Files.readString(folder.resolve("err.log"));
    }
}
