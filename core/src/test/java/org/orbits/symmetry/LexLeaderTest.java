package org.orbits.symmetry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.common.math.IntMath;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Lex-leader breaking must keep exactly the canonical assignments, value maps included. */
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
        Symmetry reflection = Symmetry.ofCells("s", 0, 4, 3, 2, 1);
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
                if (java.util.Arrays.compare(image, best) > 0) {
                    best = image;
                }
            }
            greatest.add(java.util.Arrays.stream(best).boxed().toList());
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
            found.add(java.util.Arrays.stream(x).map(IntVar::getValue).toList());
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
            if (distinct && java.util.Arrays.stream(assignment).distinct().count() < cells) {
                continue;
            }
            if (java.util.Arrays.equals(canonicaliser.canonical(assignment), assignment)) {
                canonical.add(java.util.Arrays.stream(assignment).boxed().toList());
            }
        }
        return canonical;
    }
}
