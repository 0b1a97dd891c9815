package org.orbits.model.presolve;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.orbits.model.flatzinc.Builtin;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.IntSet;
import org.orbits.model.flatzinc.Item;

/**
 * What a channelling determines read backwards: {@code bool2int(b, i)} is one to one, so {@code i} fixes {@code b};
 * and a variable {@code v} with {@code b_j <-> v = j} for every value {@code j} of its declared domain takes the one
 * value whose {@code b_j} holds, so the {@code b_j} fix {@code v} (a 0/1 board fixes the column of each row's queen).
 * The {@code defines_var} annotations say the other way, from {@code v} to the board.
 */
public final class Channels {

    /** Beyond this many values a variable is not looked at: no model writes so many equalities of one. */
    private static final long MAX_VALUES = 4096;

    private Channels() {}

    /** {@code known} and the variables it determines through channellings read backwards, to a fixed point. */
    public static Set<String> determined(FlatZincModel source, Set<String> known) {
        Map<String, String> boolOfInt = new HashMap<>();
        Map<String, Map<Long, String>> equalities = new HashMap<>();
        for (Item.Constraint constraint : source.constraints()) {
            Optional<Builtin.Use> use =
                    Builtin.of(constraint.name(), constraint.arguments().size());
            if (use.isEmpty()) {
                continue;
            }
            List<Expr> a = constraint.arguments();
            if (use.get().builtin() == Builtin.BOOL2INT && use.get().form() == Builtin.Form.PLAIN) {
                Optional<String> b = name(source, a.get(0));
                Optional<String> i = name(source, a.get(1));
                if (b.isPresent() && i.isPresent()) {
                    boolOfInt.put(i.get(), b.get());
                }
            } else if (use.get().builtin() == Builtin.INT_EQ && use.get().form() == Builtin.Form.REIF) {
                Optional<String> v = name(source, a.get(0));
                Expr value = source.resolve(a.get(1));
                Optional<String> b = name(source, a.get(2));
                if (v.isPresent() && value instanceof Expr.IntLiteral literal && b.isPresent()) {
                    equalities
                            .computeIfAbsent(v.get(), unused -> new HashMap<>())
                            .put(literal.value(), b.get());
                }
            }
        }
        Set<String> determined = new HashSet<>(known);
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Map.Entry<String, String> channel : boolOfInt.entrySet()) {
                if (determined.contains(channel.getKey())) {
                    grew |= determined.add(channel.getValue());
                }
            }
            for (Map.Entry<String, Map<Long, String>> variable : equalities.entrySet()) {
                if (!determined.contains(variable.getKey())
                        && everyValueChannelled(source, variable.getKey(), variable.getValue(), determined)) {
                    grew |= determined.add(variable.getKey());
                }
            }
        }
        return determined;
    }

    private static boolean everyValueChannelled(
            FlatZincModel source, String variable, Map<Long, String> flags, Set<String> determined) {
        Optional<IntSet> domain = source.domain(variable);
        if (domain.isEmpty() || domain.get().isEmpty() || domain.get().size() > MAX_VALUES) {
            return false;
        }
        return domain.get()
                .values()
                .allMatch(value -> flags.containsKey(value) && determined.contains(flags.get(value)));
    }

    private static Optional<String> name(FlatZincModel source, Expr expr) {
        Expr resolved = source.resolve(expr);
        return resolved instanceof Expr.Name name && source.variables().containsKey(name.id())
                ? Optional.of(name.id())
                : Optional.empty();
    }
}
