package org.orbits.symmetry;

import java.util.Arrays;
import java.util.List;
import org.orbits.symmetry.perm.LeastImageSearch;

/**
 * Reduces a solution to its orbit under a {@link LiteralGroup} of any size, with the same canonical form as
 * {@link Canonicaliser}: the lexicographically least image in the puzzle's cell order. A small group is listed and
 * every element applied, as {@link Canonicaliser} does; a larger one is searched down its stabiliser chain
 * ({@link LeastImageSearch}) without being listed. Safe to share between threads.
 */
public final class LiteralCanonicaliser {

    /**
     * Up to this order the elements are tried one by one. Measured by the timing harness in the tests on 8 x 8 boards
     * of 0/1 cells: trying an element costs about 47 ns, the chain's search 2 to 8 microseconds whatever the group
     * (rows permuted by S4: 1.1 against 3.2 microseconds; by S5: 5.7 against 4.6); they cross between 64 and 120
     * elements. Every group of the catalog (at most 16 elements) is tried element by element.
     */
    public static final long BRUTE_FORCE_LIMIT = 64;

    /** How many ints the search's shared tree of stabilisers may keep (64 MB). */
    public static final long SEARCH_BUDGET = 1L << 24;

    private final LiteralGroup group;
    private final LiteralSpace space;
    private final int[][] elements;
    /** For a group of cell maps, each element's cell image and value table (null for no value map), by element. */
    private final int[][] cellImages;

    private final int[][] valueTables;
    private final int[] valueLows;
    private final LeastImageSearch search;

    private LiteralCanonicaliser(LiteralGroup group, boolean bruteForce) {
        this.group = group;
        this.space = group.space();
        if (bruteForce) {
            List<LiteralSymmetry> listed = group.elements().subList(1, (int) group.order());
            this.elements = listed.stream().map(LiteralSymmetry::literalImage).toArray(int[][]::new);
            boolean cellMaps = group.movesWholeCells();
            this.cellImages = new int[cellMaps ? listed.size() : 0][];
            this.valueTables = new int[cellImages.length][];
            this.valueLows = new int[cellImages.length];
            for (int e = 0; e < cellImages.length; e++) {
                Symmetry g = listed.get(e).toSymmetry().orElseThrow();
                cellImages[e] = g.cellImage();
                valueTables[e] = g.values().isIdentity() ? null : g.values().image();
                valueLows[e] = g.values().lo();
            }
            this.search = null;
        } else {
            this.elements = null;
            this.cellImages = null;
            this.valueTables = null;
            this.valueLows = null;
            this.search = new LeastImageSearch(group.chain(), space.cellStarts(), SEARCH_BUDGET);
        }
    }

    /** Brute force for a group of at most {@link #BRUTE_FORCE_LIMIT} elements, the chain's search above. */
    public static LiteralCanonicaliser of(LiteralGroup group) {
        return new LiteralCanonicaliser(
                group,
                group.exactOrder().longValue() <= BRUTE_FORCE_LIMIT
                        && group.exactOrder().bitLength() < Long.SIZE);
    }

    /** Every element applied; the group must be small enough to list. */
    public static LiteralCanonicaliser bruteForce(LiteralGroup group) {
        return new LiteralCanonicaliser(group, true);
    }

    /** The search down the stabiliser chain, whatever the group's size. */
    public static LiteralCanonicaliser byChain(LiteralGroup group) {
        return new LiteralCanonicaliser(group, false);
    }

    public LiteralGroup group() {
        return group;
    }

    public boolean triesEveryElement() {
        return elements != null;
    }

    public int[] canonical(int[] solution) {
        return orbit(solution).representative().toArray();
    }

    /** The orbit of {@code solution}: its canonical form, its size and its stabiliser's order. */
    public CanonicalOrbit orbit(int[] solution) {
        if (cellImages != null && cellImages.length > 0) {
            if (solution.length != space.cells()) {
                throw new IllegalArgumentException(
                        "a solution of " + solution.length + " cells given for " + space.cells() + " cells");
            }
            for (int c = 0; c < solution.length; c++) {
                if (!space.holds(c, solution[c])) {
                    throw new IllegalArgumentException("cell " + c + " cannot hold " + solution[c]);
                }
            }
            return byCellMaps(solution);
        }
        int[] literals = space.literalsOf(solution);
        if (search != null) {
            LeastImageSearch.LeastImage least = search.leastImage(literals);
            return new CanonicalOrbit(space.solutionOf(least.image()), group.order() / least.stabiliser());
        }
        int[] least = literals;
        int[] image = new int[literals.length];
        int[] stamped = new int[literals.length];
        long fixing = 1;
        for (int e = 0; e < elements.length; e++) {
            int[] g = elements[e];
            for (int c = 0; c < literals.length; c++) {
                int literal = g[literals[c]];
                int to = space.cellOf(literal);
                if (stamped[to] == e + 1) {
                    throw new IllegalArgumentException("a symmetry of group " + group.name()
                            + " puts two values in cell " + to + ": it is no symmetry of this assignment");
                }
                stamped[to] = e + 1;
                image[to] = literal;
            }
            if (Arrays.compare(image, least) < 0) {
                least = image.clone();
            }
            if (Arrays.equals(image, literals)) {
                fixing++;
            }
        }
        long order = elements.length + 1L;
        return new CanonicalOrbit(space.solutionOf(least), order / fixing);
    }

    /** Every element applied as the cell map it is, on the values themselves: as fast as {@link Canonicaliser}. */
    private CanonicalOrbit byCellMaps(int[] solution) {
        int[] least = solution;
        int[] image = new int[solution.length];
        long fixing = 1;
        for (int e = 0; e < cellImages.length; e++) {
            int[] to = cellImages[e];
            int[] table = valueTables[e];
            if (table == null) {
                for (int c = 0; c < solution.length; c++) {
                    image[to[c]] = solution[c];
                }
            } else {
                int lo = valueLows[e];
                for (int c = 0; c < solution.length; c++) {
                    image[to[c]] = table[solution[c] - lo];
                }
            }
            if (Arrays.compare(image, least) < 0) {
                least = image.clone();
            }
            if (Arrays.equals(image, solution)) {
                fixing++;
            }
        }
        return new CanonicalOrbit(least, (cellImages.length + 1L) / fixing);
    }
}
