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
     * Up to this order the elements are tried one by one. Measured (see the timing harness in the tests): applying
     * an element costs about as much as one step of the search, and the search takes several steps per solution
     * even under D4, so brute force wins for the groups of the catalog; past a few hundred elements the search does.
     */
    public static final long BRUTE_FORCE_LIMIT = 128;

    /** How many ints the search's shared tree of stabilisers may keep (64 MB). */
    public static final long SEARCH_BUDGET = 1L << 24;

    private final LiteralGroup group;
    private final LiteralSpace space;
    private final int[][] elements;
    private final LeastImageSearch search;

    private LiteralCanonicaliser(LiteralGroup group, boolean bruteForce) {
        this.group = group;
        this.space = group.space();
        if (bruteForce) {
            List<LiteralSymmetry> listed = group.elements();
            this.elements = new int[listed.size() - 1][];
            for (int i = 1; i < listed.size(); i++) {
                elements[i - 1] = listed.get(i).literalImage();
            }
            this.search = null;
        } else {
            this.elements = null;
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
        return orbit(solution).representative();
    }

    /** The orbit of {@code solution}: its canonical form, its size and its stabiliser's order. */
    public SolutionOrbit orbit(int[] solution) {
        int[] literals = space.literalsOf(solution);
        if (search != null) {
            LeastImageSearch.LeastImage least = search.leastImage(literals);
            return new SolutionOrbit(
                    space.solutionOf(least.image()), group.order() / least.stabiliser(), least.stabiliser());
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
            int order = Arrays.compare(image, least);
            if (order < 0) {
                least = image.clone();
            }
            if (Arrays.equals(image, literals)) {
                fixing++;
            }
        }
        long order = elements.length + 1L;
        return new SolutionOrbit(space.solutionOf(least), order / fixing, fixing);
    }
}
