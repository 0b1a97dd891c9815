package org.orbits.model.check;

/**
 * Why a check of cells failed, as the evaluator found it: kept as it is, and put in words ({@link Words}) only when a
 * message is shown, since a search for an extension meets many failures and shows at most one.
 *
 * @param constraint the evaluator's index of the constraint that is false ({@link Kind#FALSE})
 * @param variable the evaluator's index of the variable concerned ({@link Kind#OUTSIDE_DOMAIN}, {@link
 *     Kind#UNBOUNDED})
 * @param value the value that lies outside the variable's domain ({@link Kind#OUTSIDE_DOMAIN})
 * @param state the values known when it failed; no one changes them afterwards
 */
record CheckFailure(Kind kind, int constraint, int variable, long value, State state) {

    enum Kind {
        /** A constraint is false under the values known. */
        FALSE,
        /** A constraint gives a variable a value outside its domain. */
        OUTSIDE_DOMAIN,
        /** A variable has no bounds and no constraint decides it, so its values cannot be tried. */
        UNBOUNDED
    }

    static CheckFailure falsified(int constraint, State state) {
        return new CheckFailure(Kind.FALSE, constraint, -1, 0, state);
    }

    static CheckFailure outside(int variable, long value, State state) {
        return new CheckFailure(Kind.OUTSIDE_DOMAIN, -1, variable, value, state);
    }

    static CheckFailure unbounded(int variable, State state) {
        return new CheckFailure(Kind.UNBOUNDED, -1, variable, 0, state);
    }
}
