package org.orbits.puzzle.apex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.common.math.IntMath;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Test;

/** The bottom-row propagator, alone on the bottom row, against every bottom row built and checked by hand. */
class BalancedBottomRowsTest {

    @Test
    void itKeepsExactlyTheDigitsThatSomeBalancedTriangleUses() throws ContradictionException {
        ApexGeometry geometry = new ApexGeometry(4);
        ApexRule rule = new ApexRule(5);
        IntVar[] bottom = propagated(geometry, rule, new int[][] {{1, 5}, {1, 5}, {1, 5}, {1, 5}});
        List<Set<Integer>> expected = possibleDigits(geometry, rule, 5);
        for (int position = 0; position < bottom.length; position++) {
            assertEquals(expected.get(position), domain(bottom[position]), "bottom cell " + position);
        }
    }

    @Test
    void itFailsWhenNoRowInTheDomainsIsBalanced() {
        // 1 1 1 builds 2 2 and 1: four 1s in six cells, where each digit mod 3 must appear twice.
        assertThrows(
                ContradictionException.class,
                () -> propagated(new ApexGeometry(3), new ApexRule(3), new int[][] {{1, 1}, {1, 1}, {1, 1}}));
    }

    @Test
    void itWaitsWhileTheDomainsLeaveTooManyRows() throws ContradictionException {
        int[][] full = new int[9][];
        Arrays.fill(full, new int[] {1, 9});
        IntVar[] bottom = propagated(new ApexGeometry(9), new ApexRule(9), full);
        for (IntVar cell : bottom) {
            assertEquals(9, cell.getDomainSize());
        }
    }

    /** The bottom row over {@code bounds[i] = {lb, ub}}, with only the propagator posted and propagated. */
    private static IntVar[] propagated(ApexGeometry geometry, ApexRule rule, int[][] bounds)
            throws ContradictionException {
        Model model = new Model();
        IntVar[] bottom = new IntVar[geometry.rows()];
        for (int position = 0; position < bottom.length; position++) {
            bottom[position] = model.intVar("b" + position, bounds[position][0], bounds[position][1]);
        }
        new Constraint("balanced", new BalancedBottomRows(bottom, rule.modulus(), geometry.cells() / rule.modulus()))
                .post();
        model.getSolver().propagate();
        return bottom;
    }

    /** For each bottom cell, the digits it holds in some bottom row whose whole triangle passes the checker. */
    private static List<Set<Integer>> possibleDigits(ApexGeometry geometry, ApexRule rule, int digits) {
        int rows = geometry.rows();
        List<Set<Integer>> possible = new ArrayList<>();
        for (int position = 0; position < rows; position++) {
            possible.add(new TreeSet<>());
        }
        int[] row = new int[rows];
        for (int code = 0; code < IntMath.checkedPow(digits, rows); code++) {
            int rest = code;
            for (int position = 0; position < rows; position++) {
                row[position] = rest % digits + 1;
                rest /= digits;
            }
            if (ApexChecker.violation(geometry, rule, triangleOn(geometry, rule, row))
                    .isEmpty()) {
                for (int position = 0; position < rows; position++) {
                    possible.get(position).add(row[position]);
                }
            }
        }
        return possible;
    }

    private static int[] triangleOn(ApexGeometry geometry, ApexRule rule, int[] bottom) {
        int[] cells = new int[geometry.cells()];
        for (int position = 0; position < bottom.length; position++) {
            cells[geometry.cell(geometry.bottomRow(), position)] = bottom[position];
        }
        for (int row = geometry.bottomRow() - 1; row >= 0; row--) {
            for (int position = 0; position <= row; position++) {
                cells[geometry.cell(row, position)] =
                        rule.add(cells[geometry.cell(row + 1, position)], cells[geometry.cell(row + 1, position + 1)]);
            }
        }
        return cells;
    }

    private static Set<Integer> domain(IntVar cell) {
        TreeSet<Integer> digits = new TreeSet<>();
        for (int digit = cell.getLB(); digit <= cell.getUB(); digit = cell.nextValue(digit)) {
            digits.add(digit);
        }
        return digits;
    }
}
