package org.orbits.api;

import java.util.List;

/**
 * The solutions of an instance reduced under one group.
 *
 * @param structure what the group is where a test proves it ({@code D4}, {@code S5 x S5 x S5}), else
 *     {@code a group of order N}
 * @param solutions every solution (the sum of the orbit sizes); a lower bound when the search is incomplete
 * @param symmetricSolutions the solutions some symmetry other than the identity maps to themselves
 * @param orbits one per orbit, in lexicographic order of representatives
 */
public record GroupOrbits(
        String group, long order, String structure, long solutions, long symmetricSolutions, List<Orbit> orbits) {

    /** A census's orbits, read-only and made when read ({@link OrbitList}), are kept as they are; others copied. */
    public GroupOrbits {
        orbits = orbits instanceof OrbitList ? orbits : List.copyOf(orbits);
    }
}
