package org.orbits.puzzle.apex;

import java.util.Optional;

/**
 * Checks a filling against docs/puzzles.md#the-apex directly: every cell holds a digit {@code 1..M}, each digit
 * exactly {@code cells/M} times, and every cell above the bottom row is the sum of the two below it
 * modulo {@code M}. Knows nothing of the Choco model.
 */
final class ApexChecker {

    private ApexChecker() {}

    static Optional<String> violation(ApexGeometry geometry, ApexRule rule, int[] digits) {
        if (digits.length != geometry.cells()) {
            return Optional.of("expected " + geometry.cells() + " cells, got " + digits.length);
        }
        int modulus = rule.modulus();
        int[] uses = new int[modulus + 1];
        for (int cell = 0; cell < digits.length; cell++) {
            if (digits[cell] < 1 || digits[cell] > modulus) {
                return Optional.of(geometry.cellNames().get(cell) + "=" + digits[cell] + " is outside 1.." + modulus);
            }
            uses[digits[cell]]++;
        }
        int each = geometry.cells() / modulus;
        for (int digit = 1; digit <= modulus; digit++) {
            if (uses[digit] != each) {
                return Optional.of("digit " + digit + " is used " + uses[digit] + " times, not " + each);
            }
        }
        for (int row = 0; row < geometry.bottomRow(); row++) {
            for (int position = 0; position <= row; position++) {
                int above = digits[geometry.cell(row, position)];
                int left = digits[geometry.cell(row + 1, position)];
                int right = digits[geometry.cell(row + 1, position + 1)];
                if (above != rule.add(left, right)) {
                    return Optional.of("r" + row + "c" + position + "=" + above + " is not " + left + "+" + right
                            + " modulo " + modulus);
                }
            }
        }
        return Optional.empty();
    }
}
