package org.orbits.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.CoverStatement;

/** De Bruijn's search on boards small enough to count by hand. */
class FirstCellCountTest {

    /** A board of {@code rows} x {@code columns} squares, numbered row by row, and its pieces' placements. */
    private static CoverStatement board(int rows, int columns, List<CoverStatement.Piece> pieces) {
        ImmutableList.Builder<ImmutableIntArray> cells = ImmutableList.builder();
        ImmutableList.Builder<ImmutableIntArray> neighbours = ImmutableList.builder();
        for (int row = 0; row < rows; row++) {
            for (int column = 0; column < columns; column++) {
                cells.add(ImmutableIntArray.of(row, column));
                List<Integer> next = new ArrayList<>();
                if (row > 0) {
                    next.add((row - 1) * columns + column);
                }
                if (column > 0) {
                    next.add(row * columns + column - 1);
                }
                if (column + 1 < columns) {
                    next.add(row * columns + column + 1);
                }
                if (row + 1 < rows) {
                    next.add((row + 1) * columns + column);
                }
                neighbours.add(ImmutableIntArray.copyOf(next));
            }
        }
        return new CoverStatement(cells.build(), neighbours.build(), ImmutableList.copyOf(pieces), "by hand");
    }

    /** Every domino on the board, across and down. */
    private static CoverStatement.Piece dominoes(int rows, int columns, int count) {
        ImmutableList.Builder<ImmutableIntArray> placements = ImmutableList.builder();
        for (int row = 0; row < rows; row++) {
            for (int column = 0; column < columns; column++) {
                int cell = row * columns + column;
                if (column + 1 < columns) {
                    placements.add(ImmutableIntArray.of(cell, cell + 1));
                }
                if (row + 1 < rows) {
                    placements.add(ImmutableIntArray.of(cell, cell + columns));
                }
            }
        }
        return new CoverStatement.Piece("D", count, placements.build());
    }

    private static List<FirstCellCount.Option> single(CoverStatement statement) {
        List<FirstCellCount.Option> options = new ArrayList<>();
        for (int piece = 0; piece < statement.pieces().size(); piece++) {
            for (ImmutableIntArray cells : statement.pieces().get(piece).placements()) {
                int[] uses = new int[statement.pieces().size()];
                uses[piece] = 1;
                options.add(new FirstCellCount.Option(cells.toArray(), uses));
            }
        }
        return options;
    }

    private static FirstCellCount.Counted count(CoverStatement statement, long budget) {
        return new FirstCellCount(FirstCellCount.Board.of(statement), single(statement)).count(budget);
    }

    @Test
    void dominoTilingsOfSmallRectanglesAreTheFibonacciAndTheFourByFourCounts() {
        // 2 x n: the Fibonacci numbers; 4 x 4: 36; 6 x 6: 6,728 (OEIS A004003).
        assertEquals(
                8,
                count(board(2, 5, List.of(dominoes(2, 5, 5))), Long.MAX_VALUE).solutions());
        assertEquals(
                36,
                count(board(4, 4, List.of(dominoes(4, 4, 8))), Long.MAX_VALUE).solutions());
        assertEquals(
                6728,
                count(board(6, 6, List.of(dominoes(6, 6, 18))), Long.MAX_VALUE).solutions());
    }

    @Test
    void aBoardLargerThanOneWordIsCountedToo() {
        // 3 x 22 = 66 cells, past one 64-bit word; the domino tilings of 3 x 2k are A001835: 1,542,841 for k = 11.
        assertEquals(
                1_542_841,
                count(board(3, 22, List.of(dominoes(3, 22, 33))), Long.MAX_VALUE)
                        .solutions());
    }

    @Test
    void everyPieceMustBeUsedItsCountOfTimes() {
        // A 1 x 3 board: a domino once and a monomino once (2 ways); two monominoes and no domino cover it too, but
        // those are not the set's pieces.
        CoverStatement.Piece domino = new CoverStatement.Piece(
                "D", 1, ImmutableList.of(ImmutableIntArray.of(0, 1), ImmutableIntArray.of(1, 2)));
        CoverStatement.Piece monomino = new CoverStatement.Piece(
                "M", 1, ImmutableList.of(ImmutableIntArray.of(0), ImmutableIntArray.of(1), ImmutableIntArray.of(2)));
        assertEquals(
                2, count(board(1, 3, List.of(domino, monomino)), Long.MAX_VALUE).solutions());
    }

    @Test
    void aBudgetTooSmallGivesNoCount() {
        FirstCellCount.Counted counted = count(board(4, 4, List.of(dominoes(4, 4, 8))), 10);
        assertFalse(counted.finished());
        assertEquals(-1, counted.solutions());
        assertTrue(counted.nodes() > 10);
    }

    @Test
    void theCoversHoldingAGivenOptionStartFromIt() {
        CoverStatement statement = board(2, 3, List.of(dominoes(2, 3, 3)));
        FirstCellCount search = new FirstCellCount(FirstCellCount.Board.of(statement), single(statement));
        // 2 x 3: 3 tilings; the domino down the left column is in 2 of them.
        assertEquals(3, search.count(Long.MAX_VALUE).solutions());
        assertEquals(
                2,
                search.countWith(new FirstCellCount.Option(new int[] {0, 3}, new int[] {1}), Long.MAX_VALUE)
                        .solutions());
    }

    @Test
    void theShortSideIsFilledFirst() {
        // A 2 x 5 board numbered row by row is filled column by column: cell 5 (row 2, column 1) comes second.
        int[] position = FirstCellCount.fillOrder(board(2, 5, List.of(dominoes(2, 5, 5))));
        assertEquals(0, position[0]);
        assertEquals(1, position[5]);
        assertEquals(2, position[1]);
    }
}
