package org.orbits.symmetry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Test;

class LexPropagatorTest {

    /** Every assignment of {@code variables} values 0..2 with x <=lex y, where x[i] is variable xs[i]. */
    private static List<String> byHand(int variables, int[] xs, int[] ys) {
        List<String> found = new ArrayList<>();
        int[] value = new int[variables];
        int total = (int) Math.pow(3, variables);
        for (int code = 0; code < total; code++) {
            for (int v = 0, rest = code; v < variables; v++, rest /= 3) {
                value[v] = rest % 3;
            }
            int order = 0;
            for (int i = 0; i < xs.length && order == 0; i++) {
                order = Integer.compare(value[xs[i]], value[ys[i]]);
            }
            if (order <= 0) {
                found.add(Arrays.toString(value));
            }
        }
        return found;
    }

    private static List<String> bySearch(int variables, int[] xs, int[] ys, long seed) {
        Model model = new Model();
        IntVar[] v = model.intVarArray("v", variables, 0, 2);
        IntVar[] x = Arrays.stream(xs).mapToObj(i -> v[i]).toArray(IntVar[]::new);
        IntVar[] y = Arrays.stream(ys).mapToObj(i -> v[i]).toArray(IntVar[]::new);
        LexPropagator.lessEq(x, y).post();
        Solver solver = model.getSolver();
        solver.setSearch(Search.randomSearch(v, seed));
        List<String> found = new ArrayList<>();
        while (solver.solve()) {
            // Written in the variables' order, whatever order the search took.
            found.add(
                    Arrays.toString(Arrays.stream(v).mapToInt(IntVar::getValue).toArray()));
        }
        found.sort(null);
        return found;
    }

    @Test
    void findsExactlyTheAssignmentsInOrderWhenTheSidesShareVariables() {
        Random random = new Random(20261126);
        for (int round = 0; round < 400; round++) {
            int variables = 1 + random.nextInt(4);
            int length = 1 + random.nextInt(4);
            int[] xs = random.ints(length, 0, variables).toArray();
            int[] ys = random.ints(length, 0, variables).toArray();
            List<String> expected = byHand(variables, xs, ys);
            expected.sort(null);
            assertEquals(
                    expected,
                    bySearch(variables, xs, ys, round),
                    "x = v" + Arrays.toString(xs) + ", y = v" + Arrays.toString(ys));
        }
    }

    @Test
    void prunesTheFirstOpenPositionStrictlyWhenTheRestIsOutOfOrder() throws Exception {
        Model model = new Model();
        IntVar a = model.intVar("a", 0, 2);
        IntVar b = model.intVar("b", 0, 2);
        IntVar c = model.intVar("c", 0, 2);
        // [a, c] <=lex [b, 1] with c = 2.
        LexPropagator.lessEq(new IntVar[] {a, c}, new IntVar[] {b, model.intVar(1)})
                .post();
        model.arithm(c, "=", 2).post();
        model.getSolver().propagate();
        // The rest [2] comes after [1], so a < b: a loses 2 and b loses 0.
        assertEquals(List.of(0, 1), values(a));
        assertEquals(List.of(1, 2), values(b));
    }

    @Test
    void sharedVariablesArePrunedUntilNothingChanges() throws Exception {
        Model model = new Model();
        IntVar a = model.intVar("a", 0, 4);
        IntVar b = model.intVar("b", 0, 4);
        // [a, b] <=lex [b, a] with b <= 1 and a >= 1: position 0 asks a <= b, so a = 1 = b, and the rest [1] <= [1].
        LexPropagator.lessEq(new IntVar[] {a, b}, new IntVar[] {b, a}).post();
        model.arithm(b, "<=", 1).post();
        model.arithm(a, ">=", 1).post();
        model.getSolver().propagate();
        assertEquals(List.of(1), values(a));
        assertEquals(List.of(1), values(b));
    }

    private static List<Integer> values(IntVar variable) {
        List<Integer> values = new ArrayList<>();
        for (int v = variable.getLB(); v <= variable.getUB(); v = variable.nextValue(v)) {
            values.add(v);
        }
        return values;
    }
}
