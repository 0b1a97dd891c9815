package org.orbits.api;

import org.orbits.puzzle.PuzzleRegistry;

/** The API over families of a test's own: the API itself shows callers no type of the layers below. */
public final class OrbitsForTests {

    private OrbitsForTests() {}

    public static Orbits of(PuzzleRegistry registry) {
        return Orbits.of(registry);
    }
}
