package org.orbits.model.choco;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.chocosolver.memory.IEnvironment;
import org.chocosolver.solver.Cause;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;

/**
 * The auxiliaries worth branching on where the model names none: those each of whose values, tried alone at the root,
 * fixes more cells than a value of a cell does (the first position of each number under a Langford row fixes two
 * places of it, a queen's column under a 0/1 board a whole row). It asks a translation of its own, with nothing
 * posted beside the model: each value of each candidate is fixed in a world of its own, propagated, and the world
 * undone. Deterministic: a budget of tries, not of time, so that every run searches in one order.
 */
final class KeyVariables {

    /** The most values of one variable tried, spread over its domain. */
    private static final int VALUES_PER_VARIABLE = 16;
    /** The most tries in all: beyond it the candidates left are not keys. */
    private static final int TRIES = 5_000;

    private final TranslationCopy copy;
    private final IntVar[] cells;
    private int tries;

    private KeyVariables(TranslationCopy copy) {
        this.copy = copy;
        this.cells = Arrays.stream(copy.cells())
                .filter(cell -> !cell.isInstantiated())
                .distinct()
                .toArray(IntVar[]::new);
    }

    /**
     * The names among {@code candidates} to branch on before the cells, in the order of the model, none determined
     * by the others chosen (a second position that is the first plus a constant is left out); empty where no candidate
     * fixes more than a cell does, or the model fails at its root.
     *
     * @param determined the variables a set of variables determines by the model's definitions
     */
    static List<String> choose(
            TranslationCopy copy, List<String> candidates, Function<Set<String>, Set<String>> determined) {
        return new KeyVariables(copy).choose(candidates, determined);
    }

    private List<String> choose(List<String> candidates, Function<Set<String>, Set<String>> determined) {
        Solver solver = copy.model().getSolver();
        try {
            solver.propagate();
        } catch (ContradictionException noSolution) {
            return List.of();
        }
        double cellScore = 0;
        int cellsTried = 0;
        for (IntVar cell : cells) {
            if (!cell.isInstantiated()) {
                double score = score(cell);
                if (score >= 0) {
                    cellScore += score;
                    cellsTried++;
                }
            }
        }
        double threshold = Math.max(cellsTried == 0 ? 1 : cellScore / cellsTried, 1) + 0.5;
        List<String> open = candidates.stream()
                .filter(name -> !copy.variables().get(name).isInstantiated())
                .toList();
        List<Scored> keys = new ArrayList<>();
        for (int i = 0; i < open.size(); i++) {
            double score = score(copy.variables().get(open.get(i)));
            if (score >= threshold) {
                keys.add(new Scored(open.get(i), i, score));
            }
        }
        // The ones that fix most first, so that one a chosen key determines is left out, not the key.
        keys.sort(Comparator.comparingDouble(Scored::score).reversed().thenComparingInt(Scored::order));
        Set<String> chosen = new LinkedHashSet<>();
        Set<String> covered = new HashSet<>();
        for (Scored key : keys) {
            if (!covered.contains(key.name())) {
                chosen.add(key.name());
                covered = determined.apply(chosen);
            }
        }
        return keys.stream()
                .sorted(Comparator.comparingInt(Scored::order))
                .map(Scored::name)
                .filter(chosen::contains)
                .toList();
    }

    private record Scored(String name, int order, double score) {}

    /** The mean number of open cells a value of {@code variable} fixes; -1 where none was tried or all failed. */
    private double score(IntVar variable) {
        int[] values = sample(variable);
        IEnvironment environment = copy.model().getEnvironment();
        Solver solver = copy.model().getSolver();
        long fixed = 0;
        int consistent = 0;
        for (int value : values) {
            if (tries >= TRIES) {
                break;
            }
            tries++;
            environment.worldPush();
            try {
                variable.instantiateTo(value, Cause.Null);
                solver.propagate();
                consistent++;
                for (IntVar cell : cells) {
                    if (cell.isInstantiated()) {
                        fixed++;
                    }
                }
            } catch (ContradictionException failed) {
                // a value the root refutes by one step fixes nothing worth counting
            } finally {
                environment.worldPop();
            }
        }
        return consistent == 0 ? -1 : (double) fixed / consistent;
    }

    private static int[] sample(IntVar variable) {
        int lb = variable.getLB();
        int ub = variable.getUB();
        Set<Integer> values = new LinkedHashSet<>();
        if (variable.getDomainSize() <= VALUES_PER_VARIABLE) {
            for (int value = lb; value <= ub && value != Integer.MAX_VALUE; value = variable.nextValue(value)) {
                values.add(value);
            }
            values.add(ub);
        } else {
            for (int i = 0; i < VALUES_PER_VARIABLE; i++) {
                long target = lb + ((long) ub - lb) * i / (VALUES_PER_VARIABLE - 1);
                values.add(variable.nextValue((int) target - 1));
            }
        }
        return values.stream().mapToInt(Integer::intValue).toArray();
    }
}
