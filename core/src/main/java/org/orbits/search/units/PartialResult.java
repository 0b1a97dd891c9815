package org.orbits.search.units;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.hash.Hashing;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A ledger written out: a checkpoint of a run that may be resumed, or the partial result of some units for
 * {@code orbits merge}. It names the search by stable words (family, parameters, setting words, the group
 * searched) and by digests of what words cannot say (the build of orbits, the instance's definition), and holds
 * what the result needs: each finished unit's orbits under the group searched, with how many of their solutions
 * it found, not every solution. A digest of the whole content closes it: a file read back is believed only once
 * it matches and holds together (see {@link PartialReader}).
 *
 * @param orbits what the file is: {@value #CHECKPOINT} or {@value #PARTIAL}
 * @param build the build of orbits that made it ({@link OrbitsBuild})
 * @param instance a digest of the instance searched: its family, parameters, cells and definition
 * @param groups the groups the result is reported under; {@code group} is the one searched
 * @param sense {@code minimise} or {@code maximise} for an optimisation puzzle, otherwise null
 * @param plan the fingerprint of the plan whose prefixes {@code units} holds
 * @param best the best objective value found so far, which no proven unit beats
 * @param totals what the enumerated units hold together: the sums of what each holds
 * @param digest the SHA-256 of what the file says but this (see {@link #contentDigest}): a file changed since it was
 *     written fails it
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record PartialResult(
        String orbits,
        int format,
        String build,
        String instance,
        String family,
        Map<String, String> parameters,
        Map<String, String> settings,
        List<String> groups,
        String group,
        String sense,
        int part,
        int parts,
        String plan,
        List<int[]> units,
        List<Integer> assigned,
        Integer best,
        List<Integer> proven,
        Cost proofCost,
        Integer enumeratedAt,
        List<UnitOrbits> enumerated,
        Cost enumerationCost,
        Totals totals,
        String digest)
        implements Serializable {

    public static final String CHECKPOINT = "checkpoint";
    public static final String PARTIAL = "partial result";
    static final int FORMAT = 3;
    /** Writes the file; {@link PartialReader} reads it back. */
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** The orbits one finished enumeration unit met, and how many of their solutions it found in all. */
    public record UnitOrbits(int unit, long seen, List<Found> orbits) implements Serializable {
        static UnitOrbits of(int unit, List<Found> orbits) {
            return new UnitOrbits(unit, orbits.stream().mapToLong(Found::seen).sum(), List.copyOf(orbits));
        }
    }

    /** What the enumerated units hold together: how many units, orbits met (once per unit that met one), solutions. */
    public record Totals(int units, long orbits, long seen) implements Serializable {
        static Totals of(List<UnitOrbits> enumerated) {
            return new Totals(
                    enumerated.size(),
                    enumerated.stream().mapToLong(unit -> unit.orbits().size()).sum(),
                    enumerated.stream().mapToLong(UnitOrbits::seen).sum());
        }
    }

    /**
     * What the ledger of a search records, with the words that name the search, this build, and {@code instance},
     * the digest of the instance searched; sealed by the digest of its content.
     */
    public static PartialResult of(
            String kind, Ledger ledger, List<String> groups, String sense, int part, int parts, String instance) {
        WorkPlan plan = ledger.plan();
        List<UnitOrbits> enumerated = new ArrayList<>();
        ledger.enumerated().forEach((unit, orbits) -> enumerated.add(UnitOrbits.of(unit, orbits)));
        return new PartialResult(
                        kind,
                        FORMAT,
                        OrbitsBuild.digest(),
                        instance,
                        plan.family(),
                        plan.parameters(),
                        plan.settings(),
                        List.copyOf(groups),
                        plan.group(),
                        sense,
                        part,
                        parts,
                        plan.fingerprint(),
                        plan.prefixes(),
                        ledger.assigned(),
                        boxed(ledger.best()),
                        List.copyOf(ledger.proven()),
                        ledger.proofCost(),
                        boxed(ledger.enumeratedAt()),
                        List.copyOf(enumerated),
                        ledger.enumerationCost(),
                        Totals.of(enumerated),
                        null)
                .withDigest();
    }

    /** The same, sealed: its digest that of its content. */
    PartialResult withDigest() {
        return withDigest(contentDigest());
    }

    private PartialResult withDigest(String sealedBy) {
        return new PartialResult(
                orbits,
                format,
                build,
                instance,
                family,
                parameters,
                settings,
                groups,
                group,
                sense,
                part,
                parts,
                plan,
                units,
                assigned,
                best,
                proven,
                proofCost,
                enumeratedAt,
                enumerated,
                enumerationCost,
                totals,
                sealedBy);
    }

    /**
     * The SHA-256 of this without its digest, written as compact JSON: what {@link #digest} must be. The file's
     * layout does not count, only what it says.
     */
    public String contentDigest() {
        try {
            return Hashing.sha256()
                    .hashBytes(MAPPER.writeValueAsBytes(withDigest(null)))
                    .toString();
        } catch (JsonProcessingException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    private static Integer boxed(OptionalInt value) {
        return value.isPresent() ? value.getAsInt() : null;
    }

    private static OptionalInt unboxed(Integer value) {
        return value == null ? OptionalInt.empty() : OptionalInt.of(value);
    }

    public WorkPlan workPlan() {
        return new WorkPlan(
                family,
                ImmutableMap.copyOf(parameters),
                group,
                ImmutableMap.copyOf(settings),
                ImmutableList.copyOf(units));
    }

    /** The ledger this records, to resume or merge; its plan must match its fingerprint. */
    public Ledger ledger() {
        WorkPlan workPlan = workPlan();
        if (!workPlan.fingerprint().equals(plan)) {
            throw new IllegalArgumentException("the work units do not match their fingerprint");
        }
        Ledger ledger = new Ledger(workPlan, assigned, true);
        SortedMap<Integer, List<Found>> done = new TreeMap<>();
        enumerated.forEach(unit -> done.put(unit.unit(), unit.orbits()));
        ledger.restore(unboxed(best), proven, proofCost, unboxed(enumeratedAt), done, enumerationCost);
        return ledger;
    }

    /**
     * Whether {@code other} is of the same search by its words: instance, settings, groups and split, whatever the
     * part (the digests of the build and of the instance's definition are compared apart, to say which differs).
     */
    public boolean sameSearch(PartialResult other) {
        return family.equals(other.family)
                && parameters.equals(other.parameters)
                && settings.equals(other.settings)
                && groups.equals(other.groups)
                && group.equals(other.group)
                && parts == other.parts;
    }

    /** The search in words, for messages: {@code ngon n=6 sum=22 (search puzzle, ...), part 2 of 3}. */
    public String label() {
        StringBuilder label = new StringBuilder(family);
        parameters.forEach(
                (name, value) -> label.append(' ').append(name).append('=').append(value));
        List<String> words = new ArrayList<>();
        settings.forEach((name, value) -> words.add(name + " " + value));
        label.append(" (").append(String.join(", ", words)).append(')');
        if (!groups.equals(List.of(group))) {
            label.append(" under ").append(String.join(", ", groups));
        }
        return label + (parts == 1 ? "" : ", part " + part + " of " + parts);
    }

    /** The file's text: pretty JSON, each list of numbers on one line. */
    public String text() {
        try {
            DefaultPrettyPrinter printer =
                    new DefaultPrettyPrinter().withArrayIndenter(DefaultPrettyPrinter.NopIndenter.instance);
            return MAPPER.writer(printer).writeValueAsString(this).replace("\r\n", "\n") + "\n";
        } catch (JsonProcessingException impossible) {
            throw new IllegalStateException(impossible);
        }
    }
}
