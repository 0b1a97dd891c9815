package org.orbits.tiling;

import com.google.common.primitives.ImmutableIntArray;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetry;

/**
 * Symmetry breaking as BurrTools and Polyform Puzzler do it: one piece, occurring once, is kept to one placement per
 * orbit of the group acting on its placements, and every other piece is placed freely.
 *
 * <p>Let {@code G} be the puzzle's group, {@code S} the restricted piece and {@code H} the elements of {@code G} that
 * send {@code S} to itself ({@code G} itself, unless {@code S} has a mirror twin other than itself). {@code H} acts on
 * the placements of {@code S}; the restriction keeps the least-numbered placement of each {@code H}-orbit (or, for a
 * second way to the same orbits, the greatest-numbered one: the argument holds for any one placement per orbit). A tiling
 * whose {@code S} lies at {@code p} is carried by some {@code h} in {@code H} to a tiling whose {@code S} lies at the
 * kept placement of {@code p}'s orbit, so every orbit of tilings under {@code G} holds a tiling the restricted search
 * finds. Two tilings it finds in one orbit, {@code y = g x}, have {@code S} at kept placements {@code g p} and {@code
 * p}; if {@code g} is in {@code H} these are in one {@code H}-orbit, hence equal, and {@code g} fixes {@code p}. So
 * when {@code H = G} and no kept placement is fixed by an element other than the identity (every {@code H}-orbit of
 * placements has {@code |H|} members), each orbit of tilings holds exactly one tiling found: the restriction is
 * {@link #exact()}. Otherwise an orbit may be found more than once, and its tilings are told apart by their canonical
 * forms.
 *
 * @param piece the restricted piece, by index
 * @param kept the placements of the piece the search keeps, ascending
 * @param placements how many placements the piece has in all
 * @param fixedPoints how many pairs (placement, element other than the identity of {@code H}) the placement is
 *     fixed by: 0 for an exact restriction
 * @param wholeGroup whether {@code H = G}: every element of the group sends the piece to itself
 */
record PieceRestriction(int piece, ImmutableIntArray kept, int placements, long fixedPoints, boolean wholeGroup) {

    /** Whether each orbit of tilings holds exactly one tiling the restricted search finds. */
    boolean exact() {
        return wholeGroup && fixedPoints == 0;
    }

    /**
     * The best restriction the puzzle allows, or empty where none helps: a group of order 1, or no piece occurring
     * once. The best piece is the one whose restriction is exact, then the one with the fewest fixed points, then the
     * one with the fewest kept placements (the fewest branches at the top of the search), then the first in the file.
     */
    static Optional<PieceRestriction> choose(
            TilingDefinition definition, PlacementTable table, TilingEncoding encoding, Group group, boolean greatest) {
        if (group.order() == 1) {
            return Optional.empty();
        }
        return IntStream.range(0, definition.pieces().size())
                .filter(piece -> definition.pieces().get(piece).count() == 1)
                .mapToObj(piece -> of(piece, table, encoding, group, greatest))
                .min(Comparator.comparing((PieceRestriction restriction) -> !restriction.exact())
                        .thenComparing(restriction -> !restriction.wholeGroup())
                        .thenComparingLong(PieceRestriction::fixedPoints)
                        .thenComparingInt(restriction -> restriction.kept().length())
                        .thenComparingInt(PieceRestriction::piece));
    }

    /**
     * The restriction of {@code piece}: the orbits of {@code H} on its placements, by union-find, each kept at its
     * least-numbered placement, or its greatest with {@code greatest}.
     */
    static PieceRestriction of(
            int piece, PlacementTable table, TilingEncoding encoding, Group group, boolean greatest) {
        int first = table.first(piece);
        int count = table.end(piece) - first;
        int[] parent = new int[count];
        for (int k = 0; k < count; k++) {
            parent[k] = k;
        }
        if (count == 0) {
            return new PieceRestriction(piece, ImmutableIntArray.of(), 0, 0, true);
        }
        long fixedPoints = 0;
        boolean wholeGroup = true;
        List<Symmetry> elements = group.elements();
        for (Symmetry g : elements.subList(1, elements.size())) {
            CellMap map = (CellMap) g;
            if (table.piece(table.image(first, map, encoding)) != piece) {
                wholeGroup = false;
                continue;
            }
            for (int k = 0; k < count; k++) {
                int image = table.image(first + k, map, encoding) - first;
                if (image == k) {
                    fixedPoints++;
                }
                union(parent, k, image);
            }
        }
        int[] greatestOf = new int[count];
        for (int k = 0; k < count; k++) {
            greatestOf[root(parent, k)] = k;
        }
        ImmutableIntArray.Builder kept = ImmutableIntArray.builder();
        for (int k = 0; k < count; k++) {
            if (greatest ? greatestOf[root(parent, k)] == k : root(parent, k) == k) {
                kept.add(first + k);
            }
        }
        return new PieceRestriction(piece, kept.build(), count, fixedPoints, wholeGroup);
    }

    /** Joins two classes under the lesser root, so that each class's root is its least member. */
    private static void union(int[] parent, int a, int b) {
        int rootA = root(parent, a);
        int rootB = root(parent, b);
        parent[Math.max(rootA, rootB)] = Math.min(rootA, rootB);
    }

    private static int root(int[] parent, int k) {
        int root = k;
        while (parent[root] != root) {
            root = parent[root];
        }
        for (int at = k; parent[at] != root; ) {
            int next = parent[at];
            parent[at] = root;
            at = next;
        }
        return root;
    }
}
