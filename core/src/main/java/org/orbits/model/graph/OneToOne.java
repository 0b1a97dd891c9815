package org.orbits.model.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.orbits.model.check.ConstraintTruth;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.IntSet;
import org.orbits.model.flatzinc.Item;

/**
 * An auxiliary variable a constraint defines one to one from another ({@code y = x + 3}, {@code b = bool2int(x)}):
 * each value of {@code y} comes from exactly one value of {@code x}, so that the literal {@code y = w} is the literal
 * {@code x = v}. MiniZinc introduces such variables for every term it names ({@code q[i] + i}); sharing their literals
 * with their source lets the literal graph see maps that move the source's values, such as the diagonals of n queens
 * turned into one another.
 *
 * @param definition the constraint that defines it ({@code defines_var}), which the sharing states
 * @param values the defined variable's values that some value of the source gives, ascending
 * @param sourceValues for each of them, the value of the source it comes from
 * @param unmatched the source's values that give none of the defined variable's: no solution holds them
 */
record OneToOne(
        String defined,
        String source,
        Item.Constraint definition,
        long[] values,
        long[] sourceValues,
        long[] unmatched) {

    /** The most pairs of values tried to decide a definition. */
    private static final long MAX_PAIRS = 1L << 16;

    /**
     * Every variable a constraint defines one to one from a single other, by name; a variable of {@code keptApart}
     * (an output variable, whose literals are a cell's, or the objective) is never merged into another.
     */
    static Map<String, OneToOne> find(FlatZincModel model, Set<String> keptApart) {
        Map<String, OneToOne> found = new LinkedHashMap<>();
        for (Item.Constraint constraint : model.constraints()) {
            Optional<String> defined = constraint.definedVariable();
            if (defined.isEmpty() || keptApart.contains(defined.get()) || !ConstraintTruth.knows(constraint)) {
                continue;
            }
            ConstraintTruth truth = new ConstraintTruth(model, constraint);
            List<String> scope = truth.variables();
            if (scope.size() != 2 || !scope.contains(defined.get())) {
                continue;
            }
            String source = scope.get(0).equals(defined.get()) ? scope.get(1) : scope.get(0);
            of(model, truth, defined.get(), source, constraint).ifPresent(link -> found.put(link.defined(), link));
        }
        // A cycle of definitions (none in what MiniZinc writes) would leave no variable to share: drop it.
        found.keySet().removeIf(name -> cyclic(name, found));
        return found;
    }

    private static boolean cyclic(String name, Map<String, OneToOne> found) {
        String at = name;
        for (int step = 0; step <= found.size(); step++) {
            OneToOne link = found.get(at);
            if (link == null) {
                return false;
            }
            at = link.source();
        }
        return true;
    }

    private static Optional<OneToOne> of(
            FlatZincModel model, ConstraintTruth truth, String defined, String source, Item.Constraint constraint) {
        Optional<IntSet> definedDomain = model.domain(defined);
        Optional<IntSet> sourceDomain = model.domain(source);
        if (definedDomain.isEmpty()
                || sourceDomain.isEmpty()
                || definedDomain.get().size() * sourceDomain.get().size() > MAX_PAIRS) {
            return Optional.empty();
        }
        long[] ys = definedDomain.get().values().toArray();
        long[] xs = sourceDomain.get().values().toArray();
        boolean definedFirst = truth.variables().get(0).equals(defined);
        Map<Long, Long> sourceOf = new HashMap<>();
        Map<Long, Long> imageOf = new HashMap<>();
        long[] pair = new long[2];
        for (long x : xs) {
            for (long y : ys) {
                pair[definedFirst ? 0 : 1] = y;
                pair[definedFirst ? 1 : 0] = x;
                if (truth.holds(pair)) {
                    if (sourceOf.put(y, x) != null || imageOf.put(x, y) != null) {
                        return Optional.empty(); // not one to one
                    }
                }
            }
        }
        if (sourceOf.isEmpty()) {
            return Optional.empty();
        }
        // A value of the defined variable that no source value gives is one no solution holds: it has no literal.
        ys = Arrays.stream(ys).filter(sourceOf::containsKey).toArray();
        long[] from = new long[ys.length];
        for (int k = 0; k < ys.length; k++) {
            from[k] = sourceOf.get(ys[k]);
        }
        List<Long> unmatched = new ArrayList<>();
        for (long x : xs) {
            if (!imageOf.containsKey(x)) {
                unmatched.add(x);
            }
        }
        return Optional.of(new OneToOne(
                defined,
                source,
                constraint,
                ys,
                from,
                unmatched.stream().mapToLong(Long::longValue).toArray()));
    }
}
