package org.orbits.symmetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.math.IntMath;
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

/**
 * Lex-leader breaking must keep exactly the canonical assignments, value maps and maps of literals included; with
 * the generators alone, or a subset of a large group, at least those.
 */
class LexLeaderTest {

    /** Under lex-leader the canonical (least) member of each orbit survives; under the greatest, the greatest. */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void keepsExactlyTheChosenMemberOfEachOrbitUnderRotationAndNegation(boolean greatest) {
        Group group = Group.generatedBy("C4 x neg", 4, List.of(GroupTest.rotation(4), GroupTest.negation(4, 5)));
        assertEquals(chosen(group, 4, 5, false, greatest), survivors(group, 4, 5, false, greatest));
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void keepsOnePermutationPerOrbitWhenValuesAreDistinct(boolean greatest) {
        Symmetry reflection = Symmetries.ofCells("s", 0, 4, 3, 2, 1);
        Group group = Group.generatedBy("D5", 5, List.of(GroupTest.rotation(5), reflection));
        Set<List<Integer>> survivors = survivors(group, 5, 5, true, greatest);
        assertEquals(chosen(group, 5, 5, true, greatest), survivors);
        assertEquals(120 / 10, survivors.size());
    }

    private static Set<List<Integer>> chosen(Group group, int cells, int values, boolean distinct, boolean greatest) {
        return greatest
                ? greatestAssignments(group, cells, values, distinct)
                : canonicalAssignments(group, cells, values, distinct);
    }

    /** Each orbit's lexicographically greatest member, found by applying every element. */
    private static Set<List<Integer>> greatestAssignments(Group group, int cells, int values, boolean distinct) {
        Set<List<Integer>> greatest = new HashSet<>();
        for (List<Integer> canonical : canonicalAssignments(group, cells, values, distinct)) {
            int[] member = canonical.stream().mapToInt(Integer::intValue).toArray();
            int[] best = member;
            for (Symmetry g : group.elements()) {
                int[] image = g.apply(member);
                if (Arrays.compare(image, best) > 0) {
                    best = image;
                }
            }
            greatest.add(Arrays.stream(best).boxed().toList());
        }
        return greatest;
    }

    private static Set<List<Integer>> survivors(
            Group group, int cells, int values, boolean distinct, boolean greatest) {
        Model model = new Model();
        IntVar[] x = model.intVarArray("x", cells, 0, values - 1);
        if (distinct) {
            model.allDifferent(x).post();
        }
        if (greatest) {
            LexLeader.postGreatest(model, x, group.nonIdentityElements(), cells, distinct);
        } else {
            LexLeader.post(model, x, group.nonIdentityElements(), cells, distinct);
        }
        Set<List<Integer>> found = new HashSet<>();
        Solver solver = model.getSolver();
        while (solver.solve()) {
            found.add(Arrays.stream(x).map(IntVar::getValue).toList());
        }
        return found;
    }

    private static Set<List<Integer>> canonicalAssignments(Group group, int cells, int values, boolean distinct) {
        Canonicaliser canonicaliser = new Canonicaliser(group);
        Set<List<Integer>> canonical = new HashSet<>();
        int[] assignment = new int[cells];
        int total = IntMath.checkedPow(values, cells);
        for (int code = 0; code < total; code++) {
            int rest = code;
            for (int i = cells - 1; i >= 0; i--) {
                assignment[i] = rest % values;
                rest /= values;
            }
            if (distinct && Arrays.stream(assignment).distinct().count() < cells) {
                continue;
            }
            if (Arrays.equals(canonicaliser.canonical(assignment), assignment)) {
                canonical.add(Arrays.stream(assignment).boxed().toList());
            }
        }
        return canonical;
    }

    /** The solutions of n queens (row model) that survive {@code x <=lex g(x)} for the given symmetries. */
    private static Set<List<Integer>> queensSurvivors(int n, List<Symmetry> symmetries, boolean greatest) {
        Model model = new Model();
        IntVar[] q = ExampleGroups.queens(model, n);
        if (greatest) {
            LexLeader.postGreatest(model, q, symmetries, n, true);
        } else {
            LexLeader.post(model, q, symmetries, n, true);
        }
        return solutions(model, q);
    }

    /** The n queens solutions that survive lex-leader breaking of the whole group, as {@code kept} says. */
    private static Set<List<Integer>> queensSurvivors(int n, Group group, LexLeader.Kept kept) {
        Model model = new Model();
        IntVar[] q = ExampleGroups.queens(model, n);
        LexLeader.post(model, q, group, kept, n, true);
        return solutions(model, q);
    }

    private static Set<List<Integer>> solutions(Model model, IntVar[] q) {
        Set<List<Integer>> found = new HashSet<>();
        Solver solver = model.getSolver();
        while (solver.solve()) {
            found.add(Arrays.stream(q).map(IntVar::getValue).toList());
        }
        return found;
    }

    private static Set<List<Integer>> canonicalQueens(int n, Group group) {
        Canonicaliser canonicaliser = Canonicaliser.everyElement(group);
        Set<List<Integer>> canonical = new HashSet<>();
        for (int[] q : Solutions.queens(n)) {
            canonical.add(LiteralMapTest.boxed(canonicaliser.canonical(q)));
        }
        return canonical;
    }

    @ParameterizedTest
    @CsvSource({"5, 2", "6, 1", "7, 6", "8, 12"})
    void theWholeGroupKeepsExactlyTheCanonicalQueens(int n, int orbits) {
        Group d4 = ExampleGroups.queensD4(n);
        Set<List<Integer>> survivors = queensSurvivors(n, d4.elements(), false);
        assertEquals(canonicalQueens(n, d4), survivors);
        assertEquals(orbits, survivors.size());
        assertEquals(survivors, queensSurvivors(n, d4, LexLeader.Kept.LEAST), "the group posted whole");
    }

    @ParameterizedTest
    @ValueSource(ints = {6, 8})
    void theWholeGroupUnderTheGreatestLeadersKeepsOneQueensSolutionPerOrbit(int n) {
        Group d4 = ExampleGroups.queensD4(n);
        Set<List<Integer>> survivors = queensSurvivors(n, d4.elements(), true);
        assertEquals(survivors, queensSurvivors(n, d4, LexLeader.Kept.GREATEST), "the group posted whole");
        Canonicaliser canonicaliser = Canonicaliser.everyElement(d4);
        Set<List<Integer>> orbitsMet = new HashSet<>();
        for (List<Integer> q : survivors) {
            int[] solution = LiteralMapTest.unboxed(q);
            for (Symmetry g : d4.elements()) {
                assertTrue(Arrays.compare(g.apply(solution), solution) <= 0, "not the greatest of its orbit: " + q);
            }
            orbitsMet.add(LiteralMapTest.boxed(canonicaliser.canonical(solution)));
        }
        assertEquals(canonicalQueens(n, d4), orbitsMet);
        assertEquals(survivors.size(), orbitsMet.size());
    }

    @ParameterizedTest
    @ValueSource(ints = {6, 7, 8})
    void theGeneratorsAloneKeepEveryCanonicalQueensSolution(int n) {
        Group d4 = ExampleGroups.queensD4(n);
        Set<List<Integer>> survivors = queensSurvivors(n, d4.generators(), false);
        assertEquals(survivors, queensSurvivors(n, d4, LexLeader.Kept.BY_GENERATORS), "the group's generators");
        Set<List<Integer>> canonical = canonicalQueens(n, d4);
        assertTrue(survivors.containsAll(canonical), "every orbit keeps its canonical member");
        Canonicaliser canonicaliser = Canonicaliser.everyElement(d4);
        Set<List<Integer>> orbitsMet = new HashSet<>();
        survivors.forEach(q -> orbitsMet.add(LiteralMapTest.boxed(canonicaliser.canonical(LiteralMapTest.unboxed(q)))));
        assertEquals(canonical, orbitsMet);
    }

    @Test
    void aCappedSubsetOfALargeGroupKeepsEveryOrbitOfLatinSquares() {
        int n = 4;
        Group group = ExampleGroups.latinWithParastrophe(n);
        List<Symmetry> subset = LexLeader.breakingSubset(group, 40);
        assertEquals(40, subset.size());
        assertTrue(subset.stream().noneMatch(Symmetry::isIdentity));
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
        LexLeader.post(model, cells, subset, n * n, false);
        Canonicaliser canonicaliser = new Canonicaliser(group);
        Set<List<Integer>> orbitsMet = new HashSet<>();
        Set<List<Integer>> survivors = new HashSet<>();
        Solver solver = model.getSolver();
        while (solver.solve()) {
            int[] square = Arrays.stream(cells).mapToInt(IntVar::getValue).toArray();
            survivors.add(LiteralMapTest.boxed(square));
            orbitsMet.add(LiteralMapTest.boxed(canonicaliser.canonical(square)));
        }
        assertEquals(2, orbitsMet.size(), "Latin squares of order 4 fall into two classes under these maps");
        assertTrue(survivors.containsAll(orbitsMet), "the canonical members survive");
        assertTrue(survivors.size() < 576 / 10, "the subset breaks most of the symmetry: " + survivors.size());
    }
}
