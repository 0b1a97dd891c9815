package org.orbits.model.choco;

import java.util.Arrays;
import java.util.function.Consumer;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.constraints.nary.automata.FA.FiniteAutomaton;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.model.flatzinc.IntSet;

/**
 * The global constraints orbits' solver library hands over whole ({@code fzn_all_different_int} and the like),
 * each posted as Choco's own. Their meaning is that of MiniZinc's decompositions in its standard library, which
 * also decides the edge cases: empty arrays, arrays of different lengths, a circuit of one node.
 */
final class GlobalPropagators {

    private GlobalPropagators() {}

    /**
     * Registers the globals' posters in {@code table}; {@code allDifferent} hears the scope of each all_different
     * constraint posted.
     */
    static void register(ConstraintTable table, String allDifferentConsistency, Consumer<IntVar[]> allDifferent) {
        table.poster("fzn_all_different_int", a -> {
            IntVar[] x = a.intVars(0);
            allDifferent.accept(x);
            if (x.length > 1) {
                a.model().allDifferent(x, allDifferentConsistency).post();
            }
        });
        table.poster("fzn_alldifferent_except_0", a -> {
            IntVar[] x = a.intVars(0);
            if (x.length > 1) {
                a.model().allDifferentExcept0(x).post();
            }
        });
        table.poster("fzn_alldifferent_except", a -> {
            IntVar[] x = a.intVars(0);
            if (x.length > 1) {
                a.model().allDifferentExceptValues(x, values(a.set(1))).post();
            }
        });
        table.poster("fzn_all_equal_int", a -> {
            IntVar[] x = a.intVars(0);
            if (x.length > 1) {
                a.model().allEqual(x).post();
            }
        });
        table.poster("fzn_global_cardinality", a -> cardinality(a, a.intVars(2), false));
        table.poster("fzn_global_cardinality_closed", a -> cardinality(a, a.intVars(2), true));
        table.poster("fzn_global_cardinality_low_up", a -> cardinality(a, bounded(a), false));
        table.poster("fzn_global_cardinality_low_up_closed", a -> cardinality(a, bounded(a), true));
        table.poster("fzn_table_int", GlobalPropagators::table);
        table.poster("fzn_table_bool", GlobalPropagators::table);
        table.poster("fzn_lex_less_int", a -> lex(a, true));
        table.poster("fzn_lex_less_bool", a -> lex(a, true));
        table.poster("fzn_lex_lesseq_int", a -> lex(a, false));
        table.poster("fzn_lex_lesseq_bool", a -> lex(a, false));
        for (String[] count :
                new String[][] {{"eq", "="}, {"neq", "!="}, {"lt", "<"}, {"leq", "<="}, {"gt", ">"}, {"geq", ">="}}) {
            table.poster("fzn_count_" + count[0], a -> count(a, count[1]));
        }
        table.poster("orbits_circuit", GlobalPropagators::circuit);
        table.poster("orbits_subcircuit", a -> {
            IntVar[] x = a.intVars(0);
            if (x.length > 0) {
                a.model()
                        .subCircuit(x, a.integer(1), a.model().intVar(0, x.length))
                        .post();
            }
        });
        table.poster("orbits_inverse", GlobalPropagators::inverse);
        table.poster("fzn_increasing_int", a -> monotone(a, true, 0));
        table.poster("fzn_increasing_bool", a -> monotone(a, true, 0));
        table.poster("fzn_strictly_increasing_int", a -> monotone(a, true, 1));
        table.poster("fzn_decreasing_int", a -> monotone(a, false, 0));
        table.poster("fzn_decreasing_bool", a -> monotone(a, false, 0));
        table.poster("fzn_strictly_decreasing_int", a -> monotone(a, false, 1));
        table.poster("fzn_nvalue", a -> {
            IntVar[] x = a.intVars(1);
            if (x.length == 0) {
                a.model().arithm(a.intVar(0), "=", 0).post();
            } else {
                a.model().nValues(x, a.intVar(0)).post();
            }
        });
        table.poster("fzn_among", a -> {
            IntVar[] x = a.intVars(1);
            int[] values = values(a.set(2));
            if (x.length == 0 || values.length == 0) {
                a.model().arithm(a.intVar(0), "=", 0).post();
            } else {
                a.model().among(a.intVar(0), x, values).post();
            }
        });
        table.poster("fzn_regular", GlobalPropagators::regular);
        table.poster("fzn_value_precede_int", a -> {
            int s = a.integer(0);
            int t = a.integer(1);
            IntVar[] x = a.intVars(2);
            if (s == t) {
                // t would need an s strictly before its first occurrence, itself: neither may occur.
                Arrays.stream(x).forEach(xi -> a.model().arithm(xi, "!=", s).post());
            } else if (x.length > 0) {
                a.model().intValuePrecedeChain(x, new int[] {s, t}).post();
            }
        });
    }

    static int[] values(IntSet set) {
        return set.values().mapToInt(Math::toIntExact).toArray();
    }

    private static IntVar[] bounded(Arguments a) {
        int[] low = a.integers(2);
        int[] up = a.integers(3);
        IntVar[] counts = new IntVar[low.length];
        for (int i = 0; i < counts.length; i++) {
            if (low[i] > up[i]) {
                a.model().falseConstraint().post();
                return new IntVar[0];
            }
            counts[i] = a.model().intVar(low[i], up[i]);
        }
        return counts;
    }

    private static void cardinality(Arguments a, IntVar[] counts, boolean closed) {
        IntVar[] x = a.intVars(0);
        int[] cover = a.integers(1);
        Model model = a.model();
        if (counts.length != cover.length) {
            if (counts.length == 0 && cover.length > 0) {
                return; // the bounds were contradictory: already refuted
            }
            throw a.bad("has " + cover.length + " values to cover and " + counts.length + " counts");
        }
        if (closed) {
            Arrays.stream(x).forEach(xi -> model.member(xi, cover).post());
        }
        if (Arrays.stream(cover).distinct().count() == cover.length && x.length > 0) {
            model.globalCardinality(x, cover, counts, closed).post();
            return;
        }
        for (int i = 0; i < cover.length; i++) {
            if (x.length == 0) {
                model.arithm(counts[i], "=", 0).post();
            } else {
                model.count(cover[i], x, counts[i]).post();
            }
        }
    }

    private static void table(Arguments a) {
        IntVar[] x = a.intVars(0);
        int[] flat = a.integers(1);
        if (x.length == 0) {
            return;
        }
        if (flat.length % x.length != 0) {
            throw a.bad("has a table of " + flat.length + " values, not whole rows of " + x.length);
        }
        Tuples tuples = new Tuples(true);
        for (int row = 0; row < flat.length / x.length; row++) {
            tuples.add(Arrays.copyOfRange(flat, row * x.length, (row + 1) * x.length));
        }
        if (tuples.nbTuples() == 0) {
            a.model().falseConstraint().post();
        } else {
            a.model().table(x, tuples).post();
        }
    }

    /** Lexicographic order, a proper prefix coming first, as MiniZinc's decomposition reads arrays of any length. */
    private static void lex(Arguments a, boolean strict) {
        IntVar[] x = a.intVars(0);
        IntVar[] y = a.intVars(1);
        Model model = a.model();
        // With x no longer than y, x < y iff x <= y's prefix; x <= y likewise. Otherwise y's length decides.
        boolean prefixStrict = strict ? x.length >= y.length : x.length > y.length;
        int common = Math.min(x.length, y.length);
        IntVar[] left = Arrays.copyOf(x, common);
        IntVar[] right = Arrays.copyOf(y, common);
        if (common == 0) {
            BuiltinPropagators.truth(model, !prefixStrict).post();
        } else if (prefixStrict) {
            model.lexLess(left, right).post();
        } else {
            model.lexLessEq(left, right).post();
        }
    }

    /** {@code c R count}: the relation compares the given count with the true one. */
    private static void count(Arguments a, String relation) {
        IntVar[] x = a.intVars(0);
        Model model = a.model();
        IntVar occurrences = model.intVar(0, x.length);
        if (x.length == 0) {
            model.arithm(occurrences, "=", 0).post();
        } else {
            model.count(a.intVar(1), x, occurrences).post();
        }
        model.arithm(a.intVar(2), relation, occurrences).post();
    }

    /** A single circuit through every node; a node may not follow itself, so one node has no circuit. */
    private static void circuit(Arguments a) {
        IntVar[] x = a.intVars(0);
        if (x.length == 1) {
            a.model().falseConstraint().post();
        } else if (x.length > 1) {
            a.model().circuit(x, a.integer(1)).post();
        }
    }

    private static void inverse(Arguments a) {
        IntVar[] f = a.intVars(0);
        IntVar[] inverse = a.intVars(2);
        if (f.length != inverse.length) {
            BuiltinPropagators.truth(a.model(), false).post();
        } else if (f.length > 0) {
            // Choco's offsets: f[i] = j + first(inverse) <-> inverse[j] = i + first(f).
            a.model().inverseChanneling(f, inverse, a.integer(3), a.integer(1)).post();
        }
    }

    private static void monotone(Arguments a, boolean increasing, int gap) {
        IntVar[] x = a.intVars(0);
        if (x.length < 2) {
            return;
        }
        // Choco 5.0.0's decreasing orders its array upwards, as increasing does: so a decreasing array is posted as
        // its reverse increasing.
        IntVar[] upwards = x.clone();
        if (!increasing) {
            for (int i = 0; i < upwards.length; i++) {
                upwards[i] = x[x.length - 1 - i];
            }
        }
        a.model().increasing(upwards, gap).post();
    }

    /** The deterministic automaton of states 1..Q over symbols 1..S; a transition to state 0 fails. */
    private static void regular(Arguments a) {
        IntVar[] x = a.intVars(0);
        int states = a.integer(1);
        int symbols = a.integer(2);
        int[] transitions = a.integers(3);
        int start = a.integer(4);
        IntSet accepting = a.set(5);
        if (transitions.length != states * symbols) {
            throw a.bad("has " + transitions.length + " transitions, not " + states + " x " + symbols);
        }
        if (x.length == 0) {
            BuiltinPropagators.truth(a.model(), accepting.contains(start)).post();
            return;
        }
        FiniteAutomaton automaton = new FiniteAutomaton();
        for (int q = 1; q <= states; q++) {
            automaton.addState();
        }
        automaton.setInitialState(start - 1);
        accepting.values().filter(q -> q >= 1 && q <= states).forEach(q -> automaton.setFinal((int) q - 1));
        for (int q = 1; q <= states; q++) {
            for (int s = 1; s <= symbols; s++) {
                int next = transitions[(q - 1) * symbols + (s - 1)];
                if (next >= 1 && next <= states) {
                    automaton.addTransition(q - 1, next - 1, s);
                }
            }
        }
        a.model().regular(x, automaton).post();
    }
}
