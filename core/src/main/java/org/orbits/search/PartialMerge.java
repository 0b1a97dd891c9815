package org.orbits.search;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.Objective;

/**
 * Partial results of one search, run part by part (perhaps on different machines), combined into the result
 * of the whole: parts of different instances, settings or splits are refused, a unit finished in two parts
 * is refused, and units no part finished are reported as missing, the result then incomplete.
 */
public final class PartialMerge {

    /** One group's combined result, ready to replay into a {@link Census}. */
    public record Run(String group, Enumerator.Result result, List<int[]> solutions, Set<Integer> missing, int units) {

        /** Streams the combined solutions and returns the combined outcome, as an {@link Enumerator} would. */
        public Enumerator.Result replay(Consumer<int[]> sink) {
            solutions.forEach(sink);
            return result;
        }
    }

    private PartialMerge() {}

    /**
     * The runs of every group the parts hold. {@code names} names each part for messages; {@code sense} is
     * the instance's objective sense, empty for a satisfaction puzzle.
     */
    public static List<Run> merge(List<LedgerFile> parts, List<String> names, Optional<Objective.Sense> sense) {
        LedgerFile first = parts.get(0);
        for (int i = 1; i < parts.size(); i++) {
            if (!parts.get(i).identity().sameSearch(first.identity())) {
                throw new BadInputException("cannot merge parts of different searches: " + names.get(0) + " is "
                        + first.identity().label() + ", " + names.get(i) + " is "
                        + parts.get(i).identity().label());
            }
        }
        Set<String> groups = new LinkedHashSet<>();
        parts.forEach(part -> groups.addAll(part.runs().keySet()));
        List<Run> runs = new ArrayList<>();
        for (String group : groups) {
            runs.add(mergeGroup(group, parts, names, sense));
        }
        return runs;
    }

    private static Run mergeGroup(
            String group, List<LedgerFile> parts, List<String> names, Optional<Objective.Sense> sense) {
        List<Ledger> ledgers = new ArrayList<>();
        List<String> holders = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            Ledger ledger = parts.get(i).runs().get(group);
            if (ledger != null) {
                ledgers.add(ledger);
                holders.add(names.get(i));
            }
        }
        WorkPlan plan = ledgers.get(0).plan();
        Map<Integer, String> owner = new TreeMap<>();
        for (int i = 0; i < ledgers.size(); i++) {
            if (!ledgers.get(i).plan().fingerprint().equals(plan.fingerprint())) {
                throw new BadInputException("cannot merge " + holders.get(i) + " with " + holders.get(0)
                        + ": their work units for " + group + " differ (different versions of orbits?)");
            }
            for (int unit : ledgers.get(i).assigned()) {
                String other = owner.putIfAbsent(unit, holders.get(i));
                if (other != null) {
                    throw new BadInputException("duplicate units: " + holders.get(i) + " and " + other
                            + " both hold unit " + unit + " of " + group + " (the same part given twice?)");
                }
            }
        }
        OptionalInt optimum = OptionalInt.empty();
        if (sense.isPresent()) {
            for (Ledger ledger : ledgers) {
                OptionalInt best = ledger.best();
                if (best.isPresent()
                        && (optimum.isEmpty()
                                || (sense.get() == Objective.Sense.MINIMISE
                                        ? best.getAsInt() < optimum.getAsInt()
                                        : best.getAsInt() > optimum.getAsInt()))) {
                    optimum = best;
                }
            }
        }
        Set<Integer> missing = new TreeSet<>();
        Set<Integer> proofMissing = new TreeSet<>();
        List<int[]> solutions = new ArrayList<>();
        SearchStatistics proofCost = new SearchStatistics(0, 0, 0);
        SearchStatistics enumerationCost = new SearchStatistics(0, 0, 0);
        for (int unit = 0; unit < plan.size(); unit++) {
            if (!owner.containsKey(unit)) {
                missing.add(unit);
                proofMissing.add(unit);
            }
        }
        for (Ledger ledger : ledgers) {
            proofCost = proofCost.plus(ledger.proofCost());
            enumerationCost = enumerationCost.plus(ledger.enumerationCost());
            if (sense.isPresent()) {
                Set<Integer> unproven = new TreeSet<>(ledger.assigned());
                unproven.removeAll(ledger.proven());
                proofMissing.addAll(unproven);
                missing.addAll(unproven);
                // A part whose best is worse than the optimum, or that found none, holds no optimal solution.
                if (optimum.isEmpty() || !ledger.best().equals(optimum)) {
                    continue;
                }
                if (!ledger.enumeratedAt().equals(optimum)) {
                    missing.addAll(ledger.assigned());
                    continue;
                }
            }
            Map<Integer, List<int[]>> enumerated = ledger.enumerated();
            for (int unit : ledger.assigned()) {
                List<int[]> found = enumerated.get(unit);
                if (found == null) {
                    missing.add(unit);
                } else {
                    solutions.addAll(found);
                }
            }
        }
        boolean complete = missing.isEmpty();
        SearchStatistics statistics = proofCost.plus(enumerationCost);
        OptionalInt best = optimum;
        Optional<ObjectiveResult> objective = sense.map(s -> new ObjectiveResult(s, best, proofMissing.isEmpty()));
        SearchStatistics proof = proofCost;
        Enumerator.Result result =
                new Enumerator.Result(solutions.size(), complete, statistics, objective, sense.map(s -> proof));
        return new Run(group, result, solutions, missing, plan.size());
    }

    /** The missing units as a short list for a message: {@code 3, 7, 12 and 40 more}. */
    public static String describe(Set<Integer> units) {
        List<String> shown = units.stream().limit(12).map(String::valueOf).collect(Collectors.toList());
        return String.join(", ", shown) + (units.size() > 12 ? " and " + (units.size() - 12) + " more" : "");
    }
}
