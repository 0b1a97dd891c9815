package org.orbits.search.units;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.hash.Hasher;
import com.google.common.hash.Hashing;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.chocosolver.memory.IEnvironment;
import org.chocosolver.solver.Cause;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;

/**
 * How an instance's search is split into work units (embarrassingly parallel search, Régin et al., CP 2013):
 * assignments of a leading run of the branching variables that propagation does not refute, in the
 * search's own order, together covering every assignment of the branching variables that propagation does
 * not refute. The prefixes are computed in the model with symmetry breaking posted, so they depend on the
 * group and the settings as well as on the instance; all three are part of the plan.
 */
public record WorkPlan(
        String family,
        ImmutableMap<String, String> parameters,
        String group,
        ImmutableMap<String, String> settings,
        ImmutableList<int[]> prefixes)
        implements Serializable {

    /** The plan of a search not split: one unit, the whole search. */
    public static WorkPlan whole(PuzzleInstance instance, String group, Map<String, String> settings) {
        return new WorkPlan(
                instance.family().name(),
                instance.parameters(),
                group,
                ImmutableMap.copyOf(settings),
                ImmutableList.of(new int[0]));
    }

    /**
     * At least {@code target} units where the search allows, found in {@code built}: a fresh model with symmetry
     * breaking posted and no search of its own. Starting from the empty prefix, the shortest prefixes are
     * replaced by their extensions by one more branching variable, one prefix at a time in order, until
     * there are enough: so the units reach only as deep as they must, and no unit's prefix is more than one
     * variable longer than another's.
     */
    public static WorkPlan of(
            PuzzleInstance instance,
            String group,
            Map<String, String> settings,
            int target,
            PuzzleModel built,
            BooleanSupplier stop) {
        IntVar[] decisions = built.decisions();
        Solver solver = built.model().getSolver();
        List<int[]> prefixes = rootHolds(solver) ? extensions(solver, decisions, new int[0]) : List.of();
        while (!prefixes.isEmpty()
                && !stop.getAsBoolean()
                && prefixes.size() < target
                && prefixes.get(prefixes.size() - 1).length < decisions.length) {
            prefixes = deepened(solver, decisions, prefixes, target);
        }
        return new WorkPlan(
                instance.family().name(),
                instance.parameters(),
                group,
                ImmutableMap.copyOf(settings),
                ImmutableList.copyOf(prefixes));
    }

    /** Propagates the root once, for good: every extension is tried from its state. */
    private static boolean rootHolds(Solver solver) {
        try {
            solver.propagate();
            return true;
        } catch (ContradictionException rootFails) {
            return false;
        }
    }

    /** {@code prefixes}, each replaced in order by its extensions until there would be {@code target}. */
    private static List<int[]> deepened(Solver solver, IntVar[] decisions, List<int[]> prefixes, int target) {
        List<int[]> deeper = new ArrayList<>();
        for (int i = 0; i < prefixes.size(); i++) {
            if (deeper.size() + prefixes.size() - i >= target) {
                deeper.addAll(prefixes.subList(i, prefixes.size()));
                break;
            }
            deeper.addAll(extensions(solver, decisions, prefixes.get(i)));
        }
        return deeper;
    }

    /** Each value of the next branching variable after {@code prefix}, with {@code prefix}, that propagation keeps. */
    private static List<int[]> extensions(Solver solver, IntVar[] decisions, int[] prefix) {
        List<int[]> extended = new ArrayList<>();
        IEnvironment environment = solver.getModel().getEnvironment();
        environment.worldPush();
        try {
            assign(solver, decisions, prefix);
            IntVar next = decisions[prefix.length];
            for (int value = next.getLB(); value <= next.getUB(); value = next.nextValue(value)) {
                int[] longer = Arrays.copyOf(prefix, prefix.length + 1);
                longer[prefix.length] = value;
                environment.worldPush();
                try {
                    next.instantiateTo(value, Cause.Null);
                    solver.propagate();
                    extended.add(longer);
                } catch (ContradictionException refuted) {
                    solver.getEngine().flush();
                } finally {
                    environment.worldPop();
                }
            }
        } catch (ContradictionException refuted) {
            // The prefix was kept because propagation accepted it; nothing extends it if it no longer does.
            solver.getEngine().flush();
        } finally {
            environment.worldPop();
        }
        return extended;
    }

    private static void assign(Solver solver, IntVar[] decisions, int[] prefix) throws ContradictionException {
        for (int i = 0; i < prefix.length; i++) {
            decisions[i].instantiateTo(prefix[i], Cause.Null);
        }
        solver.propagate();
    }

    public int size() {
        return prefixes.size();
    }

    /** The most branching variables a unit fixes. */
    public int depth() {
        return prefixes.stream().mapToInt(prefix -> prefix.length).max().orElse(0);
    }

    /**
     * The indices of part {@code part} (1-based) of {@code parts}: every {@code parts}-th unit, so that the
     * heavy and the light units, which the search order groups together, are spread over the parts.
     */
    public List<Integer> part(int part, int parts) {
        Preconditions.checkArgument(parts >= 1 && part >= 1 && part <= parts, "part %s of %s", part, parts);
        List<Integer> indices = new ArrayList<>();
        for (int index = part - 1; index < size(); index += parts) {
            indices.add(index);
        }
        return indices;
    }

    /** A short digest of everything that makes the plan, to tell whether two runs split the same search. */
    public String fingerprint() {
        Hasher hasher = Hashing.sha256().newHasher();
        word(hasher, family);
        parameters.forEach((name, value) -> word(word(hasher, name), value));
        word(hasher, group);
        settings.forEach((name, value) -> word(word(hasher, name), value));
        for (int[] prefix : prefixes) {
            hasher.putInt(prefix.length);
            Arrays.stream(prefix).forEach(hasher::putInt);
        }
        return hasher.hash().toString().substring(0, 16);
    }

    /** A word with its length, so that no two lists of words hash alike by running into each other. */
    private static Hasher word(Hasher hasher, String word) {
        return hasher.putInt(word.length()).putString(word, StandardCharsets.UTF_8);
    }

    /** Whether this is the plan of a search not split into units. */
    public boolean whole() {
        return prefixes.size() == 1 && prefixes.get(0).length == 0;
    }
}
