package org.orbits.search.run;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.primitives.ImmutableIntArray;
import java.time.Duration;
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
import org.orbits.search.ObjectiveResult;
import org.orbits.search.ProgressListener;
import org.orbits.search.SearchResult;
import org.orbits.search.SearchStatistics;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.LedgerListener;
import org.orbits.symmetry.Canonicaliser;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.SolutionOrder;

/**
 * Completes a partly filled puzzle: one completion of the givens, or every completion reduced to orbits. Givens
 * are not symmetric, so the search breaks no symmetry; each completion passes the checker on its way out.
 */
public final class CompletionSearch {

    private CompletionSearch() {}

    /**
     * The completions of {@code givens} (cell name to value): one, or with {@code all} every one, reduced to the
     * orbits of the group the request names (the default group if none).
     */
    public record Completed(
            PuzzleInstance puzzle,
            ImmutableMap<String, Integer> givens,
            boolean complete,
            long completions,
            Optional<ImmutableIntArray> first,
            Group group,
            ImmutableList<CompletionOrbit> orbits,
            SearchStatistics statistics,
            Optional<SearchStatistics> proof,
            Duration elapsed,
            Optional<ObjectiveResult> objective) {}

    /** An orbit of the completions: its canonical form and how many of the completions lie in it. */
    public record CompletionOrbit(ImmutableIntArray canonical, long completions) {}

    public static Completed complete(
            PuzzleInstance puzzle, Map<String, Integer> givens, SearchRequest request, boolean all) {
        Map<Integer, Integer> fixed = givens(puzzle, givens);
        Group group = request.group().map(puzzle::group).orElse(puzzle.defaultGroup());
        Canonicaliser canonicaliser = new Canonicaliser(group);
        Map<ImmutableIntArray, long[]> completionsPerOrbit = new TreeMap<>(SolutionOrder.LEXICOGRAPHIC);
        List<ImmutableIntArray> first = new ArrayList<>();
        RunClock clock = new RunClock(request);
        Enumerator enumerator = new Enumerator(puzzle)
                .group(group)
                .settings(request.withSetting("symmetryBreaking", "none").settingsFor(puzzle))
                .limits(Limits.of(null, all ? request.solutionLimit() : 1))
                .stopWhen(clock::stopped)
                .givens(fixed)
                .progress(request.progress());
        if (all && request.progress() != ProgressListener.SILENT) {
            // Split into work units, so that a watcher is told the share done and the time left.
            enumerator.ledger(Ledger.of(enumerator.plan(true, 1, clock::stopped)), LedgerListener.NONE);
        }
        SearchResult result = enumerator.run(solution -> {
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
                    request.orbits().found(group.name(), canonical, size);
                } else {
                    count[0]++;
                }
            }
        });
        Optional<ObjectiveResult> objective = result.objective();
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
        ImmutableList.Builder<CompletionOrbit> orbits = ImmutableList.builder();
        completionsPerOrbit.forEach((canonical, count) -> orbits.add(new CompletionOrbit(canonical, count[0])));
        return new Completed(
                puzzle,
                named.build(),
                complete,
                result.solutions(),
                first.stream().findFirst(),
                group,
                orbits.build(),
                result.statistics(),
                result.proof(),
                clock.elapsed(),
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
