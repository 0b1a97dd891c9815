package org.orbits.puzzle.model.check;

import java.util.List;
import org.orbits.puzzle.model.flatzinc.Expr;
import org.orbits.puzzle.model.flatzinc.FlatZincModel;
import org.orbits.puzzle.model.flatzinc.IntSet;

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

    private final FlatZincModel source;
    private final List<Expr> arguments;
    private final Assignment assignment;
    private final int count;

    Reading(FlatZincModel source, List<Expr> arguments, Assignment assignment) {
        this(source, arguments, assignment, arguments.size());
    }

    private Reading(FlatZincModel source, List<Expr> arguments, Assignment assignment, int count) {
        this.source = source;
        this.arguments = arguments;
        this.assignment = assignment;
        this.count = count;
    }

    /** The same arguments but the last: a reified constraint's condition. */
    Reading withoutLast() {
        return new Reading(source, arguments, assignment, count - 1);
    }

    Assignment assignment() {
        return assignment;
    }

    int size() {
        return count;
    }

    long integer(int i) {
        return valueOf(arguments.get(i));
    }

    boolean bool(int i) {
        return integer(i) != 0;
    }

    long[] integers(int i) {
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
