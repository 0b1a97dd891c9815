package org.orbits.search.units;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.Objective;

/**
 * Partial results of one search, run part by part or round by round (perhaps on different machines),
 * combined into the result of the whole: results of different instances, settings or splits are refused, a
 * unit finished twice in one phase is refused, and units nobody finished are reported as missing, the
 * result then incomplete.
 *
 * <p>For an optimisation the optimum is the best of the results' best values. A unit is done when some
 * result enumerated it at the optimum, or when a result proved it without anything as good as the optimum
 * (its best is worse), so that it holds no optimal solution.
 */
public final class PartialMerge {

    /**
     * The combined result of the group searched.
     *
     * @param orbits the orbits every done unit met, unit by unit
     * @param optimum for an optimisation, the best value any result found
     * @param proven whether every unit's proof is done, so the optimum is proven
     */
    public record Merged(
            PartialResult first,
            List<Found> orbits,
            boolean complete,
            OptionalInt optimum,
            boolean proven,
            Cost proofCost,
            Cost enumerationCost,
            Set<Integer> missing,
            int units) {}

    private PartialMerge() {}

    /**
     * Merges {@code parts}, each whole (see {@link PartialReader#check}); {@code names} names each for
     * messages. Parts of different searches, builds or instance definitions, a part given twice, two parts of one
     * number and a unit two parts finished in one phase are refused.
     */
    public static Merged merge(List<PartialResult> parts, List<String> names) {
        PartialResult first = parts.get(0);
        Map<String, String> byDigest = new TreeMap<>();
        Map<Integer, String> byNumber = new TreeMap<>();
        for (int i = 0; i < parts.size(); i++) {
            PartialResult part = parts.get(i);
            String name = names.get(i);
            if (i > 0) {
                sameSearch(first, names.get(0), part, name);
            }
            String twice = byDigest.putIfAbsent(part.digest(), name);
            if (twice != null) {
                throw new BadInputException(
                        "cannot merge " + name + " with " + twice + ": they are the same part (given twice?)");
            }
            String sameNumber = part.parts() > 1 ? byNumber.putIfAbsent(part.part(), name) : null;
            if (sameNumber != null) {
                throw new BadInputException("cannot merge " + name + " with " + sameNumber + ": both are part "
                        + part.part() + " of " + part.parts() + " (from two runs of it?)");
            }
        }
        List<Ledger> ledgers = parts.stream().map(PartialResult::ledger).toList();
        int units = ledgers.get(0).plan().size();
        Map<Integer, String> assignedTo = new TreeMap<>();
        Map<Integer, String> provenBy = new TreeMap<>();
        Map<Integer, String> enumeratedBy = new TreeMap<>();
        for (int i = 0; i < ledgers.size(); i++) {
            Ledger ledger = ledgers.get(i);
            String name = names.get(i);
            for (int unit : ledger.assigned()) {
                String other = assignedTo.putIfAbsent(unit, name);
                if (other != null
                        && ((ledger.proven().contains(unit) && provenBy.containsKey(unit))
                                || (ledger.enumerated().containsKey(unit) && enumeratedBy.containsKey(unit))
                                || first.sense() == null)) {
                    throw new BadInputException("duplicate units: " + name + " and " + other + " both hold unit " + unit
                            + " (the same part given twice?)");
                }
            }
            ledger.proven().forEach(unit -> provenBy.put(unit, name));
            ledger.enumerated().keySet().forEach(unit -> enumeratedBy.put(unit, name));
        }
        Objective.Sense sense = first.sense() == null
                ? null
                : "maximise".equals(first.sense()) ? Objective.Sense.MAXIMISE : Objective.Sense.MINIMISE;
        OptionalInt optimum = OptionalInt.empty();
        if (sense != null) {
            for (Ledger ledger : ledgers) {
                OptionalInt best = ledger.best();
                if (best.isPresent() && (optimum.isEmpty() || better(best.getAsInt(), optimum.getAsInt(), sense))) {
                    optimum = best;
                }
            }
        }
        Set<Integer> done = new TreeSet<>();
        Set<Integer> proofDone = new TreeSet<>();
        List<Found> orbits = new ArrayList<>();
        Cost proofCost = Cost.NONE;
        Cost enumerationCost = Cost.NONE;
        for (Ledger ledger : ledgers) {
            proofCost = proofCost.plus(ledger.proofCost());
            enumerationCost = enumerationCost.plus(ledger.enumerationCost());
            proofDone.addAll(ledger.proven());
            boolean atOptimum = sense == null
                    || (optimum.isPresent() && ledger.enumeratedAt().equals(optimum));
            if (sense != null && !ledger.best().equals(optimum)) {
                // Proven units of a result whose best is worse than the optimum hold no optimal solution.
                done.addAll(ledger.proven());
            }
            if (atOptimum) {
                ledger.enumerated().forEach((unit, found) -> {
                    done.add(unit);
                    orbits.addAll(found);
                });
            }
        }
        Set<Integer> missing = new TreeSet<>();
        Set<Integer> proofMissing = new TreeSet<>();
        for (int unit = 0; unit < units; unit++) {
            if (!done.contains(unit)) {
                missing.add(unit);
            }
            if (!proofDone.contains(unit)) {
                proofMissing.add(unit);
            }
        }
        boolean proven = sense != null && proofMissing.isEmpty();
        if (sense != null) {
            missing.addAll(proofMissing);
        }
        return new Merged(
                first, orbits, missing.isEmpty(), optimum, proven, proofCost, enumerationCost, missing, units);
    }

    /** Refuses to merge {@code part} with {@code first} unless both are of one search. */
    private static void sameSearch(PartialResult first, String firstName, PartialResult part, String name) {
        if (!part.build().equals(first.build())) {
            throw new BadInputException("cannot merge " + name + " with " + firstName
                    + ": they were made by different builds of orbits (" + part.build() + " and " + first.build()
                    + ")");
        }
        if (!part.sameSearch(first)) {
            throw new BadInputException("cannot merge parts of different searches: " + firstName + " is "
                    + first.label() + ", " + name + " is " + part.label());
        }
        if (!part.instance().equals(first.instance())) {
            throw new BadInputException("cannot merge " + name + " with " + firstName
                    + ": they were made for different definitions of " + first.label()
                    + " (its file changed between them?)");
        }
        if (!part.plan().equals(first.plan())) {
            throw new BadInputException("cannot merge " + name + " with " + firstName + ": their work units differ");
        }
    }

    private static boolean better(int value, int than, Objective.Sense sense) {
        return sense == Objective.Sense.MINIMISE ? value < than : value > than;
    }

    /** The missing units as a short list for a message: {@code 3, 7, 12 and 40 more}. */
    public static String describe(Set<Integer> units) {
        List<String> shown = units.stream().limit(12).map(String::valueOf).collect(Collectors.toList());
        return String.join(", ", shown) + (units.size() > 12 ? " and " + (units.size() - 12) + " more" : "");
    }
}
