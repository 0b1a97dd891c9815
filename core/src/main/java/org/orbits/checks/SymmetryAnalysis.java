package org.orbits.checks;

import com.google.common.collect.ImmutableList;
import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.detect.CandidateMap;
import org.orbits.search.detect.DetectedSymmetries;
import org.orbits.search.detect.SymmetryDetection;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.Symmetry;

/**
 * An entry's symmetry analysis: the declared group beside the symmetries detection finds (see {@link
 * SymmetryDetection}), proven on the entry's own solutions: every orbit's representative, spread over its orbit under
 * the declared group, gives back every solution, so no search is run. Entries that do not hold all their solutions
 * (open, heavy, incomplete, or listing only some orbits) or hold more than detection proves on say why nothing was
 * detected. The catalog stores it in the entry, its page renders it, and verify finds it again.
 */
public final class SymmetryAnalysis {

    private SymmetryAnalysis() {}

    /** The analysis of {@code entry}, an entry of {@code instance} under {@code declared}; {@code open} for an open one. */
    public static CatalogEntry.Analysis of(PuzzleInstance instance, Group declared, boolean open, CatalogEntry entry) {
        Optional<String> skipped = skipped(instance, open, entry);
        if (skipped.isPresent()) {
            return CatalogEntry.Analysis.notRun(skipped.get());
        }
        LiteralSpace space =
                LiteralSpace.uniform(instance.cellNames().size(), instance.minValue(), instance.maxValue());
        Group declaredOn;
        try {
            declaredOn = Group.generatedBy(declared.name(), space, declared.generators());
        } catch (IllegalArgumentException outside) {
            return CatalogEntry.Analysis.notRun("the declared group maps values outside the cells' range");
        }
        List<int[]> solutions = solutions(entry, declaredOn);
        if (solutions.size() != entry.solutions()) {
            return CatalogEntry.Analysis.notRun(
                    "the stored orbits spread to " + solutions.size() + " solutions, not " + entry.solutions());
        }
        DetectedSymmetries found = SymmetryDetection.detectOn(instance, declared, solutions);
        Group detected = found.group().orElseThrow();
        ImmutableList<String> missing = declaredOn.generators().stream()
                .filter(g -> !detected.contains(g))
                .map(Symmetry::name)
                .collect(ImmutableList.toImmutableList());
        ImmutableList<String> extra = found.generators().stream()
                .filter(c -> !declaredOn.contains(c.map()))
                .map(CandidateMap::name)
                .collect(ImmutableList.toImmutableList());
        ImmutableList<String> sameAs = instance.groups().stream()
                .filter(other -> other != declared && other.order() == detected.order() && sameGroup(other, detected))
                .map(Group::name)
                .collect(ImmutableList.toImmutableList());
        return new CatalogEntry.Analysis(
                Optional.empty(),
                detected.structure(),
                detected.order(),
                sources(found.generators()),
                found.generators().size(),
                missing,
                extra,
                orbits(solutions, detected),
                sameAs);
    }

    /** Which sources the generators came from, in words, in a fixed order. */
    private static ImmutableList<String> sources(List<CandidateMap> generators) {
        ImmutableList.Builder<String> used = ImmutableList.builder();
        for (CandidateMap.Source source : CandidateMap.Source.values()) {
            if (generators.stream().anyMatch(g -> g.source() == source)) {
                used.add(
                        source == CandidateMap.Source.CONSTRAINT_GRAPH
                                ? "the constraint graph's automorphisms"
                                : "the candidate maps");
            }
        }
        return used.build();
    }

    /** Why an entry holds no complete set of solutions to prove maps on, if it does not. */
    public static Optional<String> skipped(PuzzleInstance instance, boolean open, CatalogEntry entry) {
        if (open) {
            return Optional.of("an open entry holds only the orbit of the best solution found, not every optimum");
        }
        if (entry.heavy()) {
            return Optional.of("a heavy entry, whose solutions are re-proven only on request");
        }
        if (!entry.complete()) {
            return Optional.of("the entry is not complete");
        }
        if (entry.solutions() == 0) {
            return Optional.of("there is no solution, and every map keeps the empty set");
        }
        if (entry.solutions() > SymmetryDetection.MAX_SOLUTIONS) {
            return Optional.of("the entry has " + entry.solutions() + " solutions, more than the "
                    + SymmetryDetection.MAX_SOLUTIONS + " detection proves maps on");
        }
        if (entry.representatives().size() < entry.orbits()) {
            return Optional.of("the entry lists " + entry.representatives().size() + " of its " + entry.orbits()
                    + " orbits, so it does not hold every solution to prove maps on");
        }
        long literals = (long) instance.cellNames().size() * (instance.maxValue() - instance.minValue() + 1L);
        if (literals > SymmetryDetection.MAX_LITERALS) {
            return Optional.of(literals + " literals are more than the " + SymmetryDetection.MAX_LITERALS
                    + " detection holds a group on");
        }
        return Optional.empty();
    }

    /** Every solution: each representative's orbit under the declared group, in order. */
    public static List<int[]> solutions(CatalogEntry entry, Group group) {
        Set<ImmutableIntArray> all = new LinkedHashSet<>();
        for (CatalogEntry.Representative representative : entry.representatives()) {
            ArrayDeque<int[]> queue = new ArrayDeque<>();
            int[] start = representative.values();
            if (all.add(ImmutableIntArray.copyOf(start))) {
                queue.add(start);
            }
            while (!queue.isEmpty()) {
                int[] solution = queue.poll();
                for (Symmetry generator : group.generators()) {
                    int[] image = generator.apply(solution);
                    if (all.add(ImmutableIntArray.copyOf(image))) {
                        queue.add(image);
                    }
                }
            }
        }
        return all.stream().map(ImmutableIntArray::toArray).toList();
    }

    /** Whether {@code group}, of the same order, lies in {@code detected}. */
    private static boolean sameGroup(Group group, Group detected) {
        return group.generators().stream().allMatch(detected::contains);
    }

    /** The orbits of {@code group} on {@code solutions}, which it must keep. */
    public static int orbits(List<int[]> solutions, Group group) {
        Map<ImmutableIntArray, Integer> index = new HashMap<>();
        for (int i = 0; i < solutions.size(); i++) {
            index.put(ImmutableIntArray.copyOf(solutions.get(i)), i);
        }
        int[] parent = new int[solutions.size()];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
        }
        int orbits = solutions.size();
        for (int i = 0; i < solutions.size(); i++) {
            for (Symmetry generator : group.generators()) {
                Integer j = index.get(ImmutableIntArray.copyOf(generator.apply(solutions.get(i))));
                if (j == null) {
                    throw new IllegalArgumentException("the group does not keep the solutions");
                }
                int a = root(parent, i);
                int b = root(parent, j);
                if (a != b) {
                    parent[a] = b;
                    orbits--;
                }
            }
        }
        return orbits;
    }

    private static int root(int[] parent, int i) {
        int r = i;
        while (parent[r] != r) {
            parent[r] = parent[parent[r]];
            r = parent[r];
        }
        return r;
    }
}
