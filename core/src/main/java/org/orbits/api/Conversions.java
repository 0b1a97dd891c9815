package org.orbits.api;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.search.ObjectiveResult;
import org.orbits.search.ProgressListener;
import org.orbits.search.SearchStatistics;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.CanonicalOrbit;
import org.orbits.symmetry.Group;

/** The API's records made from what the layers below hand back: the API shows callers its own types only. */
final class Conversions {

    private Conversions() {}

    static Family family(PuzzleFamily family) {
        return new Family(
                family.name(),
                family.title(),
                family.parameters().stream()
                        .map(p -> new Family.Parameter(p.name(), p.description(), p.defaultValue(), p.range()))
                        .toList(),
                family.modelOptions().stream()
                        .map(o -> new Family.ModelOption(o.name(), o.description(), o.words(), o.defaultWord()))
                        .toList(),
                family.symmetryDescription());
    }

    static GroupOrbits groupOrbits(Census census) {
        Group group = census.group();
        return new GroupOrbits(
                group.name(),
                group.order(),
                group.structure(),
                census.solutions(),
                census.orbits().stream()
                        .filter(o -> o.size() < group.order())
                        .mapToLong(CanonicalOrbit::size)
                        .sum(),
                census.orbits().stream()
                        .map(o -> new Orbit(o.representative(), o.size()))
                        .collect(ImmutableList.toImmutableList()));
    }

    static EnumerationResult result(
            PuzzleInstance puzzle, SolverSettings settings, Census searched, List<GroupOrbits> groups) {
        return new EnumerationResult(
                puzzle.family().name(),
                puzzle.parameters(),
                puzzle.label(),
                puzzle.cellNames(),
                ImmutableMap.copyOf(settings.words()),
                searched.complete(),
                searched.objective().map(objective -> checked(puzzle, optimum(objective))),
                groups,
                statistics(
                        searched.statistics(),
                        searched.proof(),
                        Duration.ofNanos(searched.statistics().nanos())));
    }

    /** Results of one instance under one group each, as one. */
    static EnumerationResult combined(List<EnumerationResult> each) {
        EnumerationResult first = each.get(0);
        List<GroupOrbits> groups = new ArrayList<>();
        long nodes = 0;
        long fails = 0;
        Duration time = Duration.ZERO;
        for (EnumerationResult one : each) {
            groups.addAll(one.groups());
            nodes += one.statistics().nodes();
            fails += one.statistics().fails();
            time = time.plus(one.statistics().time());
        }
        return new EnumerationResult(
                first.family(),
                first.parameters(),
                first.label(),
                first.cellNames(),
                first.settings(),
                each.stream().allMatch(EnumerationResult::complete),
                first.objective(),
                groups,
                new Statistics(nodes, fails, time, first.statistics().proof()));
    }

    static Optimum optimum(ObjectiveResult result) {
        return new Optimum(result.sense().word(), result.value(), result.proven(), result.bound(), result.solution());
    }

    /** The optimum, its solution passed by the checker: a solution the search kept is shown to the user. */
    static Optimum checked(PuzzleInstance puzzle, Optimum optimum) {
        optimum.solution()
                .ifPresent(solution -> puzzle.violation(solution.toArray()).ifPresent(problem -> {
                    throw new IllegalStateException(
                            "the model's best solution " + solution + " is one the checker rejects: " + problem);
                }));
        return optimum;
    }

    static Statistics statistics(SearchStatistics total, Optional<SearchStatistics> proof, Duration elapsed) {
        return new Statistics(
                total.nodes(),
                total.fails(),
                elapsed,
                proof.map(p -> new Statistics(p.nodes(), p.fails(), Duration.ofNanos(p.nanos()), Optional.empty())));
    }

    static Progress progress(ProgressListener.Snapshot snapshot) {
        return new Progress(
                snapshot.phase(),
                snapshot.unitsDone(),
                snapshot.unitsTotal(),
                snapshot.solutions(),
                snapshot.nodes(),
                Duration.ofNanos(snapshot.elapsedNanos()),
                Duration.ofNanos(snapshot.phaseNanos()),
                snapshot.best(),
                snapshot.bestSolution());
    }
}
