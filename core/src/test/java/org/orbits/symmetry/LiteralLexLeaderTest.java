package org.orbits.symmetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.orbits.symmetry.perm.Solutions;

/** Lex-leader breaking with maps of assignments keeps the canonical solutions, and with a subset at least those. */
class LiteralLexLeaderTest {

    /** The solutions of n queens (row model) that survive {@code x <=lex g(x)} for the given symmetries. */
    private static Set<List<Integer>> survivors(int n, List<LiteralSymmetry> symmetries, boolean greatest) {
        Model model = new Model();
        IntVar[] q = LiteralGroups.queens(model, n);
        if (greatest) {
            LiteralLexLeader.postGreatest(model, q, symmetries, n, true);
        } else {
            LiteralLexLeader.post(model, q, symmetries, n, true);
        }
        Set<List<Integer>> found = new HashSet<>();
        Solver solver = model.getSolver();
        while (solver.solve()) {
            found.add(Arrays.stream(q).map(IntVar::getValue).toList());
        }
        return found;
    }

    private static Set<List<Integer>> canonical(int n, LiteralGroup group) {
        LiteralCanonicaliser canonicaliser = LiteralCanonicaliser.bruteForce(group);
        Set<List<Integer>> canonical = new HashSet<>();
        for (int[] q : Solutions.queens(n)) {
            canonical.add(LiteralSymmetryTest.boxed(canonicaliser.canonical(q)));
        }
        return canonical;
    }

    @ParameterizedTest
    @CsvSource({"5, 2", "6, 1", "7, 6", "8, 12"})
    void theWholeGroupKeepsExactlyTheCanonicalQueens(int n, int orbits) {
        LiteralGroup d4 = LiteralGroups.queensD4(n);
        Set<List<Integer>> survivors = survivors(n, d4.elements(), false);
        assertEquals(canonical(n, d4), survivors);
        assertEquals(orbits, survivors.size());
    }

    @ParameterizedTest
    @ValueSource(ints = {6, 8})
    void theWholeGroupUnderTheGreatestLeadersKeepsOneQueensSolutionPerOrbit(int n) {
        LiteralGroup d4 = LiteralGroups.queensD4(n);
        Set<List<Integer>> survivors = survivors(n, d4.elements(), true);
        LiteralCanonicaliser canonicaliser = LiteralCanonicaliser.bruteForce(d4);
        Set<List<Integer>> orbitsMet = new HashSet<>();
        for (List<Integer> q : survivors) {
            int[] solution = LiteralSymmetryTest.unboxed(q);
            for (LiteralSymmetry g : d4.elements()) {
                assertTrue(Arrays.compare(g.apply(solution), solution) <= 0, "not the greatest of its orbit: " + q);
            }
            orbitsMet.add(LiteralSymmetryTest.boxed(canonicaliser.canonical(solution)));
        }
        assertEquals(canonical(n, d4), orbitsMet);
        assertEquals(survivors.size(), orbitsMet.size());
    }

    @ParameterizedTest
    @ValueSource(ints = {6, 7, 8})
    void theGeneratorsAloneKeepEveryCanonicalQueensSolution(int n) {
        LiteralGroup d4 = LiteralGroups.queensD4(n);
        Set<List<Integer>> survivors = survivors(n, d4.generators(), false);
        Set<List<Integer>> canonical = canonical(n, d4);
        assertTrue(survivors.containsAll(canonical), "every orbit keeps its canonical member");
        LiteralCanonicaliser canonicaliser = LiteralCanonicaliser.bruteForce(d4);
        Set<List<Integer>> orbitsMet = new HashSet<>();
        survivors.forEach(
                q -> orbitsMet.add(LiteralSymmetryTest.boxed(canonicaliser.canonical(LiteralSymmetryTest.unboxed(q)))));
        assertEquals(canonical, orbitsMet);
    }

    @Test
    void aCappedSubsetOfALargeGroupKeepsEveryOrbitOfLatinSquares() {
        int n = 4;
        LiteralGroup group = LiteralGroups.latinWithParastrophe(n);
        List<LiteralSymmetry> subset = LiteralLexLeader.breakingSubset(group, 40);
        assertEquals(40, subset.size());
        assertTrue(subset.stream().noneMatch(LiteralSymmetry::isIdentity));
        assertTrue(subset.stream().allMatch(group::contains));
        Model model = new Model();
        IntVar[] cells = model.intVarArray("x", n * n, 0, n - 1);
        for (int i = 0; i < n; i++) {
            IntVar[] row = new IntVar[n];
            IntVar[] column = new IntVar[n];
            for (int j = 0; j < n; j++) {
                row[j] = cells[i * n + j];
                column[j] = cells[j * n + i];
            }
            model.allDifferent(row).post();
            model.allDifferent(column).post();
        }
        LiteralLexLeader.post(model, cells, subset, n * n, false);
        LiteralCanonicaliser canonicaliser = LiteralCanonicaliser.of(group);
        Set<List<Integer>> orbitsMet = new HashSet<>();
        Set<List<Integer>> survivors = new HashSet<>();
        Solver solver = model.getSolver();
        while (solver.solve()) {
            int[] square = Arrays.stream(cells).mapToInt(IntVar::getValue).toArray();
            survivors.add(LiteralSymmetryTest.boxed(square));
            orbitsMet.add(LiteralSymmetryTest.boxed(canonicaliser.canonical(square)));
        }
        assertEquals(2, orbitsMet.size(), "Latin squares of order 4 fall into two classes under these maps");
        assertTrue(survivors.containsAll(orbitsMet), "the canonical members survive");
        assertTrue(survivors.size() < 576 / 10, "the subset breaks most of the symmetry: " + survivors.size());
    }
}
