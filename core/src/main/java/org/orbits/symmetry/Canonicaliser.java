package org.orbits.symmetry;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import org.orbits.symmetry.perm.LeastImageSearch;

/**
 * Reduces a solution to its orbit: the canonical form is the lexicographically least image over every element of
 * the group, in the puzzle's cell order; the orbit size is the group order divided by the order of the solution's
 * stabiliser. Any group is taken the same way; how the least image is found is this class's choice. A group of at
 * most {@link #BRUTE_FORCE_LIMIT} elements, or of cell maps made without literals (every built-in family's group, a
 * dozen elements or so), has every element tried in turn: a group of cell maps on the values themselves, any other
 * on the literals. A larger group on literals is searched down its stabiliser chain ({@link LeastImageSearch})
 * without being listed. Safe to share between threads.
 */
public final class Canonicaliser {

    /**
     * Up to this order the elements of a group on literals are tried one by one. Measured by the timing harness in the
     * tests on 8 x 8 boards of 0/1 cells: trying an element costs about 47 ns, the chain's search 2 to 8 microseconds
     * whatever the group (rows permuted by S4: 1.1 against 3.2 microseconds; by S5: 5.7 against 4.6); they cross
     * between 64 and 120 elements. A group of cell maps is no cheaper to try element by element: enumerating the 576
     * Latin squares of order 4 without breaking and reducing them under isotopy (13,824 cell maps) takes 53 ms with the
     * search, 120 ms with every element tried.
     */
    public static final long BRUTE_FORCE_LIMIT = 64;

    /** How many ints the search's shared tree of stabilisers may keep (64 MB). */
    public static final long SEARCH_BUDGET = 1L << 24;

    /** One way of finding least images. */
    private interface LeastImages {

        CanonicalOrbit orbit(int[] solution);

        int[] canonical(int[] solution);
    }

    private final Group group;
    private final LeastImages reduction;

    /** The canonicaliser of {@code group}, by the way that suits it. */
    public Canonicaliser(Group group) {
        this(
                group,
                group.space().isEmpty() || group.exactOrder().compareTo(BigInteger.valueOf(BRUTE_FORCE_LIMIT)) <= 0);
    }

    private Canonicaliser(Group group, boolean everyElement) {
        this.group = group;
        if (!everyElement) {
            this.reduction = new ChainSearch(group);
        } else if (group.movesWholeCells()) {
            this.reduction = new CellMapsInTurn(group);
        } else {
            this.reduction = new LiteralMapsInTurn(group);
        }
    }

    /** Every element tried in turn; the group must be small enough to list. */
    static Canonicaliser everyElement(Group group) {
        return new Canonicaliser(group, true);
    }

    /** The search down the stabiliser chain, whatever the group's size; a group on literals only. */
    static Canonicaliser byChain(Group group) {
        return new Canonicaliser(group, false);
    }

    public Group group() {
        return group;
    }

    /** Whether every element is tried in turn, rather than the chain searched. */
    boolean triesEveryElement() {
        return !(reduction instanceof ChainSearch);
    }

    public int[] canonical(int[] solution) {
        group.check(solution);
        return reduction.canonical(solution);
    }

    /** The orbit of {@code solution}: its canonical form and how many distinct solutions it holds. */
    public CanonicalOrbit orbit(int[] solution) {
        group.check(solution);
        return reduction.orbit(solution);
    }

    /** Every element applied as the cell map it is, on the values themselves, into one reused image. */
    private static final class CellMapsInTurn implements LeastImages {

        private final long order;
        /** Each element's cell image, value table (null for no value map) and table's least value, identity left out. */
        private final int[][] cellImages;

        private final int[][] valueTables;
        private final int[] valueLows;

        CellMapsInTurn(Group group) {
            List<Symmetry> listed = group.nonIdentityElements();
            this.order = group.order();
            this.cellImages = new int[listed.size()][];
            this.valueTables = new int[listed.size()][];
            this.valueLows = new int[listed.size()];
            for (int e = 0; e < cellImages.length; e++) {
                CellMap g = (CellMap) listed.get(e);
                cellImages[e] = g.cellImage();
                valueTables[e] = g.values().isIdentity() ? null : g.values().image();
                valueLows[e] = g.values().lo();
            }
        }

        private void image(int e, int[] solution, int[] image) {
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
        }

        @Override
        public CanonicalOrbit orbit(int[] solution) {
            int[] least = solution;
            int[] image = new int[solution.length];
            long fixing = 1;
            for (int e = 0; e < cellImages.length; e++) {
                image(e, solution, image);
                if (Arrays.compare(image, least) < 0) {
                    least = image.clone();
                }
                if (Arrays.equals(image, solution)) {
                    fixing++;
                }
            }
            return new CanonicalOrbit(least, order / fixing);
        }

        @Override
        public int[] canonical(int[] solution) {
            int[] least = solution;
            int[] image = new int[solution.length];
            for (int e = 0; e < cellImages.length; e++) {
                image(e, solution, image);
                if (Arrays.compare(image, least) < 0) {
                    least = image.clone();
                }
            }
            return least == solution ? solution.clone() : least;
        }
    }

    /** Every element applied to the solution's literals; an image with two values in a cell is refused. */
    private static final class LiteralMapsInTurn implements LeastImages {

        private final String name;
        private final long order;
        private final LiteralSpace space;
        /** Each element's literal image, identity left out. */
        private final int[][] elements;

        LiteralMapsInTurn(Group group) {
            this.name = group.name();
            this.order = group.order();
            this.space = group.space().orElseThrow();
            this.elements = group.nonIdentityElements().stream()
                    .map(g -> g.literalImage(space))
                    .toArray(int[][]::new);
        }

        @Override
        public CanonicalOrbit orbit(int[] solution) {
            int[] literals = space.literalsOf(solution);
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
                        throw new IllegalArgumentException("a symmetry of group " + name + " puts two values in cell "
                                + to + ": it is no symmetry of this assignment");
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
            return new CanonicalOrbit(space.solutionOf(least), order / fixing);
        }

        @Override
        public int[] canonical(int[] solution) {
            return orbit(solution).representative().toArray();
        }
    }

    /** The least image found down the chain on the literals, the group never listed. */
    private static final class ChainSearch implements LeastImages {

        private final long order;
        private final LiteralSpace space;
        private final LeastImageSearch search;

        ChainSearch(Group group) {
            this.order = group.order();
            this.space = group.space().orElseThrow();
            this.search = new LeastImageSearch(group.chain(), space.cellStarts(), SEARCH_BUDGET);
        }

        @Override
        public CanonicalOrbit orbit(int[] solution) {
            LeastImageSearch.LeastImage least = search.leastImage(space.literalsOf(solution));
            return new CanonicalOrbit(space.solutionOf(least.image()), order / least.stabiliser());
        }

        @Override
        public int[] canonical(int[] solution) {
            return orbit(solution).representative().toArray();
        }
    }
}
