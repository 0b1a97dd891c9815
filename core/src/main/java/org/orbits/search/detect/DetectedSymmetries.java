package org.orbits.search.detect;

import com.google.common.collect.ImmutableList;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.Symmetry;
import org.orbits.symmetry.perm.GroupStructure;

/**
 * What {@link SymmetryDetection} found: the group its proven maps generate (none when the solutions were too many to
 * prove anything on), the maps that generate it, and how it compares with the puzzle's default group.
 *
 * @param group the detected group, named {@value SymmetryDetection#DETECTED}; empty when nothing was proven
 * @param generators the proven maps that generate it, none redundant, in the order they were tried
 * @param solutions how many solutions the maps were proven on
 * @param tried how many maps were tried
 * @param comparison the detected group against the default group, in words
 * @param notes what else the reader should know: each source's share, maps left out
 */
public record DetectedSymmetries(
        Optional<Group> group,
        List<CandidateMap> generators,
        long solutions,
        int tried,
        String comparison,
        List<String> notes) {

    public DetectedSymmetries {
        generators = ImmutableList.copyOf(generators);
        notes = ImmutableList.copyOf(notes);
    }

    static DetectedSymmetries unproven(PuzzleInstance puzzle, long most, int tried) {
        return new DetectedSymmetries(
                Optional.empty(),
                List.of(),
                0,
                tried,
                puzzle.label() + " has more than " + most
                        + " solutions (or their search did not finish): too many to prove any symmetry on, so none"
                        + " is detected",
                List.of());
    }

    static DetectedSymmetries proven(
            Group declared,
            Group group,
            List<CandidateMap> kept,
            List<CandidateMap> proven,
            List<CandidateMap> tried,
            long solutions,
            List<String> notes,
            List<String> bySource) {
        List<String> all = new ArrayList<>(bySource);
        all.add(proven.size() + " of the " + tried.size() + " maps tried are symmetries");
        all.addAll(notes);
        return new DetectedSymmetries(
                Optional.of(group), kept, solutions, tried.size(), compare(declared, group, kept), all);
    }

    /** The detected group against the puzzle's default group {@code declared}: equal, larger, smaller, or neither. */
    static String compare(Group declared, Group detected, List<CandidateMap> kept) {
        LiteralSpace space = detected.space().orElseThrow();
        Optional<Group> declaredOn = onSpace(declared, space);
        String structure = declared.structure();
        boolean named = !structure.equals(declared.name())
                && !GroupStructure.saysItsOrder(structure, BigInteger.valueOf(declared.order()));
        String what = "the default group " + declared.name() + " (" + (named ? structure + ", " : "") + "order "
                + declared.order() + ")";
        if (declaredOn.isEmpty()) {
            return "cannot be compared with " + what + ": it maps values outside the cells' range";
        }
        List<String> missing = declaredOn.get().generators().stream()
                .filter(g -> !detected.contains(g))
                .map(Symmetry::name)
                .toList();
        List<String> extra = kept.stream()
                .filter(c -> !declaredOn.get().contains(c.map()))
                .map(CandidateMap::name)
                .toList();
        if (missing.isEmpty() && extra.isEmpty()) {
            return "equal to " + what;
        }
        if (missing.isEmpty()) {
            return "larger than " + what + "; not in it: " + String.join("; ", extra);
        }
        if (extra.isEmpty()) {
            return "smaller than " + what + "; not detected: " + String.join("; ", missing);
        }
        return "neither contains the other: " + what + " has " + String.join("; ", missing)
                + ", not detected; detected and not in it: " + String.join("; ", extra);
    }

    /** The group on {@code space}'s literals, when its generators are maps of them. */
    private static Optional<Group> onSpace(Group group, LiteralSpace space) {
        try {
            return Optional.of(Group.generatedBy(group.name(), space, group.generators()));
        } catch (IllegalArgumentException outside) {
            return Optional.empty();
        }
    }

    /**
     * {@code puzzle} with the detected group as its default, followed by those of its own groups the detected group
     * holds; {@code puzzle} itself when nothing was proven.
     */
    public PuzzleInstance applyTo(PuzzleInstance puzzle) {
        return group.<PuzzleInstance>map(g -> new DetectedPuzzle(puzzle, g)).orElse(puzzle);
    }

    /** The report in lines: the group's structure and order, each generator, the comparison, the notes. */
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        if (group.isEmpty()) {
            lines.add("detected group: none proven");
            lines.add(comparison);
            return lines;
        }
        Group detected = group.get();
        lines.add("detected group: "
                + GroupStructure.withOrder(detected.structure(), BigInteger.valueOf(detected.order()))
                + ", every generator"
                + " proven to map each of the " + solutions + " solutions to a solution");
        for (CandidateMap generator : generators) {
            lines.add("  generator (" + generator.source().word() + "): " + generator.name());
        }
        lines.add(comparison);
        lines.addAll(notes);
        return lines;
    }
}
