package org.orbits.symmetry.perm;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.IntStream;

/**
 * A permutation group held by a base and strong generating set (Sims 1970): base points {@code b0, b1, ...}, the
 * subgroups {@code G(i)} fixing {@code b0 .. b(i-1)} pointwise, and for each level the orbit of {@code bi} under
 * {@code G(i)} with a transversal (an element of {@code G(i)} taking {@code bi} to each orbit point, and its inverse).
 * Every element is then one product {@code u0 u1 ... u(k-1)} of transversal elements, so the group's order, its
 * membership test and its pointwise stabilisers come without listing it. Built by {@link SchreierSims}; immutable.
 */
public final class StabiliserChain {

    private final int degree;
    private final int[] base;
    private final int[][][] generators;
    private final int[][] orbits;
    private final int[][][] transversals;
    private final int[][][] inverses;

    private StabiliserChain(SchreierSims.Levels levels) {
        this(
                levels.degree(),
                levels.base(),
                levels.generators(),
                levels.orbits(),
                levels.transversals(),
                levels.inverses());
    }

    private StabiliserChain(
            int degree, int[] base, int[][][] generators, int[][] orbits, int[][][] transversals, int[][][] inverses) {
        this.degree = degree;
        this.base = base;
        this.generators = generators;
        this.orbits = orbits;
        this.transversals = transversals;
        this.inverses = inverses;
    }

    /** The chain of the group {@code generators} generate on {@code degree} points. */
    public static StabiliserChain of(int degree, List<int[]> generators) {
        return of(degree, generators, new int[0], 0);
    }

    /**
     * The chain of the group {@code generators} generate, its base starting with {@code basePrefix}; {@code knownOrder}
     * is the group's order when known (see {@link SchreierSims}), else 0.
     */
    static StabiliserChain of(int degree, List<int[]> generators, int[] basePrefix, long knownOrder) {
        return new StabiliserChain(SchreierSims.build(degree, generators, basePrefix, knownOrder));
    }

    /**
     * The chain of the same group, its base starting with {@code basePrefix}: the base change a pointwise stabiliser
     * needs, made cheap by the order being known.
     */
    public StabiliserChain withBase(int... basePrefix) {
        return of(degree, strongGenerators(), basePrefix, order());
    }

    public int degree() {
        return degree;
    }

    /** How many base points. */
    public int length() {
        return base.length;
    }

    public int[] base() {
        return base.clone();
    }

    public int basePoint(int level) {
        return base[level];
    }

    /** The orbit of the level's base point under that level's subgroup, base point first. */
    public int[] basicOrbit(int level) {
        return orbits[level].clone();
    }

    public int basicOrbitSize(int level) {
        return orbits[level].length;
    }

    /** An element of the level's subgroup that takes its base point to {@code point}, or null off the orbit. */
    public int[] transversal(int level, int point) {
        int[] u = transversals[level][point];
        return u == null ? null : u.clone();
    }

    /** The inverse of {@link #transversal}, shared, not copied: callers in this package only read it. */
    int[] toBasePoint(int level, int point) {
        return inverses[level][point];
    }

    /** {@link #transversal}, shared, not copied. */
    int[] fromBasePoint(int level, int point) {
        return transversals[level][point];
    }

    /** The generators of the whole group: those it was built from (without the identity), or a strong set of a tail. */
    public List<int[]> generators() {
        List<int[]> all = new ArrayList<>();
        if (base.length > 0) {
            for (int[] g : generators[0]) {
                all.add(g.clone());
            }
        }
        return all;
    }

    /** Every strong generator once, those of the whole group first. */
    public List<int[]> strongGenerators() {
        IdentityHashMap<int[], Boolean> seen = new IdentityHashMap<>();
        List<int[]> all = new ArrayList<>();
        for (int[][] level : generators) {
            for (int[] g : level) {
                if (seen.put(g, Boolean.TRUE) == null) {
                    all.add(g.clone());
                }
            }
        }
        return all;
    }

    public boolean isTrivial() {
        return base.length == 0 || exactOrder().equals(BigInteger.ONE);
    }

    public BigInteger exactOrder() {
        BigInteger order = BigInteger.ONE;
        for (int[] orbit : orbits) {
            order = order.multiply(BigInteger.valueOf(orbit.length));
        }
        return order;
    }

    /** The group's order; a group too large for a {@code long} is refused. */
    public long order() {
        BigInteger order = exactOrder();
        if (order.bitLength() >= Long.SIZE) {
            throw new ArithmeticException("the group's order " + order + " does not fit in a long");
        }
        return order.longValueExact();
    }

    /** Whether {@code permutation} is an element, by sifting it down the chain. */
    public boolean contains(int[] permutation) {
        if (!Permutations.isPermutation(permutation, degree)) {
            return false;
        }
        int[] g = permutation.clone();
        for (int level = 0; level < base.length; level++) {
            int[] toBase = inverses[level][g[base[level]]];
            if (toBase == null) {
                return false;
            }
            g = Permutations.after(toBase, g);
        }
        return Permutations.isIdentity(g);
    }

    /** The orbit of {@code point} under the group, in increasing order. */
    public int[] orbit(int point) {
        int[] ids = orbitIds();
        return IntStream.range(0, degree).filter(x -> ids[x] == ids[point]).toArray();
    }

    /** For each point, the least point of its orbit: the orbits as a partition. */
    public int[] orbitIds() {
        return orbitIds(degree, strongGenerators());
    }

    /** For each point, the least point of its orbit under the group {@code generators} generate. */
    public static int[] orbitIds(int degree, List<int[]> generators) {
        int[] id = new int[degree];
        Arrays.fill(id, -1);
        int[] queue = new int[degree];
        for (int start = 0; start < degree; start++) {
            if (id[start] >= 0) {
                continue;
            }
            id[start] = start;
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            while (head < tail) {
                int p = queue[head++];
                for (int[] g : generators) {
                    if (id[g[p]] < 0) {
                        id[g[p]] = start;
                        queue[tail++] = g[p];
                    }
                }
            }
        }
        return id;
    }

    /** The chain of {@code G(levels)}, the subgroup fixing the first {@code levels} base points. */
    public StabiliserChain tail(int levels) {
        int from = Math.min(levels, base.length);
        return new StabiliserChain(
                degree,
                Arrays.copyOfRange(base, from, base.length),
                Arrays.copyOfRange(generators, from, base.length),
                Arrays.copyOfRange(orbits, from, base.length),
                Arrays.copyOfRange(transversals, from, base.length),
                Arrays.copyOfRange(inverses, from, base.length));
    }

    /** The subgroup fixing every one of {@code points}. */
    public StabiliserChain pointwiseStabiliser(int... points) {
        int[] distinct = Arrays.stream(points).distinct().toArray();
        return withBase(distinct).tail(distinct.length);
    }

    /**
     * Hands every element to {@code action}, the identity first, in the order of the transversal products: the same
     * order on every run. Only for groups small enough to visit.
     */
    public void forEachElement(Consumer<int[]> action) {
        visit(0, Permutations.identity(degree), action);
    }

    private void visit(int level, int[] prefix, Consumer<int[]> action) {
        if (level == base.length) {
            action.accept(prefix);
            return;
        }
        for (int point : orbits[level]) {
            visit(level + 1, Permutations.after(prefix, transversals[level][point]), action);
        }
    }
}
