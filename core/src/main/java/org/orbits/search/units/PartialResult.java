package org.orbits.search.units;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.TreeMap;
import org.orbits.puzzle.BadInputException;

/**
 * A ledger written out: a checkpoint of a run that may be resumed, or the partial result of some units for
 * {@code orbits merge}. It names the search by stable words (family, parameters, setting words, the group
 * searched) and holds what the result needs: each finished unit's orbits under the group searched, with how
 * many of their solutions it found, not every solution.
 *
 * @param orbits what the file is: {@value #CHECKPOINT} or {@value #PARTIAL}
 * @param groups the groups the result is reported under; {@code group} is the one searched
 * @param sense {@code minimise} or {@code maximise} for an optimisation puzzle, otherwise null
 * @param plan the fingerprint of the plan whose prefixes {@code units} holds
 * @param best the best objective value found so far, which no proven unit beats
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record PartialResult(
        String orbits,
        int format,
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
        Cost enumerationCost)
        implements Serializable {

    public static final String CHECKPOINT = "checkpoint";
    public static final String PARTIAL = "partial result";
    static final int FORMAT = 2;
    private static final ObjectMapper MAPPER =
            new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);

    /** The orbits one finished enumeration unit met. */
    public record UnitOrbits(int unit, List<Found> orbits) implements Serializable {}

    /** What the ledger of a search records, with the words that name the search. */
    public static PartialResult of(String kind, Ledger ledger, List<String> groups, String sense, int part, int parts) {
        WorkPlan plan = ledger.plan();
        List<UnitOrbits> enumerated = new ArrayList<>();
        ledger.enumerated().forEach((unit, orbits) -> enumerated.add(new UnitOrbits(unit, orbits)));
        return new PartialResult(
                kind,
                FORMAT,
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
                enumerated,
                ledger.enumerationCost());
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

    /** Whether {@code other} is of the same search: instance, settings, groups and split, whatever the part. */
    public boolean sameSearch(PartialResult other) {
        return family.equals(other.family)
                && parameters.equals(other.parameters)
                && settings.equals(other.settings)
                && groups.equals(other.groups)
                && group.equals(other.group)
                && parts == other.parts;
    }

    /** Whether {@code other} records the same run: the same search and the same part. */
    public boolean sameRun(PartialResult other) {
        return sameSearch(other) && part == other.part;
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

    /**
     * Reads a {@code kind} file's text; {@code source} names it in messages. Anything unreadable, of another
     * kind or damaged is bad input naming the source.
     */
    public static PartialResult parse(String text, String source, String kind) {
        PartialResult read;
        try {
            read = MAPPER.readValue(text, PartialResult.class);
        } catch (JsonProcessingException | RuntimeException unreadable) {
            throw new BadInputException(source + " is not an orbits " + kind + ": " + firstLine(unreadable));
        }
        if (read == null || !kind.equals(read.orbits)) {
            throw new BadInputException(source + " is not an orbits " + kind);
        }
        if (read.format != FORMAT) {
            throw new BadInputException(source + " is an orbits " + kind + " of format " + read.format + ", not "
                    + FORMAT + ": made by another version of orbits");
        }
        try {
            required(read.family, "family");
            required(read.parameters, "parameters");
            required(read.settings, "settings");
            required(read.groups, "groups");
            required(read.group, "group");
            required(read.plan, "plan");
            required(read.units, "units");
            required(read.assigned, "assigned");
            required(read.proven, "proven");
            required(read.proofCost, "proofCost");
            required(read.enumerated, "enumerated");
            required(read.enumerationCost, "enumerationCost");
            read.ledger();
        } catch (RuntimeException damaged) {
            throw new BadInputException(source + " is a damaged " + kind + ": " + firstLine(damaged));
        }
        return read;
    }

    private static void required(Object value, String field) {
        if (value == null) {
            throw new IllegalArgumentException("no '" + field + "'");
        }
    }

    private static String firstLine(Throwable problem) {
        String message = String.valueOf(problem.getMessage());
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
