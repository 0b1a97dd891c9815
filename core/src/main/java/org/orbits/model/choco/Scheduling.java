package org.orbits.model.choco;

import java.util.Arrays;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.Task;

/**
 * The scheduling and packing globals of orbits' solver library, posted as Choco's own constraints, for
 * {@link BuiltinPosts}. Durations,
 * resource uses and weights are non-negative, as MiniZinc's wrappers assert.
 */
final class Scheduling {

    private Scheduling() {}

    static void cumulative(Arguments a) {
        cumulative(a, a.intVars(0), a.intVars(1), a.intVars(2), a.intVar(3));
    }

    static void disjunctive(Arguments a) {
        IntVar[] starts = a.intVars(0);
        IntVar[] heights = new IntVar[starts.length];
        Arrays.fill(heights, a.model().intVar(1));
        // Tasks of no duration fit anywhere, as a cumulative of capacity 1 has them.
        cumulative(a, starts, a.intVars(1), heights, a.model().intVar(1));
    }

    /** {@code bin_packing(capacity, bin, w)}: every bin the items may take holds at most the capacity. */
    static void binPacking(Arguments a) {
        IntVar[] bins = a.intVars(1);
        int capacity = a.integer(0);
        if (bins.length == 0) {
            return;
        }
        int first = Arrays.stream(bins).mapToInt(IntVar::getLB).min().orElseThrow();
        int last = Arrays.stream(bins).mapToInt(IntVar::getUB).max().orElseThrow();
        int[] capacities = new int[last - first + 1];
        Arrays.fill(capacities, capacity);
        pack(a, loads(a.model(), capacities), bins, first, 2);
    }

    /** {@code orbits_bin_packing_capa(c, first, bin, w)}: bin {@code first + b} holds at most {@code c[b]}. */
    static void binPackingCapacities(Arguments a) {
        pack(a, loads(a.model(), a.integers(0)), a.intVars(2), a.integer(1), 3);
    }

    /** {@code orbits_bin_packing_load(load, first, bin, w)}: bin {@code first + b} holds {@code load[b]}. */
    static void binPackingLoads(Arguments a) {
        pack(a, a.intVars(0), a.intVars(2), a.integer(1), 3);
    }

    /** No time at which the tasks running use more than {@code capacity}. */
    private static void cumulative(
            Arguments a, IntVar[] starts, IntVar[] durations, IntVar[] heights, IntVar capacity) {
        Model model = a.model();
        if (starts.length != durations.length || starts.length != heights.length) {
            throw a.bad("needs as many durations and resource uses as start times");
        }
        if (starts.length == 0) {
            return;
        }
        model.arithm(capacity, ">=", 0).post();
        Task[] tasks = new Task[starts.length];
        for (int i = 0; i < tasks.length; i++) {
            model.arithm(durations[i], ">=", 0).post();
            model.arithm(heights[i], ">=", 0).post();
            IntVar end = model.intVar(
                    starts[i].getLB() + Math.max(0, durations[i].getLB()), starts[i].getUB() + durations[i].getUB());
            tasks[i] = new Task(starts[i], durations[i], end);
        }
        model.cumulative(tasks, heights, capacity).post();
    }

    /**
     * No two rectangles overlap; as in MiniZinc's decomposition, one of no width still may not lie inside another.
     * Choco's diffN counts area only, so it is posted where every side is at least 1 and the pairwise
     * disjunctions elsewhere.
     */
    static void diffn(Arguments a) {
        IntVar[] x = a.intVars(0);
        IntVar[] y = a.intVars(1);
        IntVar[] dx = a.intVars(2);
        IntVar[] dy = a.intVars(3);
        Model model = a.model();
        if (x.length != y.length || x.length != dx.length || x.length != dy.length) {
            throw a.bad("needs four arrays of one length");
        }
        boolean solid = Arrays.stream(dx).allMatch(d -> d.getLB() >= 1)
                && Arrays.stream(dy).allMatch(d -> d.getLB() >= 1);
        if (solid && x.length > 1) {
            model.diffN(x, y, dx, dy, true).post();
            return;
        }
        for (int i = 0; i < x.length; i++) {
            for (int j = i + 1; j < x.length; j++) {
                model.or(
                                model.arithm(x[i], "+", dx[i], "<=", x[j]),
                                model.arithm(y[i], "+", dy[i], "<=", y[j]),
                                model.arithm(x[j], "+", dx[j], "<=", x[i]),
                                model.arithm(y[j], "+", dy[j], "<=", y[i]))
                        .post();
            }
        }
    }

    private static IntVar[] loads(Model model, int[] capacities) {
        IntVar[] loads = new IntVar[capacities.length];
        for (int b = 0; b < loads.length; b++) {
            if (capacities[b] < 0) {
                model.falseConstraint().post();
                loads[b] = model.intVar(0);
            } else {
                loads[b] = model.intVar(0, capacities[b]);
            }
        }
        return loads;
    }

    /** Each item in a bin {@code first..}, each bin's load the weight of its items. */
    private static void pack(Arguments a, IntVar[] loads, IntVar[] bins, int first, int weightsArgument) {
        int[] weights = a.integers(weightsArgument);
        if (weights.length != bins.length) {
            throw a.bad("needs one weight per item");
        }
        if (Arrays.stream(weights).anyMatch(w -> w < 0)) {
            throw a.bad("needs weights of at least 0");
        }
        Model model = a.model();
        if (bins.length == 0 || loads.length == 0) {
            Arrays.stream(loads).forEach(load -> model.arithm(load, "=", 0).post());
            if (bins.length > 0) {
                model.falseConstraint().post();
            }
            return;
        }
        model.binPacking(bins, weights, loads, first).post();
    }
}
