package org.orbits.search;

import java.util.OptionalInt;
import org.orbits.puzzle.Objective;

/**
 * What an optimisation run established: the best value found, and whether the solver proved it optimal.
 * An unproven value is a bound, not the optimum.
 */
public record ObjectiveResult(Objective.Sense sense, OptionalInt value, boolean proven) {
}
