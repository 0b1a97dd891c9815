package org.orbits.puzzle.magicsquare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.CanonicalOrbit;

/** The published counts of magic squares, and the checker's rules one by one. */
class MagicSquareTest {

    private static final MagicSquareFamily FAMILY = new MagicSquareFamily();

    /** The Lo Shu, row by row. */
    private static final int[] LO_SHU = {4, 9, 2, 3, 5, 7, 8, 1, 6};

    private static PuzzleInstance order(int n) {
        return FAMILY.instance(Map.of("order", Integer.toString(n)));
    }

    private static Census census(PuzzleInstance instance, String group) {
        return Census.take(
                instance, instance.group(group), SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT);
    }

    /** Order 3: the Lo Shu is the only magic square up to rotation and reflection, so 8 in all. */
    @Test
    void orderThreeHasEightSquaresInOneOrbit() {
        Census d4 = census(order(3), "D4");
        assertEquals(8, d4.solutions());
        assertEquals(1, d4.orbits().size());
    }

    /** The Lo Shu's complement is its half turn: the value symmetry adds no new square, and the orbit keeps its 8. */
    @Test
    void theComplementOfTheLoShuIsItsHalfTurn() {
        List<CanonicalOrbit> orbits = census(order(3), "D4-complement").orbits();
        assertEquals(1, orbits.size());
        assertEquals(8, orbits.get(0).size());
    }

    /** Order 4: Frénicle's 880 squares up to rotation and reflection (1693), 7040 in all; under a second. */
    @Test
    void orderFourHasFrenicles880Orbits() {
        Census d4 = census(order(4), "D4");
        assertEquals(7040, d4.solutions());
        assertEquals(880, d4.orbits().size());
    }

    @Test
    void theCheckerAcceptsTheLoShu() {
        assertEquals(Optional.empty(), order(3).violation(LO_SHU));
    }

    @Test
    void theCheckerRejectsANumberOutOfRange() {
        int[] square = LO_SHU.clone();
        square[0] = 10;
        assertEquals(Optional.of("r0c0=10 is outside 1..9"), order(3).violation(square));
    }

    @Test
    void theCheckerRejectsANumberUsedTwice() {
        int[] square = LO_SHU.clone();
        square[1] = 4;
        assertEquals(Optional.of("number 4 is used twice"), order(3).violation(square));
    }

    @Test
    void theCheckerRejectsALineOffTheMagicSum() {
        int[] square = LO_SHU.clone();
        square[0] = 2;
        square[2] = 4;
        assertEquals(Optional.of("the line from r0c0 to r2c0 sums to 13, not 15"), order(3).violation(square));
    }
}
