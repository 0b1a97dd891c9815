package org.orbits.api;

import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Optional;
import org.orbits.search.Census;
import org.orbits.search.run.Reduction;
import org.orbits.symmetry.CanonicalOrbit;
import org.orbits.symmetry.Group;

/**
 * Every solution of an instance reduced to orbits, under each group asked for (the default group first). When
 * {@code complete} is false a limit or a cancellation stopped the search: the counts are lower bounds.
 */
public final class EnumerationResult {

    private final Reduction reduction;
    private final Optional<Optimum> objective;
    private final List<GroupOrbits> groups;
    private final Statistics statistics;

    EnumerationResult(Reduction reduction) {
        this.reduction = reduction;
        this.objective = reduction.objective().map(Optimum::of);
        this.groups = reduction.groups().stream().map(EnumerationResult::orbits).toList();
        this.statistics = Statistics.of(reduction.statistics(), reduction.proof(), reduction.elapsed());
    }

    private static GroupOrbits orbits(Census census) {
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
                new OrbitList(census.orbits()));
    }

    Reduction reduction() {
        return reduction;
    }

    public String family() {
        return reduction.puzzle().family().name();
    }

    public ImmutableMap<String, String> parameters() {
        return reduction.puzzle().parameters();
    }

    public String label() {
        return reduction.puzzle().label();
    }

    public List<String> cellNames() {
        return reduction.puzzle().cellNames();
    }

    /** A value as the puzzle names it (the piece a tiling's value stands for), else the number itself. */
    public String valueText(int value) {
        return reduction.puzzle().valueName(value).orElse(Integer.toString(value));
    }

    /** The solver settings used, by name and word. */
    public ImmutableMap<String, String> settings() {
        return reduction.settings();
    }

    public boolean complete() {
        return reduction.complete();
    }

    /** For an optimisation, the optimum the orbits are at (or the best found). */
    public Optional<Optimum> objective() {
        return objective;
    }

    public List<GroupOrbits> groups() {
        return groups;
    }

    public Statistics statistics() {
        return statistics;
    }

    /**
     * For a model that declares its symmetries, how each declared generator was proven: by the model's constraints
     * before the search (then it pruned), or on every solution during it (then it pruned nothing).
     */
    public ImmutableMap<String, String> declarations() {
        return reduction.declarations();
    }

    /** The result under the group named {@code name}. */
    public GroupOrbits group(String name) {
        return groups.stream()
                .filter(g -> g.group().equals(name))
                .findFirst()
                .orElseThrow(() -> new OrbitsException("no group '" + name + "' in this result"));
    }

    @Override
    public String toString() {
        return label() + ": " + groups;
    }
}
