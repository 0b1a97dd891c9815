package org.orbits.model.check;

import java.util.Arrays;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * The value a constraint gives its one variable without a value, where the constraint is a function of the others
 * in that place: the sum of {@code int_plus}, the unknown term of {@code int_lin_eq}, the result of a reified
 * condition, the variable a true {@code int_eq_reif} equates with a value. It is only a candidate: the caller checks
 * the constraint with it, and tries the domain's values where there is no candidate (a variable with no bounds and
 * no candidate stays unknown). The rule is looked up by the constraint's name once, when the model is read.
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

    private static final Candidate NONE = (a, place, unknown) -> OptionalLong.empty();

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

    /** The rule of the constraint {@code name} of {@code arity} arguments; one that never gives a candidate if none. */
    static Candidate of(String name, int arity) {
        int last = arity - 1;
        Integer condition = BuiltinChecks.CONDITIONS.get(name);
        if (condition != null && BuiltinChecks.WITH_RESULT.contains(name) && condition == last) {
            Semantics.Truth plain = BuiltinChecks.condition(name);
            return (a, place, unknown) -> place == last ? truth(plain.holds(a.withoutLast())) : OptionalLong.empty();
        }
        String base = Semantics.base(name);
        if (name.endsWith("_reif") && Semantics.knows(base, last)) {
            Semantics.Truth plain = Semantics.truth(base, last);
            boolean equality = base.equals("int_eq") || base.equals("bool_eq");
            return (a, place, unknown) -> {
                if (place == last) {
                    return truth(plain.holds(a.withoutLast()));
                }
                // x = y is true: the unknown side is the other's value.
                return equality && (place == 0 || place == 1) && a.bool(last)
                        ? OptionalLong.of(a.integer(1 - place))
                        : OptionalLong.empty();
            };
        }
        return switch (name) {
            case "int_eq", "bool_eq", "bool2int" -> (a, place, unknown) ->
                    place == 0 || place == 1 ? OptionalLong.of(a.integer(1 - place)) : OptionalLong.empty();
            case "bool_not" -> (a, place, unknown) ->
                    place == 0 || place == 1 ? OptionalLong.of(1 - a.integer(1 - place)) : OptionalLong.empty();
            case "int_plus" -> (a, place, unknown) -> switch (place) {
                case 0 -> OptionalLong.of(a.integer(2) - a.integer(1));
                case 1 -> OptionalLong.of(a.integer(2) - a.integer(0));
                case 2 -> OptionalLong.of(a.integer(0) + a.integer(1));
                default -> OptionalLong.empty();
            };
            case "int_times" -> result((a) -> OptionalLong.of(a.integer(0) * a.integer(1)));
            case "int_div" -> result(
                    a -> a.integer(1) == 0 ? OptionalLong.empty() : OptionalLong.of(a.integer(0) / a.integer(1)));
            case "int_mod" -> result(
                    a -> a.integer(1) == 0 ? OptionalLong.empty() : OptionalLong.of(a.integer(0) % a.integer(1)));
            case "int_max" -> result(a -> OptionalLong.of(Math.max(a.integer(0), a.integer(1))));
            case "int_min" -> result(a -> OptionalLong.of(Math.min(a.integer(0), a.integer(1))));
            case "int_pow" -> result(a -> {
                Long power = BuiltinChecks.power(a.integer(0), a.integer(1));
                return power == null ? OptionalLong.empty() : OptionalLong.of(power);
            });
            case "int_abs" -> (a, place, unknown) ->
                    place == 1 ? OptionalLong.of(Math.abs(a.integer(0))) : OptionalLong.empty();
            case "array_int_element", "array_bool_element", "array_var_int_element", "array_var_bool_element" -> result(
                    a -> {
                        long index = a.integer(0);
                        return index >= 1 && index <= a.length(1)
                                ? OptionalLong.of(a.element(1, (int) index - 1))
                                : OptionalLong.empty();
                    });
            case "array_int_maximum" -> (a, place, unknown) ->
                    place == 0 ? extreme(a.integers(1), true) : OptionalLong.empty();
            case "array_int_minimum" -> (a, place, unknown) ->
                    place == 0 ? extreme(a.integers(1), false) : OptionalLong.empty();
            case "int_lin_eq" -> (a, place, unknown) -> place < 0 ? linearTerm(a, unknown) : OptionalLong.empty();
            case "bool_lin_eq" -> (a, place, unknown) ->
                    place == 2 ? OptionalLong.of(linear(a)) : place < 0 ? linearTerm(a, unknown) : OptionalLong.empty();
            case "fzn_count_eq" -> (a, place, unknown) -> {
                if (place != 2) {
                    return OptionalLong.empty();
                }
                long y = a.integer(1);
                long count = 0;
                for (int k = 0; k < a.length(0); k++) {
                    count += a.element(0, k) == y ? 1 : 0;
                }
                return OptionalLong.of(count);
            };
            case "fzn_nvalue" -> (a, place, unknown) -> place == 0
                    ? OptionalLong.of(Arrays.stream(a.integers(1)).distinct().count())
                    : OptionalLong.empty();
            case "fzn_among" -> (a, place, unknown) -> place == 0
                    ? OptionalLong.of(Arrays.stream(a.integers(1))
                            .filter(a.set(2)::contains)
                            .count())
                    : OptionalLong.empty();
            default -> NONE;
        };
    }

    /** A rule that gives the last argument, the result, from the others. */
    private static Candidate result(Function<Reading, OptionalLong> of) {
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
