package org.orbits.puzzle.ngon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Test;

class DistinctSumTest {

    @Test
    void threeDifferentTermsSummingToSixCanOnlyBeOneTwoAndThree() throws ContradictionException {
        Model model = new Model();
        IntVar[] terms = model.intVarArray("x", 3, 1, 9);
        IntVar sum = model.intVar("sum", 6);
        new Constraint("distinct sum", new DistinctSum(terms, sum, 1, 9)).post();
        model.getSolver().propagate();
        for (IntVar term : terms) {
            assertEquals(1, term.getLB());
            assertEquals(3, term.getUB());
        }
    }

    @Test
    void theSumIsBoundedByTheLeastAndGreatestValuesOnOfferOneEach() throws ContradictionException {
        Model model = new Model();
        IntVar[] terms = {model.intVar("a", new int[] {1, 2}), model.intVar("b", new int[] {1, 2, 7})};
        IntVar sum = model.intVar("sum", 0, 100);
        new Constraint("distinct sum", new DistinctSum(terms, sum, 1, 9)).post();
        model.getSolver().propagate();
        assertEquals(3, sum.getLB());
        assertEquals(9, sum.getUB());
    }

    @Test
    void aValueThatLeavesTheOthersTooLittleGoes() throws ContradictionException {
        Model model = new Model();
        IntVar[] terms = model.intVarArray("x", 3, 1, 9);
        IntVar sum = model.intVar("sum", 23);
        new Constraint("distinct sum", new DistinctSum(terms, sum, 1, 9)).post();
        model.getSolver().propagate();
        // 8 + 9 is the most the other two can add, so no term is below 6.
        for (IntVar term : terms) {
            assertEquals(6, term.getLB());
        }
    }

    /** Posted beside an allDifferent and a plain sum, it removes no solution: every count stays the same. */
    @Test
    void keepsEverySolutionOfDifferentTermsWithTheirSum() {
        for (int total = 3; total <= 30; total++) {
            assertEquals(count(total, false), count(total, true), "sum " + total);
        }
        assertFalse(count(20, true) == 0);
    }

    private static long count(int total, boolean distinctSum) {
        Model model = new Model();
        IntVar[] terms = model.intVarArray("x", 4, 1, 10);
        IntVar sum = model.intVar("sum", total);
        model.allDifferent(terms).post();
        model.sum(terms, "=", sum).post();
        if (distinctSum) {
            new Constraint("distinct sum", new DistinctSum(terms, sum, 1, 10)).post();
        }
        return model.getSolver().streamSolutions().count();
    }
}
