package org.orbits.search.run;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.search.ObjectiveResult;
import org.orbits.search.SearchStatistics;

/**
 * Every solution of an instance reduced to orbits under each group reported, as one request's search (or the
 * merge of its parts) came to: what the API shows as an enumeration's result, and what the catalog records.
 *
 * @param settings the solver settings used, by name and word
 * @param groups each group's census, the default group first
 * @param objective for an optimisation, the optimum (or the best found), its solution passed by the checker
 * @param statistics the whole search's cost; {@code proof} the proof's alone, for an optimisation
 * @param declarations for a puzzle that declares its symmetries (a model), each declared generator by name with how it
 *     was proven, in words; empty for orbits' own families
 */
public record Reduction(
        PuzzleInstance puzzle,
        ImmutableMap<String, String> settings,
        boolean complete,
        Optional<ObjectiveResult> objective,
        ImmutableList<Census> groups,
        SearchStatistics statistics,
        Optional<SearchStatistics> proof,
        Duration elapsed,
        ImmutableMap<String, String> declarations) {

    /** Reductions of one instance under one group each, as one: the groups in turn, the costs added. */
    static Reduction combined(List<Reduction> each) {
        Reduction first = each.get(0);
        List<Census> groups = new ArrayList<>();
        long nodes = 0;
        long fails = 0;
        long nanos = 0;
        Duration elapsed = Duration.ZERO;
        for (Reduction one : each) {
            groups.addAll(one.groups());
            nodes += one.statistics().nodes();
            fails += one.statistics().fails();
            nanos += one.statistics().nanos();
            elapsed = elapsed.plus(one.elapsed());
        }
        return new Reduction(
                first.puzzle(),
                first.settings(),
                each.stream().allMatch(Reduction::complete),
                first.objective(),
                ImmutableList.copyOf(groups),
                new SearchStatistics(nodes, fails, nanos),
                first.proof(),
                elapsed,
                first.declarations());
    }
}
