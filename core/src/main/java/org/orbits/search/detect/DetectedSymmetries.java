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
 * What {@link SymmetryDetection} found, in two kinds. The symmetries of the model: for a MiniZinc or FlatZinc model, the
 * automorphisms of its literal graph, proven on its constraints, whatever its solutions; and the symmetries of its
 * solution set only: maps proven to send every one of its solutions to a solution, which its constraints need not have
 * (the 120 labellings of a pentagram may all be one orbit of a group no constraint keeps). Orbits are counted under the
 * first by default ({@value #DETECTED}); the larger group is there by its own name ({@value
 * #ON_SOLUTIONS}). A built-in family, whose constraints no literal graph states, has the second kind
 * only, under the first name.
 *
 * @param group the detected group: the model's symmetries, or for a family those proven on the solutions; empty when
 *     nothing was proven
 * @param generators the maps that generate it, none redundant, in the order they were found
 * @param onSolutions the group proven on the solutions when it is larger than {@code group}
 * @param solutionGenerators the maps proven on the solutions that {@code group} does not hold
 * @param solutions how many solutions the maps were proven on (0 when none was enumerated)
 * @param tried how many maps were tried
 * @param comparison the detected group against the default group, in words
 * @param notes what else the reader should know: each source's share, maps left out
 */
public record DetectedSymmetries(
        Optional<Group> group,
        List<CandidateMap> generators,
        Optional<Group> onSolutions,
        List<CandidateMap> solutionGenerators,
        long solutions,
        int tried,
        String comparison,
        List<String> notes) {

    /** The name of the group detection gives. */
    public static final String DETECTED = "detected";

    /** The name of a model's larger group, proven on its solutions but not by its constraints. */
    public static final String ON_SOLUTIONS = "detected-on-solutions";

    public DetectedSymmetries {
        generators = ImmutableList.copyOf(generators);
        solutionGenerators = ImmutableList.copyOf(solutionGenerators);
        notes = ImmutableList.copyOf(notes);
    }

    /** Too many solutions to prove any map on, and no constraints to prove them by. */
    static DetectedSymmetries unproven(PuzzleInstance puzzle, long most, int tried) {
        return new DetectedSymmetries(
                Optional.empty(),
                List.of(),
                Optional.empty(),
                List.of(),
                0,
                tried,
                puzzle.label() + " has more than " + most
                        + " solutions (or their search did not finish): too many to prove any symmetry on, so none"
                        + " is detected",
                List.of());
    }

    /**
     * The model's symmetries alone, proven on its constraints, when its solutions are too many to prove more on;
     * {@code declared} the puzzle's default group.
     */
    static DetectedSymmetries ofConstraints(
            Group declared, Group model, List<CandidateMap> generators, long most, List<String> notes) {
        List<String> all = new ArrayList<>(notes);
        all.add("more than " + most + " solutions (or their search did not finish): no other map is proven on them");
        return new DetectedSymmetries(
                Optional.of(model),
                generators,
                Optional.empty(),
                List.of(),
                0,
                generators.size(),
                compare(declared, model, generators, new int[0]),
                all);
    }

    static DetectedSymmetries proven(
            Group declared,
            Group group,
            List<CandidateMap> kept,
            Optional<Group> onSolutions,
            List<CandidateMap> solutionKept,
            List<CandidateMap> proven,
            List<CandidateMap> tried,
            long solutions,
            int[] held,
            List<String> notes,
            List<String> bySource) {
        List<String> all = new ArrayList<>(bySource);
        all.add(proven.size() + " of the " + tried.size() + " maps tried are symmetries");
        all.addAll(notes);
        return new DetectedSymmetries(
                Optional.of(group),
                kept,
                onSolutions,
                solutionKept,
                solutions,
                tried.size(),
                compare(declared, group, kept, held),
                all);
    }

    /** The detected group against the puzzle's default group {@code declared}: equal, larger, smaller, or neither. */
    /**
     * The detected group against {@code declared}, maps compared by what they do to the literals {@code held} (those
     * some solution holds) where these are given: two maps that differ only on literals no solution holds are one
     * symmetry of the solutions.
     */
    static String compare(Group declared, Group detected, List<CandidateMap> kept, int[] held) {
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
        Group declaredGroup = declaredOn.get();
        List<String> missing = declaredGroup.generators().stream()
                .filter(g -> !holds(detected, g, space, held))
                .map(Symmetry::name)
                .toList();
        List<String> extra = kept.stream()
                .filter(c -> !holds(declaredGroup, c.map(), space, held))
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

    /** Whether {@code group} holds {@code map}, on the literals {@code held} where they are given, else on all. */
    private static boolean holds(Group group, Symmetry map, LiteralSpace space, int[] held) {
        if (held.length == 0) {
            return group.contains(map);
        }
        int[] index = new int[space.literals()];
        java.util.Arrays.fill(index, -1);
        for (int k = 0; k < held.length; k++) {
            index[held[k]] = k;
        }
        List<int[]> restricted = new ArrayList<>();
        for (Symmetry g : group.generators()) {
            restricted.add(restrict(g.literalImage(space), held, index));
        }
        int[] mine = restrict(map.literalImage(space), held, index);
        return mine != null
                && restricted.stream().allMatch(java.util.Objects::nonNull)
                && org.orbits.symmetry.perm.StabiliserChain.of(held.length, restricted)
                        .contains(mine);
    }

    /** A map of the literals as a map of the held ones, or null where it sends one out of them. */
    private static int[] restrict(int[] image, int[] held, int[] index) {
        int[] restricted = new int[held.length];
        for (int k = 0; k < held.length; k++) {
            int target = index[image[held[k]]];
            if (target < 0) {
                return null;
            }
            restricted[k] = target;
        }
        return restricted;
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
     * {@code puzzle} with the detected group as its default, then the larger group proven on the solutions where there
     * is one, then those of its own groups the detected groups hold; {@code puzzle} itself when nothing was proven.
     */
    public PuzzleInstance applyTo(PuzzleInstance puzzle) {
        return group.<PuzzleInstance>map(g -> DetectedPuzzle.of(puzzle, g, onSolutions))
                .orElse(puzzle);
    }

    /** Each generator found, of either kind, by name, with the word for where its proof comes from. */
    public java.util.Map<String, String> sources() {
        java.util.Map<String, String> sources = new java.util.LinkedHashMap<>();
        generators.forEach(g -> sources.put(g.name(), g.source().word()));
        solutionGenerators.forEach(g -> sources.put(g.name(), g.source().word()));
        return sources;
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
        boolean ofConstraints = generators.stream().anyMatch(g -> g.source() == CandidateMap.Source.CONSTRAINTS)
                || (generators.isEmpty() && solutions == 0);
        lines.add("detected group: "
                + GroupStructure.withOrder(detected.structure(), BigInteger.valueOf(detected.order()))
                + (ofConstraints
                        ? ", the model's symmetries, proven on its constraints"
                        : ", every generator proven to map each of the " + solutions + " solutions to a solution"));
        for (CandidateMap generator : generators) {
            lines.add("  generator (" + generator.source().word() + "): " + generator.name());
        }
        onSolutions.ifPresent(larger -> {
            lines.add("symmetries of the solutions only: "
                    + GroupStructure.withOrder(larger.structure(), BigInteger.valueOf(larger.order()))
                    + ", every generator proven to map each of the " + solutions + " solutions to a solution, but"
                    + " not by the model's constraints; its orbits are those of the group "
                    + ON_SOLUTIONS);
            for (CandidateMap generator : solutionGenerators) {
                lines.add("  generator (" + generator.source().word() + "): " + generator.name());
            }
        });
        lines.add(comparison);
        lines.addAll(notes);
        return lines;
    }
}
