package org.orbits.symmetry.perm;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Names a permutation group where it is a known one, by tests that prove it and never by a guess: trivial, cyclic
 * {@code Cn}, dihedral {@code Dn} (order 2n: {@code D4} is the square's group of order 8), symmetric {@code Sn},
 * alternating {@code An}, and direct products of these ({@code D4 x C2}, {@code S5 x S5 x S5}). Anything else is
 * "a group of order N".
 *
 * <ul>
 *   <li>Cyclic: the generators commute, and the least common multiple of their orders (the exponent of an abelian
 *       group) is the group's order.
 *   <li>Dihedral, order 2n with n at least 3: an element of order n, and every element outside the cyclic subgroup it
 *       generates an involution; that makes the group dihedral. It needs the elements listed, so only small groups
 *       are tried. The Klein four-group is D2.
 *   <li>Symmetric or alternating: an orbit of m points on which the group acts faithfully (the generators restricted
 *       to it generate a group of the same order), with order m! or m!/2: the group is then all of Sym(m), or its
 *       one subgroup of index 2.
 *   <li>Direct product: the generators fall into classes that commute with each other (the components of the
 *       graph of non-commuting pairs), and the orders of the groups the classes generate multiply to the group's
 *       order; then the group is their internal direct product. Each factor is named by the tests above.
 * </ul>
 */
public final class GroupStructure {

    /** What a factor was proven to be. */
    public enum Kind {
        TRIVIAL,
        CYCLIC,
        DIHEDRAL,
        SYMMETRIC,
        ALTERNATING,
        UNKNOWN
    }

    /**
     * One direct factor: its kind, the n of Cn, Dn, Sn or An, its chain, and for Sn and An the orbit it acts on as
     * Sym(n) or Alt(n).
     */
    public record Factor(Kind kind, int n, StabiliserChain chain, int[] naturalOrbit) {

        public String name() {
            return switch (kind) {
                case TRIVIAL -> "trivial";
                case CYCLIC -> "C" + n;
                case DIHEDRAL -> "D" + n;
                case SYMMETRIC -> "S" + n;
                case ALTERNATING -> "A" + n;
                case UNKNOWN -> unknownName(chain.exactOrder());
            };
        }
    }

    /** The dihedral test lists the elements, so it is tried up to this order. */
    private static final long DIHEDRAL_LISTED = 20_000;

    private final List<Factor> factors;

    private GroupStructure(List<Factor> factors) {
        this.factors = List.copyOf(factors);
    }

    public static GroupStructure of(StabiliserChain group) {
        Factor whole = recognise(group);
        if (whole.kind() != Kind.UNKNOWN) {
            return new GroupStructure(List.of(whole));
        }
        List<int[]> generators = group.generators();
        List<Factor> factors = directFactors(group, generators);
        if (factors.size() < 2) {
            factors = directFactors(group, withoutRedundant(group, generators));
        }
        return new GroupStructure(factors.size() < 2 ? List.of(whole) : factors);
    }

    /**
     * A group's structure and order in words, {@code D4 (order 8)}; a structure that already says its order (a
     * group no test named) is not followed by it again.
     */
    public static String withOrder(String structure, BigInteger order) {
        return saysItsOrder(structure, order) ? structure : structure + " (order " + order + ")";
    }

    /** Whether a group's structure is its order in words, no test having named it. */
    public static boolean saysItsOrder(String structure, BigInteger order) {
        return structure.equals(unknownName(order));
    }

    private static String unknownName(BigInteger order) {
        return "a group of order " + order;
    }

    public List<Factor> factors() {
        return factors;
    }

    public String name() {
        if (factors.size() == 1) {
            return factors.get(0).name();
        }
        return factors.stream()
                .map(f -> f.kind() == Kind.UNKNOWN ? "(" + f.name() + ")" : f.name())
                .collect(Collectors.joining(" x "));
    }

    /** The factors the commuting classes of {@code generators} generate, when their orders multiply to the order. */
    private static List<Factor> directFactors(StabiliserChain group, List<int[]> generators) {
        int count = generators.size();
        int[] component = Permutations.identity(count);
        for (int i = 0; i < count; i++) {
            for (int j = i + 1; j < count; j++) {
                if (!Permutations.commute(generators.get(i), generators.get(j))) {
                    int from = component[j];
                    int to = component[i];
                    for (int k = 0; k < count; k++) {
                        if (component[k] == from) {
                            component[k] = to;
                        }
                    }
                }
            }
        }
        List<Factor> factors = new ArrayList<>();
        BigInteger product = BigInteger.ONE;
        for (int c : Arrays.stream(component).distinct().toArray()) {
            List<int[]> part = new ArrayList<>();
            for (int k = 0; k < count; k++) {
                if (component[k] == c) {
                    part.add(generators.get(k));
                }
            }
            StabiliserChain chain = StabiliserChain.of(group.degree(), part);
            product = product.multiply(chain.exactOrder());
            factors.add(recognise(chain));
        }
        return product.equals(group.exactOrder()) ? factors : List.of();
    }

    /** {@code generators} without those the others already generate, tried in order. */
    private static List<int[]> withoutRedundant(StabiliserChain group, List<int[]> generators) {
        List<int[]> kept = new ArrayList<>(generators);
        for (int i = kept.size() - 1; i >= 0 && kept.size() > 1; i--) {
            List<int[]> others = new ArrayList<>(kept);
            others.remove(i);
            if (StabiliserChain.of(group.degree(), others).exactOrder().equals(group.exactOrder())) {
                kept = others;
            }
        }
        return kept;
    }

    /** The group as one factor, of a known kind where a test proves it. */
    static Factor recognise(StabiliserChain group) {
        BigInteger order = group.exactOrder();
        List<int[]> generators = group.generators();
        if (order.equals(BigInteger.ONE)) {
            return new Factor(Kind.TRIVIAL, 1, group, new int[0]);
        }
        if (order.bitLength() >= Long.SIZE) {
            return natural(group, generators).orElse(new Factor(Kind.UNKNOWN, 0, group, new int[0]));
        }
        long n = order.longValueExact();
        if (abelian(generators)) {
            long exponent = 1;
            for (int[] g : generators) {
                long o = Permutations.order(g);
                exponent = exponent / Permutations.gcd(exponent, o) * o;
            }
            if (exponent == n && n <= Integer.MAX_VALUE) {
                return new Factor(Kind.CYCLIC, (int) n, group, new int[0]);
            }
            return n == 4 ? new Factor(Kind.DIHEDRAL, 2, group, new int[0]) : unknown(group);
        }
        if (n % 2 == 0
                && n >= 6
                && n <= DIHEDRAL_LISTED
                && minimalDegree(n / 2) <= group.degree()
                && dihedral(group, n / 2)) {
            return new Factor(Kind.DIHEDRAL, (int) (n / 2), group, new int[0]);
        }
        return natural(group, generators).orElse(unknown(group));
    }

    private static Factor unknown(StabiliserChain group) {
        return new Factor(Kind.UNKNOWN, 0, group, new int[0]);
    }

    private static boolean abelian(List<int[]> generators) {
        for (int i = 0; i < generators.size(); i++) {
            for (int j = i + 1; j < generators.size(); j++) {
                if (!Permutations.commute(generators.get(i), generators.get(j))) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The fewest points a permutation of order {@code order} moves: the sum of the prime powers that make up the
     * order, since the cycles' lengths have the order as their least common multiple, so each such prime power
     * divides a cycle's length, and a cycle whose length several of them divide is at least as long as their sum.
     * A group on fewer points has no element of that order, which rules a dihedral group out without listing the
     * elements (the isotopies of the Latin squares of order 4, 13,824 of them on 20 points, are no D6912).
     */
    static long minimalDegree(long order) {
        long rest = order;
        long sum = 0;
        for (long p = 2; p * p <= rest; p++) {
            long power = 1;
            while (rest % p == 0) {
                rest /= p;
                power *= p;
            }
            if (power > 1) {
                sum += power;
            }
        }
        return rest > 1 ? sum + rest : sum;
    }

    /** An element of order {@code half}, and every element outside its powers an involution. */
    private static boolean dihedral(StabiliserChain group, long half) {
        List<int[]> elements = new ArrayList<>();
        group.forEachElement(elements::add);
        int[] rotation = elements.stream()
                .filter(g -> Permutations.order(g) == half)
                .findFirst()
                .orElse(null);
        if (rotation == null) {
            return false;
        }
        Set<List<Integer>> rotations = new HashSet<>();
        int[] power = Permutations.identity(group.degree());
        for (long k = 0; k < half; k++) {
            rotations.add(Arrays.stream(power).boxed().toList());
            power = Permutations.after(rotation, power);
        }
        for (int[] g : elements) {
            if (!rotations.contains(Arrays.stream(g).boxed().toList())
                    && !Permutations.isIdentity(Permutations.after(g, g))) {
                return false;
            }
        }
        return true;
    }

    /** Sym(m) or Alt(m), acting faithfully on an orbit of m points, when the order says so. */
    private static Optional<Factor> natural(StabiliserChain group, List<int[]> generators) {
        BigInteger order = group.exactOrder();
        int[] orbitIds = StabiliserChain.orbitIds(group.degree(), generators);
        Set<Integer> tried = new HashSet<>();
        for (int point = 0; point < group.degree(); point++) {
            if (!tried.add(orbitIds[point])) {
                continue;
            }
            int id = orbitIds[point];
            int[] orbit = IntStream.range(0, group.degree())
                    .filter(x -> orbitIds[x] == id)
                    .toArray();
            BigInteger full = factorial(orbit.length);
            boolean symmetric = order.equals(full);
            boolean alternating =
                    orbit.length >= 4 && order.multiply(BigInteger.TWO).equals(full);
            if (orbit.length < 3 || !(symmetric || alternating)) {
                continue;
            }
            List<int[]> restricted = new ArrayList<>();
            for (int[] g : generators) {
                restricted.add(Permutations.restrict(g, orbit));
            }
            if (StabiliserChain.of(orbit.length, restricted).exactOrder().equals(order)) {
                return Optional.of(
                        new Factor(symmetric ? Kind.SYMMETRIC : Kind.ALTERNATING, orbit.length, group, orbit));
            }
        }
        return Optional.empty();
    }

    static BigInteger factorial(int m) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= m; i++) {
            f = f.multiply(BigInteger.valueOf(i));
        }
        return f;
    }
}
