package org.orbits.symmetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.ToLongFunction;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.orbits.symmetry.perm.Solutions;

class BurnsideTest {

    /** Every assignment of {@code 0..values-1} to the cells, optionally all different. */
    private static List<int[]> everyAssignment(int cells, int values, boolean distinct) {
        List<int[]> all = new ArrayList<>();
        int total = (int) Math.pow(values, cells);
        for (int code = 0; code < total; code++) {
            int[] assignment = new int[cells];
            int rest = code;
            for (int i = 0; i < cells; i++) {
                assignment[i] = rest % values;
                rest /= values;
            }
            if (!distinct || Arrays.stream(assignment).distinct().count() == cells) {
                all.add(assignment);
            }
        }
        return all;
    }

    /** The solutions {@code g} fixes, counted by a Choco search with {@link Burnside#postFixedBy} posted. */
    private static long fixedBySearch(Symmetry g, int cells, int values, boolean distinct) {
        Model model = new Model();
        IntVar[] x = model.intVarArray("x", cells, 0, values - 1);
        if (distinct) {
            model.allDifferent(x).post();
        }
        Burnside.postFixedBy(model, x, g);
        Solver solver = model.getSolver();
        long found = 0;
        while (solver.solve()) {
            int[] solution = Arrays.stream(x).mapToInt(IntVar::getValue).toArray();
            assertTrue(Arrays.equals(g.apply(solution), solution), "a solution " + g + " does not fix");
            found++;
        }
        return found;
    }

    private static void burnsideMatchesTheOrbitsCountedOneByOne(Group group, int cells, int values, boolean distinct) {
        Set<List<Integer>> canonicalForms = new HashSet<>();
        Canonicaliser canonicaliser = new Canonicaliser(group);
        for (int[] assignment : everyAssignment(cells, values, distinct)) {
            canonicalForms.add(
                    Arrays.stream(canonicaliser.canonical(assignment)).boxed().toList());
        }
        List<Long> fixed = group.elements().stream()
                .map(g -> fixedBySearch(g, cells, values, distinct))
                .toList();
        Burnside.Count count = new Burnside.Count(fixed);
        assertTrue(count.whole(), fixed.toString());
        assertEquals(canonicalForms.size(), count.orbits(), fixed.toString());
    }

    @Test
    void colouringsOfACycleUnderRotationsAndAValueMapAgreeWithTheCanonicaliser() {
        Group group = Group.generatedBy("C4 x neg", 4, List.of(GroupTest.rotation(4), GroupTest.negation(4, 3)));
        burnsideMatchesTheOrbitsCountedOneByOne(group, 4, 3, false);
    }

    @Test
    void permutationsUnderTheDihedralGroupAgreeWithTheCanonicaliser() {
        int[] reflection = {0, 4, 3, 2, 1};
        Group dihedral =
                Group.generatedBy("D5", 5, List.of(GroupTest.rotation(5), Symmetries.ofCells("s", reflection)));
        burnsideMatchesTheOrbitsCountedOneByOne(dihedral, 5, 5, true);
        assertEquals(
                12,
                new Burnside.Count(dihedral.elements().stream()
                                .map(g -> fixedBySearch(g, 5, 5, true))
                                .toList())
                        .orbits());
    }

    @Test
    void fixedPointsThatDoNotSplitOverTheGroupAreNoOrbitCount() {
        Burnside.Count count = new Burnside.Count(List.of(5L, 0L));
        assertFalse(count.whole());
        assertThrows(IllegalStateException.class, count::orbits);
    }

    /** The n queens solutions {@code g} fixes, counted by a search with {@link Burnside#postFixedBy}. */
    private static long queensFixedBy(int n, Symmetry g) {
        Model model = new Model();
        IntVar[] q = ExampleGroups.queens(model, n);
        Burnside.postFixedBy(model, q, g);
        return countAndCheck(model, q, g);
    }

    /** The Latin squares of order n that {@code g} fixes, by a search. */
    private static long latinFixedBy(int n, Symmetry g) {
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
        Burnside.postFixedBy(model, cells, g);
        return countAndCheck(model, cells, g);
    }

    private static long countAndCheck(Model model, IntVar[] cells, Symmetry g) {
        Solver solver = model.getSolver();
        long found = 0;
        while (solver.solve()) {
            int[] solution = Arrays.stream(cells).mapToInt(IntVar::getValue).toArray();
            assertTrue(Arrays.equals(g.apply(solution), solution), "a solution " + g + " does not fix");
            found++;
        }
        return found;
    }

    @Test
    void eachRotationOfAssignmentsFixesTheQueensSolutionsItMapsToThemselves() {
        int n = 8;
        for (Symmetry g : ExampleGroups.queensD4(n).elements()) {
            long expected = Solutions.queens(n).stream()
                    .filter(q -> Arrays.equals(g.apply(q), q))
                    .count();
            assertEquals(expected, queensFixedBy(n, g), g.name());
        }
    }

    @Test
    void theQueensOrbitsByElementByClassAndByStabiliserAgree() {
        int n = 8;
        Group d4 = ExampleGroups.queensD4(n);
        List<Burnside.Term> everyElement = Burnside.terms(d4).orElseThrow();
        assertEquals(
                d4.elements(), everyElement.stream().map(Burnside.Term::element).toList());
        assertTrue(everyElement.stream().allMatch(t -> t.weight() == 1));
        Burnside.Count byElement = count(everyElement, t -> queensFixedBy(n, t.element()));
        assertEquals(8, byElement.groupOrder());
        assertEquals(12, byElement.orbits());

        List<Burnside.Term> classes = Burnside.classes(d4).orElseThrow();
        assertEquals(5, classes.size(), "D4 has five conjugacy classes");
        assertTrue(classes.get(0).element().isIdentity());
        Burnside.Count byClass = count(classes, t -> queensFixedBy(n, t.element()));
        assertEquals(8, byClass.groupOrder());
        assertEquals(byElement.total(), byClass.total());

        Canonicaliser canonicaliser = new Canonicaliser(d4);
        long stabilisers = Solutions.queens(n).stream()
                .mapToLong(q -> 8 / canonicaliser.orbit(q).size())
                .sum();
        assertEquals(byElement.total(), stabilisers, "the pairs (g, s) with g s = s, counted by solution");
    }

    @Test
    void latinSquaresOfOrderFourFallIntoTwoIsotopyClassesByOneSearchPerConjugacyClass() {
        Group isotopy = ExampleGroups.latinIsotopy(4);
        List<Burnside.Term> classes = Burnside.classes(isotopy).orElseThrow();
        assertEquals(5 * 5 * 5, classes.size(), "S4 has five classes, one per partition of 4");
        Burnside.Count total = count(classes, t -> latinFixedBy(4, t.element()));
        assertEquals(13_824, total.groupOrder());
        assertEquals(2, total.orbits());
        Canonicaliser canonicaliser = new Canonicaliser(isotopy);
        assertEquals(
                total.total(),
                Solutions.latinSquares(4).stream()
                        .mapToLong(s -> canonicaliser.group().order()
                                / canonicaliser.orbit(s).size())
                        .sum());
    }

    @Test
    @Tag("slow")
    void latinSquaresOfOrderFiveFallIntoTwoIsotopyClassesBy343Searches() {
        Group isotopy = ExampleGroups.latinIsotopy(5);
        List<Burnside.Term> classes = Burnside.terms(isotopy).orElseThrow();
        assertEquals(7 * 7 * 7, classes.size(), "too large to list, the group is visited class by class");
        Burnside.Count count = count(classes, t -> latinFixedBy(5, t.element()));
        assertEquals(161_280L, count.fixedPoints().get(0), "the identity's class fixes every square");
        assertEquals(1_728_000, count.groupOrder());
        assertEquals(2, count.orbits());
    }

    @Test
    void aGroupWithoutKnownClassesSaysSo() {
        assertTrue(Burnside.classes(ExampleGroups.sudoku()).isEmpty(), "Sudoku's cell group is no product");
        assertTrue(Burnside.terms(ExampleGroups.sudoku()).isEmpty(), "nor small enough to list");
    }

    /** The count of each term's fixed points, weighted by the term. */
    private static Burnside.Count count(List<Burnside.Term> terms, ToLongFunction<Burnside.Term> fixedBy) {
        return new Burnside.Count(
                terms.stream().map(t -> fixedBy.applyAsLong(t)).toList(),
                terms.stream().map(Burnside.Term::weight).toList());
    }
}
