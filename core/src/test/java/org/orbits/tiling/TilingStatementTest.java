package org.orbits.tiling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.primitives.ImmutableIntArray;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orbits.puzzle.CoverStatement;

/**
 * The statement the independent count works on makes its placements by code of its own, and they are the engine's:
 * every bundled board gives each piece the same placements, as sets of cells, as the engine's placement table, and
 * each cell the neighbours the board gives it.
 */
class TilingStatementTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "pentominoes-4x5",
                "pentominoes-3x20",
                "pentominoes-4x15",
                "pentominoes-5x12",
                "pentominoes-6x10",
                "pentominoes-8x8-centre",
                "soma",
                "tetrominoes-5x8",
                "tetrominoes-4x10",
                "pentominoes-one-sided-3x30",
                "hexiamonds-6x6",
                "hexiamonds-4x9",
                "hexiamonds-trapezoid-hole",
                "tetrahexes-4x7",
                "tetrahexes-coin"
            })
    void theStatementsPlacementsAreTheEngines(String name) {
        TilingPuzzle puzzle = Tilings.example(name);
        CoverStatement statement = TilingStatement.of(puzzle.definition());
        PlacementTable table = puzzle.placements();
        assertEquals(puzzle.cellNames().size(), statement.cells().size());
        for (int piece = 0; piece < statement.pieces().size(); piece++) {
            Set<ImmutableIntArray> engine = new HashSet<>();
            for (int placement = table.first(piece); placement < table.end(piece); placement++) {
                engine.add(ImmutableIntArray.copyOf(table.cells(placement)));
            }
            List<ImmutableIntArray> made = statement.pieces().get(piece).placements();
            assertEquals(made.size(), new HashSet<>(made).size(), name + ": a placement made twice");
            assertEquals(
                    engine,
                    new HashSet<>(made),
                    name + ": piece " + statement.pieces().get(piece).name());
        }
        TilingBoard board = puzzle.board();
        for (int cell = 0; cell < board.cells(); cell++) {
            Set<Integer> expected = new HashSet<>();
            for (int direction = 0; direction < board.directions(); direction++) {
                if (board.neighbour(cell, direction) >= 0) {
                    expected.add(board.neighbour(cell, direction));
                }
            }
            assertEquals(
                    expected, new HashSet<>(statement.neighbours().get(cell).asList()), name + " cell " + cell);
        }
    }

    @ParameterizedTest(name = "one-sided: {0}")
    @ValueSource(booleans = {true, false})
    void aOneSidedPieceIsNotTurnedOver(boolean oneSided) {
        TilingPuzzle puzzle = Tilings.parse(
                "board", "####", "####", "", "piece L x2", "###", "#..", "", oneSided ? "rule one-sided" : "");
        CoverStatement statement = TilingStatement.of(puzzle.definition());
        // The L tetromino lies flat in 4 of its 8 orientations (2 of its 4 turns), each at 2 positions on a 2 x 4
        // board.
        assertEquals(oneSided ? 4 : 8, statement.pieces().get(0).placements().size());
        assertTrue(statement.madeBy().contains("not by the engine's placement table"));
    }
}
