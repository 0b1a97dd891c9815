package org.orbits.api;

import java.util.List;

/**
 * The solutions of an instance reduced under one group.
 *
 * @param solutions every solution (the sum of the orbit sizes); a lower bound when the search is incomplete
 * @param symmetricSolutions the solutions some symmetry other than the identity maps to themselves
 * @param orbits one per orbit, in lexicographic order of representatives
 */
public record GroupOrbits(String group, long order, long solutions, long symmetricSolutions, List<Orbit> orbits) {

    public GroupOrbits {
        orbits = List.copyOf(orbits);
    }
}
