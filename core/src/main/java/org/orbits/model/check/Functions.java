package org.orbits.model.check;

import java.util.Arrays;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * The value a constraint gives its one variable without a value, where the constraint is a function of the others
 * in that place: the sum of {@code int_plus}, the unknown term of {@code int_lin_eq}, the result of a reified
 * condition, the variable a true {@code int_eq_reif} equates with a value. It is only a candidate: the caller checks
 * the constraint with it, and tries the domain's values where there is no candidate (a variable with no bounds and
 * no candidate stays unknown). Each builtin's candidate is named in {@link BuiltinRules}, once, when the model is
 * read.
 */
final class Functions {

    /** The candidate for the one unknown variable {@code unknown}, which stands in argument {@code place}. */
    @FunctionalInterface
    interface Candidate {
        /**
         * The candidate, if the rule gives one here.
         *
         * @param place the argument the unknown is, -1 when it is only an element of an array argument or stands in
         *     two places
         */
        OptionalLong of(Reading a, int place, int unknown);
    }

    static final Candidate NONE = (a, place, unknown) -> OptionalLong.empty();

    private Functions() {}

    /**
     * The argument that is the variable {@code unknown}: -1 when none is, or when it stands in more than one place
     * (two arguments, or an argument and an element of an array), where no rule gives it from the others.
     */
    static int place(Reading a, int unknown) {
        int place = -1;
        boolean inArray = false;
        for (int i = 0; i < a.size(); i++) {
            int variable = a.variable(i);
            if (variable == unknown) {
                if (place >= 0) {
                    return -1;
                }
                place = i;
            } else if (variable == Integer.MIN_VALUE && a.isArray(i)) {
                for (int k = 0; k < a.length(i) && !inArray; k++) {
                    inArray = a.variableAt(i, k) == unknown;
                }
            }
        }
        return inArray ? -1 : place;
    }

    /** {@code x = y} ({@code int_eq}, {@code bool_eq}, {@code bool2int}): the unknown side is the other's value. */
    static final Candidate OTHER_SIDE = (a, place, unknown) ->
            place == 0 || place == 1 ? OptionalLong.of(a.integer(1 - place)) : OptionalLong.empty();

    /** {@code bool_not(a, b)}: the unknown is the other's negation. */
    static final Candidate NEGATION = (a, place, unknown) ->
            place == 0 || place == 1 ? OptionalLong.of(1 - a.integer(1 - place)) : OptionalLong.empty();

    /** {@code int_plus(x, y, z)}: any one of the three from the other two. */
    static final Candidate PLUS = (a, place, unknown) -> switch (place) {
        case 0 -> OptionalLong.of(a.integer(2) - a.integer(1));
        case 1 -> OptionalLong.of(a.integer(2) - a.integer(0));
        case 2 -> OptionalLong.of(a.integer(0) + a.integer(1));
        default -> OptionalLong.empty();
    };

    /** {@code int_lin_eq(a, x, c)}: one unknown term from the rest. */
    static final Candidate LINEAR_TERM =
            (a, place, unknown) -> place < 0 ? linearTerm(a, unknown) : OptionalLong.empty();

    /** {@code bool_lin_eq(a, x, c)}: the sum {@code c} from the terms, or one unknown term from the rest. */
    static final Candidate BOOL_LINEAR = (a, place, unknown) ->
            place == 2 ? OptionalLong.of(linear(a)) : place < 0 ? linearTerm(a, unknown) : OptionalLong.empty();

    /** The value of argument {@code place} from the others, when it is the unknown. */
    static Candidate argument(int place, Function<Reading, OptionalLong> of) {
        return (a, at, unknown) -> at == place ? of.apply(a) : OptionalLong.empty();
    }

    /** The greatest ({@code greatest}) or least of the array argument 1: {@code array_int_maximum(m, x)}. */
    static Candidate extremum(boolean greatest) {
        return argument(0, a -> extreme(a.integers(1), greatest));
    }

    /** The element of a known index: {@code array_int_element(i, x, y)}'s y. */
    static Candidate element() {
        return result(a -> {
            long index = a.integer(0);
            return index >= 1 && index <= a.length(1)
                    ? OptionalLong.of(a.element(1, (int) index - 1))
                    : OptionalLong.empty();
        });
    }

    /** {@code count_eq(x, y, c)}: c, how often y occurs in x. */
    static Candidate count() {
        return argument(2, a -> {
            long y = a.integer(1);
            long count = 0;
            for (int k = 0; k < a.length(0); k++) {
                count += a.element(0, k) == y ? 1 : 0;
            }
            return OptionalLong.of(count);
        });
    }

    /** {@code nvalue(n, x)}: n, the number of distinct values in x. */
    static Candidate distinctValues() {
        return argument(
                0, a -> OptionalLong.of(Arrays.stream(a.integers(1)).distinct().count()));
    }

    /** {@code among(n, x, s)}: n, the number of x's values in s. */
    static Candidate among() {
        return argument(
                0,
                a -> OptionalLong.of(
                        Arrays.stream(a.integers(1)).filter(a.set(2)::contains).count()));
    }

    /**
     * A reified condition ({@code c_reif(args, r)}, {@code c(args, r)}, {@code c_imp(args, r)} as {@code full} is
     * false): the bool r is the condition's truth, where r is fully reified; r known true makes the condition hold,
     * so that it gives what the condition gives.
     */
    static Candidate reified(Truth condition, Candidate plain, boolean full) {
        return (a, place, unknown) -> {
            int last = a.size() - 1;
            if (place == last) {
                return full ? truth(condition.holds(a.withoutLast())) : OptionalLong.empty();
            }
            return a.known(last) && a.bool(last) ? plain.of(a.withoutLast(), place, unknown) : OptionalLong.empty();
        };
    }

    /** A rule that gives the last argument, the result, from the others. */
    static Candidate result(Function<Reading, OptionalLong> of) {
        return (a, place, unknown) -> place == a.size() - 1 ? of.apply(a) : OptionalLong.empty();
    }

    private static OptionalLong truth(boolean holds) {
        return OptionalLong.of(holds ? 1 : 0);
    }

    private static OptionalLong extreme(long[] values, boolean greatest) {
        if (values.length == 0) {
            return OptionalLong.empty();
        }
        long best = values[0];
        for (long value : values) {
            best = greatest ? Math.max(best, value) : Math.min(best, value);
        }
        return OptionalLong.of(best);
    }

    private static long linear(Reading a) {
        long sum = 0;
        for (int k = 0; k < a.length(1); k++) {
            sum += a.element(0, k) * a.element(1, k);
        }
        return sum;
    }

    /** The one unknown term of {@code sum(a[i] * x[i]) = c}: {@code (c - the rest) / its coefficients}. */
    private static OptionalLong linearTerm(Reading a, int unknown) {
        if (!a.known(2)) {
            return OptionalLong.empty();
        }
        long rest = a.integer(2);
        long coefficient = 0;
        for (int k = 0; k < a.length(1); k++) {
            if (a.variableAt(1, k) == unknown) {
                coefficient += a.element(0, k);
            } else {
                rest -= a.element(0, k) * a.element(1, k);
            }
        }
        if (coefficient == 0 || rest % coefficient != 0) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(rest / coefficient);
    }
}
