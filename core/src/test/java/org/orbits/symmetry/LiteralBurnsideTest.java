package org.orbits.symmetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.LongStream;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.orbits.symmetry.perm.Solutions;

class LiteralBurnsideTest {

    /** The n queens solutions {@code g} fixes, counted by a search with {@link LiteralBurnside#postFixedBy}. */
    private static long queensFixedBy(int n, LiteralSymmetry g) {
        Model model = new Model();
        IntVar[] q = LiteralGroups.queens(model, n);
        LiteralBurnside.postFixedBy(model, q, g);
        return countAndCheck(model, q, g);
    }

    /** The Latin squares of order n that {@code g} fixes, by a search. */
    private static long latinFixedBy(int n, LiteralSymmetry g) {
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
        LiteralBurnside.postFixedBy(model, cells, g);
        return countAndCheck(model, cells, g);
    }

    private static long countAndCheck(Model model, IntVar[] cells, LiteralSymmetry g) {
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
        for (LiteralSymmetry g : LiteralGroups.queensD4(n).elements()) {
            long expected = Solutions.queens(n).stream()
                    .filter(q -> Arrays.equals(g.apply(q), q))
                    .count();
            assertEquals(expected, queensFixedBy(n, g), g.name());
        }
    }

    @Test
    void theQueensOrbitsByElementByClassAndByStabiliserAgree() {
        int n = 8;
        LiteralGroup d4 = LiteralGroups.queensD4(n);
        List<LiteralBurnside.ElementClass> everyElement = new ArrayList<>();
        List<Long> fixed = new ArrayList<>();
        for (LiteralSymmetry g : d4.elements()) {
            everyElement.add(new LiteralBurnside.ElementClass(g, 1));
            fixed.add(queensFixedBy(n, g));
        }
        LiteralBurnside.FixedPointTotal byElement = LiteralBurnside.FixedPointTotal.overClasses(8, everyElement, fixed);
        assertEquals(12, byElement.orbits());

        List<LiteralBurnside.ElementClass> classes = LiteralBurnside.classes(d4).orElseThrow();
        assertEquals(5, classes.size(), "D4 has five conjugacy classes");
        assertEquals(
                8,
                classes.stream().mapToLong(LiteralBurnside.ElementClass::size).sum());
        List<Long> fixedByClass =
                classes.stream().map(c -> queensFixedBy(n, c.representative())).toList();
        assertEquals(byElement, LiteralBurnside.FixedPointTotal.overClasses(8, classes, fixedByClass));

        LiteralCanonicaliser canonicaliser = LiteralCanonicaliser.of(d4);
        LongStream stabilisers = Solutions.queens(n).stream()
                .mapToLong(q -> 8 / canonicaliser.orbit(q).size());
        assertEquals(byElement, LiteralBurnside.FixedPointTotal.overSolutions(8, stabilisers));
    }

    @Test
    void latinSquaresOfOrderFourFallIntoTwoIsotopyClassesByOneSearchPerConjugacyClass() {
        LiteralGroup isotopy = LiteralGroups.latinIsotopy(4);
        List<LiteralBurnside.ElementClass> classes =
                LiteralBurnside.classes(isotopy).orElseThrow();
        assertEquals(5 * 5 * 5, classes.size(), "S4 has five classes, one per partition of 4");
        List<Long> fixed =
                classes.stream().map(c -> latinFixedBy(4, c.representative())).toList();
        LiteralBurnside.FixedPointTotal total = LiteralBurnside.FixedPointTotal.overClasses(13_824, classes, fixed);
        assertEquals(2, total.orbits());
        LiteralCanonicaliser canonicaliser = LiteralCanonicaliser.of(isotopy);
        assertEquals(
                total,
                LiteralBurnside.FixedPointTotal.overSolutions(
                        13_824,
                        Solutions.latinSquares(4).stream()
                                .mapToLong(s -> canonicaliser.group().order()
                                        / canonicaliser.orbit(s).size())));
    }

    @Test
    @Tag("slow")
    void latinSquaresOfOrderFiveFallIntoTwoIsotopyClassesBy343Searches() {
        LiteralGroup isotopy = LiteralGroups.latinIsotopy(5);
        List<LiteralBurnside.ElementClass> classes =
                LiteralBurnside.classes(isotopy).orElseThrow();
        assertEquals(7 * 7 * 7, classes.size());
        List<Long> fixed =
                classes.stream().map(c -> latinFixedBy(5, c.representative())).toList();
        assertEquals(161_280L, fixed.get(0), "the identity's class fixes every square");
        assertEquals(
                2,
                LiteralBurnside.FixedPointTotal.overClasses(1_728_000, classes, fixed)
                        .orbits());
    }

    @Test
    void aGroupWithoutKnownClassesSaysSo() {
        assertTrue(LiteralBurnside.classes(LiteralGroups.sudoku()).isEmpty(), "Sudoku's cell group is no product");
    }

    @Test
    void fixedPointsThatDoNotSplitOverTheGroupAreNoOrbitCount() {
        LiteralBurnside.FixedPointTotal total = new LiteralBurnside.FixedPointTotal(BigInteger.valueOf(13), 8);
        assertFalse(total.whole());
        assertThrows(IllegalStateException.class, total::orbits);
    }
}
