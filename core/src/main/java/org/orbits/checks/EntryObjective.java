package org.orbits.checks;

import java.util.OptionalInt;
import org.orbits.puzzle.Objective;

/**
 * What a catalog entry records of an optimisation: the best value found, whether it is proven optimal, and
 * for an open entry the proven bound on the other side. The catalog's own record, so that its file format
 * does not follow the search's types.
 */
public record EntryObjective(Objective.Sense sense, OptionalInt value, boolean proven, OptionalInt bound) {}
