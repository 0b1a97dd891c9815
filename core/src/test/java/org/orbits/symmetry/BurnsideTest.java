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
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Test;

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
        Group dihedral = Group.generatedBy("D5", 5, List.of(GroupTest.rotation(5), Symmetry.ofCells("s", reflection)));
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
}
