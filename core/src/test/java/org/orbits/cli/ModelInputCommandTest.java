package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.model.ExternalTools;

/**
 * A model file on the command line is a path, whatever it is called: the words that name it, its data files and its
 * parameters reach the translation whole, never joined into a string and split again.
 */
class ModelInputCommandTest {

    /** The increasing pairs of 1..n: n (n - 1) / 2 of them, no symmetry declared. */
    private static final String PAIRS =
            """
            int: n;
            array[1..2] of var 1..n: x;
            constraint x[1] < x[2];
            solve satisfy;
            """;

    @TempDir
    Path work;

    private Path write(String name, String text) throws IOException {
        return Files.writeString(work.resolve(name), text);
    }

    @Test
    void aModelNamedAfterAFamilyIsTheModel() throws IOException {
        ExternalTools.require("minizinc");
        Path apex = write("apex.mzn", PAIRS);
        OrbitsCommandTest.Run run = OrbitsCommandTest.run("enumerate", apex.toString(), "-p", "n=4", "--no-checks");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().startsWith("apex n=4: 6 solutions in 6 orbits"), run.out());
    }

    @Test
    void aModelFileMayBeCalledAnything() throws IOException {
        ExternalTools.require("minizinc");
        Path odd = write("my pairs (2).mzn", PAIRS);
        OrbitsCommandTest.Run run = OrbitsCommandTest.run("enumerate", odd.toString(), "-p", "n=3", "--no-checks");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().startsWith("my_pairs__2_ n=3: 3 solutions in 3 orbits"), run.out());
    }

    @Test
    void aDataFileMayHaveACommaInItsName() throws IOException {
        ExternalTools.require("minizinc");
        Path model = write("pairs.mzn", PAIRS);
        Path first = write("five,six.dzn", "n = 5;\n");
        OrbitsCommandTest.Run run =
                OrbitsCommandTest.run("enumerate", model.toString(), "-d", first.toString(), "--no-checks", "--json");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("\"solutions\" : 10"), run.out());
    }

    @Test
    void aFlatZincFileTakesNoDataInOneLine() throws IOException {
        Path flat = write("pair.fzn", "array [1..2] of var 1..2: x :: output_array([1..2]);\nsolve satisfy;\n");
        Path data = write("n.dzn", "n = 2;\n");
        OrbitsCommandTest.Run run = OrbitsCommandTest.run("enumerate", flat.toString(), "-d", data.toString());
        assertEquals(2, run.exit());
        assertEquals("orbits: a FlatZinc file takes no data files or parameters: pair.fzn\n", run.err());
    }

    @Test
    void aFamilyTakesNoDataFile() throws IOException {
        Path data = write("n.dzn", "n = 2;\n");
        OrbitsCommandTest.Run run = OrbitsCommandTest.run("enumerate", "ngon", "-d", data.toString());
        assertEquals(2, run.exit());
        assertEquals("orbits: -d gives a MiniZinc model its data: ngon is a family, not a model\n", run.err());
    }
}
