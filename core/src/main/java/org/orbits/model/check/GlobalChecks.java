package org.orbits.model.check;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.orbits.model.flatzinc.IntSet;

/**
 * What the globals of orbits' solver library mean, written from the MiniZinc library reference (and, for the edge
 * cases, its standard decompositions): the truth of each for values given. Arrays arrive flattened and 1-based; where
 * an index matters, the library passes the array's first index along.
 */
final class GlobalChecks {

    /** The globals, by arity. */
    static final Map<String, Integer> ARITIES = Map.ofEntries(
            Map.entry("fzn_all_different_int", 1),
            Map.entry("fzn_alldifferent_except_0", 1),
            Map.entry("fzn_alldifferent_except", 2),
            Map.entry("fzn_all_equal_int", 1),
            Map.entry("fzn_global_cardinality", 3),
            Map.entry("fzn_global_cardinality_closed", 3),
            Map.entry("fzn_global_cardinality_low_up", 4),
            Map.entry("fzn_global_cardinality_low_up_closed", 4),
            Map.entry("fzn_table_int", 2),
            Map.entry("fzn_table_bool", 2),
            Map.entry("fzn_lex_less_int", 2),
            Map.entry("fzn_lex_less_bool", 2),
            Map.entry("fzn_lex_lesseq_int", 2),
            Map.entry("fzn_lex_lesseq_bool", 2),
            Map.entry("fzn_count_eq", 3),
            Map.entry("fzn_count_neq", 3),
            Map.entry("fzn_count_lt", 3),
            Map.entry("fzn_count_leq", 3),
            Map.entry("fzn_count_gt", 3),
            Map.entry("fzn_count_geq", 3),
            Map.entry("orbits_circuit", 2),
            Map.entry("orbits_subcircuit", 2),
            Map.entry("orbits_inverse", 4),
            Map.entry("fzn_increasing_int", 1),
            Map.entry("fzn_increasing_bool", 1),
            Map.entry("fzn_strictly_increasing_int", 1),
            Map.entry("fzn_decreasing_int", 1),
            Map.entry("fzn_decreasing_bool", 1),
            Map.entry("fzn_strictly_decreasing_int", 1),
            Map.entry("fzn_nvalue", 2),
            Map.entry("fzn_among", 3),
            Map.entry("fzn_regular", 6),
            Map.entry("fzn_value_precede_int", 3),
            Map.entry("fzn_cumulative", 4),
            Map.entry("fzn_disjunctive", 2),
            Map.entry("fzn_diffn", 4),
            Map.entry("fzn_bin_packing", 3),
            Map.entry("orbits_bin_packing_capa", 4),
            Map.entry("orbits_bin_packing_load", 4));

    private GlobalChecks() {}

    static Semantics.Truth truth(String name) {
        return switch (name) {
            case "fzn_all_different_int" -> a -> distinct(a.integers(0), Set.of());
            case "fzn_alldifferent_except_0" -> a -> distinct(a.integers(0), Set.of(0L));
            case "fzn_alldifferent_except" -> a -> {
                Set<Long> except = new HashSet<>();
                a.set(1).values().forEach(except::add);
                return distinct(a.integers(0), except);
            };
            case "fzn_all_equal_int" -> a ->
                    Arrays.stream(a.integers(0)).distinct().count() <= 1;
            case "fzn_global_cardinality" -> a ->
                    cardinality(a.integers(0), a.integers(1), a.integers(2), a.integers(2), false);
            case "fzn_global_cardinality_closed" -> a ->
                    cardinality(a.integers(0), a.integers(1), a.integers(2), a.integers(2), true);
            case "fzn_global_cardinality_low_up" -> a ->
                    cardinality(a.integers(0), a.integers(1), a.integers(2), a.integers(3), false);
            case "fzn_global_cardinality_low_up_closed" -> a ->
                    cardinality(a.integers(0), a.integers(1), a.integers(2), a.integers(3), true);
            case "fzn_table_int", "fzn_table_bool" -> a -> inTable(a.integers(0), a.integers(1));
            case "fzn_lex_less_int", "fzn_lex_less_bool" -> a -> Arrays.compare(a.integers(0), a.integers(1)) < 0;
            case "fzn_lex_lesseq_int", "fzn_lex_lesseq_bool" -> a -> Arrays.compare(a.integers(0), a.integers(1)) <= 0;
            case "fzn_count_eq", "fzn_count_neq", "fzn_count_lt", "fzn_count_leq", "fzn_count_gt", "fzn_count_geq" -> {
                String relation = name.substring("fzn_count_".length());
                yield a -> countHolds(relation, a);
            }
            case "orbits_circuit" -> a -> circuit(a.integers(0), a.integer(1));
            case "orbits_subcircuit" -> a -> subcircuit(a.integers(0), a.integer(1));
            case "orbits_inverse" -> a -> inverse(a.integers(0), a.integer(1), a.integers(2), a.integer(3));
            case "fzn_increasing_int", "fzn_increasing_bool" -> a -> ordered(a.integers(0), 0);
            case "fzn_strictly_increasing_int" -> a -> ordered(a.integers(0), 1);
            case "fzn_decreasing_int", "fzn_decreasing_bool" -> a -> ordered(negated(a.integers(0)), 0);
            case "fzn_strictly_decreasing_int" -> a -> ordered(negated(a.integers(0)), 1);
            case "fzn_nvalue" -> a ->
                    a.integer(0) == Arrays.stream(a.integers(1)).distinct().count();
            case "fzn_among" -> a -> {
                IntSet values = a.set(2);
                return a.integer(0)
                        == Arrays.stream(a.integers(1)).filter(values::contains).count();
            };
            case "fzn_regular" -> a -> accepted(a);
            case "fzn_value_precede_int" -> a -> precedes(a.integer(0), a.integer(1), a.integers(2));
            default -> Resources.truth(name);
        };
    }

    private static boolean distinct(long[] values, Set<Long> except) {
        Set<Long> seen = new HashSet<>();
        return Arrays.stream(values).allMatch(v -> except.contains(v) || seen.add(v));
    }

    private static boolean cardinality(long[] x, long[] cover, long[] low, long[] up, boolean closed) {
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

    private static boolean inTable(long[] x, long[] flat) {
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
    private static boolean countHolds(String relation, Reading a) {
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
    private static boolean circuit(long[] next, long first) {
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
    private static boolean subcircuit(long[] next, long first) {
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

    private static boolean inverse(long[] f, long firstF, long[] inverse, long firstInverse) {
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

    private static long[] negated(long[] values) {
        return Arrays.stream(values).map(v -> -v).toArray();
    }

    private static boolean ordered(long[] values, long gap) {
        for (int i = 1; i < values.length; i++) {
            if (values[i - 1] + gap > values[i]) {
                return false;
            }
        }
        return true;
    }

    /** The automaton of states 1..Q over symbols 1..S, table {@code d} row by state, accepts x. */
    private static boolean accepted(Reading a) {
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
    private static boolean precedes(long s, long t, long[] x) {
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
