package org.orbits.puzzle;

import com.google.common.collect.ImmutableList;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * Every puzzle family orbits knows, in the order it lists them. The families are Java services: adding one
 * is one line in {@code META-INF/services/org.orbits.puzzle.PuzzleFamily}, and this package, which every
 * family builds on, need not know them (it would otherwise depend on its own subpackages, a cycle).
 */
public final class PuzzleRegistry {

    private final ImmutableList<PuzzleFamily> families;

    public PuzzleRegistry(ImmutableList<PuzzleFamily> families) {
        this.families = families;
    }

    /** The families listed as services, in the order listed. */
    public static PuzzleRegistry standard() {
        return new PuzzleRegistry(
                ImmutableList.copyOf(ServiceLoader.load(PuzzleFamily.class, PuzzleFamily.class.getClassLoader())));
    }

    public ImmutableList<PuzzleFamily> families() {
        return families;
    }

    public PuzzleFamily family(String name) {
        return families.stream()
                .filter(f -> f.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new BadInputException("unknown puzzle family '" + name + "' (known: "
                        + families.stream().map(PuzzleFamily::name).collect(Collectors.joining(", ")) + ")"));
    }
}
