package org.orbits.search.run;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.GroupProof;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.Stages;
import org.orbits.search.Census;
import org.orbits.search.Enumerator;
import org.orbits.search.ObjectiveResult;
import org.orbits.search.SolverSettings;
import org.orbits.search.units.Ledger;
import org.orbits.symmetry.CanonicalOrbit;
import org.orbits.symmetry.Canonicaliser;
import org.orbits.symmetry.Group;

/**
 * How a request's enumeration runs: which group is searched and which are reported (the scope), the engine made from
 * the request, and the census of its solutions under every group reported. One search serves every group: it runs
 * under the group that holds the others, and each other group's orbits come from its orbits.
 */
public final class Enumerations {

    private Enumerations() {}

    /**
     * Every solution reduced to orbits: one search under the group that holds the others, each other group's orbits
     * taken from it; or, when no group holds the others, one search per group.
     */
    public static Reduction enumerate(PuzzleInstance puzzle, SearchRequest request) {
        SolverSettings settings = request.settingsFor(puzzle);
        RunClock clock = new RunClock(request);
        Optional<SearchScope> scope = SearchScope.of(puzzle, request);
        if (scope.isEmpty()) {
            if (request.checkpoint().isPresent()) {
                throw new BadInputException("no group of " + puzzle.label() + " holds the others: name one with"
                        + " the group option to keep a checkpoint");
            }
            List<Reduction> each = new ArrayList<>();
            for (Group group : puzzle.groups()) {
                SearchScope alone = SearchScope.alone(group);
                Enumerator engine = request.engine(puzzle, group, settings, clock::stopped);
                each.add(result(puzzle, alone, settings, census(puzzle, alone, settings, engine, request)));
            }
            return Reduction.combined(each);
        }
        Enumerator engine = request.engine(puzzle, scope.get().searched(), settings, clock::stopped);
        request.checkpoint().ifPresent(file -> {
            Ledger ledger = Checkpoints.ledger(puzzle, scope.get(), engine, clock, file, 1, 1);
            engine.ledger(
                    ledger,
                    new CheckpointWriter(
                            file,
                            scope.get().names(),
                            Checkpoints.sense(engine),
                            1,
                            1,
                            RecordedWork.instanceDigest(puzzle)));
        });
        return result(puzzle, scope.get(), settings, census(puzzle, scope.get(), settings, engine, request));
    }

    /** Runs {@code engine} into a census of the group searched, streaming orbits of every group reported. */
    static Census census(
            PuzzleInstance puzzle,
            SearchScope scope,
            SolverSettings settings,
            Enumerator engine,
            SearchRequest request) {
        return Census.of(
                puzzle,
                scope.searched(),
                settings,
                engine.multiplicity(),
                engine::run,
                streaming(request.orbits(), scope));
    }

    /** Tells {@code listener} of each orbit of each group reported, as the search meets it. */
    private static Consumer<CanonicalOrbit> streaming(SearchRequest.OrbitListener listener, SearchScope scope) {
        if (listener == SearchRequest.OrbitListener.NONE) {
            return orbit -> {};
        }
        return orbit -> {
            for (Group group : scope.reported()) {
                if (group == scope.searched()) {
                    listener.found(group.name(), orbit.representative(), orbit.size());
                    continue;
                }
                for (CanonicalOrbit smaller :
                        Census.split(scope.searched(), new Canonicaliser(group), orbit.representative())) {
                    listener.found(group.name(), smaller.representative(), smaller.size());
                }
            }
        };
    }

    /** The reduction a census of the group searched makes, under every group reported. */
    static Reduction result(PuzzleInstance puzzle, SearchScope scope, SolverSettings settings, Census searched) {
        Stages.reached("census taken");
        ImmutableList.Builder<Census> groups = ImmutableList.builder();
        for (Group group : scope.reported()) {
            groups.add(group == scope.searched() ? searched : searched.under(puzzle, group));
        }
        return new Reduction(
                puzzle,
                ImmutableMap.copyOf(settings.words()),
                searched.complete(),
                searched.objective().map(objective -> checked(puzzle, objective)),
                groups.build(),
                searched.statistics(),
                searched.proof(),
                Duration.ofNanos(searched.statistics().nanos()),
                declarations(puzzle, scope.searched(), searched.complete()));
    }

    /**
     * How each generator of {@code group} was proven, for a puzzle that declares its symmetries: by its constraints
     * before the search, or on every solution during it (one that failed was refused, so none is left here failed).
     */
    static ImmutableMap<String, String> declarations(PuzzleInstance puzzle, Group group, boolean complete) {
        if (!puzzle.groupsDeclared()) {
            return ImmutableMap.of();
        }
        GroupProof proof = puzzle.proof(group);
        java.util.Map<String, String> lines = new java.util.LinkedHashMap<>();
        for (org.orbits.symmetry.Symmetry generator : group.generators()) {
            boolean unproven = proof.unproven().contains(generator);
            lines.put(
                    generator.name(),
                    !unproven
                            ? "proven by the model's constraints"
                            : complete
                                    ? "proven on every solution (the model's constraints do not prove it, so it"
                                            + (proof.proven().order() > 1
                                                    ? " pruned nothing; the search pruned with the "
                                                            + proof.proven().order()
                                                            + " maps of the declared group they prove)"
                                                    : " pruned nothing)")
                                    : "not proven: the search stopped before every solution was checked");
        }
        return ImmutableMap.copyOf(lines);
    }

    /** The optimum, its solution passed by the checker: a solution the search kept is shown to the user. */
    static ObjectiveResult checked(PuzzleInstance puzzle, ObjectiveResult objective) {
        objective.solution().ifPresent(solution -> puzzle.violation(solution.toArray())
                .ifPresent(problem -> {
                    throw new IllegalStateException(
                            "the model's best solution " + solution + " is one the checker rejects: " + problem);
                }));
        return objective;
    }
}
