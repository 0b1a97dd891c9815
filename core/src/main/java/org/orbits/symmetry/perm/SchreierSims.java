package org.orbits.symmetry.perm;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds a {@link StabiliserChain} by the deterministic Schreier-Sims algorithm, as Holt, Eick and O'Brien give it
 * (Handbook of Computational Group Theory, 2005, section 4.4.2; Seress, Permutation Group Algorithms, 2003,
 * section 4.2): every Schreier generator of every level is sifted through the levels below, and one that does not
 * sift to the identity becomes a new strong generator. Nothing is random, so the same generators always give the
 * same base, strong generators and transversals.
 *
 * <p>Transversals are kept whole, a permutation per orbit point, and only ever extended: a Schreier generator that
 * sifted once to the identity still does after the levels below it grow, so each (point, generator) pair of a level
 * is checked once. When the group's order is known in advance (a base change of a known group) the build stops as
 * soon as the product of the basic orbit lengths reaches it: that product never exceeds the order of the group the
 * strong generators generate, so reaching it proves the chain complete.
 */
final class SchreierSims {

    private final int degree;
    private final BigInteger knownOrder;
    private final List<Integer> base = new ArrayList<>();
    private final List<List<int[]>> generators = new ArrayList<>();
    private final List<List<Integer>> orbits = new ArrayList<>();
    private final List<int[][]> transversals = new ArrayList<>();
    private final List<int[][]> inverses = new ArrayList<>();
    /** Per level and point: the orbit point and the generator that first reached it (-1 for the base point). */
    private final List<int[]> parents = new ArrayList<>();

    private final List<int[]> reachedBy = new ArrayList<>();
    /** Per level and point: how many of the level's generators its Schreier generators were checked for. */
    private final List<int[]> checked = new ArrayList<>();

    private SchreierSims(int degree, BigInteger knownOrder) {
        this.degree = degree;
        this.knownOrder = knownOrder;
    }

    /**
     * The chain of the group {@code generators} generate, its base starting with {@code basePrefix}.
     *
     * @param knownOrder the group's order when known (a proof of completeness that saves work), else 0
     */
    static Levels build(int degree, List<int[]> generators, int[] basePrefix, long knownOrder) {
        SchreierSims builder =
                new SchreierSims(degree, knownOrder > 0 ? BigInteger.valueOf(knownOrder) : BigInteger.ZERO);
        for (int point : basePrefix) {
            if (!builder.base.contains(point)) {
                builder.addLevel(point);
            }
        }
        for (int[] g : generators) {
            if (!Permutations.isPermutation(g, degree)) {
                throw new IllegalArgumentException("a generator is not a permutation of " + degree + " points");
            }
            if (!Permutations.isIdentity(g)) {
                builder.addStrongGenerator(g.clone(), 0);
            }
        }
        builder.close();
        if (knownOrder > 0 && !builder.complete()) {
            throw new IllegalStateException(
                    "the generators give a group of order " + builder.order() + ", not " + knownOrder);
        }
        return builder.levels();
    }

    private void addLevel(int point) {
        base.add(point);
        generators.add(new ArrayList<>());
        List<Integer> orbit = new ArrayList<>();
        orbit.add(point);
        orbits.add(orbit);
        int[][] transversal = new int[degree][];
        int[][] inverse = new int[degree][];
        transversal[point] = Permutations.identity(degree);
        inverse[point] = transversal[point];
        transversals.add(transversal);
        inverses.add(inverse);
        int[] parent = new int[degree];
        parent[point] = -1;
        parents.add(parent);
        int[] by = new int[degree];
        by[point] = -1;
        reachedBy.add(by);
        checked.add(new int[degree]);
    }

    /** Adds {@code g}, which fixes the base points before level {@code from}, as a strong generator. */
    private void addStrongGenerator(int[] g, int from) {
        int moved = from;
        while (moved < base.size() && g[base.get(moved)] == base.get(moved)) {
            moved++;
        }
        if (moved == base.size()) {
            addLevel(Permutations.leastMovedPoint(g));
        }
        for (int level = from; level <= moved; level++) {
            generators.get(level).add(g);
            extendOrbit(level);
        }
    }

    private void extendOrbit(int level) {
        List<Integer> orbit = orbits.get(level);
        List<int[]> gens = generators.get(level);
        int[][] transversal = transversals.get(level);
        for (int i = 0; i < orbit.size(); i++) {
            int p = orbit.get(i);
            for (int s = 0; s < gens.size(); s++) {
                int q = gens.get(s)[p];
                if (transversal[q] == null) {
                    transversal[q] = Permutations.after(gens.get(s), transversal[p]);
                    inverses.get(level)[q] = Permutations.inverse(transversal[q]);
                    orbit.add(q);
                    parents.get(level)[q] = p;
                    reachedBy.get(level)[q] = s;
                }
            }
        }
    }

    /** Checks every Schreier generator, level by level from the bottom, until all sift or the order is reached. */
    private void close() {
        int level = base.size() - 1;
        while (level >= 0 && !complete()) {
            int failedAt = checkLevel(level);
            level = failedAt >= 0 ? failedAt : level - 1;
        }
    }

    /** Checks the level's unchecked Schreier generators; the level a new strong generator went to, else -1. */
    private int checkLevel(int level) {
        List<Integer> orbit = orbits.get(level);
        List<int[]> gens = generators.get(level);
        int[][] transversal = transversals.get(level);
        int[][] inverse = inverses.get(level);
        int[] done = checked.get(level);
        for (int i = 0; i < orbit.size(); i++) {
            int p = orbit.get(i);
            for (int s = done[p]; s < gens.size(); s++) {
                done[p] = s + 1;
                int[] g = gens.get(s);
                int q = g[p];
                if (parents.get(level)[q] == p && reachedBy.get(level)[q] == s) {
                    continue; // the tree edge p -> q: its Schreier generator is the identity
                }
                int[] schreier = new int[degree];
                int[] toBase = inverse[q];
                int[] fromBase = transversal[p];
                for (int x = 0; x < degree; x++) {
                    schreier[x] = toBase[g[fromBase[x]]];
                }
                int stopped = sift(schreier, level + 1);
                if (!Permutations.isIdentity(schreier)) {
                    addStrongGenerator(schreier, level + 1);
                    return Math.min(stopped, base.size() - 1);
                }
            }
        }
        return -1;
    }

    /** Sifts {@code g} in place from {@code level} down; the level where it left the chain (the length if none). */
    private int sift(int[] g, int level) {
        for (int l = level; l < base.size(); l++) {
            int[] toBase = inverses.get(l)[g[base.get(l)]];
            if (toBase == null) {
                return l;
            }
            int[] residue = Permutations.after(toBase, g);
            System.arraycopy(residue, 0, g, 0, degree);
        }
        return base.size();
    }

    private BigInteger order() {
        BigInteger order = BigInteger.ONE;
        for (List<Integer> orbit : orbits) {
            order = order.multiply(BigInteger.valueOf(orbit.size()));
        }
        return order;
    }

    private boolean complete() {
        return knownOrder.signum() > 0 && order().equals(knownOrder);
    }

    /**
     * What the algorithm found, level by level, as a {@link StabiliserChain} holds it: the base points, each level's
     * strong generators, its basic orbit, and the transversal and its inverses indexed by orbit point (null elsewhere).
     */
    record Levels(
            int degree, int[] base, int[][][] generators, int[][] orbits, int[][][] transversals, int[][][] inverses) {}

    private Levels levels() {
        int length = base.size();
        int[] basePoints = new int[length];
        int[][][] levelGenerators = new int[length][][];
        int[][] orbitPoints = new int[length][];
        for (int l = 0; l < length; l++) {
            basePoints[l] = base.get(l);
            levelGenerators[l] = generators.get(l).toArray(int[][]::new);
            orbitPoints[l] = orbits.get(l).stream().mapToInt(Integer::intValue).toArray();
        }
        return new Levels(
                degree,
                basePoints,
                levelGenerators,
                orbitPoints,
                transversals.toArray(int[][][]::new),
                inverses.toArray(int[][][]::new));
    }
}
