package org.orbits.symmetry.perm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class StabiliserChainTest {

    private static long factorial(int n) {
        long f = 1;
        for (int i = 2; i <= n; i++) {
            f *= i;
        }
        return f;
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 10})
    void theSymmetricGroupHasOrderNFactorial(int n) {
        assertEquals(
                factorial(n),
                StabiliserChain.of(n, Perms.symmetric(n, Perms.range(n))).order());
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5, 6, 7, 8})
    void theAlternatingGroupHasHalfOfIt(int n) {
        assertEquals(
                factorial(n) / 2, StabiliserChain.of(n, Perms.alternating(n)).order());
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5, 6, 12, 13})
    void theDihedralGroupOfAnNGonHasOrderTwoN(int n) {
        assertEquals(2L * n, StabiliserChain.of(n, Perms.dihedral(n)).order());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 7, 30})
    void aCycleGeneratesACyclicGroupOfItsLength(int n) {
        assertEquals(
                n, StabiliserChain.of(n, List.of(Perms.of(n, x -> (x + 1) % n))).order());
    }

    @Test
    void groupsOnDisjointPointsMultiplyTheirOrders() {
        List<int[]> generators = new ArrayList<>(Perms.symmetric(7, new int[] {0, 1, 2}));
        generators.add(Perms.cycles(7, new int[] {3, 4, 5, 6}));
        assertEquals(6 * 4, StabiliserChain.of(7, generators).order());
    }

    @Test
    void theSquaresSymmetriesOfAFourByFourGridAreEight() {
        assertEquals(8, StabiliserChain.of(16, Perms.squareGrid(4)).order());
    }

    @Test
    void theMathieuGroupM11HasOrder7920() {
        int[] cycle = Perms.range(11);
        int[] other = Perms.cycles(11, new int[] {2, 6, 10, 7}, new int[] {3, 9, 4, 5});
        assertEquals(
                7920,
                StabiliserChain.of(11, List.of(Perms.of(11, x -> cycle[(x + 1) % 11]), other))
                        .order());
    }

    @Test
    void isotopiesOfLatinSquaresOfOrderFiveAreS5CubedOnTheLiterals() {
        assertEquals(1_728_000, StabiliserChain.of(125, Perms.latinIsotopy(5)).order());
    }

    @Test
    void sudokusGroupIsTwiceSixToTheEighthTimesNineFactorial() {
        StabiliserChain sudoku = StabiliserChain.of(729, Perms.sudoku());
        assertEquals(2L * 1_679_616L * 362_880L, sudoku.order());
    }

    @Test
    void anOrderBeyondALongIsRefusedButStillKnownExactly() {
        StabiliserChain s21 = StabiliserChain.of(21, Perms.symmetric(21, Perms.range(21)));
        assertThrows(ArithmeticException.class, s21::order);
        BigInteger expected = BigInteger.ONE;
        for (int i = 2; i <= 21; i++) {
            expected = expected.multiply(BigInteger.valueOf(i));
        }
        assertEquals(expected, s21.exactOrder());
    }

    @Test
    void siftingAcceptsTheGroupsElementsAndNothingElse() {
        StabiliserChain a6 = StabiliserChain.of(6, Perms.alternating(6));
        assertTrue(a6.contains(Perms.cycles(6, new int[] {1, 4, 5})));
        assertTrue(a6.contains(Perms.cycles(6, new int[] {0, 1}, new int[] {2, 3})));
        assertFalse(a6.contains(Perms.cycles(6, new int[] {0, 1})), "a transposition is odd");
        assertFalse(a6.contains(new int[] {0, 0, 1, 2, 3, 4}), "not a permutation");
    }

    @Test
    void orbitsAreTheGeneratorsConnectedPoints() {
        List<int[]> generators = List.of(Perms.cycles(8, new int[] {0, 3}), Perms.cycles(8, new int[] {3, 5, 6}));
        StabiliserChain group = StabiliserChain.of(8, generators);
        assertArrayEquals(new int[] {0, 3, 5, 6}, group.orbit(5));
        assertArrayEquals(new int[] {7}, group.orbit(7));
    }

    @Test
    void aPointwiseStabiliserHasTheOrderOverTheOrbitAndFixesItsPoints() {
        StabiliserChain m = StabiliserChain.of(125, Perms.latinIsotopy(5));
        StabiliserChain fixing = m.pointwiseStabiliser(7, 0);
        // (0,0,0) has all 125 literals in its orbit, and then (0,1,2) the 16 of row 0 off column 0 and symbol 0:
        // rows 1..4, columns 2..4 and symbols other than 0 and 2 stay free, S4 x S3 x S3.
        assertEquals(1_728_000 / 125 / 16, fixing.order());
        assertEquals(24 * 6 * 6, fixing.order());
        for (int[] g : fixing.strongGenerators()) {
            assertEquals(7, g[7]);
            assertEquals(0, g[0]);
        }
    }

    @Test
    void aGivenBaseComesFirst() {
        StabiliserChain s5 = StabiliserChain.of(5, Perms.symmetric(5, Perms.range(5)));
        assertArrayEquals(
                new int[] {3, 1}, java.util.Arrays.copyOf(s5.withBase(3, 1).base(), 2));
        assertEquals(120, s5.withBase(3, 1).order());
    }

    @Test
    void randomGroupsAgreeWithTheirClosureElementByElement() {
        Random random = new Random(20240611L);
        for (int trial = 0; trial < 40; trial++) {
            int degree = 3 + random.nextInt(5);
            List<int[]> generators = new ArrayList<>();
            for (int k = 1 + random.nextInt(2); k > 0; k--) {
                generators.add(randomPermutation(degree, random));
            }
            Set<List<Integer>> closure = closure(degree, generators);
            StabiliserChain chain = StabiliserChain.of(degree, generators);
            assertEquals(closure.size(), chain.order());
            Set<List<Integer>> listed = new HashSet<>();
            chain.forEachElement(g -> listed.add(boxed(g)));
            assertEquals(closure, listed);
            for (List<Integer> element : closure) {
                assertTrue(chain.contains(
                        element.stream().mapToInt(Integer::intValue).toArray()));
            }
        }
    }

    @Test
    void elementsAreListedIdentityFirst() {
        List<int[]> listed = new ArrayList<>();
        StabiliserChain.of(4, Perms.dihedral(4)).forEachElement(listed::add);
        assertEquals(8, listed.size());
        assertTrue(Permutations.isIdentity(listed.get(0)));
    }

    static int[] randomPermutation(int degree, Random random) {
        int[] p = Perms.range(degree);
        for (int i = degree - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = p[i];
            p[i] = p[j];
            p[j] = swap;
        }
        return p;
    }

    static Set<List<Integer>> closure(int degree, List<int[]> generators) {
        Set<List<Integer>> seen = new HashSet<>();
        Deque<int[]> queue = new ArrayDeque<>();
        int[] identity = Perms.range(degree);
        seen.add(boxed(identity));
        queue.add(identity);
        while (!queue.isEmpty()) {
            int[] g = queue.poll();
            for (int[] s : generators) {
                int[] product = Permutations.after(s, g);
                if (seen.add(boxed(product))) {
                    queue.add(product);
                }
            }
        }
        return seen;
    }

    static List<Integer> boxed(int[] p) {
        return java.util.Arrays.stream(p).boxed().toList();
    }
}
