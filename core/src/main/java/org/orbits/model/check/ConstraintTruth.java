package org.orbits.model.check;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.orbits.model.flatzinc.Builtin;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.Item;

/**
 * Whether one FlatZinc constraint holds under values of its variables, decided by the evaluator's plain reading of
 * the specification: what a graph of the model's literals asks when it lists the tuples a small constraint allows.
 */
public final class ConstraintTruth {

    private final FlatZincModel source;
    private final Item.Constraint constraint;
    private final List<String> variables;
    private final Reading.Resolved resolved;
    private final Truth truth;
    private final long[] values;

    /** The truth of {@code constraint} of {@code source}, known by the evaluator (see {@link #knows}). */
    public ConstraintTruth(FlatZincModel source, Item.Constraint constraint) {
        this.source = source;
        this.constraint = constraint;
        this.variables = List.copyOf(variablesOf(source, constraint));
        Map<String, Integer> index =
                IntStream.range(0, variables.size()).boxed().collect(Collectors.toMap(variables::get, i -> i));
        this.values = new long[variables.size()];
        Reading.Assignment names = new Reading.Assignment() {
            @Override
            public int indexOf(String variable) {
                return index.getOrDefault(variable, -1);
            }

            @Override
            public boolean known(int variable) {
                return true;
            }

            @Override
            public long value(int variable) {
                return values[variable];
            }
        };
        this.resolved = Reading.Resolved.of(source, constraint.arguments(), names);
        Builtin.Use builtin = Builtin.of(
                        constraint.name(), constraint.arguments().size())
                .orElseThrow(() -> new IllegalArgumentException("the evaluator does not know " + constraint));
        this.truth = BuiltinRules.of(builtin).truth();
        this.assignment = names;
    }

    private final Reading.Assignment assignment;

    /** Whether the evaluator knows the constraint, so that {@link #holds} can be asked. */
    public static boolean knows(Item.Constraint constraint) {
        return Builtin.of(constraint.name(), constraint.arguments().size()).isPresent();
    }

    /** The distinct variables the constraint reads, in the order its arguments name them first. */
    public List<String> variables() {
        return variables;
    }

    /** Whether the constraint holds when its variables, in {@link #variables()} order, take {@code given}. */
    public boolean holds(long[] given) {
        System.arraycopy(given, 0, values, 0, values.length);
        try {
            return truth.holds(new Reading(source, constraint.arguments(), assignment, resolved));
        } catch (ArithmeticException undefined) {
            return false; // a division by zero, say: the constraint does not hold there
        }
    }

    /** The variables (no aliases, no constants) a constraint's arguments name, each once, in order. */
    public static List<String> variablesOf(FlatZincModel source, Item.Constraint constraint) {
        Set<String> found = new LinkedHashSet<>();
        for (Expr argument : constraint.arguments()) {
            for (Expr element : elementsOrSelf(source, argument, constraint.line())) {
                if (source.resolve(element) instanceof Expr.Name name
                        && source.variable(name.id()).isPresent()) {
                    found.add(name.id());
                }
            }
        }
        return new ArrayList<>(found);
    }

    private static List<Expr> elementsOrSelf(FlatZincModel source, Expr argument, int line) {
        if (argument instanceof Expr.ArrayLiteral literal) {
            return literal.elements();
        }
        if (argument instanceof Expr.Name name
                && ((source.variables().containsKey(name.id())
                                && source.variables().get(name.id()).type().isArray())
                        || (source.parameters().containsKey(name.id())
                                && source.parameters().get(name.id()).type().isArray()))) {
            return source.elements(argument, line);
        }
        return List.of(argument);
    }
}
