package org.orbits.tiling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.primitives.ImmutableIntArray;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.orbits.symmetry.Canonicaliser;
import org.orbits.symmetry.Symmetry;

/**
 * A tiling as an {@code int[]} over the board's cells: the piece's index where every piece occurs once, the piece and
 * the directions its placement continues in where some piece repeats; decoded back to its placements, and acted on by
 * every symmetry as a cell permutation with one value map.
 */
class TilingEncodingTest {

    private static final TilingPuzzle FOUR_BARS =
            Tilings.parse("board", "####", "####", "####", "####", "", "piece I x4", "####");

    @Test
    void whereEveryPieceOccursOnceAValueIsThePiecesIndexFromOne() {
        TilingPuzzle puzzle = Tilings.example("pentominoes-4x5");
        assertEquals(1, puzzle.minValue());
        assertEquals(4, puzzle.maxValue());
        int[] tiling = Tilings.solutions(puzzle, TilingScope.EVERY_TILING).get(0);
        for (int value : tiling) {
            assertEquals(List.of("L", "P", "W", "Y").get(value - 1), puzzle.pieceName(value));
        }
    }

    /** Four I-tetrominoes lying or standing cover every cell with the same piece: the directions tell them apart. */
    @Test
    void repeatedPiecesAreToldApartByTheDirectionsTheirPlacementsContinueIn() {
        List<int[]> tilings = Tilings.solutions(FOUR_BARS, TilingScope.EVERY_TILING);
        assertEquals(2, tilings.size());
        assertNotEquals(List.of(tilings.get(0)), List.of(tilings.get(1)));
        // Directions in the plane: bit 0 up, 1 down, 2 left, 3 right; the I is piece 0, so value = bits + 1.
        int lyingLeftEnd = 0b1000 + 1;
        int standingTopEnd = 0b0010 + 1;
        assertTrue(tilings.stream().anyMatch(t -> t[0] == lyingLeftEnd));
        assertTrue(tilings.stream().anyMatch(t -> t[0] == standingTopEnd));
        assertEquals(16, FOUR_BARS.maxValue());
        assertEquals("I", FOUR_BARS.pieceName(lyingLeftEnd));
    }

    @Test
    void aQuarterTurnTurnsTheDirectionsSoTheTwoTilingsAreOneOrbit() {
        Symmetry quarterTurn = FOUR_BARS.defaultGroup().generators().get(0);
        assertEquals("r", quarterTurn.name());
        List<int[]> tilings = Tilings.solutions(FOUR_BARS, TilingScope.EVERY_TILING);
        assertEquals(Tilings.asSet(List.of(tilings.get(1))), Tilings.asSet(List.of(quarterTurn.apply(tilings.get(0)))));
        Canonicaliser canonicaliser = new Canonicaliser(FOUR_BARS.defaultGroup());
        assertEquals(2, canonicaliser.orbit(tilings.get(0)).size());
    }

    @Test
    void aTilingDecodesToItsPlacements() {
        int[] lying = Tilings.solutions(FOUR_BARS, TilingScope.EVERY_TILING).stream()
                .filter(t -> t[0] == 0b1000 + 1)
                .findFirst()
                .orElseThrow();
        List<TilingPuzzle.Placement> placements = FOUR_BARS.decode(lying);
        assertEquals(4, placements.size());
        assertEquals(ImmutableIntArray.of(0, 1, 2, 3), placements.get(0).cells());
        assertEquals(ImmutableIntArray.of(12, 13, 14, 15), placements.get(3).cells());
        assertTrue(placements.stream().allMatch(p -> p.piece().equals("I")));
    }

    @Test
    void decodingRefusesCellsThatAreNoPlacement() {
        TilingPuzzle puzzle = Tilings.example("pentominoes-4x5");
        int[] tiling = Tilings.solutions(puzzle, TilingScope.EVERY_TILING).get(0);
        int[] broken = tiling.clone();
        int other = tiling[0] == 1 ? 2 : 1;
        broken[0] = other;
        assertThrows(IllegalArgumentException.class, () -> puzzle.decode(broken));
    }

    @Test
    void everySolutionDecodesToOnePlacementPerPieceCopy() {
        TilingPuzzle soma = Tilings.example("soma");
        for (int[] tiling : Tilings.solutions(soma, TilingScope.EVERY_ORBIT)) {
            List<TilingPuzzle.Placement> placements = soma.decode(tiling);
            assertEquals(
                    List.of("V", "L", "T", "Z", "A", "B", "P"),
                    placements.stream()
                            .map(TilingPuzzle.Placement::piece)
                            .sorted(TilingEncodingTest::inSomaOrder)
                            .toList());
        }
    }

    private static int inSomaOrder(String a, String b) {
        String order = "VLTZABP";
        return Integer.compare(order.indexOf(a), order.indexOf(b));
    }
}
