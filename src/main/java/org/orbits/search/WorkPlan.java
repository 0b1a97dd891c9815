package org.orbits.search;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.hash.Hasher;
import com.google.common.hash.Hashing;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;

/**
 * How an instance's search is split into work units (embarrassingly parallel search, Régin et al., CP 2013):
 * every assignment of the first {@code depth} branching variables that propagation does not refute, in the
 * search's own order. The prefixes are computed in the model with symmetry breaking posted, so they depend on
 * the group and the settings as well as on the instance; all three are part of the plan.
 */
public record WorkPlan(String family, ImmutableMap<String, String> parameters, String group,
                       SolverSettings settings, ImmutableList<int[]> prefixes) {

    /**
     * The shallowest split with at least {@code target} units, or the deepest there is, found in
     * {@code built}: a fresh model with symmetry breaking posted and no search of its own.
     */
    static WorkPlan of(PuzzleInstance instance, String group, SolverSettings settings, int target,
                       PuzzleModel built) {
        List<int[]> prefixes = prefixes(built, 1);
        int decisions = built.decisions().length;
        for (int depth = 2; !prefixes.isEmpty() && prefixes.size() < target && depth <= decisions; depth++) {
            built.model().getSolver().reset();
            prefixes = prefixes(built, depth);
        }
        return new WorkPlan(instance.family().name(), instance.parameters(), group, settings,
                ImmutableList.copyOf(prefixes));
    }

    /** Every assignment of the first {@code depth} decisions that propagation does not refute, in order. */
    private static List<int[]> prefixes(PuzzleModel built, int depth) {
        IntVar[] prefix = Arrays.copyOf(built.decisions(), depth);
        Solver solver = built.model().getSolver();
        solver.setSearch(Search.inputOrderLBSearch(prefix));
        List<int[]> found = new ArrayList<>();
        while (solver.solve()) {
            found.add(Arrays.stream(prefix).mapToInt(IntVar::getValue).toArray());
        }
        return found;
    }

    public int size() {
        return prefixes.size();
    }

    /** How many branching variables each unit fixes. */
    public int depth() {
        return prefixes.isEmpty() ? 0 : prefixes.get(0).length;
    }

    public WorkUnit unit(int index) {
        return new WorkUnit(family, parameters, group, settings, index, prefixes.get(index).clone());
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
        Hasher hasher = Hashing.sha256().newHasher()
                .putString(family, StandardCharsets.UTF_8).putString(parameters.toString(), StandardCharsets.UTF_8)
                .putString(group, StandardCharsets.UTF_8).putString(settings.toString(), StandardCharsets.UTF_8)
                .putInt(settings.symmetryBreaking().ordinal());
        for (int[] prefix : prefixes) {
            hasher.putInt(prefix.length);
            Arrays.stream(prefix).forEach(hasher::putInt);
        }
        return hasher.hash().toString().substring(0, 16);
    }
}
