package org.orbits.search.units;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.google.common.primitives.ImmutableIntArray;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.orbits.puzzle.BadInputException;

/**
 * Reads a partial result (a checkpoint, a part) back, and believes it only once it holds on its own: every field
 * there, the work units those its fingerprint names, every unit it answers for in the plan's range and named
 * once, every unit it finished one of those, each finished once, each unit's count and the totals the sums of what
 * they add up, an objective's values where an optimisation has them and nowhere else, and last its digest, that of
 * its content. Whether it is of the search at hand, and whether its representatives are solutions of the instance
 * and canonical, the reader checks against the instance (a file alone cannot tell).
 *
 * <p>Anything unreadable, of another kind or format, damaged or changed since it was written is bad input naming
 * the file and what is wrong, in one line.
 */
public final class PartialReader {

    /**
     * Strict, so that a file means one thing: no unknown or repeated field, nothing after the document, no number
     * written as text or as a fraction where a whole number goes.
     */
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private PartialReader() {}

    /** The {@code kind} file ({@link PartialResult#CHECKPOINT} or {@link PartialResult#PARTIAL}) whose text is {@code text}; {@code source} names it. */
    public static PartialResult read(String text, String source, String kind) {
        PartialResult read;
        try {
            read = MAPPER.readValue(text, PartialResult.class);
        } catch (JsonProcessingException unreadable) {
            throw new BadInputException(source + " is not an orbits " + kind + ": " + inWords(unreadable));
        } catch (RuntimeException unreadable) {
            throw new BadInputException(
                    source + " is not an orbits " + kind + ": " + firstLine(unreadable.getMessage()));
        }
        if (read == null || !kind.equals(read.orbits())) {
            throw new BadInputException(source + " is not an orbits " + kind);
        }
        if (read.format() != PartialResult.FORMAT) {
            throw new BadInputException(source + " is an orbits " + kind + " of format " + read.format() + ", not "
                    + PartialResult.FORMAT + ": made by another version of orbits");
        }
        check(read, source);
        return read;
    }

    /**
     * Refuses {@code result}, named {@code source}, unless it holds together and matches its digest: a result read
     * back, or one that crossed from another process as an object.
     */
    public static void check(PartialResult result, String source) {
        try {
            holdsTogether(result);
        } catch (IllegalArgumentException damaged) {
            throw new BadInputException(
                    source + " is a damaged " + result.orbits() + ": " + firstLine(damaged.getMessage()));
        } catch (RuntimeException unforeseen) {
            // Whatever else a file's content can make a check trip over is damage too, never an internal error.
            throw new BadInputException(source + " is a damaged " + result.orbits() + ": " + unforeseen);
        }
    }

    /** What the JSON reader found wrong and where, without its notes on how it was configured. */
    private static String inWords(JsonProcessingException unreadable) {
        String what = firstLine(unreadable.getOriginalMessage())
                .replaceAll("\\[Source: [^;\\]]*; line: (\\d+), column: (\\d+)]", "line $1, column $2");
        JsonLocation where = unreadable.getLocation();
        return where == null || where.getLineNr() < 1
                ? what
                : what + " (line " + where.getLineNr() + ", column " + where.getColumnNr() + ")";
    }

    private static String firstLine(String message) {
        String text = String.valueOf(message);
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline);
    }

    /** Throws an {@link IllegalArgumentException} saying in a few words what does not hold. */
    private static void holdsTogether(PartialResult read) {
        present(read);
        if (read.parts() < 1 || read.part() < 1 || read.part() > read.parts()) {
            throw new IllegalArgumentException("it is part " + read.part() + " of " + read.parts());
        }
        if (read.sense() != null
                && !read.sense().equals("minimise")
                && !read.sense().equals("maximise")) {
            throw new IllegalArgumentException("its objective's sense is '" + read.sense() + "'");
        }
        if (read.units().stream().anyMatch(Objects::isNull)) {
            throw new IllegalArgumentException("a work unit is null");
        }
        if (!read.workPlan().fingerprint().equals(read.plan())) {
            throw new IllegalArgumentException("its work units do not match their fingerprint " + read.plan());
        }
        int size = read.units().size();
        Set<Integer> assigned = new HashSet<>();
        for (Integer unit : read.assigned()) {
            if (unit == null || unit < 0 || unit >= size) {
                throw new IllegalArgumentException(
                        "it answers for unit " + unit + ", but the plan's units are 0.." + (size - 1));
            }
            if (!assigned.add(unit)) {
                throw new IllegalArgumentException("unit " + unit + " is assigned twice");
            }
        }
        finishedOnce(read.proven(), assigned, "proven");
        finishedOnce(
                read.enumerated().stream().map(PartialResult.UnitOrbits::unit).toList(), assigned, "enumerated");
        read.enumerated().forEach(PartialReader::unitHoldsTogether);
        PartialResult.Totals sums = PartialResult.Totals.of(read.enumerated());
        if (!sums.equals(read.totals())) {
            throw new IllegalArgumentException(
                    "its totals " + words(read.totals()) + " are not the sums of its units, " + words(sums));
        }
        costs(read.proofCost(), "proof");
        costs(read.enumerationCost(), "enumeration");
        objective(read);
        if (!read.contentDigest().equals(read.digest())) {
            throw new IllegalArgumentException(
                    "its digest does not match its content: it was changed or damaged after it was written");
        }
    }

    private static void present(PartialResult read) {
        required(read.build(), "build");
        required(read.instance(), "instance");
        required(read.family(), "family");
        required(read.parameters(), "parameters");
        required(read.settings(), "settings");
        required(read.groups(), "groups");
        required(read.group(), "group");
        required(read.plan(), "plan");
        required(read.units(), "units");
        required(read.assigned(), "assigned");
        required(read.proven(), "proven");
        required(read.proofCost(), "proofCost");
        required(read.enumerated(), "enumerated");
        required(read.enumerationCost(), "enumerationCost");
        required(read.totals(), "totals");
        required(read.digest(), "digest");
        if (read.groups().isEmpty() || !read.groups().contains(read.group())) {
            throw new IllegalArgumentException(
                    "the group searched, " + read.group() + ", is not among its groups " + read.groups());
        }
        if (read.parameters().containsValue(null) || read.settings().containsValue(null)) {
            throw new IllegalArgumentException("a parameter or a setting has no value");
        }
        if (read.groups().stream().anyMatch(Objects::isNull)
                || read.proven().stream().anyMatch(Objects::isNull)
                || read.enumerated().stream().anyMatch(Objects::isNull)) {
            throw new IllegalArgumentException("a list of groups or units holds a null");
        }
    }

    private static void required(Object value, String field) {
        if (value == null) {
            throw new IllegalArgumentException("no '" + field + "'");
        }
    }

    /** Units finished in one phase: each one the file answers for, and each once. */
    private static void finishedOnce(List<Integer> units, Set<Integer> assigned, String phase) {
        Set<Integer> met = new HashSet<>();
        for (Integer unit : units) {
            if (unit == null || !assigned.contains(unit)) {
                throw new IllegalArgumentException(
                        "unit " + unit + " is " + phase + " but is not one of the units it answers for");
            }
            if (!met.add(unit)) {
                throw new IllegalArgumentException("unit " + unit + " is " + phase + " twice");
            }
        }
    }

    /** A unit's orbits: each a representative met at least once, none twice, and their solutions its count. */
    private static void unitHoldsTogether(PartialResult.UnitOrbits unit) {
        if (unit.orbits() == null) {
            throw new IllegalArgumentException("unit " + unit.unit() + " has no list of orbits");
        }
        Set<ImmutableIntArray> representatives = new HashSet<>();
        long seen = 0;
        for (Found found : unit.orbits()) {
            if (found == null || found.representative() == null) {
                throw new IllegalArgumentException("unit " + unit.unit() + " has an orbit without a representative");
            }
            if (found.seen() < 1) {
                throw new IllegalArgumentException("unit " + unit.unit() + " met an orbit " + found.seen() + " times");
            }
            if (!representatives.add(found.representative())) {
                throw new IllegalArgumentException("unit " + unit.unit() + " lists one orbit twice");
            }
            seen += found.seen();
        }
        if (seen != unit.seen()) {
            throw new IllegalArgumentException("unit " + unit.unit() + " says it found " + unit.seen()
                    + " solutions, but its orbits add up to " + seen);
        }
    }

    private static void costs(Cost cost, String phase) {
        if (cost.nodes() < 0 || cost.fails() < 0 || cost.nanos() < 0) {
            throw new IllegalArgumentException("its " + phase + " cost is negative");
        }
    }

    /**
     * An optimisation's values where it has them: none for a satisfaction puzzle; for an optimisation, units
     * enumerated only at a value, the best found, once the proof has ended.
     */
    private static void objective(PartialResult read) {
        if (read.sense() == null) {
            if (read.best() != null
                    || read.enumeratedAt() != null
                    || !read.proven().isEmpty()) {
                throw new IllegalArgumentException("it has no objective, yet records a best value or proven units");
            }
            return;
        }
        if (read.enumeratedAt() != null && !read.enumeratedAt().equals(read.best())) {
            throw new IllegalArgumentException(
                    "it enumerates at " + read.enumeratedAt() + ", not at its best value " + read.best());
        }
        if (read.enumeratedAt() == null && !read.enumerated().isEmpty()) {
            throw new IllegalArgumentException("it has enumerated units but no value they were enumerated at");
        }
    }

    private static String words(PartialResult.Totals totals) {
        return "(" + totals.units() + " units, " + totals.orbits() + " orbits, " + totals.seen() + " solutions)";
    }
}
