package org.orbits.testing;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.orbits.api.OrbitsForTests;
import org.orbits.cli.OrbitsCommand;
import org.orbits.puzzle.PuzzleRegistry;

/**
 * The orbits command line over a catalog of many quick n-gons (the square at every possible sum), for tests
 * that run it as a process of its own, and kill it.
 */
public final class SmallCatalogMain {

    private SmallCatalogMain() {}

    public static PuzzleRegistry registry() {
        List<Map<String, String>> instances = new ArrayList<>();
        // Every sum counting allows for the square.
        for (int sum = 16; sum <= 26; sum++) {
            instances.add(Map.of("n", "4", "sum", Integer.toString(sum)));
        }
        return SmallNgons.registry(instances);
    }

    public static void main(String[] args) {
        System.exit(OrbitsCommand.run(
                OrbitsForTests.of(registry()),
                new PrintWriter(new OutputStreamWriter(System.out, Charset.defaultCharset()), true),
                new PrintWriter(new OutputStreamWriter(System.err, Charset.defaultCharset()), true),
                args));
    }
}
