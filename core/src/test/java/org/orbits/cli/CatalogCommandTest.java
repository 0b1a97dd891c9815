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
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.testing.SmallNgons;

class CatalogCommandTest {

    private final PuzzleRegistry registry = SmallNgons.registry(List.of(Map.of("n", "3")));

    private OrbitsCommandTest.Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = OrbitsCommand.run(registry, new PrintWriter(out, true), new PrintWriter(err, true), args);
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
    void theOldNameOutStillWorksWithAOneLineWarning(@TempDir Path folder) {
        OrbitsCommandTest.Run built = run("catalog", "--out", folder.toString(), "--quiet");
        assertEquals(0, built.exit(), built.err());
        assertTrue(Files.exists(folder.resolve("ngon").resolve("n3-s13.json")));
        assertEquals(
                "orbits: --out is deprecated and will be removed: use --catalog " + folder,
                built.err().strip());
    }

    @Test
    void bothNamesAtOnceAreBadInput(@TempDir Path folder) {
        OrbitsCommandTest.Run built =
                run("catalog", "--out", folder.toString(), "--catalog", folder.toString(), "--quiet");
        assertEquals(2, built.exit());
        assertTrue(built.err().contains("give --catalog only"), built.err());
    }
}
