package org.orbits.model.choco;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.orbits.model.flatzinc.Builtin;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.Item;

/**
 * Which variables the cells decide: the cells' own, then, following {@code defines_var} annotations, every variable
 * a constraint defines from variables already decided. A half-reified constraint ({@code _imp}) is left out even
 * when annotated, for it does not fix its bool: when its condition holds, the bool may take either value. A variable
 * outside this set may take several values in the solutions of one assignment of the cells.
 */
final class Dependencies {

    private Dependencies() {}

    /** The names of the variables (aliases followed) that the variables {@code decided} determine. */
    static Set<String> determinedBy(FlatZincModel source, Set<String> decided) {
        Set<String> determined = new HashSet<>(decided);
        Map<String, List<Definition>> waitingOn = new HashMap<>();
        Deque<String> fresh = new ArrayDeque<>(decided);
        for (Item.Constraint constraint : source.constraints()) {
            if (constraint.definedVariable().isEmpty() || halfReified(constraint)) {
                continue;
            }
            String defined = root(source, constraint.definedVariable().get());
            Set<String> inputs = new HashSet<>();
            for (Expr argument : constraint.arguments()) {
                collect(source, argument, constraint.line(), inputs);
            }
            inputs.remove(defined);
            Definition definition = new Definition(defined, inputs);
            if (inputs.isEmpty()) {
                fresh.add(defined);
                determined.add(defined);
            }
            for (String input : inputs) {
                waitingOn.computeIfAbsent(input, unused -> new ArrayList<>()).add(definition);
            }
        }
        while (!fresh.isEmpty()) {
            String known = fresh.poll();
            for (Definition definition : waitingOn.getOrDefault(known, List.of())) {
                definition.inputs.remove(known);
                if (definition.inputs.isEmpty() && determined.add(definition.defined)) {
                    fresh.add(definition.defined);
                }
            }
        }
        return determined;
    }

    private static boolean halfReified(Item.Constraint constraint) {
        return Builtin.of(constraint.name(), constraint.arguments().size())
                .map(use -> use.form() == Builtin.Form.IMP)
                .orElse(false);
    }

    private record Definition(String defined, Set<String> inputs) {}

    private static String root(FlatZincModel source, String name) {
        Expr resolved = source.resolve(new Expr.Name(name));
        return resolved instanceof Expr.Name root ? root.id() : name;
    }

    /** The variables an argument mentions, aliases followed; literals and parameters mention none. */
    private static void collect(FlatZincModel source, Expr argument, int line, Set<String> into) {
        if (argument instanceof Expr.ArrayLiteral
                || (argument instanceof Expr.Name name
                        && source.variable(name.id())
                                .map(v -> v.type().isArray())
                                .orElse(false))) {
            source.elements(argument, line).forEach(element -> collect(source, element, line, into));
            return;
        }
        Expr resolved = source.resolve(argument);
        if (resolved instanceof Expr.Name name && source.variables().containsKey(name.id())) {
            into.add(name.id());
        }
    }
}
