package org.orbits.tiling;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.orbits.symmetry.Canonicaliser;

/** What the tiling tests share: the example files, and the solutions and orbits of a search. */
final class Tilings {

    private Tilings() {}

    /** The puzzle of {@code examples/tilings/NAME.tiling} (the tests run at the top of the repository). */
    static TilingPuzzle example(String name) {
        return TilingFamily.of(Path.of("examples", "tilings", name + ".tiling")).puzzle();
    }

    /** The puzzle written in {@code lines}, a file named {@code test.tiling}. */
    static TilingPuzzle parse(String... lines) {
        return TilingFamily.parse("test.tiling", String.join("\n", lines) + "\n")
                .puzzle();
    }

    /** Every tiling the search of {@code scope} finds, in the order it finds them. */
    static List<int[]> solutions(TilingPuzzle puzzle, TilingScope scope) {
        List<int[]> found = new ArrayList<>();
        TilingSearchReport report = puzzle.search(scope).searchAll(found::add, () -> false);
        if (!report.finished() || report.solutions() != found.size()) {
            throw new AssertionError("the search did not finish: " + report);
        }
        return found;
    }

    /** The tilings as lists, to compare as sets. */
    static Set<List<Integer>> asSet(List<int[]> tilings) {
        Set<List<Integer>> set = new HashSet<>();
        for (int[] tiling : tilings) {
            set.add(Arrays.stream(tiling).boxed().toList());
        }
        return set;
    }

    /** The distinct canonical forms of {@code tilings} under the puzzle's group. */
    static Set<List<Integer>> canonicalForms(TilingPuzzle puzzle, List<int[]> tilings) {
        Canonicaliser canonicaliser = new Canonicaliser(puzzle.defaultGroup());
        List<int[]> canonical = new ArrayList<>();
        tilings.forEach(tiling -> canonical.add(canonicaliser.canonical(tiling)));
        return asSet(canonical);
    }
}
