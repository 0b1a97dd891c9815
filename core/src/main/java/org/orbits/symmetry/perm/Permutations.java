package org.orbits.symmetry.perm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Permutations of the points {@code 0 .. n-1} as plain {@code int[]}: {@code p[x]} is where {@code p} sends
 * {@code x}. Arrays, not objects, because the stabiliser chain and the image search compose them in their
 * innermost loops.
 */
public final class Permutations {

    private Permutations() {}

    public static int[] identity(int degree) {
        int[] p = new int[degree];
        for (int x = 0; x < degree; x++) {
            p[x] = x;
        }
        return p;
    }

    public static boolean isIdentity(int[] p) {
        for (int x = 0; x < p.length; x++) {
            if (p[x] != x) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code p} is a permutation of {@code 0 .. degree-1}. */
    public static boolean isPermutation(int[] p, int degree) {
        if (p.length != degree) {
            return false;
        }
        boolean[] hit = new boolean[degree];
        for (int y : p) {
            if (y < 0 || y >= degree || hit[y]) {
                return false;
            }
            hit[y] = true;
        }
        return true;
    }

    /** {@code second} after {@code first}: {@code x -> second[first[x]]}. */
    public static int[] after(int[] second, int[] first) {
        int[] product = new int[first.length];
        for (int x = 0; x < product.length; x++) {
            product[x] = second[first[x]];
        }
        return product;
    }

    public static int[] inverse(int[] p) {
        int[] inverse = new int[p.length];
        for (int x = 0; x < p.length; x++) {
            inverse[p[x]] = x;
        }
        return inverse;
    }

    public static boolean commute(int[] a, int[] b) {
        for (int x = 0; x < a.length; x++) {
            if (a[b[x]] != b[a[x]]) {
                return false;
            }
        }
        return true;
    }

    /** The least point {@code p} moves, or -1 for the identity. */
    public static int leastMovedPoint(int[] p) {
        for (int x = 0; x < p.length; x++) {
            if (p[x] != x) {
                return x;
            }
        }
        return -1;
    }

    /** The lengths of the cycles of {@code p}, fixed points included, in the order of their least points. */
    public static List<Integer> cycleLengths(int[] p) {
        boolean[] seen = new boolean[p.length];
        List<Integer> lengths = new ArrayList<>();
        for (int start = 0; start < p.length; start++) {
            int length = 0;
            for (int x = start; !seen[x]; x = p[x]) {
                seen[x] = true;
                length++;
            }
            if (length > 0) {
                lengths.add(length);
            }
        }
        return lengths;
    }

    /** The order of {@code p}: the least common multiple of its cycle lengths. */
    public static long order(int[] p) {
        long order = 1;
        for (int length : cycleLengths(p)) {
            order = Math.multiplyExact(order / gcd(order, length), length);
        }
        return order;
    }

    static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    /**
     * {@code p} restricted to {@code points} (a set it maps onto itself), renumbered by position: point
     * {@code points[i]} becomes {@code i}.
     */
    public static int[] restrict(int[] p, int[] points) {
        int[] position = new int[p.length];
        Arrays.fill(position, -1);
        for (int i = 0; i < points.length; i++) {
            position[points[i]] = i;
        }
        int[] restricted = new int[points.length];
        for (int i = 0; i < points.length; i++) {
            int image = position[p[points[i]]];
            if (image < 0) {
                throw new IllegalArgumentException("the permutation does not keep the given points together");
            }
            restricted[i] = image;
        }
        return restricted;
    }
}
