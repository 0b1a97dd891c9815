package org.orbits.symmetry.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntBinaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The n queens row model (q_i is the column of the queen in row i; all_different(q), all_different(q_i + i),
 * all_different(q_i - i)) as a graph in the manner of Puget, "Automatic detection of variable and value
 * symmetries", CP 2005, on its literals, so that symmetries mixing variables and values show:
 *
 * <ul>
 *   <li>a vertex per literal q_i = j (colour 0), vertex i * n + j;
 *   <li>a vertex per variable q_i, joined to its literals: q_i takes exactly one value; and a vertex per value j,
 *       joined to the literals q_i = j: all_different(q) with n variables and n values says each value is taken
 *       exactly once, the same statement, so both have colour 1;
 *   <li>a vertex per value s of q_i + i, joined to the literals with i + j = s, and per value d of q_i - i, joined
 *       to those with j - i = d: the two diagonal all_different constraints say each value is taken at most
 *       once (colour 2).
 * </ul>
 */
class QueensConstraintGraphTest {

    static ColouredGraph rowModel(int n) {
        ColouredGraph.Builder b = ColouredGraph.builder();
        int literals = b.addVertices(n * n, 0);
        int variables = b.addVertices(n, 1);
        int values = b.addVertices(n, 1);
        int sums = b.addVertices(2 * n - 1, 2);
        int differences = b.addVertices(2 * n - 1, 2);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int literal = literals + i * n + j;
                b.edge(variables + i, literal);
                b.edge(values + j, literal);
                b.edge(sums + i + j, literal);
                b.edge(differences + j - i + n - 1, literal);
            }
        }
        return b.build();
    }

    /** The eight symmetries of the square board, each taking square (i, j) to a square. */
    static List<IntBinaryOperator[]> board(int n) {
        int m = n - 1;
        List<IntBinaryOperator[]> maps = new ArrayList<>();
        maps.add(new IntBinaryOperator[] {(i, j) -> i, (i, j) -> j});
        maps.add(new IntBinaryOperator[] {(i, j) -> j, (i, j) -> m - i});
        maps.add(new IntBinaryOperator[] {(i, j) -> m - i, (i, j) -> m - j});
        maps.add(new IntBinaryOperator[] {(i, j) -> m - j, (i, j) -> i});
        maps.add(new IntBinaryOperator[] {(i, j) -> i, (i, j) -> m - j});
        maps.add(new IntBinaryOperator[] {(i, j) -> m - i, (i, j) -> j});
        maps.add(new IntBinaryOperator[] {(i, j) -> j, (i, j) -> i});
        maps.add(new IntBinaryOperator[] {(i, j) -> m - j, (i, j) -> m - i});
        return maps;
    }

    /**
     * A board symmetry as a permutation of the whole graph: literal (i, j) goes to the literal of the image square,
     * and every other vertex to the vertex whose literals are the images of its own.
     */
    static int[] onGraph(ColouredGraph graph, int n, IntBinaryOperator[] square) {
        int[] image = new int[graph.vertexCount()];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                image[i * n + j] = square[0].applyAsInt(i, j) * n + square[1].applyAsInt(i, j);
            }
        }
        Map<Set<Integer>, Integer> byLiterals = new HashMap<>();
        for (int v = n * n; v < graph.vertexCount(); v++) {
            byLiterals.put(literals(graph, v), v);
        }
        for (int v = n * n; v < graph.vertexCount(); v++) {
            Set<Integer> moved = new HashSet<>();
            literals(graph, v).forEach(l -> moved.add(image[l]));
            image[v] = byLiterals.getOrDefault(moved, v);
        }
        return image;
    }

    private static Set<Integer> literals(ColouredGraph graph, int v) {
        Set<Integer> set = new HashSet<>();
        Arrays.stream(graph.neighbours(v)).forEach(set::add);
        return set;
    }

    @Test
    void theEightQueensRowModelHasTheBoardsEightSymmetriesAndNoMore() {
        Automorphisms found = AutomorphismSearch.standard().automorphisms(rowModel(8));
        assertEquals(BigInteger.valueOf(8), found.order().orElseThrow());
    }

    @Test
    void everyBoardSymmetryActingOnTheLiteralsIsAnAutomorphism() {
        ColouredGraph graph = rowModel(8);
        for (IntBinaryOperator[] square : board(8)) {
            assertTrue(graph.isAutomorphism(onGraph(graph, 8, square)));
        }
    }

    @Test
    void theGroupFoundActsOnTheLiteralsExactlyAsTheBoardsSymmetries() {
        int n = 8;
        ColouredGraph graph = rowModel(n);
        Set<List<Integer>> boardOnLiterals = new HashSet<>();
        for (IntBinaryOperator[] square : board(n)) {
            boardOnLiterals.add(onLiterals(onGraph(graph, n, square), n));
        }
        Set<List<Integer>> closure = new HashSet<>();
        List<List<Integer>> frontier = new ArrayList<>();
        List<Integer> identity = onLiterals(onGraph(graph, n, board(n).get(0)), n);
        closure.add(identity);
        frontier.add(identity);
        List<int[]> generators =
                AutomorphismSearch.standard().automorphisms(graph).generatorsOn(n * n);
        while (!frontier.isEmpty()) {
            List<Integer> element = frontier.remove(frontier.size() - 1);
            for (int[] g : generators) {
                List<Integer> product = new ArrayList<>();
                element.forEach(l -> product.add(g[l]));
                if (closure.add(product)) {
                    frontier.add(product);
                }
            }
        }
        assertEquals(boardOnLiterals, closure);
    }

    @Test
    void boardsFromFiveToTenAllHaveTheSquaresGroup() {
        for (int n = 5; n <= 10; n++) {
            assertEquals(
                    BigInteger.valueOf(8),
                    AutomorphismSearch.standard()
                            .automorphisms(rowModel(n))
                            .order()
                            .orElseThrow(),
                    n + " queens");
        }
    }

    private static List<Integer> onLiterals(int[] image, int n) {
        List<Integer> literals = new ArrayList<>();
        for (int l = 0; l < n * n; l++) {
            literals.add(image[l]);
        }
        return literals;
    }
}
