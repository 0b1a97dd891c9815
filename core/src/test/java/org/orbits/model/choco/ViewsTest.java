package org.orbits.model.choco;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.view.IView;
import org.junit.jupiter.api.Test;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.FlatZincParser;
import org.orbits.model.flatzinc.Outputs;

/**
 * The variables a reified comparison with a constant or a bool2int defines are views of the variable they follow,
 * and the model keeps exactly its solutions: each translation with views is compared, solution for solution over
 * every variable, with the same FlatZinc stated one variable per variable and one propagator per constraint.
 */
class ViewsTest {

    /** Every comparison the views state, a bool2int into a wider and into a narrower int, a bool defined twice. */
    private static final String COMPARISONS =
            """
            var 1..4: x :: output_var;
            var 1..4: y :: output_var;
            var bool: a :: output_var;
            var bool: b :: output_var;
            var bool: c :: output_var;
            var bool: d :: output_var;
            var bool: e :: output_var;
            var bool: f :: output_var;
            var bool: g :: output_var;
            var 0..1: i :: output_var;
            var 0..5: j :: output_var;
            var 1..1: k :: output_var;
            constraint int_eq_reif(x,2,a);
            constraint int_ne_reif(x,3,b);
            constraint int_le_reif(x,2,c);
            constraint int_le_reif(3,y,d);
            constraint int_lt_reif(y,3,e);
            constraint int_lt_reif(2,y,f);
            constraint int_eq_reif(x,7,g);
            constraint bool2int(d,i);
            constraint bool2int(b,j);
            constraint bool2int(c,k);
            constraint int_eq_reif(y,4,a);
            solve satisfy;
            """;

    private static ChocoTranslation translate(String text, boolean views) {
        FlatZincModel model = FlatZincParser.parse(text, "t.fzn");
        return ChocoTranslation.translate(
                model, Outputs.of(model), new ChocoTranslation.Choices("AC", true, true, true, views));
    }

    /** Every solution, as the values of the cells (here every variable), each once. */
    private static Set<String> solutions(ChocoTranslation translation) {
        Solver solver = translation.model().getSolver();
        solver.setSearch(translation.search());
        IntVar[] cells = translation.cells();
        Set<String> found = new HashSet<>();
        while (solver.solve()) {
            String solution = Arrays.toString(
                    Arrays.stream(cells).mapToInt(IntVar::getValue).toArray());
            assertTrue(found.add(solution), "found twice: " + solution);
        }
        return found;
    }

    @Test
    void theViewsKeepEverySolutionOverEveryVariable() {
        Set<String> written = solutions(translate(COMPARISONS, false));
        Set<String> viewed = solutions(translate(COMPARISONS, true));
        // bool2int(c, k) with k = 1 makes x <= 2; a <-> x = 2 and a <-> y = 4: x = 2 with y = 4, or x = 1 with y < 4.
        assertEquals(4, written.size());
        assertEquals(written, viewed);
    }

    @Test
    void aDefinedVariableIsAViewAndOneItsDomainWouldRestrictStaysAVariable() {
        ChocoTranslation translation = translate(COMPARISONS, true);
        for (String name : new String[] {"a", "b", "c", "d", "e", "f"}) {
            assertTrue(translation.variables().get(name) instanceof IView, name + " is a view");
        }
        // bool2int(d, i) makes i the bool d itself; x = 7 cannot hold, so g is the constant false.
        assertSame(translation.variables().get("d"), translation.variables().get("i"));
        assertEquals(0, translation.variables().get("g").getUB());
        assertFalse(translation.variables().get("k") instanceof IView, "var 1..1: k is no bool");
        assertFalse(translate(COMPARISONS, false).variables().get("a") instanceof IView);
    }

    @Test
    void aDefinitionThatLeadsBackToItselfLeavesItsVariables() {
        String cycle =
                """
                var 1..3: x :: output_var;
                var bool: a :: output_var;
                var 0..1: i :: output_var;
                constraint bool2int(a,i);
                constraint int_eq_reif(i,1,a);
                constraint int_le_reif(x,i,a);
                solve satisfy;
                """;
        ChocoTranslation translation = translate(cycle, true);
        assertFalse(translation.variables().get("a") instanceof IView);
        assertEquals(solutions(translate(cycle, false)), solutions(translation));
    }
}
