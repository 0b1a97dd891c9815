package org.orbits.puzzle;

import com.google.common.collect.ImmutableList;
import java.util.stream.Collectors;
import org.orbits.puzzle.almostmagic.AlmostMagicFamily;
import org.orbits.puzzle.apex.ApexFamily;
import org.orbits.puzzle.hip.HipFamily;
import org.orbits.puzzle.ngon.NgonFamily;

/** Every puzzle family orbits knows, in the order it lists them. Adding a family is one line here. */
public final class PuzzleRegistry {

    private final ImmutableList<PuzzleFamily> families;

    public PuzzleRegistry(ImmutableList<PuzzleFamily> families) {
        this.families = families;
    }

    public static PuzzleRegistry standard() {
        return new PuzzleRegistry(
                ImmutableList.of(new NgonFamily(), new ApexFamily(), new HipFamily(), new AlmostMagicFamily()));
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
