package org.orbits.benchmarks.peers;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.orbits.symmetry.Canonicaliser;
import org.orbits.tiling.ExactCoverMatrix;
import org.orbits.tiling.TilingFamily;
import org.orbits.tiling.TilingPuzzle;
import org.orbits.tiling.TilingScope;
import org.orbits.tiling.TilingSearch;
import org.orbits.tiling.TilingSearchReport;

/**
 * The two sides of the exact-cover comparison, each a process of its own so that it is timed whole (start-up
 * included), as {@code benchmarks/peers/dlx/README.md} describes.
 *
 * <ul>
 *   <li>{@code TilingPeer matrix FILE.tiling} prints the tiling's exact-cover matrix, every placement and no symmetry
 *       breaking, for the C program {@code dlx} to count;
 *   <li>{@code TilingPeer count FILE.tiling [orbits|every]} runs orbits' engine on one thread, the restricted search
 *       ({@code orbits}, the default) or every tiling ({@code every}), reduces what it finds to orbits with the
 *       canonicaliser, and prints {@code solutions=N orbits=M nodes=K search-ms=T}.
 * </ul>
 */
public final class TilingPeer {

    private TilingPeer() {}

    public static void main(String[] args) {
        if (args.length < 2 || !(args[0].equals("matrix") || args[0].equals("count"))) {
            System.err.println("usage: TilingPeer matrix FILE.tiling | TilingPeer count FILE.tiling [orbits|every]");
            System.exit(2);
        }
        TilingPuzzle puzzle = TilingFamily.of(Path.of(args[1])).puzzle();
        if (args[0].equals("matrix")) {
            System.out.print(ExactCoverMatrix.of(puzzle));
            return;
        }
        TilingScope scope = args.length > 2 ? TilingScope.ofWord(args[2]) : TilingScope.EVERY_ORBIT;
        long start = System.nanoTime();
        TilingSearch search = puzzle.search(scope);
        Canonicaliser canonicaliser = new Canonicaliser(puzzle.defaultGroup());
        Set<String> orbits = new HashSet<>();
        TilingSearchReport report = search.searchAll(
                tiling -> orbits.add(java.util.Arrays.toString(canonicaliser.canonical(tiling))), () -> false);
        long millis = (System.nanoTime() - start) / 1_000_000;
        System.out.println("solutions=" + report.solutions() + " orbits=" + orbits.size() + " nodes=" + report.nodes()
                + " search-ms=" + millis);
    }
}
