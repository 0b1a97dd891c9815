package org.orbits.search;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.orbits.puzzle.Objective;

/**
 * What a run split into work units has finished, for one group: the plan, the units this run answers for,
 * and per phase the units done. For an optimisation puzzle the proof phase records the best value found so
 * far, which every finished proof unit is known not to beat; the enumeration phase records the value it
 * enumerated at and each finished unit's solutions. Thread-safe: workers record units as they finish.
 */
public final class Ledger {

    private final WorkPlan plan;
    private final ImmutableList<Integer> assigned;
    private volatile OptionalInt best = OptionalInt.empty();
    private final SortedSet<Integer> proven = new TreeSet<>();
    private OptionalInt enumeratedAt = OptionalInt.empty();
    private final SortedMap<Integer, List<int[]>> enumerated = new TreeMap<>();
    private SearchStatistics proofCost = new SearchStatistics(0, 0, 0);
    private SearchStatistics enumerationCost = new SearchStatistics(0, 0, 0);

    public Ledger(WorkPlan plan, List<Integer> assigned) {
        this.plan = plan;
        this.assigned = ImmutableList.copyOf(assigned);
    }

    public WorkPlan plan() {
        return plan;
    }

    /** The units this run answers for, in plan order: all of them, or one part's. */
    public ImmutableList<Integer> assigned() {
        return assigned;
    }

    /** Read at every search node by every worker, so not under the lock. */
    public OptionalInt best() {
        return best;
    }

    public synchronized SortedSet<Integer> proven() {
        return new TreeSet<>(proven);
    }

    public synchronized OptionalInt enumeratedAt() {
        return enumeratedAt;
    }

    /** The finished enumeration units with their solutions, by unit. */
    public synchronized SortedMap<Integer, List<int[]>> enumerated() {
        return new TreeMap<>(enumerated);
    }

    public synchronized SearchStatistics proofCost() {
        return proofCost;
    }

    public synchronized SearchStatistics enumerationCost() {
        return enumerationCost;
    }

    /** How far this run got, in words: units finished of those assigned, and solutions kept. */
    public synchronized String summary() {
        long solutions = enumerated.values().stream().mapToLong(List::size).sum();
        String proof = best.isPresent() || !proven.isEmpty()
                ? proven.size() + " of " + assigned.size() + " units proven (best "
                        + (best.isPresent() ? String.valueOf(best.getAsInt()) : "none") + "), "
                : "";
        return proof + enumerated.size() + " of " + assigned.size() + " units enumerated, " + solutions + " solutions ("
                + plan.size() + " units in all)";
    }

    /** Takes up {@code value} as the best found when it beats the one recorded. */
    synchronized void offerBest(int value, Objective.Sense sense) {
        if (best.isEmpty() || (sense == Objective.Sense.MINIMISE ? value < best.getAsInt() : value > best.getAsInt())) {
            best = OptionalInt.of(value);
        }
    }

    /** A proof unit is done: nothing in it beats the best value recorded. */
    synchronized void proven(int unit, SearchStatistics cost) {
        proven.add(unit);
        proofCost = proofCost.plus(cost);
    }

    /** The proof is over: from now on the units are enumerated at {@code optimum}. */
    synchronized void enumerateAt(int optimum) {
        if (enumeratedAt.isPresent() && enumeratedAt.getAsInt() != optimum) {
            enumerated.clear();
        }
        enumeratedAt = OptionalInt.of(optimum);
    }

    synchronized void enumerated(int unit, List<int[]> solutions, SearchStatistics cost) {
        enumerated.put(unit, List.copyOf(solutions));
        enumerationCost = enumerationCost.plus(cost);
    }

    /** Restores a recorded state: used when a ledger is read back. */
    synchronized void restore(
            OptionalInt recordedBest,
            List<Integer> recordedProven,
            SearchStatistics recordedProof,
            OptionalInt recordedAt,
            Map<Integer, List<int[]>> recordedEnumerated,
            SearchStatistics recordedEnumeration) {
        best = recordedBest;
        proven.addAll(recordedProven);
        proofCost = recordedProof;
        enumeratedAt = recordedAt;
        enumerated.putAll(recordedEnumerated);
        enumerationCost = recordedEnumeration;
    }

    /** The assigned units not in {@code done}, in plan order. */
    static List<Integer> pending(List<Integer> assigned, Set<Integer> done) {
        List<Integer> left = new ArrayList<>();
        for (int unit : assigned) {
            if (!done.contains(unit)) {
                left.add(unit);
            }
        }
        return left;
    }
}
