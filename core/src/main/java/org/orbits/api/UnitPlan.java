package org.orbits.api;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.orbits.search.run.PlannedUnits;

/**
 * The work units of one enumeration, planned on one machine, to run anywhere (each unit fixes the first
 * few branching variables; together they partition the search). Serializable, so a cluster job can ship
 * it to its tasks; every machine must run the same version of orbits.
 */
public final class UnitPlan implements Serializable {

    private static final long serialVersionUID = 1L;

    private final PlannedUnits planned;

    UnitPlan(PlannedUnits planned) {
        this.planned = planned;
    }

    PlannedUnits planned() {
        return planned;
    }

    /** The groups the merged result is reported under. */
    public List<String> groups() {
        return planned.groups();
    }

    /** How many units there are; their ids are {@code 0..size()-1}. */
    public int size() {
        return planned.plan().size();
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
        return planned.optimising();
    }

    /** Whether the objective is maximised (rather than minimised), so that the best value is the greatest. */
    public boolean maximising() {
        return "maximise".equals(planned.sense());
    }

    /** The units of part {@code part} (1-based) of {@code parts}, every {@code parts}-th unit. */
    public List<Integer> part(int part, int parts) {
        return planned.plan().part(part, parts);
    }
}
