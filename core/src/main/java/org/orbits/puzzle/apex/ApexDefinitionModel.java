package org.orbits.puzzle.apex;

import java.util.Optional;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.DefinitionModel;

/**
 * The Apex as docs/puzzles.md#the-apex states it: every cell a digit {@code 1..M}, each digit in exactly
 * {@code cells/M} cells, and every cell above the bottom row {@code ((left + right - 1) mod M) + 1}. Nothing
 * else: not the balanced rows of residues, nor {@link BalancedBottomRows}.
 */
final class ApexDefinitionModel {

    private ApexDefinitionModel() {}

    static DefinitionModel build(ApexGeometry geometry, ApexRule rule) {
        int modulus = rule.modulus();
        Model model = new Model("apex definition rows=" + geometry.rows() + " modulus=" + modulus);
        IntVar[] digits = geometry.cellNames().stream()
                .map(name -> model.intVar(name, 1, modulus))
                .toArray(IntVar[]::new);
        IntVar each = model.intVar(geometry.cells() / modulus);
        for (int digit = 1; digit <= modulus; digit++) {
            model.count(digit, digits, each).post();
        }
        for (int row = 0; row < geometry.bottomRow(); row++) {
            for (int position = 0; position <= row; position++) {
                IntVar left = digits[geometry.cell(row + 1, position)];
                IntVar right = digits[geometry.cell(row + 1, position + 1)];
                IntVar above = digits[geometry.cell(row, position)];
                IntVar sumLessOne = model.intVar("sum" + row + "_" + position, 1, 2 * modulus - 1);
                model.arithm(left, "+", right, "=", model.offset(sumLessOne, 1)).post();
                model.mod(sumLessOne, modulus, model.offset(above, -1)).post();
            }
        }
        return new DefinitionModel(model, digits, Optional.empty());
    }
}
