package org.orbits.search.run;

import java.io.Serializable;
import java.util.List;
import org.orbits.search.units.WorkPlan;

/**
 * The work units of one enumeration, planned on one machine to run anywhere, with what the merged result needs to
 * know: the groups it is reported under, and the objective's sense.
 *
 * @param sense {@code minimise} or {@code maximise} for an optimisation puzzle, otherwise null
 */
public record PlannedUnits(WorkPlan plan, List<String> groups, String sense) implements Serializable {

    private static final long serialVersionUID = 1L;

    public PlannedUnits {
        groups = List.copyOf(groups);
    }

    /** Whether the search has an objective: a proof round, then an enumeration round at the optimum. */
    public boolean optimising() {
        return sense != null;
    }
}
