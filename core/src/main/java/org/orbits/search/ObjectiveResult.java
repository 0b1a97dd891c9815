package org.orbits.search;

import com.google.common.primitives.ImmutableIntArray;
import java.util.Optional;
import java.util.OptionalInt;
import org.orbits.puzzle.Objective;

/**
 * What an optimisation run established: the best value found, and whether the solver proved it optimal.
 * An unproven value is a bound, not the optimum; {@code bound}, when present, is the other side, proven:
 * no solution is better than it (see {@link ObjectiveBounds}). {@code solution} is a solution at the best
 * value when the run kept one (a run resumed from a checkpoint knows the value alone); it is no part of what
 * was established, so {@link #established} leaves it out when two runs are compared.
 */
public record ObjectiveResult(
        Objective.Sense sense,
        OptionalInt value,
        boolean proven,
        OptionalInt bound,
        Optional<ImmutableIntArray> solution) {

    public ObjectiveResult(Objective.Sense sense, OptionalInt value, boolean proven) {
        this(sense, value, proven, OptionalInt.empty(), Optional.empty());
    }

    public ObjectiveResult(Objective.Sense sense, OptionalInt value, boolean proven, OptionalInt bound) {
        this(sense, value, proven, bound, Optional.empty());
    }

    /** The same without the solution: what two runs that agree share, whichever solution each kept. */
    public ObjectiveResult established() {
        return new ObjectiveResult(sense, value, proven, bound, Optional.empty());
    }
}
