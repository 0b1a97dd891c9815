package org.orbits.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.Stages;
import org.orbits.search.Census;
import org.orbits.search.Enumerator;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.search.units.Ledger;
import org.orbits.symmetry.CanonicalOrbit;
import org.orbits.symmetry.Canonicaliser;
import org.orbits.symmetry.Group;

/**
 * How the API runs an enumeration: which group is searched and which are reported (the scope), the engine
 * made from the options, and the census of its solutions turned into an {@link EnumerationResult}.
 */
final class Searches {

    private Searches() {}

    /** The search an enumeration runs: the group searched, and the groups its orbits are reported under. */
    record Scope(Group searched, List<Group> reported) {
        List<String> names() {
            return reported.stream().map(Group::name).toList();
        }
    }

    /** The group the options name; or the instance's group that holds every other, reported under all. */
    static Optional<Scope> scope(PuzzleInstance puzzle, Options options) {
        if (options.group().isPresent()) {
            Group chosen = puzzle.group(options.group().get());
            return Optional.of(new Scope(chosen, List.of(chosen)));
        }
        return Census.covering(puzzle.groups()).map(covering -> new Scope(covering, puzzle.groups()));
    }

    /** The scope of a search that must be one search (a checkpoint, parts, units), or bad input. */
    static Scope singleScope(PuzzleInstance puzzle, Options options, String purpose) {
        return scope(puzzle, options)
                .orElseThrow(() -> new OrbitsException("no group of " + puzzle.label()
                        + " holds the others: name one with the group option to " + purpose));
    }

    /**
     * Every solution reduced to orbits: one search under the group that holds the others, each other group's
     * orbits taken from it; or, when no group holds the others, one search per group.
     */
    static EnumerationResult enumerate(PuzzleInstance puzzle, Options options) {
        SolverSettings settings = settings(puzzle, options);
        Clock clock = new Clock(options);
        Optional<Scope> scope = scope(puzzle, options);
        if (scope.isEmpty()) {
            if (options.checkpoint().isPresent()) {
                throw new OrbitsException("no group of " + puzzle.label() + " holds the others: name one with"
                        + " the group option to keep a checkpoint");
            }
            List<EnumerationResult> each = new ArrayList<>();
            for (Group group : puzzle.groups()) {
                Scope alone = new Scope(group, List.of(group));
                Enumerator engine = engine(puzzle, group, settings, options, clock);
                each.add(result(puzzle, alone, settings, census(puzzle, alone, settings, engine, options)));
            }
            return Conversions.combined(each);
        }
        Enumerator engine = engine(puzzle, scope.get().searched(), settings, options, clock);
        options.checkpoint().ifPresent(file -> {
            Ledger ledger = Checkpoints.ledger(puzzle, scope.get(), engine, clock, file, 1, 1);
            engine.ledger(ledger, new CheckpointWriter(file, scope.get().names(), Checkpoints.sense(engine), 1, 1));
        });
        return result(puzzle, scope.get(), settings, census(puzzle, scope.get(), settings, engine, options));
    }

    static Enumerator engine(
            PuzzleInstance puzzle, Group group, SolverSettings settings, Options options, Clock clock) {
        return new Enumerator(puzzle)
                .group(group)
                .settings(settings)
                .limits(Limits.of(null, options.solutionLimit()))
                .stopWhen(clock::stopped)
                .progress(progress(options.progress()))
                .threads(options.threads());
    }

    /** Runs {@code engine} into a census of the group searched, streaming orbits of every group reported. */
    static Census census(
            PuzzleInstance puzzle, Scope scope, SolverSettings settings, Enumerator engine, Options options) {
        return Census.of(puzzle, scope.searched(), settings, engine::run, streaming(options.orbits(), scope));
    }

    /** Tells {@code listener} of each orbit of each group reported, as the search meets it. */
    private static Consumer<CanonicalOrbit> streaming(OrbitFound.Listener listener, Scope scope) {
        if (listener == OrbitFound.Listener.NONE) {
            return orbit -> {};
        }
        return orbit -> {
            for (Group group : scope.reported()) {
                if (group == scope.searched()) {
                    listener.found(new OrbitFound(group.name(), orbit.representative(), orbit.size()));
                    continue;
                }
                for (CanonicalOrbit smaller :
                        Census.split(scope.searched(), new Canonicaliser(group), orbit.representative())) {
                    listener.found(new OrbitFound(group.name(), smaller.representative(), smaller.size()));
                }
            }
        };
    }

    /** The result a census of the group searched makes, under every group reported. */
    static EnumerationResult result(PuzzleInstance puzzle, Scope scope, SolverSettings settings, Census searched) {
        Stages.reached("census taken");
        List<GroupOrbits> groups = new ArrayList<>();
        for (Group group : scope.reported()) {
            Census census = group == scope.searched() ? searched : searched.under(puzzle, group);
            groups.add(Conversions.groupOrbits(census));
        }
        return Conversions.result(puzzle, settings, searched, groups);
    }

    /**
     * The settings the options name for {@code puzzle}, each setting not named at its default: the search's
     * settings, and the model options its family declares (one it does not declare is bad input).
     */
    static SolverSettings settings(PuzzleInstance puzzle, Options options) {
        Map<String, String> words = new LinkedHashMap<>(SolverSettings.DEFAULT.words());
        words.putAll(options.settings());
        return SolverSettings.ofWords(words).completedFor(puzzle.family());
    }

    static ProgressListener progress(Progress.Listener listener) {
        if (listener == Progress.Listener.SILENT) {
            return ProgressListener.SILENT;
        }
        return new ProgressListener() {
            @Override
            public void update(Snapshot snapshot) {
                listener.update(Conversions.progress(snapshot));
            }

            @Override
            public void finished() {
                listener.finished();
            }
        };
    }
}
