package org.orbits.search.run;

import com.google.common.hash.Hasher;
import com.google.common.hash.Hashing;
import com.google.common.primitives.ImmutableIntArray;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.units.Found;
import org.orbits.search.units.OrbitsBuild;
import org.orbits.search.units.PartialResult;
import org.orbits.symmetry.CanonicalOrbit;
import org.orbits.symmetry.Canonicaliser;
import org.orbits.symmetry.Group;

/**
 * What a checkpoint or a part read back must hold against the instance it is resumed or merged for, once it holds
 * together on its own (its digest and units, see {@link PartialReader}): it was made by this build of orbits
 * for this very instance (its definition digested, so a model's file changed since is caught), and every orbit it
 * records is one of the instance's: its representative a solution by the instance's independent checker and the
 * least member of its orbit under the group searched, met no more often than the orbit's size (the group's order
 * over the stabiliser's) allows, and at the value enumerated at, for an optimisation. Anything else is bad input
 * naming the file and what is wrong, before the file is used, or rewritten.
 */
final class RecordedWork {

    /** How many of a representative's values a message shows. */
    private static final int SHOWN = 12;

    private RecordedWork() {}

    /** The digest of {@code puzzle} a checkpoint or part names: family, parameters, cells, values and definition. */
    static String instanceDigest(PuzzleInstance puzzle) {
        Hasher hasher = Hashing.sha256().newHasher();
        word(hasher, puzzle.family().name());
        puzzle.parameters().forEach((name, value) -> word(word(hasher, name), value));
        hasher.putInt(puzzle.cellNames().size());
        puzzle.cellNames().forEach(cell -> word(hasher, cell));
        hasher.putInt(puzzle.minValue()).putInt(puzzle.maxValue());
        word(hasher, puzzle.definitionDigest().orElse(""));
        return hasher.hash().toString().substring(0, 16);
    }

    private static Hasher word(Hasher hasher, String word) {
        return hasher.putInt(word.length()).putString(word, StandardCharsets.UTF_8);
    }

    /** Refuses {@code read}, named {@code source}, unless this build made it for {@code puzzle}. */
    static void madeFor(PartialResult read, String source, PuzzleInstance puzzle) {
        if (!read.build().equals(OrbitsBuild.digest())) {
            throw new BadInputException(source + " was made by another build of orbits (" + read.build()
                    + ", this one is " + OrbitsBuild.digest() + "): use the build that made it, or start again"
                    + " without it");
        }
        if (!read.instance().equals(instanceDigest(puzzle))) {
            throw new BadInputException(source + " was made for another definition of " + puzzle.label()
                    + " (its file has changed since?): start again without it");
        }
    }

    /**
     * Refuses a result of {@code reads}, named by {@code sources}, unless every orbit it records is one of
     * {@code puzzle}'s under {@code group}, the group searched (see the class comment), and an orbit is met no more
     * often in them all than it may be: {@code metOnce} when the search meets each orbit once, else its size.
     */
    static void orbitsHold(
            List<PartialResult> reads, List<String> sources, PuzzleInstance puzzle, Group group, boolean metOnce) {
        Canonicaliser canonicaliser = new Canonicaliser(group);
        Map<ImmutableIntArray, Long> seenInAll = new HashMap<>();
        for (int i = 0; i < reads.size(); i++) {
            orbitsHold(reads.get(i), sources.get(i), puzzle, group, canonicaliser, metOnce, seenInAll);
        }
    }

    private static void orbitsHold(
            PartialResult read,
            String source,
            PuzzleInstance puzzle,
            Group group,
            Canonicaliser canonicaliser,
            boolean metOnce,
            Map<ImmutableIntArray, Long> seenInAll) {
        for (PartialResult.UnitOrbits unit : read.enumerated()) {
            for (Found found : unit.orbits()) {
                Optional<String> wrong = wrong(read, puzzle, group, canonicaliser, metOnce, seenInAll, found);
                if (wrong.isPresent()) {
                    throw new BadInputException(source + " does not hold for " + puzzle.label() + ": unit "
                            + unit.unit() + " records " + shown(found.representative()) + ", " + wrong.get());
                }
            }
        }
    }

    /** What is wrong with {@code found}, an orbit {@code read} records, in a few words; empty when nothing is. */
    private static Optional<String> wrong(
            PartialResult read,
            PuzzleInstance puzzle,
            Group group,
            Canonicaliser canonicaliser,
            boolean metOnce,
            Map<ImmutableIntArray, Long> seenInAll,
            Found found) {
        ImmutableIntArray representative = found.representative();
        int cells = puzzle.cellNames().size();
        if (representative.length() != cells) {
            return Optional.of("of " + representative.length() + " values, not " + cells);
        }
        int[] values = representative.toArray();
        for (int value : values) {
            if (value < puzzle.minValue() || value > puzzle.maxValue()) {
                return Optional.of(
                        "with the value " + value + ", out of " + puzzle.minValue() + ".." + puzzle.maxValue());
            }
        }
        Optional<String> violation = violation(puzzle, values);
        if (violation.isPresent()) {
            return Optional.of("which is not a solution (" + violation.get() + ")");
        }
        CanonicalOrbit orbit = canonicaliser.orbit(values);
        if (!orbit.representative().equals(representative)) {
            return Optional.of("which is not the least of its orbit under " + group.name() + ": "
                    + shown(orbit.representative()) + " is");
        }
        long seen = seenInAll.merge(representative, found.seen(), Long::sum);
        if (metOnce && seen > 1) {
            return Optional.of("met " + seen + " times in all where the search meets each orbit once");
        }
        if (seen > orbit.size()) {
            return Optional.of("met " + seen + " times in all, but its orbit under " + group.name() + " has "
                    + orbit.size() + " solutions");
        }
        if (read.enumeratedAt() != null) {
            Optional<Integer> value = puzzle.objectiveOf(values).map(Objective::value);
            if (value.isEmpty()) {
                return Optional.of("but " + puzzle.label() + " has no objective");
            }
            if (value.get().intValue() != read.enumeratedAt()) {
                return Optional.of("of objective " + value.get() + ", not " + read.enumeratedAt()
                        + ", the value its units were enumerated at");
            }
        }
        return Optional.empty();
    }

    /** The checker's verdict; a checker that cannot read the values at all says so rather than failing. */
    private static Optional<String> violation(PuzzleInstance puzzle, int[] values) {
        try {
            return puzzle.violation(values);
        } catch (RuntimeException unreadable) {
            return Optional.of("the checker cannot read it: " + unreadable.getMessage());
        }
    }

    /** A representative for a message: its first values, enough to find it in the file. */
    private static String shown(ImmutableIntArray representative) {
        if (representative.length() <= SHOWN) {
            return representative.toString();
        }
        String first = Arrays.toString(representative.subArray(0, SHOWN).toArray());
        return first.substring(0, first.length() - 1) + ", ...]";
    }
}
