package org.orbits.search;

import com.google.common.collect.ImmutableMap;

/**
 * One disjoint part of an instance's search, as plain data any executor can run: the instance (family and
 * parameters), the group whose symmetries are broken, the solver settings, and the values of the first
 * {@code prefix.length} branching variables. Its {@code index} is its place in the {@link WorkPlan}.
 */
public record WorkUnit(
        String family,
        ImmutableMap<String, String> parameters,
        String group,
        SolverSettings settings,
        int index,
        int[] prefix) {}
