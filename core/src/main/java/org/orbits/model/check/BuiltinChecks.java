package org.orbits.model.check;

import java.util.Arrays;
import java.util.Map;
import java.util.Set;

/**
 * What the FlatZinc builtins mean, written from the FlatZinc specification's list of int and bool builtins: the
 * truth of each for values given. Integer division rounds toward zero and the remainder takes the dividend's sign
 * (MiniZinc's {@code div} and {@code mod}); dividing by zero makes a constraint false; {@code x^y} for a negative
 * {@code y} is {@code 1 div x^-y} (MiniZinc's redefinition of {@code int_pow}).
 */
final class BuiltinChecks {

    /** The conditions that have reified ({@code _reif}) and half-reified ({@code _imp}) forms, by arity. */
    static final Map<String, Integer> CONDITIONS = Map.ofEntries(
            Map.entry("int_eq", 2),
            Map.entry("int_ne", 2),
            Map.entry("int_le", 2),
            Map.entry("int_lt", 2),
            Map.entry("int_lin_eq", 3),
            Map.entry("int_lin_ne", 3),
            Map.entry("int_lin_le", 3),
            Map.entry("bool_eq", 2),
            Map.entry("bool_le", 2),
            Map.entry("bool_lt", 2),
            Map.entry("bool_and", 2),
            Map.entry("bool_or", 2),
            Map.entry("bool_xor", 2),
            Map.entry("array_bool_and", 1),
            Map.entry("array_bool_or", 1),
            Map.entry("array_bool_xor", 1),
            Map.entry("bool_clause", 2),
            Map.entry("set_in", 2));

    /** Conditions whose plain form has one more argument, the condition's truth: {@code bool_and(a,b,r)}. */
    static final Set<String> WITH_RESULT = Set.of("bool_and", "bool_or", "bool_xor", "array_bool_and", "array_bool_or");

    /** The builtins that are no condition, by arity. */
    static final Map<String, Integer> OTHERS = Map.ofEntries(
            Map.entry("int_abs", 2),
            Map.entry("int_div", 3),
            Map.entry("int_mod", 3),
            Map.entry("int_max", 3),
            Map.entry("int_min", 3),
            Map.entry("int_plus", 3),
            Map.entry("int_times", 3),
            Map.entry("int_pow", 3),
            Map.entry("array_int_element", 3),
            Map.entry("array_bool_element", 3),
            Map.entry("array_var_int_element", 3),
            Map.entry("array_var_bool_element", 3),
            Map.entry("array_int_maximum", 2),
            Map.entry("array_int_minimum", 2),
            Map.entry("bool2int", 2),
            Map.entry("bool_not", 2),
            Map.entry("bool_lin_eq", 3),
            Map.entry("bool_lin_le", 3));

    private BuiltinChecks() {}

    /** The truth of the condition {@code name}, without its result or reification argument. */
    static Semantics.Truth condition(String name) {
        return switch (name) {
            case "int_eq", "bool_eq" -> a -> a.integer(0) == a.integer(1);
            case "int_ne" -> a -> a.integer(0) != a.integer(1);
            case "int_le", "bool_le" -> a -> a.integer(0) <= a.integer(1);
            case "int_lt", "bool_lt" -> a -> a.integer(0) < a.integer(1);
            case "int_lin_eq" -> a -> linear(a) == a.integer(2);
            case "int_lin_ne" -> a -> linear(a) != a.integer(2);
            case "int_lin_le" -> a -> linear(a) <= a.integer(2);
            case "bool_and" -> a -> a.bool(0) && a.bool(1);
            case "bool_or" -> a -> a.bool(0) || a.bool(1);
            case "bool_xor" -> a -> a.bool(0) != a.bool(1);
            case "array_bool_and" -> a -> count(a.integers(0)) == a.integers(0).length;
            case "array_bool_or" -> a -> count(a.integers(0)) > 0;
            case "array_bool_xor" -> a -> count(a.integers(0)) % 2 == 1;
            case "bool_clause" -> a -> count(a.integers(0)) > 0 || count(a.integers(1)) < a.integers(1).length;
            case "set_in" -> a -> a.set(1).contains(a.integer(0));
            default -> throw new IllegalArgumentException("no condition " + name);
        };
    }

    static Semantics.Truth other(String name) {
        return switch (name) {
            case "int_abs" -> a -> a.integer(1) == Math.abs(a.integer(0));
            case "int_div" -> a -> a.integer(1) != 0 && a.integer(2) == a.integer(0) / a.integer(1);
            case "int_mod" -> a -> a.integer(1) != 0 && a.integer(2) == a.integer(0) % a.integer(1);
            case "int_max" -> a -> a.integer(2) == Math.max(a.integer(0), a.integer(1));
            case "int_min" -> a -> a.integer(2) == Math.min(a.integer(0), a.integer(1));
            case "int_plus" -> a -> a.integer(0) + a.integer(1) == a.integer(2);
            case "int_times" -> a -> a.integer(0) * a.integer(1) == a.integer(2);
            case "int_pow" -> a -> {
                Long power = power(a.integer(0), a.integer(1));
                return power != null && power == a.integer(2);
            };
            case "array_int_element", "array_bool_element", "array_var_int_element", "array_var_bool_element" -> a -> {
                long index = a.integer(0);
                return index >= 1 && index <= a.length(1) && a.element(1, (int) index - 1) == a.integer(2);
            };
            case "array_int_maximum" -> a -> a.integers(1).length > 0
                    && a.integer(0) == Arrays.stream(a.integers(1)).max().getAsLong();
            case "array_int_minimum" -> a -> a.integers(1).length > 0
                    && a.integer(0) == Arrays.stream(a.integers(1)).min().getAsLong();
            case "bool2int" -> a -> a.integer(0) == a.integer(1);
            case "bool_not" -> a -> a.bool(0) != a.bool(1);
            case "bool_lin_eq" -> a -> linear(a) == a.integer(2);
            case "bool_lin_le" -> a -> linear(a) <= a.integer(2);
            default -> throw new IllegalArgumentException("no builtin " + name);
        };
    }

    /** {@code x^y}, or null where it is undefined (zero to a negative power). */
    static Long power(long x, long y) {
        if (y < 0) {
            // 1 div x^-y: undefined for 0, and 0 once |x^-y| > 1.
            if (x == 0) {
                return null;
            }
            return x == 1 ? 1L : x == -1 ? (y % 2 == 0 ? 1L : -1L) : 0L;
        }
        long result = 1;
        for (long i = 0; i < y; i++) {
            result *= x;
            if (Math.abs(result) > 1L << 40) {
                return null;
            }
        }
        return result;
    }

    private static long linear(Reading a) {
        long[] coefficients = a.integers(0);
        long[] terms = a.integers(1);
        if (coefficients.length != terms.length) {
            throw new IllegalArgumentException("coefficients and terms differ in number");
        }
        long sum = 0;
        for (int i = 0; i < terms.length; i++) {
            sum += coefficients[i] * terms[i];
        }
        return sum;
    }

    private static long count(long[] bools) {
        return Arrays.stream(bools).filter(b -> b != 0).count();
    }
}
