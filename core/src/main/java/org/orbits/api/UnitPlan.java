package org.orbits.api;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.orbits.search.units.WorkPlan;

/**
 * The work units of one enumeration, planned on one machine, to run anywhere (each unit fixes the first
 * few branching variables; together they partition the search). Serializable, so a cluster job can ship
 * it to its tasks; every machine must run the same version of orbits.
 */
public final class UnitPlan implements Serializable {

    private static final long serialVersionUID = 1L;

    private final WorkPlan plan;
    private final List<String> groups;
    private final String sense;

    /**
     * @param groups the groups the merged result is reported under
     * @param sense {@code minimise} or {@code maximise} for an optimisation puzzle, otherwise null
     */
    UnitPlan(WorkPlan plan, List<String> groups, String sense) {
        this.plan = plan;
        this.groups = List.copyOf(groups);
        this.sense = sense;
    }

    WorkPlan plan() {
        return plan;
    }

    /** The groups the merged result is reported under. */
    public List<String> groups() {
        return groups;
    }

    String sense() {
        return sense;
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

    /** Whether the objective is maximised (rather than minimised), so that the best value is the greatest. */
    public boolean maximising() {
        return "maximise".equals(sense);
    }

    /** The units of part {@code part} (1-based) of {@code parts}, every {@code parts}-th unit. */
    public List<Integer> part(int part, int parts) {
        return plan.part(part, parts);
    }
}
