package org.orbits.puzzle.apex;

import com.google.common.collect.ImmutableList;
import org.orbits.puzzle.PositionRemark;
import org.orbits.puzzle.PuzzleInstance;

/**
 * The Apex rule on a position being played: a cell that is not the sum of the two below it modulo {@code M},
 * or a digit used more often than its share, breaks the rules; where two of a cell and the two below it are
 * filled, the third is forced, and the page says which digit it must be.
 */
final class ApexRemarks {

    private ApexRemarks() {}

    static ImmutableList<PositionRemark> of(ApexGeometry geometry, ApexRule rule, int[] digits) {
        ImmutableList<String> names = geometry.cellNames();
        ImmutableList.Builder<PositionRemark> remarks = ImmutableList.builder();
        int modulus = rule.modulus();
        int[] uses = new int[modulus + 1];
        for (int digit : digits) {
            if (digit >= 1 && digit <= modulus) {
                uses[digit]++;
            }
        }
        int each = geometry.cells() / modulus;
        for (int digit = 1; digit <= modulus; digit++) {
            if (uses[digit] > each) {
                ImmutableList.Builder<String> holders = ImmutableList.builder();
                for (int cell = 0; cell < digits.length; cell++) {
                    if (digits[cell] == digit) {
                        holders.add(names.get(cell));
                    }
                }
                remarks.add(PositionRemark.broken(
                        holders.build(),
                        "digit " + digit + " is used " + uses[digit] + " times, but each digit is used " + each
                                + " times"));
            }
        }
        for (int row = 0; row < geometry.bottomRow(); row++) {
            for (int position = 0; position <= row; position++) {
                int aboveCell = geometry.cell(row, position);
                int leftCell = geometry.cell(row + 1, position);
                int rightCell = geometry.cell(row + 1, position + 1);
                int above = digits[aboveCell];
                int left = digits[leftCell];
                int right = digits[rightCell];
                ImmutableList<String> cells =
                        ImmutableList.of(names.get(aboveCell), names.get(leftCell), names.get(rightCell));
                boolean aboveEmpty = above == PuzzleInstance.EMPTY;
                boolean leftEmpty = left == PuzzleInstance.EMPTY;
                boolean rightEmpty = right == PuzzleInstance.EMPTY;
                if (!aboveEmpty && !leftEmpty && !rightEmpty) {
                    if (above != rule.add(left, right)) {
                        remarks.add(PositionRemark.broken(
                                cells,
                                names.get(aboveCell) + "=" + above + " breaks the rule: " + left + "+" + right + " is "
                                        + rule.add(left, right) + " modulo " + modulus));
                    }
                } else if (aboveEmpty && !leftEmpty && !rightEmpty) {
                    remarks.add(forced(cells, names.get(aboveCell), rule.add(left, right), modulus));
                } else if (!aboveEmpty && leftEmpty && !rightEmpty) {
                    remarks.add(forced(cells, names.get(leftCell), rule.subtract(above, right), modulus));
                } else if (!aboveEmpty && !leftEmpty && rightEmpty) {
                    remarks.add(forced(cells, names.get(rightCell), rule.subtract(above, left), modulus));
                }
            }
        }
        return remarks.build();
    }

    private static PositionRemark forced(ImmutableList<String> cells, String cell, int digit, int modulus) {
        return PositionRemark.note(cells, cell + " must be " + digit + " (the rule modulo " + modulus + ")");
    }
}
