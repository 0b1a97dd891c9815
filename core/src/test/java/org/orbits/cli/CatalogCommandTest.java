package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.api.OrbitsForTests;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.testing.SmallHeavyHip;
import org.orbits.testing.SmallNgons;

class CatalogCommandTest {

    private final PuzzleRegistry registry = SmallNgons.registry(List.of(Map.of("n", "3")));

    private OrbitsCommandTest.Run run(String... args) {
        return run(registry, args);
    }

    private static OrbitsCommandTest.Run run(PuzzleRegistry registry, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = OrbitsCommand.run(
                OrbitsForTests.of(registry), new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new OrbitsCommandTest.Run(exit, out.toString(), err.toString());
    }

    @Test
    void theCatalogFolderIsNamedByCatalogAsInVerify(@TempDir Path folder) {
        OrbitsCommandTest.Run built = run("catalog", "--catalog", folder.toString(), "--quiet");
        assertEquals(0, built.exit(), built.err());
        assertTrue(Files.exists(folder.resolve("ngon").resolve("n3-s13.json")));
        assertFalse(built.err().contains("deprecated"), built.err());
        OrbitsCommandTest.Run verified = run("verify", "--catalog", folder.toString(), "--quiet");
        assertEquals(0, verified.exit(), verified.out());
    }

    @Test
    void theHeavyOptionMakesTheHeavyEntriesThroughACheckpointThatGoesOnceTheyAreWritten(@TempDir Path folder) {
        PuzzleRegistry heavy = SmallHeavyHip.registry(Map.of("n", "4"));
        Path checkpoints = folder.resolve("kept");
        OrbitsCommandTest.Run built = run(
                heavy, "catalog", "--catalog", folder.toString(), "--heavy", "--checkpoint", checkpoints.toString());
        assertEquals(0, built.exit(), built.err());
        assertEquals("wrote 2 heavy entries to " + folder, built.out().strip());
        assertTrue(Files.exists(folder.resolve("hip").resolve("n4-balanced-D4.json")));
        assertFalse(Files.exists(checkpoints), "the finished checkpoint is removed");
        OrbitsCommandTest.Run checked = run(heavy, "verify", "--catalog", folder.toString(), "--quiet");
        assertEquals(0, checked.exit(), checked.out());
        OrbitsCommandTest.Run reproven = run(heavy, "verify", "--catalog", folder.toString(), "--quiet", "--heavy");
        assertEquals(0, reproven.exit(), reproven.out());
        assertFalse(Files.exists(folder.resolve(".checkpoints")), "the finished checkpoint is removed");
    }

    @Test
    void aCheckpointFolderWithoutTheHeavyOptionIsBadInput(@TempDir Path folder) {
        OrbitsCommandTest.Run built = run("catalog", "--catalog", folder.toString(), "--checkpoint", "x", "--quiet");
        assertEquals(2, built.exit());
        assertEquals(
                "orbits: --checkpoint keeps the heavy proofs' work: it goes with --heavy",
                built.err().strip());
    }

    @Test
    void aCatalogFolderThatCannotBeCreatedFailsAtOnceInWords(@TempDir Path folder) throws Exception {
        Path file = Files.writeString(folder.resolve("plain"), "a file, not a folder");
        Path inside = file.resolve("catalog");
        OrbitsCommandTest.Run built = run("catalog", "--catalog", inside.toString());
        assertEquals(4, built.exit(), built.err());
        assertEquals(
                "orbits: cannot create the catalog folder " + inside + " (a part of the path is a file, not a folder)",
                built.err().strip());
        assertEquals("", built.out());
    }

    @Test
    void aReadOnlyCatalogFolderFailsBeforeAnySearch(@TempDir Path folder) throws Exception {
        Path readOnly = Files.createDirectory(folder.resolve("read-only"));
        assertTrue(readOnly.toFile().setWritable(false, false));
        try {
            org.junit.jupiter.api.Assumptions.assumeFalse(
                    Files.isWritable(readOnly), "a read-only folder is writable to root");
            OrbitsCommandTest.Run built = run("catalog", "--catalog", readOnly.toString());
            assertEquals(4, built.exit(), built.err());
            assertEquals(
                    "orbits: cannot write to the catalog folder " + readOnly + " (permission denied)",
                    built.err().strip(),
                    "one line, and no progress: nothing was computed");
            try (var left = Files.list(readOnly)) {
                assertEquals(0, left.count());
            }
        } finally {
            assertTrue(readOnly.toFile().setWritable(true, false));
        }
    }
}
