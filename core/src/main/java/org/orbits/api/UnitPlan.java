package org.orbits.api;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.orbits.search.units.WorkPlan;

/**
 * The work units of one enumeration, planned on one machine, to run anywhere (each unit fixes the first
 * few branching variables; together they partition the search). Serializable, so a cluster job can ship
 * it to its tasks; every machine must run the same version of orbits.
 *
 * @param plan the units, with the words that name the search: family, parameters, settings, group searched
 * @param groups the groups the merged result is reported under
 * @param sense {@code minimise} or {@code maximise} for an optimisation puzzle, otherwise null
 */
public record UnitPlan(WorkPlan plan, List<String> groups, String sense) implements Serializable {

    public UnitPlan {
        groups = List.copyOf(groups);
    }

    /** How many units there are; their ids are {@code 0..size()-1}. */
    public int size() {
        return plan.size();
    }

    /** Every unit id, in plan order. */
    public List<Integer> units() {
        List<Integer> all = new ArrayList<>();
        for (int unit = 0; unit < size(); unit++) {
            all.add(unit);
        }
        return all;
    }

    /** Whether the search has an objective: run a proof round, then an enumeration round at the optimum. */
    public boolean optimising() {
        return sense != null;
    }

    /** The units of part {@code part} (1-based) of {@code parts}, every {@code parts}-th unit. */
    public List<Integer> part(int part, int parts) {
        return plan.part(part, parts);
    }
}
