package org.orbits.symmetry.perm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The search must find exactly what trying every element finds: the least image and the stabiliser's order. */
class LeastImageSearchTest {

    /** The least image by applying every element, and how many elements fix the set. */
    static LeastImageSearch.LeastImage bruteForce(StabiliserChain group, int[] blockStarts, int[] set) {
        int[] blockOf = blockOf(blockStarts);
        int[][] least = {null};
        long[] fixing = {0};
        group.forEachElement(g -> {
            int[] image = new int[set.length];
            for (int p : set) {
                image[blockOf[g[p]]] = g[p];
            }
            if (least[0] == null || Arrays.compare(image, least[0]) < 0) {
                least[0] = image;
            }
            if (Arrays.equals(image, set)) {
                fixing[0]++;
            }
        });
        return new LeastImageSearch.LeastImage(least[0], fixing[0]);
    }

    static int[] blockOf(int[] blockStarts) {
        int[] blockOf = new int[blockStarts[blockStarts.length - 1]];
        for (int b = 0; b + 1 < blockStarts.length; b++) {
            Arrays.fill(blockOf, blockStarts[b], blockStarts[b + 1], b);
        }
        return blockOf;
    }

    static int[] uniformBlocks(int blocks, int size) {
        int[] starts = new int[blocks + 1];
        Arrays.setAll(starts, b -> b * size);
        return starts;
    }

    private static void agreesWithBruteForce(StabiliserChain group, int[] blockStarts, int[] set) {
        LeastImageSearch.LeastImage expected = bruteForce(group, blockStarts, set);
        LeastImageSearch.LeastImage found = new LeastImageSearch(group, blockStarts, 1 << 20).leastImage(set);
        assertArrayEquals(expected.image(), found.image(), () -> "least image of " + Arrays.toString(set));
        assertEquals(expected.stabiliser(), found.stabiliser(), () -> "stabiliser of " + Arrays.toString(set));
    }

    /** A permutation of the cells with a permutation of the values in each: it keeps assignments assignments. */
    private static int[] randomCellAndValueMap(int cells, int values, boolean keepValues, Random random) {
        int[] cellImage = StabiliserChainTest.randomPermutation(cells, random);
        int[] g = new int[cells * values];
        for (int c = 0; c < cells; c++) {
            int[] valueImage = keepValues ? Perms.range(values) : StabiliserChainTest.randomPermutation(values, random);
            for (int v = 0; v < values; v++) {
                g[c * values + v] = cellImage[c] * values + valueImage[v];
            }
        }
        return g;
    }

    @Test
    void randomGroupsOfCellAndValueMapsAgreeWithBruteForce() {
        Random random = new Random(7L);
        for (int tried = 0; tried < 300; ) {
            int cells = 3 + random.nextInt(4);
            int values = 2 + random.nextInt(2);
            List<int[]> generators = new ArrayList<>();
            for (int k = 1 + random.nextInt(3); k > 0; k--) {
                generators.add(randomCellAndValueMap(cells, values, random.nextInt(3) == 0, random));
            }
            StabiliserChain group = StabiliserChain.of(cells * values, generators);
            if (group.order() > 20_000) {
                continue; // too many elements to try one by one
            }
            tried++;
            int[] set = new int[cells];
            for (int c = 0; c < cells; c++) {
                set[c] = c * values + random.nextInt(values);
            }
            agreesWithBruteForce(group, uniformBlocks(cells, values), set);
        }
    }

    @Test
    void largeStabilisersOfRepeatedValuesUnderAllCellPermutationsAreCountedExactly() {
        int cells = 7;
        List<int[]> generators = new ArrayList<>();
        for (int[] g : Perms.symmetric(cells, Perms.range(cells))) {
            generators.add(Perms.of(2 * cells, x -> g[x / 2] * 2 + x % 2));
        }
        StabiliserChain group = StabiliserChain.of(2 * cells, generators);
        int[] set = {1, 2, 5, 6, 8, 11, 12}; // values 1 0 1 0 0 1 0: three ones, four zeros
        LeastImageSearch.LeastImage found =
                new LeastImageSearch(group, uniformBlocks(cells, 2), 1 << 20).leastImage(set);
        assertArrayEquals(new int[] {0, 2, 4, 6, 9, 11, 13}, found.image(), "the zeros first");
        assertEquals(3L * 2 * 4 * 3 * 2, found.stabiliser(), "S3 x S4");
        agreesWithBruteForce(group, uniformBlocks(cells, 2), set);
    }

    @Test
    void queensUnderTheSquaresRotationsOfAssignmentsAgreeWithBruteForce() {
        int n = 8;
        // q[i] = j is point n i + j; the quarter turn sends it to q[j] = n - 1 - i, the mirror to q[i] = n - 1 - j.
        List<int[]> generators = List.of(
                Perms.of(n * n, x -> (x % n) * n + (n - 1 - x / n)), Perms.of(n * n, x -> x - x % n + n - 1 - x % n));
        StabiliserChain d4 = StabiliserChain.of(n * n, generators);
        assertEquals(8, d4.order());
        List<int[]> solutions = Solutions.queens(n);
        assertEquals(92, solutions.size());
        for (int[] q : solutions) {
            agreesWithBruteForce(d4, uniformBlocks(n, n), Perms.of(n, i -> i * n + q[i]));
        }
    }

    @Test
    void latinSquaresOfOrderFourUnderIsotopyAgreeWithBruteForce() {
        StabiliserChain isotopy = StabiliserChain.of(64, Perms.latinIsotopy(4));
        LeastImageSearch search = new LeastImageSearch(isotopy, uniformBlocks(16, 4), 1 << 20);
        Random random = new Random(3L);
        List<int[]> squares = Solutions.latinSquares(4);
        assertEquals(576, squares.size());
        for (int k = 0; k < 40; k++) {
            int[] square = squares.get(random.nextInt(squares.size()));
            int[] set = Perms.of(16, cell -> cell * 4 + square[cell]);
            LeastImageSearch.LeastImage expected = bruteForce(isotopy, uniformBlocks(16, 4), set);
            LeastImageSearch.LeastImage found = search.leastImage(set);
            assertArrayEquals(expected.image(), found.image());
            assertEquals(expected.stabiliser(), found.stabiliser());
        }
    }

    @Test
    void aGroupThatBreaksTheBlocksIsRefusedInOneLine() {
        int[] swapAcrossBlocks = Perms.cycles(4, new int[] {0, 2}); // (cell 0, value 0) <-> (cell 1, value 0)
        int[] swapValues = Perms.cycles(4, new int[] {0, 1});
        StabiliserChain group = StabiliserChain.of(4, List.of(swapAcrossBlocks, swapValues));
        LeastImageSearch search = new LeastImageSearch(group, uniformBlocks(2, 2), 1 << 20);
        IllegalArgumentException refused =
                assertThrows(IllegalArgumentException.class, () -> search.leastImage(new int[] {1, 2}));
        assertEquals(-1, refused.getMessage().indexOf('\n'));
    }
}
