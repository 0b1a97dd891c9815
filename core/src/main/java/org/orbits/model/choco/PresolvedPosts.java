package org.orbits.model.choco;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.model.presolve.Structure;

/**
 * Posts the globals {@code Presolve} found, beside the decomposition they were found in: the counts of one array as
 * one global cardinality where there are several values, each other count as Choco's count, each clique of
 * disequalities as an allDifferent, each channelling by element constraints as an inverse channelling.
 */
final class PresolvedPosts {

    private PresolvedPosts() {}

    static void post(List<Structure> found, Terms terms, String allDifferent, Consumer<IntVar[]> allDifferentScopes) {
        Model model = terms.model();
        Map<List<String>, List<Structure.Count>> countsByArray = new LinkedHashMap<>();
        for (Structure structure : found) {
            if (structure instanceof Structure.Count count) {
                if (!fits(count.value()) || !fits(count.min()) || !fits(count.max()) || !fits(count.offset())) {
                    continue; // a value no variable takes, or a count beyond Choco's integers: nothing to strengthen
                }
                countsByArray
                        .computeIfAbsent(count.variables(), unused -> new ArrayList<>())
                        .add(count);
            } else if (structure instanceof Structure.AllDifferent clique) {
                if (!clique.offsets().stream().allMatch(PresolvedPosts::fits)) {
                    continue;
                }
                IntVar[] scope = variables(terms, clique.variables());
                boolean plain = clique.offsets().stream().allMatch(offset -> offset == 0);
                for (int i = 0; i < scope.length; i++) {
                    long offset = clique.offsets().get(i);
                    scope[i] = offset == 0 ? scope[i] : model.offset(scope[i], (int) offset);
                }
                model.allDifferent(scope, allDifferent).post();
                if (plain) {
                    allDifferentScopes.accept(scope);
                }
            } else if (structure instanceof Structure.Inverse inverse) {
                model.inverseChanneling(
                                variables(terms, inverse.successors()), variables(terms, inverse.predecessors()), 1, 1)
                        .post();
            }
        }
        countsByArray.forEach((array, counts) -> {
            IntVar[] x = variables(terms, array);
            int[] values = counts.stream().mapToInt(c -> (int) c.value()).toArray();
            IntVar[] occurrences =
                    counts.stream().map(c -> occurrences(terms, c)).toArray(IntVar[]::new);
            if (counts.size() > 1 && Arrays.stream(values).distinct().count() == values.length) {
                model.globalCardinality(x, values, occurrences, false).post();
            } else {
                for (int i = 0; i < values.length; i++) {
                    model.count(values[i], x, occurrences[i]).post();
                }
            }
        });
    }

    private static boolean fits(long value) {
        return value >= IntVar.MIN_INT_BOUND && value <= IntVar.MAX_INT_BOUND;
    }

    private static IntVar occurrences(Terms terms, Structure.Count count) {
        Model model = terms.model();
        if (count.counter().isPresent()) {
            IntVar counter = terms.variables().get(count.counter().get());
            return count.offset() == 0 ? counter : model.offset(counter, (int) count.offset());
        }
        return count.min() == count.max()
                ? model.intVar((int) count.min())
                : model.intVar((int) count.min(), (int) count.max());
    }

    private static IntVar[] variables(Terms terms, List<String> names) {
        return names.stream().map(name -> terms.variables().get(name)).toArray(IntVar[]::new);
    }
}
