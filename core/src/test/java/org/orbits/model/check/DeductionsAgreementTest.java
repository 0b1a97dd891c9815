package org.orbits.model.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.FlatZincParser;
import org.orbits.model.flatzinc.IntSet;
import org.orbits.model.flatzinc.Item;
import org.orbits.model.flatzinc.Outputs;

/**
 * The deductions of the globals decide nothing the slow way would not: on tiny models whose hidden variables the
 * globals decide, every assignment of the cells gets the same verdict from the evaluator with its deductions, from the
 * evaluator without them (which decides single unknowns and searches the rest), and from brute force (every value of
 * every hidden variable tried, each constraint's truth asked once its variables have values).
 */
class DeductionsAgreementTest {

    static Stream<Arguments> models() {
        return Stream.of(
                Arguments.of(
                        "inverse, positions hidden",
                        """
                        var 1..3: a;
                        var 1..3: b;
                        var 0..3: c;
                        array [1..3] of var int: f :: output_array([1..3]) = [a,b,c];
                        var 1..3: p;
                        var 1..3: q;
                        var 1..3: r;
                        constraint orbits_inverse(f,1,[p,q,r],1);
                        solve satisfy;
                        """),
                Arguments.of(
                        "inverse with offsets, sequence hidden",
                        """
                        var -1..2: p;
                        var -1..2: q;
                        var -1..2: r;
                        array [1..3] of var int: g :: output_array([1..3]) = [p,q,r];
                        var 0..3: a;
                        var 0..3: b;
                        var 0..3: c;
                        constraint orbits_inverse([a,b,c],0,g,1);
                        constraint int_lt(a,c);
                        solve satisfy;
                        """),
                Arguments.of(
                        "element, array hidden",
                        """
                        var 0..3: i;
                        var 1..3: v;
                        array [1..2] of var int: q :: output_array([1..2]) = [i,v];
                        var 1..3: h;
                        var 1..3: k;
                        var bool: e;
                        constraint array_var_int_element(i,[h,k,2],v);
                        constraint int_le(k,h);
                        constraint array_var_bool_element(v,[e,true,e],e);
                        solve satisfy;
                        """),
                Arguments.of(
                        "circuit and subcircuit, two successors hidden",
                        """
                        var 1..4: a;
                        var 1..4: b;
                        var 1..4: c;
                        var 1..4: d;
                        var 0..2: x;
                        var 0..2: y;
                        var 0..2: z;
                        array [1..3] of var int: next :: output_array([1..3]) = [a,b,x];
                        constraint orbits_circuit([a,b,c,d],1);
                        constraint orbits_subcircuit([x,y,z],0);
                        solve satisfy;
                        """),
                Arguments.of(
                        "table, two places hidden",
                        """
                        var 0..3: x :: output_var;
                        var 1..3: y;
                        var 1..3: z;
                        var bool: u;
                        var bool: w;
                        constraint fzn_table_int([x,y,z],[1,2,3,2,3,1,2,1,1,3,3,3]);
                        constraint fzn_table_bool([u,w],[true,false,false,true]);
                        constraint bool2int(u,y);
                        solve satisfy;
                        """),
                Arguments.of(
                        "global cardinality, counts hidden",
                        """
                        var 1..3: a;
                        var 1..3: b;
                        var 1..3: c;
                        array [1..3] of var int: f :: output_array([1..3]) = [a,b,c];
                        var 0..2: m;
                        var 0..3: n;
                        var 0..3: o;
                        constraint fzn_global_cardinality(f,[1,2],[m,n]);
                        constraint fzn_global_cardinality_closed([a,b],[1,3],[o,2]);
                        solve satisfy;
                        """),
                Arguments.of(
                        "conjunction known true, disjunction known false",
                        """
                        var 0..3: x :: output_var;
                        var bool: p;
                        var bool: s;
                        var bool: t;
                        var bool: u;
                        constraint array_bool_and([p,s],true);
                        constraint array_bool_or([t,u],false);
                        constraint int_le_reif(x,1,p);
                        constraint bool_clause([t,s],[]);
                        solve satisfy;
                        """),
                Arguments.of(
                        "reified conditions known to hold, what they decide hidden",
                        """
                        var 0..3: x :: output_var;
                        var bool: b :: output_var;
                        var 0..3: y;
                        var 0..3: z;
                        var bool: p;
                        var bool: q;
                        var bool: s;
                        var bool: t;
                        constraint int_lin_eq_reif([1,1],[x,y],3,b);
                        constraint int_le(y,1);
                        constraint int_eq_imp(z,x,b);
                        constraint array_bool_and_reif([p,q],b);
                        constraint array_bool_and([s]);
                        constraint array_bool_or_imp([s,t],b);
                        constraint bool_clause([t],[p]);
                        solve satisfy;
                        """),
                Arguments.of(
                        "an all-interval series of four, positions and gaps hidden",
                        """
                        var 0..3: a;
                        var 0..3: b;
                        var 0..3: c;
                        var 0..3: d;
                        array [1..4] of var int: s :: output_array([1..4]) = [a,b,c,d];
                        var 1..4: p;
                        var 1..4: q;
                        var 1..4: r;
                        var 1..4: t;
                        var -3..3: e;
                        var -3..3: f;
                        var -3..3: g;
                        var 1..3: h;
                        var 1..3: i;
                        var 1..3: j;
                        constraint orbits_inverse(s,1,[p,q,r,t],0);
                        constraint int_lin_eq([1,-1,-1],[b,a,e],0) :: defines_var(e);
                        constraint int_lin_eq([1,-1,-1],[c,b,f],0) :: defines_var(f);
                        constraint int_lin_eq([1,-1,-1],[d,c,g],0) :: defines_var(g);
                        constraint int_abs(e,h) :: defines_var(h);
                        constraint int_abs(f,i) :: defines_var(i);
                        constraint int_abs(g,j) :: defines_var(j);
                        constraint fzn_all_different_int([h,i,j]);
                        solve satisfy;
                        """));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void theFastAndTheSlowEvaluatorAndBruteForceAgreeOnEveryAssignmentOfTheCells(String label, String text) {
        FlatZincModel model = FlatZincParser.parse(text, "tiny.fzn");
        Outputs outputs = Outputs.of(model);
        FlatZincEvaluator fast = new FlatZincEvaluator(model, outputs);
        FlatZincEvaluator slow = new FlatZincEvaluator(model, outputs, Provenance.NONE, false);
        BruteForce truth = new BruteForce(model, outputs);
        int passing = 0;
        int all = 0;
        for (int[] cells : truth.everyAssignmentOfTheCells()) {
            boolean holds = truth.extends_(cells);
            assertEquals(holds, fast.evaluate(cells).passes(), label + " with deductions on " + List.of(cells));
            assertEquals(holds, slow.evaluate(cells).passes(), label + " without deductions on " + List.of(cells));
            passing += holds ? 1 : 0;
            all++;
        }
        assertTrue(passing > 0 && passing < all, label + ": " + passing + " of " + all + " pass, which shows nothing");
    }

    /** Every value of every variable the cells leave open, each constraint's truth asked once its variables have values. */
    private static final class BruteForce {
        private final FlatZincModel model;
        private final Outputs outputs;
        private final List<String> hidden = new ArrayList<>();
        private final List<ConstraintTruth> constraints = new ArrayList<>();

        BruteForce(FlatZincModel model, Outputs outputs) {
            this.model = model;
            this.outputs = outputs;
            List<String> cells = outputs.cells().stream()
                    .map(cell -> ((Expr.Name) cell.reference()).id())
                    .toList();
            for (Item.VariableDeclaration variable : model.variables().values()) {
                if (!variable.type().isArray() && !cells.contains(variable.name())) {
                    hidden.add(variable.name());
                }
            }
            model.constraints().forEach(constraint -> constraints.add(new ConstraintTruth(model, constraint)));
        }

        List<int[]> everyAssignmentOfTheCells() {
            List<int[]> all = new ArrayList<>();
            int n = outputs.cells().size();
            int[] cells = new int[n];
            for (int i = 0; i < n; i++) {
                cells[i] = (int) outputs.cells().get(i).lo();
            }
            while (true) {
                all.add(cells.clone());
                int i = n - 1;
                while (i >= 0 && cells[i] == outputs.cells().get(i).hi()) {
                    cells[i] = (int) outputs.cells().get(i).lo();
                    i--;
                }
                if (i < 0) {
                    return all;
                }
                cells[i]++;
            }
        }

        boolean extends_(int[] cells) {
            java.util.Map<String, Long> values = new java.util.HashMap<>();
            for (int i = 0; i < cells.length; i++) {
                values.put(((Expr.Name) outputs.cells().get(i).reference()).id(), (long) cells[i]);
            }
            return extend(values, 0);
        }

        private boolean extend(java.util.Map<String, Long> values, int next) {
            for (ConstraintTruth constraint : constraints) {
                if (values.keySet().containsAll(constraint.variables())) {
                    long[] given = constraint.variables().stream()
                            .mapToLong(values::get)
                            .toArray();
                    if (!constraint.holds(given)) {
                        return false;
                    }
                }
            }
            if (next == hidden.size()) {
                return true;
            }
            IntSet domain = model.domain(hidden.get(next)).orElseThrow();
            for (long value : domain.values().toArray()) {
                values.put(hidden.get(next), value);
                if (extend(values, next + 1)) {
                    return true;
                }
            }
            values.remove(hidden.get(next));
            return false;
        }
    }
}
