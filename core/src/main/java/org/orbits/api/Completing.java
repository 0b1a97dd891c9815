package org.orbits.api;

import com.google.common.collect.ImmutableMap;
import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Enumerator;
import org.orbits.search.Limits;
import org.orbits.search.units.Ledger;
import org.orbits.symmetry.Canonicaliser;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.SolutionOrder;

/**
 * Completes a partly filled puzzle: one completion of the givens, or every completion reduced to orbits. Givens
 * are not symmetric, so the search breaks no symmetry; each completion passes the checker on its way out.
 */
final class Completing {

    private Completing() {}

    static Completions complete(PuzzleInstance puzzle, Map<String, Integer> givens, Options options, boolean all) {
        Map<Integer, Integer> fixed = givens(puzzle, givens);
        Group group = options.group().map(puzzle::group).orElse(puzzle.defaultGroup());
        Canonicaliser canonicaliser = new Canonicaliser(group);
        Map<ImmutableIntArray, long[]> completionsPerOrbit = new TreeMap<>(SolutionOrder.LEXICOGRAPHIC);
        List<ImmutableIntArray> first = new ArrayList<>();
        Clock clock = new Clock(options);
        Enumerator enumerator = new Enumerator(puzzle)
                .group(group)
                .settings(Searches.settings(puzzle, options.withSetting("symmetryBreaking", "none")))
                .limits(Limits.of(null, all ? options.solutionLimit() : 1))
                .stopWhen(clock::stopped)
                .givens(fixed)
                .progress(Searches.progress(options.progress()));
        if (all && options.progress() != Progress.Listener.SILENT) {
            // Split into work units, so that a watcher is told the share done and the time left.
            enumerator.ledger(Ledger.of(enumerator.plan(true, 1, clock::stopped)), Enumerator.LedgerListener.NONE);
        }
        Enumerator.Result result = enumerator.run(solution -> {
            puzzle.violation(solution).ifPresent(problem -> {
                throw new IllegalStateException("the model completed the givens to "
                        + ImmutableIntArray.copyOf(solution) + ", which the checker rejects: " + problem);
            });
            if (first.isEmpty()) {
                first.add(ImmutableIntArray.copyOf(solution));
            }
            if (all) {
                ImmutableIntArray canonical = ImmutableIntArray.copyOf(canonicaliser.canonical(solution));
                long[] count = completionsPerOrbit.get(canonical);
                if (count == null) {
                    completionsPerOrbit.put(canonical, new long[] {1});
                    long size = canonicaliser.orbit(canonical.toArray()).size();
                    options.orbits().found(new OrbitFound(group.name(), canonical, size));
                } else {
                    count[0]++;
                }
            }
        });
        Optional<Optimum> objective = result.objective().map(Conversions::optimum);
        boolean complete = result.complete() || (!all && result.solutions() > 0);
        if (first.isEmpty()
                && objective.isPresent()
                && objective.get().solution().isPresent()) {
            // Stopped before a completion was enumerated: the best the proof found is the answer, optimal if proven.
            ImmutableIntArray best = objective.get().solution().get();
            puzzle.violation(best.toArray()).ifPresent(problem -> {
                throw new IllegalStateException(
                        "the model completed the givens to " + best + ", which the checker rejects: " + problem);
            });
            first.add(best);
            complete = !all && objective.get().proven();
        }
        ImmutableMap.Builder<String, Integer> named = ImmutableMap.builder();
        fixed.forEach((cell, value) -> named.put(puzzle.cellNames().get(cell), value));
        List<Completions.CompletionOrbit> orbits = new ArrayList<>();
        completionsPerOrbit.forEach(
                (canonical, count) -> orbits.add(new Completions.CompletionOrbit(canonical, count[0])));
        return new Completions(
                puzzle.label(),
                named.build(),
                complete,
                result.solutions(),
                first.stream().findFirst(),
                group.name(),
                orbits,
                Conversions.statistics(result.statistics(), result.proof(), clock.elapsed()),
                objective);
    }

    /** The givens by cell index, each checked: a known cell, a value in range, distinct where values are. */
    private static Map<Integer, Integer> givens(PuzzleInstance puzzle, Map<String, Integer> givens) {
        Map<Integer, Integer> fixed = new LinkedHashMap<>();
        Map<Integer, String> cellOfValue = new LinkedHashMap<>();
        givens.forEach((cell, value) -> {
            int index = puzzle.cellIndex(cell);
            if (value < puzzle.minValue() || value > puzzle.maxValue()) {
                throw new BadInputException("given " + cell + "=" + value + ": the value is outside "
                        + puzzle.minValue() + ".." + puzzle.maxValue());
            }
            fixed.put(index, value);
            String other = cellOfValue.put(value, cell);
            if (puzzle.valuesDistinct() && other != null) {
                throw new BadInputException("givens " + other + " and " + cell + " both hold " + value
                        + ", but every cell of " + puzzle.family().name() + " holds a different value");
            }
        });
        return fixed;
    }
}
