package org.orbits.search;

import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.symmetry.CanonicalOrbit;
import org.orbits.symmetry.Canonicaliser;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetry;

/**
 * The solutions of an instance counted and reduced to orbits under a group, each orbit held to the multiplicity the
 * engine that searched it says ({@link Multiplicity}). Without breaking, every solution is canonicalised and each
 * orbit must be met exactly as often as its size says; under exact lex-leader breaking every survivor must already be
 * canonical and is met once, and under an exact restriction met once; under breaking that is not exact, met at most as
 * often as its size says. Every solution passes the instance's independent checker on the way. Where the group's
 * generators are not all proven before the search ({@link OrbitExpansion}), the search breaks only the proven part:
 * each solution it finds stands for its orbit under that part, counted as such, and the generators not proven are
 * proven on every member of it, so that each orbit must be met exactly as often as its size says. What it keeps grows
 * with the orbits, never with the solutions: one packed entry per orbit ({@link OrbitTable}), read back as the list of
 * orbits.
 *
 * @param solutions every solution, not only the representatives: under breaking, the sum of orbit sizes
 * @param orbits one per orbit, in lexicographic order of representatives
 */
public record Census(
        long solutions,
        List<CanonicalOrbit> orbits,
        boolean complete,
        SearchStatistics statistics,
        Optional<SearchStatistics> proof,
        Optional<ObjectiveResult> objective,
        SolverSettings settings,
        Group group) {

    /** The orbits a census took are kept as its table gives them, read-only; any other list is copied. */
    public Census {
        orbits = OrbitTable.readOnly(orbits);
    }

    /** Counts {@code instance} under {@code group}. A model or group that breaks a promise throws. */
    public static Census take(
            PuzzleInstance instance, Group group, SolverSettings settings, Limits limits, ProgressListener progress) {
        return take(instance, group, settings, limits, progress, 1);
    }

    /** As {@link #take(PuzzleInstance, Group, SolverSettings, Limits, ProgressListener)}, on {@code threads} threads. */
    public static Census take(
            PuzzleInstance instance,
            Group group,
            SolverSettings settings,
            Limits limits,
            ProgressListener progress,
            int threads) {
        return of(new Enumerator(instance)
                .group(group)
                .settings(settings)
                .limits(limits)
                .progress(progress)
                .threads(threads));
    }

    /** Runs {@code engine} and counts the solutions it streams, under its group and settings. */
    public static Census of(Enumerator engine) {
        return of(engine, orbit -> {});
    }

    /** As {@link #of(Enumerator)}, telling {@code met} of each orbit when first met. */
    public static Census of(Enumerator engine, Consumer<CanonicalOrbit> met) {
        return of(engine.instance(), engine.group(), engine.settings(), engine.multiplicity(), engine::run, met);
    }

    /**
     * Counts the solutions {@code search} streams, which it found under {@code group} and {@code settings}, meeting
     * each orbit as {@code multiplicity} says: an {@link Enumerator} run, or the orbits of merged partial results
     * replayed.
     */
    public static Census of(
            PuzzleInstance instance,
            Group group,
            SolverSettings settings,
            Multiplicity multiplicity,
            Function<SolutionSink, SearchResult> search) {
        return of(instance, group, settings, multiplicity, search, orbit -> {});
    }

    /**
     * As {@link #of(PuzzleInstance, Group, SolverSettings, Multiplicity, Function)}, telling {@code met} of each orbit
     * when first met. Where the search broke only the proven part of {@code group} ({@link Multiplicity#expansion}),
     * each solution stands for its orbit under that part, on every member of which the generators not proven are
     * proven.
     */
    public static Census of(
            PuzzleInstance instance,
            Group group,
            SolverSettings settings,
            Multiplicity multiplicity,
            Function<SolutionSink, SearchResult> search,
            Consumer<CanonicalOrbit> first) {
        Canonicaliser canonicaliser = new Canonicaliser(group);
        OrbitExpansion expansion = multiplicity.expansion();
        OrbitTable met = new OrbitTable();
        SearchResult result = search.apply(new SolutionSink() {
            @Override
            public void accept(int[] solution) {
                check(instance, solution);
                if (expansion.active()) {
                    // Proven first: the orbit under a group not yet proven may hold what is no assignment.
                    expansion.prove(solution);
                    count(canonicaliser.orbit(solution), expansion.weight(solution));
                    return;
                }
                CanonicalOrbit orbit = canonicaliser.orbit(solution);
                if (multiplicity.handsOnLeast() && !orbit.representative().equals(ImmutableIntArray.copyOf(solution))) {
                    throw new IllegalStateException(instance.label() + ": lex-leader breaking kept "
                            + Arrays.toString(solution) + ", which is not canonical");
                }
                count(orbit, 1);
            }

            @Override
            public void replay(ImmutableIntArray representative, long seen) {
                check(instance, representative.toArray());
                CanonicalOrbit orbit = canonicaliser.orbit(representative.toArray());
                if (!orbit.representative().equals(representative)) {
                    throw new IllegalStateException(instance.label() + ": a recorded representative " + representative
                            + " is not canonical under " + group.name());
                }
                count(orbit, seen);
            }

            private void count(CanonicalOrbit orbit, long seen) {
                if (met.add(orbit.representative().toArray(), orbit.size(), seen)) {
                    first.accept(orbit);
                }
            }
        });
        List<CanonicalOrbit> orbits = met.orbits();
        result.objective()
                .flatMap(o -> o.proven() ? Optional.of(o) : Optional.empty())
                .ifPresent(proven -> checkObjectives(instance, orbits, proven));
        long solutions = 0;
        for (int entry = 0; entry < met.size(); entry++) {
            long size = met.orbitSize(entry);
            long seen = met.seen(entry);
            if (!multiplicity.holds(seen, size, result.complete())) {
                throw new IllegalStateException(instance.label() + ": orbit of "
                        + ImmutableIntArray.copyOf(met.representative(entry)) + " has size " + size + " but was met "
                        + seen + " times under " + settings.symmetryBreaking().word()
                        + ": the group does not map solutions to solutions");
            }
            solutions += multiplicity.solutions(seen, size);
        }
        return new Census(
                solutions,
                orbits,
                result.complete(),
                result.statistics(),
                result.proof(),
                result.objective(),
                settings,
                group);
    }

    /**
     * The group among {@code groups} that holds every other, so that one search under it serves them all;
     * empty when none does.
     */
    public static Optional<Group> covering(List<Group> groups) {
        Group largest =
                groups.stream().max(Comparator.comparingLong(Group::order)).orElseThrow();
        for (Group other : groups) {
            if (other != largest && !holds(largest, other)) {
                return Optional.empty();
            }
        }
        return Optional.of(largest);
    }

    /** Whether {@code group} holds every generator of {@code other}, and so all of it. */
    private static boolean holds(Group group, Group other) {
        return other.generators().stream().allMatch(group::contains);
    }

    /**
     * The same solutions reduced under {@code subgroup}, a subgroup of this census's group: each orbit is
     * expanded by the group and its solutions reduced again, every new representative passing the checker.
     * No search runs, so the statistics are those of this census.
     */
    public Census under(PuzzleInstance instance, Group subgroup) {
        Canonicaliser reduce = new Canonicaliser(subgroup);
        OrbitTable reduced = new OrbitTable();
        for (CanonicalOrbit orbit : orbits) {
            long covered = 0;
            for (CanonicalOrbit smaller : split(group, reduce, orbit.representative())) {
                check(instance, smaller.representative().toArray());
                reduced.add(smaller.representative().toArray(), smaller.size(), 0);
                covered += smaller.size();
            }
            if (covered != orbit.size()) {
                throw new IllegalStateException(instance.label() + ": " + subgroup.name() + " is not a subgroup of "
                        + group.name() + ": the orbit of " + orbit.representative()
                        + " falls apart into orbits of " + covered + " solutions, not " + orbit.size());
            }
        }
        return new Census(solutions, reduced.orbits(), complete, statistics, proof, objective, settings, subgroup);
    }

    /**
     * The orbits under {@code subgroup} into which the orbit of {@code representative} under {@code group}
     * falls apart, in the order its solutions meet them.
     */
    public static List<CanonicalOrbit> split(Group group, Canonicaliser subgroup, ImmutableIntArray representative) {
        int[] values = representative.toArray();
        Set<ImmutableIntArray> met = new HashSet<>();
        List<CanonicalOrbit> smaller = new ArrayList<>();
        if (!group.listed()) {
            for (int[] solution : orbitOf(group, values)) {
                CanonicalOrbit orbit = subgroup.orbit(solution);
                if (met.add(orbit.representative())) {
                    smaller.add(orbit);
                }
            }
            return smaller;
        }
        for (Symmetry element : group.elements()) {
            CanonicalOrbit orbit = subgroup.orbit(element.apply(values));
            if (met.add(orbit.representative())) {
                smaller.add(orbit);
            }
        }
        return smaller;
    }

    /**
     * The orbit of {@code solution} under a group that is not listed, closed breadth-first under its generators:
     * as many steps as the orbit has solutions times the generators, however large the group.
     */
    private static List<int[]> orbitOf(Group group, int[] solution) {
        List<Symmetry> generators = group.generators();
        Set<ImmutableIntArray> seen = new HashSet<>();
        List<int[]> orbit = new ArrayList<>();
        seen.add(ImmutableIntArray.copyOf(solution));
        orbit.add(solution);
        for (int next = 0; next < orbit.size(); next++) {
            for (Symmetry g : generators) {
                int[] image = g.apply(orbit.get(next));
                if (seen.add(ImmutableIntArray.copyOf(image))) {
                    orbit.add(image);
                }
            }
        }
        return orbit;
    }

    private static void check(PuzzleInstance instance, int[] solution) {
        instance.violation(solution).ifPresent(problem -> {
            throw new IllegalStateException(instance.label() + ": the model produced " + Arrays.toString(solution)
                    + ", which the checker rejects: " + problem);
        });
    }

    private static void checkObjectives(PuzzleInstance instance, List<CanonicalOrbit> found, ObjectiveResult proven) {
        for (CanonicalOrbit orbit : found) {
            ImmutableIntArray representative = orbit.representative();
            int value = instance.objectiveOf(representative.toArray())
                    .map(Objective::value)
                    .orElseThrow();
            if (value != proven.value().orElseThrow()) {
                throw new IllegalStateException(instance.label() + ": " + representative + " has objective " + value
                        + ", not the optimum " + proven.value().getAsInt());
            }
        }
    }
}
