package org.orbits.model.check;

import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.Predicate;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;

/**
 * The value a constraint gives its one variable without a value, where the constraint is a function of the others
 * in that place: the sum of {@code int_plus}, the unknown term of {@code int_lin_eq}, the result of a reified
 * condition. It is only a candidate: the caller checks the constraint with it, and tries the domain's values where
 * there is no candidate (a variable with no bounds and no candidate stays unknown).
 */
final class Functions {

    private Functions() {}

    static OptionalLong candidate(
            FlatZincModel source, String name, List<Expr> arguments, Reading a, Predicate<Expr> unknown) {
        int place = -1;
        for (int i = 0; i < arguments.size(); i++) {
            if (unknown.test(arguments.get(i))) {
                if (place >= 0) {
                    return OptionalLong.empty();
                }
                place = i;
            }
        }
        int last = arguments.size() - 1;
        if (place == last
                && BuiltinChecks.CONDITIONS.containsKey(name)
                && BuiltinChecks.WITH_RESULT.contains(name)
                && BuiltinChecks.CONDITIONS.get(name) == last) {
            return truth(BuiltinChecks.condition(name, a.withoutLast()));
        }
        if (place == last && name.endsWith("_reif")) {
            return truth(Semantics.holds(name.substring(0, name.length() - "_reif".length()), a.withoutLast()));
        }
        if (place < 0) {
            return name.equals("int_lin_eq") || name.equals("bool_lin_eq")
                    ? linearTerm(source, arguments, a, unknown)
                    : OptionalLong.empty();
        }
        return switch (name + "@" + place) {
            case "int_eq@0", "bool_eq@0", "bool2int@0" -> OptionalLong.of(a.integer(1));
            case "int_eq@1", "bool_eq@1", "bool2int@1" -> OptionalLong.of(a.integer(0));
            case "bool_not@0" -> OptionalLong.of(1 - a.integer(1));
            case "bool_not@1" -> OptionalLong.of(1 - a.integer(0));
            case "int_plus@0" -> OptionalLong.of(a.integer(2) - a.integer(1));
            case "int_plus@1" -> OptionalLong.of(a.integer(2) - a.integer(0));
            case "int_plus@2" -> OptionalLong.of(a.integer(0) + a.integer(1));
            case "int_times@2" -> OptionalLong.of(a.integer(0) * a.integer(1));
            case "int_div@2" -> a.integer(1) == 0 ? OptionalLong.empty() : OptionalLong.of(a.integer(0) / a.integer(1));
            case "int_mod@2" -> a.integer(1) == 0 ? OptionalLong.empty() : OptionalLong.of(a.integer(0) % a.integer(1));
            case "int_abs@1" -> OptionalLong.of(Math.abs(a.integer(0)));
            case "int_max@2" -> OptionalLong.of(Math.max(a.integer(0), a.integer(1)));
            case "int_min@2" -> OptionalLong.of(Math.min(a.integer(0), a.integer(1)));
            case "int_pow@2" -> {
                Long power = BuiltinChecks.power(a.integer(0), a.integer(1));
                yield power == null ? OptionalLong.empty() : OptionalLong.of(power);
            }
            case "array_int_element@2",
                    "array_bool_element@2",
                    "array_var_int_element@2",
                    "array_var_bool_element@2" -> {
                long[] table = a.integers(1);
                long index = a.integer(0);
                yield index >= 1 && index <= table.length
                        ? OptionalLong.of(table[(int) index - 1])
                        : OptionalLong.empty();
            }
            case "array_int_maximum@0" -> Arrays.stream(a.integers(1)).max().stream()
                    .findFirst();
            case "array_int_minimum@0" -> Arrays.stream(a.integers(1)).min().stream()
                    .findFirst();
            case "bool_lin_eq@2" -> linear(a.integers(0), a.integers(1));
            case "fzn_count_eq@2" -> {
                long y = a.integer(1);
                yield OptionalLong.of(
                        Arrays.stream(a.integers(0)).filter(v -> v == y).count());
            }
            case "fzn_nvalue@0" -> OptionalLong.of(
                    Arrays.stream(a.integers(1)).distinct().count());
            case "fzn_among@0" -> OptionalLong.of(
                    Arrays.stream(a.integers(1)).filter(a.set(2)::contains).count());
            default -> OptionalLong.empty();
        };
    }

    private static OptionalLong truth(boolean holds) {
        return OptionalLong.of(holds ? 1 : 0);
    }

    private static OptionalLong linear(long[] coefficients, long[] terms) {
        long sum = 0;
        for (int i = 0; i < terms.length; i++) {
            sum += coefficients[i] * terms[i];
        }
        return OptionalLong.of(sum);
    }

    /** The one unknown term of {@code sum(a[i] * x[i]) = c}: {@code (c - the rest) / its coefficients}. */
    private static OptionalLong linearTerm(
            FlatZincModel source, List<Expr> arguments, Reading a, Predicate<Expr> unknown) {
        if (unknown.test(arguments.get(2))) {
            return OptionalLong.empty();
        }
        long[] coefficients = a.integers(0);
        List<Expr> terms = source.elements(arguments.get(1), 0);
        long rest = a.integer(2);
        long coefficient = 0;
        for (int i = 0; i < terms.size(); i++) {
            if (unknown.test(terms.get(i))) {
                coefficient += coefficients[i];
            } else {
                rest -= coefficients[i] * new Reading(source, List.of(terms.get(i)), a.assignment()).integer(0);
            }
        }
        if (coefficient == 0 || rest % coefficient != 0) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(rest / coefficient);
    }
}
