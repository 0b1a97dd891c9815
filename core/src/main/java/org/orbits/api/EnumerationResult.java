package org.orbits.api;

import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Optional;

/**
 * Every solution of an instance reduced to orbits, under each group asked for (the default group first).
 * When {@code complete} is false a limit or a cancellation stopped the search: the counts are lower bounds.
 *
 * @param settings the solver settings used, by name and word
 * @param objective for an optimisation, the optimum the orbits are at (or the best found)
 */
public record EnumerationResult(
        String family,
        ImmutableMap<String, String> parameters,
        String label,
        List<String> cellNames,
        ImmutableMap<String, String> settings,
        boolean complete,
        Optional<Optimum> objective,
        List<GroupOrbits> groups,
        Statistics statistics) {

    public EnumerationResult {
        cellNames = List.copyOf(cellNames);
        groups = List.copyOf(groups);
    }

    /** The result under the group named {@code name}. */
    public GroupOrbits group(String name) {
        return groups.stream()
                .filter(g -> g.group().equals(name))
                .findFirst()
                .orElseThrow(() -> new OrbitsException("no group '" + name + "' in this result"));
    }
}
