package org.orbits.spark;

import java.io.Serializable;
import java.util.List;
import java.util.OptionalInt;
import org.orbits.api.Instance;
import org.orbits.api.MergedParts;
import org.orbits.api.Orbits;
import org.orbits.api.Part;
import org.orbits.api.UnitPlan;

/**
 * The job's one link to orbits: the work units planned on the driver, some of them searched in a task, and
 * the tasks' partial results merged on the driver. Shipped to every task with the plan, so no executor plans
 * again and every task splits the search the same way.
 */
final class OrbitsUnits implements Serializable {

    private final EnumerationRequest request;
    private final UnitPlan plan;

    private OrbitsUnits(EnumerationRequest request, UnitPlan plan) {
        this.request = request;
        this.plan = plan;
    }

    /** The units of {@code request}, about 60 for each of {@code slots} tasks running at once. */
    static OrbitsUnits plan(EnumerationRequest request, int slots) {
        Orbits orbits = Orbits.standard();
        Instance instance = orbits.instance(request.family(), request.parameters());
        return new OrbitsUnits(request, orbits.plan(instance, request.options(), slots));
    }

    /** How many units there are, numbered from 0 in plan order. */
    int size() {
        return plan.size();
    }

    /** Whether the search has an objective, whose optimum is proven before its solutions are enumerated. */
    boolean optimising() {
        return plan.optimising();
    }

    /** Searches {@code units} for values better than {@code bestSoFar}, on {@code threads} threads. */
    Part prove(List<Integer> units, OptionalInt bestSoFar, int threads) {
        return Orbits.standard().proveUnits(plan, units, request.options().withThreads(threads), bestSoFar);
    }

    /** Every solution of {@code units}, at {@code optimum} for an optimisation, on {@code threads} threads. */
    Part enumerate(List<Integer> units, OptionalInt optimum, int threads) {
        return Orbits.standard().enumerateUnits(plan, units, request.options().withThreads(threads), optimum);
    }

    /** The best value of {@code results}: the optimum, once every unit is proven. */
    OptionalInt best(List<Part> results) {
        return results.stream()
                .map(Part::best)
                .filter(OptionalInt::isPresent)
                .mapToInt(OptionalInt::getAsInt)
                .reduce(plan.maximising() ? Math::max : Math::min);
    }

    /**
     * The partial results of every round merged: the JSON {@code orbits enumerate --json} prints, incomplete
     * when a unit is missing, named in the messages.
     */
    EnumerationJob.Outcome merge(List<Part> results) {
        Orbits orbits = Orbits.standard();
        MergedParts merged = orbits.merge(results);
        String missing = merged.missingUnits().isEmpty()
                ? ""
                : "orbits-spark: " + merged.enumeration().label() + ": "
                        + merged.missingUnits().size() + " of " + merged.units() + " work units missing: "
                        + merged.missingInWords();
        return new EnumerationJob.Outcome(
                merged.enumeration(),
                orbits.json(merged.enumeration()),
                merged.missingUnits().isEmpty(),
                missing);
    }
}
