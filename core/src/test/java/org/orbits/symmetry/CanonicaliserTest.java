package org.orbits.symmetry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orbits.symmetry.perm.Perms;
import org.orbits.symmetry.perm.Solutions;

/**
 * The canonical form is the least image, whichever way it is found: trying every element on the values (a group of
 * cell maps) or on the literals, and the search down the chain, must all give what applying every element gives, on
 * every group small enough to list.
 */
class CanonicaliserTest {

    private final Group cyclic = Group.generatedBy("C4", 4, List.of(GroupTest.rotation(4)));

    @Test
    void theCanonicalFormIsTheLeastImage() {
        Canonicaliser canonicaliser = new Canonicaliser(cyclic);
        assertArrayEquals(new int[] {1, 4, 3, 2}, canonicaliser.canonical(new int[] {3, 2, 1, 4}));
    }

    @Test
    void everyImageHasTheSameCanonicalForm() {
        Canonicaliser canonicaliser = new Canonicaliser(cyclic);
        int[] solution = {3, 2, 1, 4};
        for (Symmetry g : cyclic.elements()) {
            assertArrayEquals(canonicaliser.canonical(solution), canonicaliser.canonical(g.apply(solution)));
        }
    }

    @Test
    void orbitSizeIsGroupOrderOverStabiliserOrder() {
        Canonicaliser canonicaliser = new Canonicaliser(cyclic);
        assertEquals(4, canonicaliser.orbit(new int[] {1, 2, 3, 4}).size());
        assertEquals(2, canonicaliser.orbit(new int[] {2, 1, 2, 1}).size());
        assertEquals(1, canonicaliser.orbit(new int[] {5, 5, 5, 5}).size());
    }

    @Test
    void valueMapsTakePartInCanonicalForms() {
        Group withNegation = Group.generatedBy("C3 x neg", 3, List.of(GroupTest.rotation(3), GroupTest.negation(3, 5)));
        Canonicaliser canonicaliser = new Canonicaliser(withNegation);
        int[] solution = {4, 3, 3};
        int[] canonical = canonicaliser.canonical(solution);
        assertArrayEquals(new int[] {1, 2, 2}, canonical);
        assertArrayEquals(canonical, canonicaliser.canonical(canonical), "a canonical form is its own");
        assertEquals(6, canonicaliser.orbit(solution).size(), Arrays.toString(solution));
    }

    @Test
    void aValueOutsideTheGroupsValuesIsRefusedInOneLine() {
        Group withNegation = Group.generatedBy("C3 x neg", 3, List.of(GroupTest.rotation(3), GroupTest.negation(3, 5)));
        IllegalArgumentException refused = assertThrows(
                IllegalArgumentException.class, () -> new Canonicaliser(withNegation).orbit(new int[] {1, 2, 5}));
        assertFalse(refused.getMessage().contains("\n"));
        assertThrows(IllegalArgumentException.class, () -> new Canonicaliser(ExampleGroups.queensD4(5))
                .orbit(new int[] {0, 1, 2, 3, 5}));
    }

    /** Every element applied with {@link Symmetry#apply}, independently of the canonicaliser. */
    static CanonicalOrbit everyElement(Group group, int[] solution) {
        int[] least = solution;
        long fixing = 0;
        for (Symmetry g : group.elements()) {
            int[] image = g.apply(solution);
            if (Arrays.compare(image, least) < 0) {
                least = image;
            }
            if (Arrays.equals(image, solution)) {
                fixing++;
            }
        }
        return new CanonicalOrbit(least, group.order() / fixing);
    }

    private static void allAgree(Group group, int[] solution) {
        CanonicalOrbit expected = everyElement(group, solution);
        assertEquals(expected, Canonicaliser.everyElement(group).orbit(solution), Arrays.toString(solution));
        assertEquals(expected, Canonicaliser.byChain(group).orbit(solution), Arrays.toString(solution));
    }

    private static ValueMap randomValueMap(int values, Random random) {
        return ValueMap.of(0, Perms.of(values, x -> x)).equals(ValueMap.identity()) && random.nextBoolean()
                ? ValueMap.identity()
                : ValueMap.of(0, shuffled(values, random));
    }

    private static int[] shuffled(int n, Random random) {
        int[] p = Perms.range(n);
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = p[i];
            p[i] = p[j];
            p[j] = swap;
        }
        return p;
    }

    @Test
    void randomGroupsOfCellAndValueMapsGiveTodaysCanonicalFormsAndOrbitSizes() {
        Random random = new Random(2024L);
        for (int trial = 0; trial < 60; trial++) {
            int cells = 3 + random.nextInt(4);
            int values = 2 + random.nextInt(2);
            List<Symmetry> generators = new ArrayList<>();
            for (int k = 1 + random.nextInt(2); k > 0; k--) {
                generators.add(Symmetries.of("g" + k, shuffled(cells, random), randomValueMap(values, random)));
            }
            Group group = Group.generatedBy("random", cells, generators);
            Group literals = Group.generatedBy("random", LiteralSpace.uniform(cells, 0, values - 1), generators);
            Canonicaliser today = new Canonicaliser(group);
            assertTrue(today.triesEveryElement());
            for (int k = 0; k < 20; k++) {
                int[] solution = random.ints(cells, 0, values).toArray();
                CanonicalOrbit expected = today.orbit(solution);
                for (Canonicaliser canonicaliser :
                        List.of(Canonicaliser.everyElement(literals), Canonicaliser.byChain(literals))) {
                    CanonicalOrbit found = canonicaliser.orbit(solution);
                    assertEquals(expected, found, group.generators() + " on " + Arrays.toString(solution));
                    assertEquals(0, group.order() % found.size());
                }
            }
        }
    }

    /**
     * Permutations of 0 .. n-1 under cell and value maps and the map taking a permutation to its inverse, which
     * sends the literal (c, v) to (v, c): a symmetry of assignments that moves no whole cells.
     */
    @Test
    void randomGroupsOfLiteralMapsOnPermutationsAgreeWithEveryElement() {
        Random random = new Random(99L);
        for (int trial = 0; trial < 40; trial++) {
            int n = 4 + random.nextInt(2);
            LiteralSpace space = LiteralSpace.uniform(n, 0, n - 1);
            Symmetry inverse = Symmetries.ofLiterals("inverse", space, (c, v) -> space.literal(v, c));
            List<Symmetry> generators = new ArrayList<>();
            for (int k = 1 + random.nextInt(2); k > 0; k--) {
                CellMap cellMap = Symmetries.of("g" + k, shuffled(n, random), randomValueMap(n, random));
                generators.add(random.nextBoolean() ? cellMap.after(inverse) : cellMap);
            }
            Group group = Group.generatedBy("random", space, generators);
            for (int k = 0; k < 15; k++) {
                allAgree(group, shuffled(n, random));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {5, 6, 7, 8})
    void everyQueensSolutionUnderTheRotationsOfAssignmentsAgreesWithEveryElement(int n) {
        Group d4 = ExampleGroups.queensD4(n);
        for (int[] q : Solutions.queens(n)) {
            allAgree(d4, q);
        }
    }

    @Test
    void latinSquaresOfOrderFourUnderIsotopyAndAParastropheAgreeWithEveryElement() {
        Group withParastrophe = ExampleGroups.latinWithParastrophe(4);
        assertEquals(2 * 13_824, withParastrophe.order());
        List<int[]> squares = Solutions.latinSquares(4);
        Random random = new Random(5L);
        for (int k = 0; k < 8; k++) {
            allAgree(withParastrophe, squares.get(random.nextInt(squares.size())));
        }
    }

    @Test
    void theCanonicalFormIsTheSameFromEverySolutionOfAnOrbit() {
        Group sudoku = ExampleGroups.sudoku();
        Canonicaliser canonicaliser = new Canonicaliser(sudoku);
        assertFalse(canonicaliser.triesEveryElement());
        Random random = new Random(8L);
        for (int k = 0; k < 3; k++) {
            int[] grid = Solutions.sudoku(random);
            CanonicalOrbit orbit = canonicaliser.orbit(grid);
            assertEquals(0, sudoku.order() % orbit.size());
            assertTrue(Arrays.compare(orbit.representative().toArray(), grid) <= 0);
            assertEquals(orbit, canonicaliser.orbit(orbit.representative().toArray()), "a canonical form is its own");
            Symmetry g = randomElement(sudoku, random);
            assertEquals(orbit, canonicaliser.orbit(g.apply(grid)), "canonical form of an image, by " + g);
        }
    }

    /**
     * Every isotopy class holds a reduced square (first row and first column in order), so canonicalising the 56
     * reduced squares of order 5 (OEIS A000315) finds every class; the classes' orbit sizes then add up to all
     * 161,280 squares only if the orbits are the right size and no class was missed.
     */
    @Test
    void latinSquaresOfOrderFiveFallIntoTwoIsotopyClasses() {
        Canonicaliser isotopy = new Canonicaliser(ExampleGroups.latinIsotopy(5));
        Map<List<Integer>, Long> classes = new HashMap<>();
        List<int[]> squares = Solutions.latinSquares(5);
        assertEquals(161_280, squares.size());
        List<int[]> reduced =
                squares.stream().filter(CanonicaliserTest::reduced).toList();
        assertEquals(56, reduced.size());
        for (int[] square : reduced) {
            CanonicalOrbit orbit = isotopy.orbit(square);
            Long before = classes.put(orbit.representative().asList(), orbit.size());
            assertTrue(before == null || before == orbit.size());
        }
        assertEquals(2, classes.size());
        assertEquals(
                squares.size(),
                classes.values().stream().mapToLong(Long::longValue).sum(),
                "the orbits' sizes");
    }

    private static boolean reduced(int[] square) {
        int n = (int) Math.round(Math.sqrt(square.length));
        for (int i = 0; i < n; i++) {
            if (square[i] != i || square[i * n] != i) {
                return false;
            }
        }
        return true;
    }

    static Symmetry randomElement(Group group, Random random) {
        Symmetry g = group.generators().get(0);
        for (int k = 0; k < 30; k++) {
            g = group.generators()
                    .get(random.nextInt(group.generators().size()))
                    .after(g);
        }
        return g;
    }

    @Test
    void smallGroupsAreTriedElementByElementAndLargeOnesSearched() {
        assertTrue(new Canonicaliser(ExampleGroups.boardD4(8)).triesEveryElement());
        assertTrue(new Canonicaliser(ExampleGroups.queensD4(8)).triesEveryElement());
        assertFalse(new Canonicaliser(ExampleGroups.latinIsotopy(4)).triesEveryElement(), "cell maps on literals");
        assertFalse(new Canonicaliser(ExampleGroups.latinWithParastrophe(4)).triesEveryElement());
        int[] square = Solutions.latinSquares(4).get(100);
        assertArrayEquals(
                Canonicaliser.everyElement(ExampleGroups.latinIsotopy(4)).canonical(square),
                new Canonicaliser(ExampleGroups.latinIsotopy(4)).canonical(square));
    }
}
