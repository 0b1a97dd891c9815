package org.orbits.search.units;

import com.google.common.collect.ImmutableList;
import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.orbits.puzzle.Objective;

/**
 * What a search split into work units has finished: the plan, the units this run answers for, and per phase
 * the units done. For an optimisation puzzle the proof phase records the best value found so far, which no
 * finished proof unit beats; the enumeration phase records the value it enumerated at and, when the ledger
 * is written out, the orbits each finished unit met. Thread-safe: workers record units as they finish.
 */
public final class Ledger {

    private final WorkPlan plan;
    private final ImmutableList<Integer> assigned;
    private final boolean keepsOrbits;
    private volatile OptionalInt best = OptionalInt.empty();
    /** A solution at the best value, when this run found it; kept in memory only, never written out. */
    private Optional<ImmutableIntArray> bestSolution = Optional.empty();

    private final SortedSet<Integer> proven = new TreeSet<>();
    private OptionalInt enumeratedAt = OptionalInt.empty();
    private final SortedMap<Integer, List<Found>> enumerated = new TreeMap<>();
    private Cost proofCost = Cost.NONE;
    private Cost enumerationCost = Cost.NONE;

    /**
     * A ledger of {@code assigned} units of {@code plan}; {@code keepsOrbits} when it is written out (a
     * checkpoint, a partial result), so that each finished unit's orbits are kept.
     */
    public Ledger(WorkPlan plan, List<Integer> assigned, boolean keepsOrbits) {
        this.plan = plan;
        this.assigned = ImmutableList.copyOf(assigned);
        this.keepsOrbits = keepsOrbits;
    }

    /** A ledger answering for every unit of {@code plan}, kept in memory only. */
    public static Ledger of(WorkPlan plan) {
        List<Integer> all = new ArrayList<>();
        for (int unit = 0; unit < plan.size(); unit++) {
            all.add(unit);
        }
        return new Ledger(plan, all, false);
    }

    public WorkPlan plan() {
        return plan;
    }

    /** The units this run answers for, in plan order: all of them, or one part's. */
    public ImmutableList<Integer> assigned() {
        return assigned;
    }

    /** Whether this run answers for every unit of the plan. */
    public boolean whole() {
        return assigned.size() == plan.size();
    }

    public boolean keepsOrbits() {
        return keepsOrbits;
    }

    /** Read at every search node by every worker, so not under the lock. */
    public OptionalInt best() {
        return best;
    }

    /** A solution at {@link #best}, when this run found one (a ledger read back holds the value alone). */
    public synchronized Optional<ImmutableIntArray> bestSolution() {
        return bestSolution;
    }

    public synchronized SortedSet<Integer> proven() {
        return new TreeSet<>(proven);
    }

    public synchronized OptionalInt enumeratedAt() {
        return enumeratedAt;
    }

    /** The finished enumeration units with the orbits they met (empty unless kept), by unit. */
    public synchronized SortedMap<Integer, List<Found>> enumerated() {
        return new TreeMap<>(enumerated);
    }

    public synchronized Cost proofCost() {
        return proofCost;
    }

    public synchronized Cost enumerationCost() {
        return enumerationCost;
    }

    /** Whether anything is recorded: a resumed run. */
    public synchronized boolean started() {
        return best.isPresent() || !proven.isEmpty() || !enumerated.isEmpty();
    }

    /** How far this run got, in words: units finished of those assigned, and orbits kept. */
    public synchronized String summary() {
        long orbits = enumerated.values().stream().mapToLong(List::size).sum();
        String proof = best.isPresent() || !proven.isEmpty()
                ? proven.size() + " of " + assigned.size() + " units proven (best "
                        + (best.isPresent() ? String.valueOf(best.getAsInt()) : "none") + "), "
                : "";
        return proof + enumerated.size() + " of " + assigned.size() + " units enumerated, " + orbits + " orbits met ("
                + plan.size() + " units in all)";
    }

    /** Takes up {@code value} as the best found when it beats the one recorded. */
    public synchronized void offerBest(int value, Objective.Sense sense) {
        offerBest(value, sense, Optional.empty());
    }

    /** Takes up {@code value} as the best found when it beats the one recorded, with {@code solution} at it. */
    public synchronized void offerBest(int value, Objective.Sense sense, Optional<ImmutableIntArray> solution) {
        if (best.isEmpty() || (sense == Objective.Sense.MINIMISE ? value < best.getAsInt() : value > best.getAsInt())) {
            best = OptionalInt.of(value);
            bestSolution = solution;
        }
    }

    /** A proof unit is done: nothing in it beats the best value recorded. */
    public synchronized void proven(int unit, Cost cost) {
        proven.add(unit);
        proofCost = proofCost.plus(cost);
    }

    /** The proof is over: from now on the units are enumerated at {@code optimum}. */
    public synchronized void enumerateAt(int optimum) {
        if (enumeratedAt.isPresent() && enumeratedAt.getAsInt() != optimum) {
            enumerated.clear();
        }
        enumeratedAt = OptionalInt.of(optimum);
    }

    public synchronized void enumerated(int unit, List<Found> orbits, Cost cost) {
        enumerated.put(unit, keepsOrbits ? List.copyOf(orbits) : List.of());
        enumerationCost = enumerationCost.plus(cost);
    }

    /** Restores a recorded state: used when a ledger is read back. */
    synchronized void restore(
            OptionalInt recordedBest,
            List<Integer> recordedProven,
            Cost recordedProof,
            OptionalInt recordedAt,
            SortedMap<Integer, List<Found>> recordedEnumerated,
            Cost recordedEnumeration) {
        best = recordedBest;
        bestSolution = Optional.empty();
        proven.addAll(recordedProven);
        proofCost = recordedProof;
        enumeratedAt = recordedAt;
        enumerated.putAll(recordedEnumerated);
        enumerationCost = recordedEnumeration;
    }

    /** The assigned units not in {@code done}, in plan order. */
    public List<Integer> pending(Set<Integer> done) {
        List<Integer> left = new ArrayList<>();
        for (int unit : assigned) {
            if (!done.contains(unit)) {
                left.add(unit);
            }
        }
        return left;
    }
}
