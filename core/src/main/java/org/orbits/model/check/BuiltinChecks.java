package org.orbits.model.check;

import java.util.Arrays;

/**
 * What the FlatZinc builtins mean, written from the FlatZinc specification's list of int and bool builtins: the
 * truths that take more than a line, for {@link BuiltinRules}. Integer division rounds toward zero and the remainder takes the dividend's sign
 * (MiniZinc's {@code div} and {@code mod}); dividing by zero makes a constraint false; {@code x^y} for a negative
 * {@code y} is {@code 1 div x^-y} (MiniZinc's redefinition of {@code int_pow}).
 */
final class BuiltinChecks {

    private BuiltinChecks() {}

    /** {@code sum(a[i] * x[i])} of {@code int_lin_*(a, x, c)} and {@code bool_lin_*(a, x, c)}. */
    static long linear(Reading a) {
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

    /** How many of the bools hold. */
    static long count(long[] bools) {
        return Arrays.stream(bools).filter(b -> b != 0).count();
    }

    /** {@code bool_clause(p, n)}: one of p holds or one of n does not. */
    static boolean clause(Reading a) {
        return count(a.integers(0)) > 0 || count(a.integers(1)) < a.integers(1).length;
    }

    /** {@code int_div(x, y, z)}: z is x divided by y, rounded toward zero; no z for y = 0. */
    static boolean quotient(Reading a) {
        return a.integer(1) != 0 && a.integer(2) == a.integer(0) / a.integer(1);
    }

    /** {@code int_mod(x, y, z)}: z is the remainder of x divided by y, of x's sign; no z for y = 0. */
    static boolean remainder(Reading a) {
        return a.integer(1) != 0 && a.integer(2) == a.integer(0) % a.integer(1);
    }

    /** {@code int_pow(x, y, z)}: z is x to the y. */
    static boolean power(Reading a) {
        Long power = power(a.integer(0), a.integer(1));
        return power != null && power == a.integer(2);
    }

    /** {@code array_*_element(i, x, y)}: y is x's element i (1-based). */
    static boolean element(Reading a) {
        long index = a.integer(0);
        return index >= 1 && index <= a.length(1) && a.element(1, (int) index - 1) == a.integer(2);
    }

    /** {@code array_int_maximum(m, x)} ({@code greatest}) or {@code array_int_minimum(m, x)}: x is not empty. */
    static boolean extremum(Reading a, boolean greatest) {
        long[] x = a.integers(1);
        if (x.length == 0) {
            return false;
        }
        long best = greatest
                ? Arrays.stream(x).max().getAsLong()
                : Arrays.stream(x).min().getAsLong();
        return a.integer(0) == best;
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
}
