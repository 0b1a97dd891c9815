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
 * each posted as Choco's own, for {@link BuiltinPosts}. Their meaning is that of MiniZinc's decompositions in its standard library, which
 * also decides the edge cases: empty arrays, arrays of different lengths, a circuit of one node.
 */
final class GlobalPropagators {

    private GlobalPropagators() {}

    /** All different; {@code scopes} hears the scope of each, which may hold every cell. */
    static void allDifferent(Arguments a, String consistency, Consumer<IntVar[]> scopes) {
        IntVar[] x = a.intVars(0);
        scopes.accept(x);
        if (x.length > 1) {
            a.model().allDifferent(x, consistency).post();
        }
    }

    static void allDifferentExcept0(Arguments a) {
        IntVar[] x = a.intVars(0);
        if (x.length > 1) {
            a.model().allDifferentExcept0(x).post();
        }
    }

    static void allDifferentExcept(Arguments a) {
        IntVar[] x = a.intVars(0);
        if (x.length > 1) {
            a.model().allDifferentExceptValues(x, values(a.set(1))).post();
        }
    }

    static void allEqual(Arguments a) {
        IntVar[] x = a.intVars(0);
        if (x.length > 1) {
            a.model().allEqual(x).post();
        }
    }

    static void subcircuit(Arguments a) {
        IntVar[] x = a.intVars(0);
        if (x.length > 0) {
            a.model().subCircuit(x, a.integer(1), a.model().intVar(0, x.length)).post();
        }
    }

    static void nValue(Arguments a) {
        IntVar[] x = a.intVars(1);
        if (x.length == 0) {
            a.model().arithm(a.intVar(0), "=", 0).post();
        } else {
            a.model().nValues(x, a.intVar(0)).post();
        }
    }

    static void among(Arguments a) {
        IntVar[] x = a.intVars(1);
        int[] values = values(a.set(2));
        if (x.length == 0 || values.length == 0) {
            a.model().arithm(a.intVar(0), "=", 0).post();
        } else {
            a.model().among(a.intVar(0), x, values).post();
        }
    }

    static void valuePrecede(Arguments a) {
        int s = a.integer(0);
        int t = a.integer(1);
        IntVar[] x = a.intVars(2);
        if (s == t) {
            // t would need an s strictly before its first occurrence, itself: neither may occur.
            Arrays.stream(x).forEach(xi -> a.model().arithm(xi, "!=", s).post());
        } else if (x.length > 0) {
            a.model().intValuePrecedeChain(x, new int[] {s, t}).post();
        }
    }

    static int[] values(IntSet set) {
        return set.values().mapToInt(Math::toIntExact).toArray();
    }

    static IntVar[] bounded(Arguments a) {
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

    static void cardinality(Arguments a, IntVar[] counts, boolean closed) {
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

    static void table(Arguments a) {
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
    static void lex(Arguments a, boolean strict) {
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
    static void count(Arguments a, String relation) {
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
    static void circuit(Arguments a) {
        IntVar[] x = a.intVars(0);
        if (x.length == 1) {
            a.model().falseConstraint().post();
        } else if (x.length > 1) {
            a.model().circuit(x, a.integer(1)).post();
        }
    }

    static void inverse(Arguments a) {
        IntVar[] f = a.intVars(0);
        IntVar[] inverse = a.intVars(2);
        if (f.length != inverse.length) {
            BuiltinPropagators.truth(a.model(), false).post();
        } else if (f.length > 0) {
            // Choco's offsets: f[i] = j + first(inverse) <-> inverse[j] = i + first(f).
            a.model().inverseChanneling(f, inverse, a.integer(3), a.integer(1)).post();
        }
    }

    static void monotone(Arguments a, boolean increasing, int gap) {
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
    static void regular(Arguments a) {
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
