package org.orbits.model.graph;

import org.orbits.model.flatzinc.Expr;

/**
 * The order an increasing or decreasing array keeps between an element and the next, strictly or not, as its
 * builtin's name says: what {@link DeadValues} rules out next to a constant and {@link ConstraintEncoder} forbids
 * between two variables.
 */
record ChainOrder(boolean increasing, boolean strict) {

    /** The order of the builtin {@code name} ({@code fzn_strictly_increasing_int}, {@code fzn_decreasing_bool}...). */
    static ChainOrder of(String name) {
        return new ChainOrder(name.contains("increasing"), name.contains("strictly"));
    }

    /** Whether {@code a}, then {@code b} next to it, keep the order. */
    boolean holds(long a, long b) {
        int sign = Long.compare(a, b);
        return increasing ? (strict ? sign < 0 : sign <= 0) : (strict ? sign > 0 : sign >= 0);
    }

    /** An element's value as a number: an int as it is, a bool as 0 or 1; null for a variable. */
    static Long constant(Expr element) {
        if (element instanceof Expr.IntLiteral number) {
            return number.value();
        }
        if (element instanceof Expr.BoolLiteral truth) {
            return truth.value() ? 1L : 0L;
        }
        return null;
    }
}
