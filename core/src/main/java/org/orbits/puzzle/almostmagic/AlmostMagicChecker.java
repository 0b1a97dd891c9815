package org.orbits.puzzle.almostmagic;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * Almost Magic's rules written from docs/puzzles.md#almost-magic, knowing nothing of the model: the 28 cells hold
 * distinct positive integers, and in each region the 3 row, 3 column and 2 diagonal sums differ by at most the spread.
 */
final class AlmostMagicChecker {

    private AlmostMagicChecker() {}

    static Optional<String> violation(AlmostMagicGeometry geometry, int spread, int[] numbers) {
        if (numbers.length != geometry.cells()) {
            return Optional.of("expected " + geometry.cells() + " cells, got " + numbers.length);
        }
        Set<Integer> seen = new HashSet<>();
        for (int cell = 0; cell < numbers.length; cell++) {
            String name = geometry.cellNames().get(cell);
            if (numbers[cell] < 1) {
                return Optional.of(name + "=" + numbers[cell] + " is not a positive integer");
            }
            if (!seen.add(numbers[cell])) {
                return Optional.of(name + "=" + numbers[cell] + " repeats a number");
            }
        }
        for (int region = 0; region < geometry.regions(); region++) {
            int[] origin = geometry.regionOrigin(region);
            int[][] square = new int[3][3];
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j < 3; j++) {
                    square[i][j] = numbers[geometry.cellAt(origin[0] + i, origin[1] + j)];
                }
            }
            int least = Integer.MAX_VALUE;
            int greatest = Integer.MIN_VALUE;
            for (int i = 0; i < 3; i++) {
                int rowSum = square[i][0] + square[i][1] + square[i][2];
                int columnSum = square[0][i] + square[1][i] + square[2][i];
                least = Math.min(least, Math.min(rowSum, columnSum));
                greatest = Math.max(greatest, Math.max(rowSum, columnSum));
            }
            int diagonal = square[0][0] + square[1][1] + square[2][2];
            int antiDiagonal = square[0][2] + square[1][1] + square[2][0];
            least = Math.min(least, Math.min(diagonal, antiDiagonal));
            greatest = Math.max(greatest, Math.max(diagonal, antiDiagonal));
            if (greatest - least > spread) {
                return Optional.of("region " + AlmostMagicGeometry.REGION_NAMES.charAt(region) + " has line sums from "
                        + least + " to " + greatest + ", more than " + spread + " apart");
            }
        }
        return Optional.empty();
    }

    /** The objective: every number once, or each region's nine numbers (the shared cells twice). */
    static int objective(AlmostMagicGeometry geometry, AlmostMagicObjective objective, int[] numbers) {
        int total = 0;
        if (objective == AlmostMagicObjective.CELLS) {
            for (int number : numbers) {
                total += number;
            }
            return total;
        }
        for (int region = 0; region < geometry.regions(); region++) {
            int[] origin = geometry.regionOrigin(region);
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j < 3; j++) {
                    total += numbers[geometry.cellAt(origin[0] + i, origin[1] + j)];
                }
            }
        }
        return total;
    }
}
