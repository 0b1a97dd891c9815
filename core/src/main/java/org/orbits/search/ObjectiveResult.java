package org.orbits.search;

import java.util.OptionalInt;
import org.orbits.puzzle.Objective;

/**
 * What an optimisation run established: the best value found, and whether the solver proved it optimal.
 * An unproven value is a bound, not the optimum; {@code bound}, when present, is the other side, proven:
 * no solution is better than it (see {@link ObjectiveBounds}).
 */
public record ObjectiveResult(Objective.Sense sense, OptionalInt value, boolean proven, OptionalInt bound) {

    public ObjectiveResult(Objective.Sense sense, OptionalInt value, boolean proven) {
        this(sense, value, proven, OptionalInt.empty());
    }
}
