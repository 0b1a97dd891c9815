package org.orbits.symmetry.perm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class GroupStructureTest {

    private static String name(int degree, List<int[]> generators) {
        return GroupStructure.of(StabiliserChain.of(degree, generators)).name();
    }

    @Test
    void noGeneratorsMakeTheTrivialGroup() {
        assertEquals("trivial", name(5, List.of()));
        assertEquals("trivial", name(5, List.of(Perms.range(5))));
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 5, 12})
    void aCycleMakesACyclicGroup(int n) {
        assertEquals("C" + n, name(n, List.of(Perms.of(n, x -> (x + 1) % n))));
    }

    @Test
    void commutingCyclesOfCoprimeLengthsMakeOneCyclicGroup() {
        int[] two = Perms.cycles(5, new int[] {0, 1});
        int[] three = Perms.cycles(5, new int[] {2, 3, 4});
        assertEquals("C6", name(5, List.of(two, three)));
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5, 6, 8})
    void theNGonsSymmetriesAreDihedral(int n) {
        assertEquals("D" + n, name(n, Perms.dihedral(n)));
    }

    @Test
    void theSquaresSymmetriesOfAGridAreD4() {
        assertEquals("D4", name(49, Perms.squareGrid(7)));
    }

    @Test
    void theRectanglesHalfTurnAndMirrorsAreTheKleinGroupD2() {
        int[] mirror = Perms.of(6, x -> x / 3 * 3 + 2 - x % 3);
        int[] flip = Perms.of(6, x -> (1 - x / 3) * 3 + x % 3);
        assertEquals("D2", name(6, List.of(mirror, flip, Permutations.after(mirror, flip))));
    }

    @ParameterizedTest
    @ValueSource(ints = {4, 5, 7})
    void allPermutationsOfPointsAreTheSymmetricGroup(int n) {
        assertEquals("S" + n, name(n, Perms.symmetric(n, Perms.range(n))));
    }

    @ParameterizedTest
    @ValueSource(ints = {4, 5, 6})
    void theEvenPermutationsAreTheAlternatingGroup(int n) {
        assertEquals("A" + n, name(n, Perms.alternating(n)));
    }

    @Test
    void theSquareWithTheValueComplementIsD4TimesC2() {
        // 16 cells of values 1..16 as literals: point 16 c + (v - 1); the complement sends v to 17 - v.
        List<int[]> generators = new ArrayList<>();
        for (int[] g : Perms.squareGrid(4)) {
            generators.add(Perms.of(256, x -> g[x / 16] * 16 + x % 16));
        }
        generators.add(Perms.of(256, x -> x / 16 * 16 + 15 - x % 16));
        assertEquals("D4 x C2", name(256, generators));
    }

    @Test
    void theFewestPointsAnElementOfAnOrderMovesAreItsPrimePowersSummed() {
        assertEquals(0, GroupStructure.minimalDegree(1));
        assertEquals(2, GroupStructure.minimalDegree(2));
        assertEquals(5, GroupStructure.minimalDegree(6)); // a transposition beside a 3-cycle
        assertEquals(8, GroupStructure.minimalDegree(8));
        assertEquals(7, GroupStructure.minimalDegree(12)); // 4 + 3
        assertEquals(17, GroupStructure.minimalDegree(17));
        assertEquals(256 + 27, GroupStructure.minimalDegree(6912));
        // Checked against every permutation of up to 7 points: the least degree at which each order occurs.
        Map<Long, Integer> least = new HashMap<>();
        for (int degree = 1; degree <= 7; degree++) {
            int d = degree;
            StabiliserChain.of(degree, Perms.symmetric(degree, Perms.range(degree)))
                    .forEachElement(p -> least.putIfAbsent(Permutations.order(p), d));
        }
        least.forEach((order, degree) ->
                assertEquals(order == 1 ? 0 : degree, GroupStructure.minimalDegree(order), "order " + order));
    }

    @Test
    void isotopiesOfLatinSquaresAreThreeSymmetricGroups() {
        assertEquals("S4 x S4 x S4", name(64, Perms.latinIsotopy(4)));
        assertEquals("S5 x S5 x S5", name(125, Perms.latinIsotopy(5)));
    }

    @Test
    void aFactorWithoutANameIsGivenByItsOrder() {
        assertEquals("(a group of order 3359232) x S9", name(729, Perms.sudoku()));
    }

    @Test
    void theMathieuGroupM11IsNamedByItsOrderOnly() {
        int[] cycle = Perms.of(11, x -> (x + 1) % 11);
        int[] other = Perms.cycles(11, new int[] {2, 6, 10, 7}, new int[] {3, 9, 4, 5});
        assertEquals("a group of order 7920", name(11, List.of(cycle, other)));
    }

    @Test
    void aRedundantGeneratorDoesNotHideADirectProduct() {
        int[] a = Perms.cycles(6, new int[] {0, 1});
        int[] b = Perms.cycles(6, new int[] {2, 3});
        int[] c = Perms.cycles(6, new int[] {4, 5});
        assertEquals("C2 x C2 x C2", name(6, List.of(a, b, Permutations.after(a, b), c)));
    }

    @Test
    void theQuaternionGroupIsNotMistakenForADihedralOne() {
        // Q8 acting regularly on itself: i and j as permutations of {1, i, j, k, -1, -i, -j, -k}.
        int[] i = {1, 4, 3, 6, 5, 0, 7, 2};
        int[] j = {2, 7, 4, 1, 6, 3, 0, 5};
        assertEquals(8, StabiliserChain.of(8, List.of(i, j)).order());
        assertEquals("a group of order 8", name(8, List.of(i, j)));
    }
}
