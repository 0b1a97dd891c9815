package org.orbits.model.check;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * What the globals of orbits' solver library mean, written from the MiniZinc library reference (and, for the edge
 * cases, its standard decompositions): the truth of each for values given, for {@link BuiltinRules}. Arrays arrive flattened and 1-based; where
 * an index matters, the library passes the array's first index along.
 */
final class GlobalChecks {

    private GlobalChecks() {}

    static boolean distinct(long[] values, Set<Long> except) {
        Set<Long> seen = new HashSet<>();
        return Arrays.stream(values).allMatch(v -> except.contains(v) || seen.add(v));
    }

    static boolean cardinality(long[] x, long[] cover, long[] low, long[] up, boolean closed) {
        Map<Long, Long> occurrences = new HashMap<>();
        Arrays.stream(x).forEach(v -> occurrences.merge(v, 1L, Long::sum));
        for (int i = 0; i < cover.length; i++) {
            long seen = occurrences.getOrDefault(cover[i], 0L);
            if (seen < low[i] || seen > up[i]) {
                return false;
            }
        }
        Set<Long> covered = new HashSet<>();
        Arrays.stream(cover).forEach(covered::add);
        return !closed || Arrays.stream(x).allMatch(covered::contains);
    }

    static boolean inTable(long[] x, long[] flat) {
        if (x.length == 0) {
            return true;
        }
        for (int row = 0; row + x.length <= flat.length; row += x.length) {
            if (Arrays.equals(x, Arrays.copyOfRange(flat, row, row + x.length))) {
                return true;
            }
        }
        return false;
    }

    /** {@code c R n} where n is how often y occurs in x. */
    static boolean countHolds(String relation, Reading a) {
        long y = a.integer(1);
        long n = Arrays.stream(a.integers(0)).filter(v -> v == y).count();
        long c = a.integer(2);
        return switch (relation) {
            case "eq" -> c == n;
            case "neq" -> c != n;
            case "lt" -> c < n;
            case "leq" -> c <= n;
            case "gt" -> c > n;
            case "geq" -> c >= n;
            default -> throw new IllegalArgumentException("no count relation " + relation);
        };
    }

    /** Successors {@code first..}: following them from any node visits every node before coming back. */
    static boolean circuit(long[] next, long first) {
        int n = next.length;
        if (n == 0) {
            return true;
        }
        int at = 0;
        for (int step = 1; step <= n; step++) {
            long successor = next[at] - first;
            if (successor < 0 || successor >= n) {
                return false;
            }
            at = (int) successor;
            if (at == 0) {
                return step == n && n > 1;
            }
        }
        return false;
    }

    /** The nodes that do not follow themselves form one circuit (or there are none). */
    static boolean subcircuit(long[] next, long first) {
        int n = next.length;
        int start = -1;
        int members = 0;
        for (int i = 0; i < n; i++) {
            if (next[i] - first < 0 || next[i] - first >= n) {
                return false;
            }
            if (next[i] - first != i) {
                members++;
                start = start < 0 ? i : start;
            }
        }
        if (members == 0) {
            return true;
        }
        int at = start;
        for (int step = 1; step <= members; step++) {
            at = (int) (next[at] - first);
            if (next[at] - first == at) {
                return false;
            }
            if (at == start) {
                return step == members;
            }
        }
        return false;
    }

    static boolean inverse(long[] f, long firstF, long[] inverse, long firstInverse) {
        if (f.length != inverse.length) {
            return false;
        }
        for (int i = 0; i < f.length; i++) {
            long j = f[i] - firstInverse;
            if (j < 0 || j >= inverse.length || inverse[(int) j] != i + firstF) {
                return false;
            }
        }
        return true;
    }

    /** Each value at least {@code gap} below the one before it. */
    static boolean descending(long[] values, long gap) {
        return ordered(negated(values), gap);
    }

    private static long[] negated(long[] values) {
        return Arrays.stream(values).map(v -> -v).toArray();
    }

    static boolean ordered(long[] values, long gap) {
        for (int i = 1; i < values.length; i++) {
            if (values[i - 1] + gap > values[i]) {
                return false;
            }
        }
        return true;
    }

    /** The automaton of states 1..Q over symbols 1..S, table {@code d} row by state, accepts x. */
    static boolean accepted(Reading a) {
        long[] x = a.integers(0);
        long symbols = a.integer(2);
        long[] transitions = a.integers(3);
        long state = a.integer(4);
        for (long symbol : x) {
            if (symbol < 1 || symbol > symbols || state < 1) {
                return false;
            }
            int at = (int) ((state - 1) * symbols + (symbol - 1));
            if (at >= transitions.length) {
                return false;
            }
            state = transitions[at];
        }
        return state >= 1 && state <= a.integer(1) && a.set(5).contains(state);
    }

    /** Every occurrence of t has an occurrence of s before it. */
    static boolean precedes(long s, long t, long[] x) {
        boolean seen = false;
        for (long value : x) {
            if (value == t && !seen) {
                return false;
            }
            seen |= value == s;
        }
        return true;
    }
}
