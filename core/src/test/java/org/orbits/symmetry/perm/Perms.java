package org.orbits.symmetry.perm;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

/** Permutations and well-known groups' generators for the tests, written as cycles of 0-based points. */
public final class Perms {

    private Perms() {}

    /** The permutation of {@code degree} points with the given cycles. */
    public static int[] cycles(int degree, int[]... cycles) {
        int[] p = Permutations.identity(degree);
        for (int[] cycle : cycles) {
            for (int i = 0; i < cycle.length; i++) {
                p[cycle[i]] = cycle[(i + 1) % cycle.length];
            }
        }
        return p;
    }

    /** The permutation {@code x -> map(x)} of {@code degree} points. */
    public static int[] of(int degree, IntUnaryOperator map) {
        int[] p = new int[degree];
        for (int x = 0; x < degree; x++) {
            p[x] = map.applyAsInt(x);
        }
        return p;
    }

    /** The points {@code 0 .. n-1}. */
    public static int[] range(int n) {
        return Permutations.identity(n);
    }

    /** Generators of the symmetric group on {@code points}: a transposition and a full cycle. */
    public static List<int[]> symmetric(int degree, int[] points) {
        List<int[]> generators = new ArrayList<>();
        if (points.length > 1) {
            generators.add(cycles(degree, new int[] {points[0], points[1]}));
            generators.add(cycles(degree, points));
        }
        return generators;
    }

    /** Generators of the alternating group on {@code 0 .. n-1}, {@code n >= 3}. */
    public static List<int[]> alternating(int n) {
        int[] longCycle = n % 2 == 1 ? range(n) : java.util.Arrays.copyOfRange(range(n), 1, n);
        return List.of(cycles(n, new int[] {0, 1, 2}), cycles(n, longCycle));
    }

    /** Generators of the dihedral group of order {@code 2n} on the corners of an n-gon. */
    public static List<int[]> dihedral(int n) {
        return List.of(of(n, x -> (x + 1) % n), of(n, x -> (n - x) % n));
    }

    /** The rotation and a reflection of a {@code side x side} grid, cells numbered row by row. */
    public static List<int[]> squareGrid(int side) {
        int cells = side * side;
        return List.of(
                of(cells, x -> (x % side) * side + (side - 1 - x / side)),
                of(cells, x -> (x / side) * side + (side - 1 - x % side)));
    }

    /**
     * The literals {@code (cell, value)} of a Latin square of order {@code n}, point {@code (r n + c) n + v}, under
     * rows, columns and symbols each permuted freely: S_n x S_n x S_n.
     */
    public static List<int[]> latinIsotopy(int n) {
        int degree = n * n * n;
        List<int[]> generators = new ArrayList<>();
        for (int coordinate = 0; coordinate < 3; coordinate++) {
            int which = coordinate;
            for (int[] g : symmetric(n, range(n))) {
                generators.add(of(degree, x -> {
                    int[] rcv = {x / (n * n), x / n % n, x % n};
                    rcv[which] = g[rcv[which]];
                    return (rcv[0] * n + rcv[1]) * n + rcv[2];
                }));
            }
        }
        return generators;
    }

    /**
     * The literals of a 9 x 9 Sudoku, point {@code 9 cell + value}, under the transpose, the bands' and the rows'
     * permutations (the stacks and columns follow by the transpose) and the digits' relabelling.
     */
    public static List<int[]> sudoku() {
        int degree = 81 * 9;
        List<IntUnaryOperator> rowMaps = List.of(
                r -> (r + 3) % 9, // cycle the bands
                r -> r < 3 ? r + 3 : r < 6 ? r - 3 : r, // swap the first two bands
                r -> r < 3 ? (r + 1) % 3 : r, // cycle the first band's rows
                r -> r == 0 ? 1 : r == 1 ? 0 : r); // swap its first two rows
        List<int[]> generators = new ArrayList<>();
        for (IntUnaryOperator rows : rowMaps) {
            generators.add(of(degree, x -> (rows.applyAsInt(x / 81) * 9 + x / 9 % 9) * 9 + x % 9));
        }
        generators.add(of(degree, x -> ((x / 9 % 9) * 9 + x / 81) * 9 + x % 9));
        for (int[] digits : symmetric(9, range(9))) {
            generators.add(of(degree, x -> x - x % 9 + digits[x % 9]));
        }
        return generators;
    }
}
