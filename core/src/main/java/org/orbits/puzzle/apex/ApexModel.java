package org.orbits.puzzle.apex;

import com.google.common.collect.ImmutableList;
import com.google.common.math.IntMath;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.ModelOptionSpec;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.PuzzleModel;

/**
 * The Apex as a Choco model: one variable per cell over the digits, each digit used equally often
 * (a global cardinality constraint), and each cell bound to the two below it by a table of the
 * {@code M*M} sums modulo {@code M}, which propagates in every direction: any two of the three digits
 * fix the third.
 *
 * <p>The bottom row decides everything, and so does its image modulo any divisor {@code q} of {@code M}:
 * reducing mod {@code q} keeps the sum rule, and each residue class must hold {@code M/q} digits' share
 * of the cells. So for each proper divisor {@code q} (while {@code q^rows} stays small) the model
 * enumerates the bottom rows of residues whose triangle mod {@code q} is balanced and posts them as a
 * table: for 8 rows mod 9, only 190 of the 6561 rows of residues mod 3 are. The search fixes those
 * residues first, then the digits of the bottom row, left to right.
 *
 * <p>The {@code arithmetic} encoding states each sum as {@code left + right = above + M * carry} with a 0/1
 * carry instead of a table, for the benchmarks to compare.
 */
final class ApexModel {

    /** Projections with more residue rows than this are not worth enumerating up front. */
    private static final int MAX_RESIDUE_ROWS = 1 << 20;

    static final ModelOptionSpec ENCODING = new ModelOptionSpec(
            "encoding",
            "how each modular sum is stated: a table of the M*M sums, or arithmetic with a 0/1 carry",
            ImmutableList.of("standard", "arithmetic"),
            "standard");

    private ApexModel() {}

    static PuzzleModel build(ApexGeometry geometry, ApexRule rule, ModelOptions options) {
        boolean arithmetic = options.word(ENCODING).equals("arithmetic");
        int modulus = rule.modulus();
        Model model = new Model("apex rows=" + geometry.rows() + " modulus=" + modulus);
        IntVar[] digits = geometry.cellNames().stream()
                .map(name -> model.intVar(name, 1, modulus))
                .toArray(IntVar[]::new);

        Tuples sums = new Tuples(true);
        for (int left = 1; left <= modulus; left++) {
            for (int right = 1; right <= modulus; right++) {
                sums.add(left, right, rule.add(left, right));
            }
        }
        for (int row = 0; row < geometry.bottomRow(); row++) {
            for (int position = 0; position <= row; position++) {
                IntVar left = digits[geometry.cell(row + 1, position)];
                IntVar right = digits[geometry.cell(row + 1, position + 1)];
                IntVar above = digits[geometry.cell(row, position)];
                if (arithmetic) {
                    // left + right lies in 2..2M and above in 1..M, so they differ by 0 or M.
                    IntVar carry = model.intVar("carry" + row + "_" + position, 0, 1);
                    model.scalar(new IntVar[] {left, right, above, carry}, new int[] {1, 1, -1, -modulus}, "=", 0)
                            .post();
                } else {
                    model.table(new IntVar[] {left, right, above}, sums, "CT+").post();
                }
            }
        }

        int[] values = IntStream.rangeClosed(1, modulus).toArray();
        IntVar[] uses = new IntVar[modulus];
        Arrays.fill(uses, model.intVar(geometry.cells() / modulus));
        model.globalCardinality(digits, values, uses, true).post();

        IntVar[] bottom = IntStream.rangeClosed(0, geometry.bottomRow())
                .mapToObj(position -> digits[geometry.cell(geometry.bottomRow(), position)])
                .toArray(IntVar[]::new);
        new Constraint("balanced bottom rows", new BalancedBottomRows(bottom, modulus, geometry.cells() / modulus))
                .post();
        List<IntVar> decisions = new ArrayList<>();
        for (int divisor = 2; divisor < modulus; divisor++) {
            if (modulus % divisor == 0 && IntMath.saturatedPow(divisor, geometry.rows()) <= MAX_RESIDUE_ROWS) {
                decisions.addAll(List.of(balancedResidues(model, geometry, bottom, divisor)));
            }
        }
        decisions.addAll(List.of(bottom));
        IntVar[] order = decisions.toArray(IntVar[]::new);
        return new PuzzleModel(model, digits, order, Search.inputOrderLBSearch(order), Optional.empty());
    }

    /** The bottom row's residues mod {@code q}, restricted to the rows whose triangle mod {@code q} is balanced. */
    private static IntVar[] balancedResidues(Model model, ApexGeometry geometry, IntVar[] bottom, int q) {
        int rows = geometry.rows();
        IntVar[] residues = new IntVar[rows];
        for (int position = 0; position < rows; position++) {
            residues[position] = model.intVar(bottom[position].getName() + "%" + q, 0, q - 1);
            Tuples reduction = new Tuples(true);
            for (int digit = bottom[position].getLB(); digit <= bottom[position].getUB(); digit++) {
                reduction.add(digit, digit % q);
            }
            model.table(new IntVar[] {bottom[position], residues[position]}, reduction)
                    .post();
        }
        model.table(residues, balancedRows(rows, q, geometry.cells() / q), "CT+")
                .post();
        return residues;
    }

    /** Every bottom row over Z/q whose triangle holds each residue exactly {@code each} times. */
    static Tuples balancedRows(int rows, int q, int each) {
        Tuples balanced = new Tuples(true);
        int[] row = new int[rows];
        int[] triangle = new int[rows];
        int[] counts = new int[q];
        int total = IntMath.checkedPow(q, rows);
        for (int code = 0; code < total; code++) {
            int rest = code;
            for (int position = 0; position < rows; position++) {
                row[position] = rest % q;
                rest /= q;
            }
            System.arraycopy(row, 0, triangle, 0, rows);
            if (BalancedBottomRows.balancedTriangle(triangle, rows, q, each, counts)) {
                balanced.add(row.clone());
            }
        }
        return balanced;
    }
}
