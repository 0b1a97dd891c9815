package org.orbits.puzzle.almostmagic;

import com.google.common.base.Preconditions;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Exact Gauss-Jordan elimination of homogeneous integer equations {@code sum_j a[j] u[j] = 0}, kept in
 * integers (cross-multiplying, then dividing each row by its gcd). Each unknown in {@code pivotOrder} that
 * the equations determine gets one row in which it is the only pivot: it is then written in terms of the
 * unknowns that were never pivots. The model posts those rows as implied constraints.
 */
final class LinearElimination {

    private LinearElimination() {}

    /** A reduced equation: {@code coefficients[pivot] > 0}, zero on every other pivot. */
    record Row(int pivot, long[] coefficients) {}

    static List<Row> reduce(List<long[]> equations, int[] pivotOrder) {
        List<long[]> rows = new ArrayList<>();
        for (long[] equation : equations) {
            rows.add(equation.clone());
        }
        List<Row> reduced = new ArrayList<>();
        List<long[]> unused = new ArrayList<>(rows);
        for (int column : pivotOrder) {
            long[] pivotRow =
                    unused.stream().filter(r -> r[column] != 0).findFirst().orElse(null);
            if (pivotRow == null) {
                continue;
            }
            unused.remove(pivotRow);
            for (long[] row : rows) {
                if (row != pivotRow && row[column] != 0) {
                    eliminate(row, pivotRow, column);
                }
            }
            reduced.add(new Row(column, pivotRow));
        }
        List<Row> normalised = new ArrayList<>();
        for (Row row : reduced) {
            long[] coefficients = row.coefficients();
            if (coefficients[row.pivot()] < 0) {
                for (int j = 0; j < coefficients.length; j++) {
                    coefficients[j] = -coefficients[j];
                }
            }
            normalised.add(new Row(row.pivot(), coefficients.clone()));
        }
        return normalised;
    }

    /** {@code row := row * pivot[column] - pivot * row[column]}, then divided by its gcd. */
    private static void eliminate(long[] row, long[] pivot, int column) {
        long scaleRow = pivot[column];
        long scalePivot = row[column];
        BigInteger gcd = BigInteger.ZERO;
        for (int j = 0; j < row.length; j++) {
            row[j] = Math.subtractExact(Math.multiplyExact(row[j], scaleRow), Math.multiplyExact(pivot[j], scalePivot));
            gcd = gcd.gcd(BigInteger.valueOf(row[j]));
        }
        Preconditions.checkState(row[column] == 0);
        if (gcd.signum() != 0) {
            long divisor = gcd.longValueExact();
            for (int j = 0; j < row.length; j++) {
                row[j] /= divisor;
            }
        }
    }
}
