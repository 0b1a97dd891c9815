package org.orbits.model.check;

import java.util.List;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.IntSet;

/**
 * The arguments of one constraint read as values under an assignment: ints as they are, bools as 0 and 1. Reading
 * a variable that has no value yet is a mistake of the caller, which checks a constraint only once all its variables
 * have values.
 */
final class Reading {

    /** What an assignment tells of a variable, by its index among the evaluator's variables. */
    interface Assignment {
        int indexOf(String variable);

        boolean known(int variable);

        long value(int variable);
    }

    /**
     * A constraint's arguments resolved once, so that reading them under an assignment follows no alias and looks up
     * no name: each int or bool argument as a constant or a variable's index, each array of them as the two side by
     * side (index -1 for a constant); null for an argument of another kind (a set), read from its expression.
     */
    static final class Resolved {
        private final long[] constants;
        private final int[] variables;
        private final long[][] arrayConstants;
        private final int[][] arrayVariables;

        private Resolved(int size) {
            constants = new long[size];
            variables = new int[size];
            arrayConstants = new long[size][];
            arrayVariables = new int[size][];
        }

        /** The arguments resolved against {@code source}, a variable's index being {@code indexOf}'s. */
        static Resolved of(FlatZincModel source, List<Expr> arguments, Assignment indexOf) {
            Resolved resolved = new Resolved(arguments.size());
            for (int i = 0; i < arguments.size(); i++) {
                Expr argument = arguments.get(i);
                resolved.variables[i] = Integer.MIN_VALUE;
                if (argument instanceof Expr.ArrayLiteral
                        || (argument instanceof Expr.Name name
                                && (source.parameters().containsKey(name.id())
                                        || source.variable(name.id()).isPresent()))) {
                    List<Expr> elements;
                    try {
                        elements = source.elements(argument, 0);
                    } catch (RuntimeException notAnArray) {
                        elements = null;
                    }
                    if (elements != null) {
                        long[] constants = new long[elements.size()];
                        int[] variables = new int[elements.size()];
                        boolean all = true;
                        for (int k = 0; k < elements.size() && all; k++) {
                            Expr element = source.resolve(elements.get(k));
                            variables[k] = scalar(element, indexOf);
                            all = variables[k] != Integer.MIN_VALUE;
                            constants[k] = all && variables[k] < 0 ? constant(element) : 0;
                        }
                        if (all) {
                            resolved.arrayConstants[i] = constants;
                            resolved.arrayVariables[i] = variables;
                        }
                        continue;
                    }
                }
                Expr element = source.resolve(argument);
                int variable = scalar(element, indexOf);
                resolved.variables[i] = variable;
                if (variable == -1) {
                    resolved.constants[i] = constant(element);
                }
            }
            return resolved;
        }

        /** A variable's index, -1 for a literal, {@link Integer#MIN_VALUE} for anything else. */
        private static int scalar(Expr resolved, Assignment indexOf) {
            if (resolved instanceof Expr.IntLiteral || resolved instanceof Expr.BoolLiteral) {
                return -1;
            }
            if (resolved instanceof Expr.Name name) {
                int index = indexOf.indexOf(name.id());
                return index >= 0 ? index : Integer.MIN_VALUE;
            }
            return Integer.MIN_VALUE;
        }

        private static long constant(Expr literal) {
            return literal instanceof Expr.IntLiteral i ? i.value() : ((Expr.BoolLiteral) literal).value() ? 1 : 0;
        }
    }

    private final FlatZincModel source;
    private final List<Expr> arguments;
    private final Assignment assignment;
    private final int count;
    private final Resolved resolved;

    Reading(FlatZincModel source, List<Expr> arguments, Assignment assignment) {
        this(source, arguments, assignment, arguments.size(), null);
    }

    /** The arguments read through their resolved form. */
    Reading(FlatZincModel source, List<Expr> arguments, Assignment assignment, Resolved resolved) {
        this(source, arguments, assignment, arguments.size(), resolved);
    }

    private Reading(FlatZincModel source, List<Expr> arguments, Assignment assignment, int count, Resolved resolved) {
        this.source = source;
        this.arguments = arguments;
        this.assignment = assignment;
        this.count = count;
        this.resolved = resolved;
    }

    /** The same arguments but the last: a reified constraint's condition. */
    Reading withoutLast() {
        return new Reading(source, arguments, assignment, count - 1, resolved);
    }

    Assignment assignment() {
        return assignment;
    }

    int size() {
        return count;
    }

    long integer(int i) {
        if (resolved != null && resolved.variables[i] != Integer.MIN_VALUE) {
            int variable = resolved.variables[i];
            return variable < 0 ? resolved.constants[i] : valueOfVariable(variable);
        }
        return valueOf(arguments.get(i));
    }

    private long valueOfVariable(int variable) {
        if (!assignment.known(variable)) {
            throw new IllegalStateException(arguments + " read before all its variables have values");
        }
        return assignment.value(variable);
    }

    boolean bool(int i) {
        return integer(i) != 0;
    }

    /**
     * The variable argument {@code i} is, by its index among the evaluator's variables: -1 for a constant, {@link
     * Integer#MIN_VALUE} for an argument that is no int or bool.
     */
    int variable(int i) {
        return resolved != null ? resolved.variables[i] : Integer.MIN_VALUE;
    }

    /** Whether scalar argument {@code i} has a value: a constant, or a variable with one. */
    boolean known(int i) {
        int variable = variable(i);
        return variable == -1 || (variable >= 0 && assignment.known(variable));
    }

    /** Whether argument {@code i} is an array of ints or bools, resolved (so that its elements can be asked). */
    boolean isArray(int i) {
        return resolved != null && resolved.arrayVariables[i] != null;
    }

    /** How many elements array argument {@code i} has. */
    int length(int i) {
        if (resolved != null && resolved.arrayVariables[i] != null) {
            return resolved.arrayVariables[i].length;
        }
        return source.elements(arguments.get(i), 0).size();
    }

    /** The variable element {@code k} of array argument {@code i} is (0-based): -1 for a constant. */
    int variableAt(int i, int k) {
        if (resolved == null || resolved.arrayVariables[i] == null) {
            throw new IllegalStateException("argument " + i + " of " + arguments + " is not an array of ints or bools");
        }
        return resolved.arrayVariables[i][k];
    }

    /** Whether element {@code k} of array argument {@code i} has a value. */
    boolean knownAt(int i, int k) {
        int variable = variableAt(i, k);
        return variable < 0 || assignment.known(variable);
    }

    /** The value of element {@code k} (0-based) of array argument {@code i}, which must have one. */
    long element(int i, int k) {
        if (resolved != null && resolved.arrayVariables[i] != null) {
            int variable = resolved.arrayVariables[i][k];
            return variable < 0 ? resolved.arrayConstants[i][k] : valueOfVariable(variable);
        }
        return valueOf(source.elements(arguments.get(i), 0).get(k));
    }

    long[] integers(int i) {
        if (resolved != null && resolved.arrayVariables[i] != null) {
            int[] variables = resolved.arrayVariables[i];
            long[] values = resolved.arrayConstants[i].clone();
            for (int k = 0; k < variables.length; k++) {
                if (variables[k] >= 0) {
                    values[k] = valueOfVariable(variables[k]);
                }
            }
            return values;
        }
        return source.elements(arguments.get(i), 0).stream()
                .mapToLong(this::valueOf)
                .toArray();
    }

    IntSet set(int i) {
        Expr expr = arguments.get(i);
        if (expr instanceof Expr.Name name && source.parameters().containsKey(name.id())) {
            expr = source.parameters().get(name.id()).value();
        }
        if (expr instanceof Expr.SetLiteral literal) {
            return literal.set();
        }
        throw new IllegalArgumentException("not a set: " + expr);
    }

    private long valueOf(Expr expr) {
        Expr resolved = source.resolve(expr);
        if (resolved instanceof Expr.IntLiteral literal) {
            return literal.value();
        }
        if (resolved instanceof Expr.BoolLiteral literal) {
            return literal.value() ? 1 : 0;
        }
        if (resolved instanceof Expr.Name name) {
            int variable = assignment.indexOf(name.id());
            if (variable >= 0 && assignment.known(variable)) {
                return assignment.value(variable);
            }
            throw new IllegalStateException(name.id() + " has no value yet");
        }
        throw new IllegalArgumentException("not an int or bool: " + expr);
    }
}
