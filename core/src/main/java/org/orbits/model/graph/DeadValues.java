package org.orbits.model.graph;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.orbits.model.check.ConstraintTruth;
import org.orbits.model.declared.DeclaredSymmetries;
import org.orbits.model.flatzinc.Builtin;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.IntSet;
import org.orbits.model.flatzinc.Item;

/**
 * The values of each variable that a constraint rules out on its own, read before the literal graph is laid out, so
 * that those values get no literal: the domains the constraints leave rather than those MiniZinc writes. MiniZinc
 * writes a model's two ends unalike (a Golomb ruler's {@code x[1] = 0} makes {@code x[2]}'s domain {@code 1..L},
 * while {@code x[n-1]}'s is {@code 0..L} until a distance rules out {@code L}); a map that reverses the ruler sends
 * a literal of the one to a value the other never takes, and only the values no solution takes being left out lets
 * the map be one of literals at all. Read here: a constraint over one variable; an all-different's constants, which
 * its variables cannot take; an increasing or decreasing array's constants, against their neighbours; and a value of
 * a variable another is defined from one to one that gives the other none of its values, and the source's value of
 * a value ruled out of the variable defined from it. One pass, no propagation:
 * what is left out holds in no solution, so the graph's automorphisms keep the solutions as before.
 */
final class DeadValues {

    private DeadValues() {}

    /** The values ruled out, by variable name; a domain of more than {@code maxDomain} values is left as it is. */
    static Map<String, Set<Long>> of(FlatZincModel model, Map<String, OneToOne> merged, int maxDomain) {
        Map<String, Set<Long>> dead = new HashMap<>();
        for (OneToOne link : merged.values()) {
            for (long value : link.unmatched()) {
                dead.computeIfAbsent(link.source(), k -> new HashSet<>()).add(value);
            }
        }
        for (Item.Constraint constraint : model.constraints()) {
            if (DeclaredSymmetries.isDeclaration(constraint.name())) {
                continue;
            }
            Builtin builtin = Builtin.of(model, constraint).builtin();
            switch (builtin) {
                case FZN_ALL_DIFFERENT_INT -> allDifferent(model, constraint, dead);
                case FZN_INCREASING_INT,
                        FZN_INCREASING_BOOL,
                        FZN_STRICTLY_INCREASING_INT,
                        FZN_DECREASING_INT,
                        FZN_DECREASING_BOOL,
                        FZN_STRICTLY_DECREASING_INT -> chain(model, constraint, dead, maxDomain);
                default -> unary(model, constraint, dead, maxDomain);
            }
        }
        // A value ruled out of a variable defined one to one from another is ruled out of that other: the defined
        // variable's literals are its source's. Along chains of definitions, as far as they go.
        boolean moved = true;
        for (int round = 0; moved && round <= merged.size(); round++) {
            moved = false;
            for (OneToOne link : merged.values()) {
                Set<Long> ruledOut = dead.getOrDefault(link.defined(), Set.of());
                for (int k = 0; k < link.values().length; k++) {
                    if (ruledOut.contains(link.values()[k])) {
                        moved |= dead.computeIfAbsent(link.source(), x -> new HashSet<>())
                                .add(link.sourceValues()[k]);
                    }
                }
            }
        }
        return dead;
    }

    /** A constraint whose only variable is one: the values of its domain it refuses. */
    private static void unary(
            FlatZincModel model, Item.Constraint constraint, Map<String, Set<Long>> dead, int maxDomain) {
        if (!ConstraintTruth.knows(constraint)
                || ConstraintTruth.variablesOf(model, constraint).size() != 1) {
            return;
        }
        ConstraintTruth truth = new ConstraintTruth(model, constraint);
        if (truth.variables().size() != 1) {
            return;
        }
        long[] one = new long[1];
        rule(
                model,
                truth.variables().get(0),
                value -> {
                    one[0] = value;
                    return truth.holds(one);
                },
                dead,
                maxDomain);
    }

    private static void allDifferent(FlatZincModel model, Item.Constraint constraint, Map<String, Set<Long>> dead) {
        List<Expr> elements = model.elements(constraint.arguments().get(0), constraint.line());
        Set<Long> constants = new HashSet<>();
        for (Expr element : elements) {
            if (model.resolve(element) instanceof Expr.IntLiteral number) {
                constants.add(number.value());
            }
        }
        if (constants.isEmpty()) {
            return;
        }
        for (Expr element : elements) {
            if (model.resolve(element) instanceof Expr.Name name
                    && model.variable(name.id()).isPresent()) {
                dead.computeIfAbsent(name.id(), k -> new HashSet<>()).addAll(constants);
            }
        }
    }

    private static void chain(
            FlatZincModel model, Item.Constraint constraint, Map<String, Set<Long>> dead, int maxDomain) {
        List<Expr> elements = model.elements(constraint.arguments().get(0), constraint.line());
        ChainOrder order = ChainOrder.of(constraint.name());
        for (int k = 0; k + 1 < elements.size(); k++) {
            Expr left = model.resolve(elements.get(k));
            Expr right = model.resolve(elements.get(k + 1));
            Long leftConstant = ChainOrder.constant(left);
            Long rightConstant = ChainOrder.constant(right);
            if (left instanceof Expr.Name name && rightConstant != null) {
                rule(model, name.id(), v -> order.holds(v, rightConstant), dead, maxDomain);
            } else if (leftConstant != null && right instanceof Expr.Name name) {
                rule(model, name.id(), v -> order.holds(leftConstant, v), dead, maxDomain);
            }
        }
    }

    /** Rules out the values of {@code name} that {@code keeps} refuses. */
    private static void rule(
            FlatZincModel model,
            String name,
            java.util.function.LongPredicate keeps,
            Map<String, Set<Long>> dead,
            int maxDomain) {
        Optional<IntSet> domain = model.domain(name);
        if (domain.isEmpty() || domain.get().size() > maxDomain) {
            return;
        }
        for (long value : domain.get().values().toArray()) {
            if (!keeps.test(value)) {
                dead.computeIfAbsent(name, k -> new HashSet<>()).add(value);
            }
        }
    }
}
