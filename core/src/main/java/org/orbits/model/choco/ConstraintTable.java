package org.orbits.model.choco;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import org.chocosolver.solver.constraints.Constraint;

/**
 * What the translation can post, by FlatZinc constraint name. A condition ({@code int_le(a,b)}) is a Choco
 * constraint that may also be reified: {@code int_le_reif(a,b,r)} posts {@code r <-> a <= b} and
 * {@code int_le_imp(a,b,r)} posts {@code r -> a <= b}. A few builtins state their condition's truth as a last
 * argument in their plain form ({@code bool_and(a,b,r)}: {@code r <-> a /\ b}); the rest are posted as they come.
 */
final class ConstraintTable {

    record Condition(int arity, Function<Arguments, Constraint> build) {}

    private final Map<String, Condition> conditions = new HashMap<>();
    private final Map<String, Consumer<Arguments>> posters = new HashMap<>();
    private final Set<String> withResult = new HashSet<>();

    void condition(String name, int arity, Function<Arguments, Constraint> build) {
        conditions.put(name, new Condition(arity, build));
    }

    /** {@code name(args..., r)} stands for {@code r <-> condition(args...)}. */
    void conditionWithResult(String name, int arity, Function<Arguments, Constraint> build) {
        condition(name, arity, build);
        withResult.add(name);
    }

    void poster(String name, Consumer<Arguments> post) {
        posters.put(name, post);
    }

    /** The way to post a constraint of this name and number of arguments, if there is one. */
    Optional<Consumer<Arguments>> lookUp(String name, int size) {
        Consumer<Arguments> poster = posters.get(name);
        if (poster != null) {
            return Optional.of(poster);
        }
        Condition plain = conditions.get(name);
        if (plain != null && plain.arity() == size) {
            return Optional.of(arguments -> plain.build().apply(arguments).post());
        }
        if (plain != null && withResult.contains(name) && plain.arity() + 1 == size) {
            return Optional.of(
                    arguments -> plain.build().apply(arguments.withoutLast()).reifyWith(arguments.boolVar(size - 1)));
        }
        for (String suffix : new String[] {"_reif", "_imp"}) {
            if (name.endsWith(suffix)) {
                Condition base = conditions.get(name.substring(0, name.length() - suffix.length()));
                if (base != null && base.arity() + 1 == size) {
                    boolean full = suffix.equals("_reif");
                    return Optional.of(arguments -> {
                        Constraint condition = base.build().apply(arguments.withoutLast());
                        if (full) {
                            condition.reifyWith(arguments.boolVar(size - 1));
                        } else {
                            condition.impliedBy(arguments.boolVar(size - 1));
                        }
                    });
                }
            }
        }
        return Optional.empty();
    }
}
