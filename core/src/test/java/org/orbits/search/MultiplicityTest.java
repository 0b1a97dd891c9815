package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.ExactCover;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.ngon.NgonFamily;
import org.orbits.tiling.TilingsFamily;

/**
 * The engine chosen tells how often its search meets an orbit, and the census holds the search to what it is told,
 * asking no engine itself: told that a search meets each orbit once, a census of every solution is refused.
 */
class MultiplicityTest {

    private static final PuzzleInstance MAGIC_19 = new NgonFamily().instance(Map.of("n", "6"));

    private static SolverSettings breaking(SolverSettings.SymmetryBreaking chosen) {
        return SolverSettings.DEFAULT.withSymmetryBreaking(chosen);
    }

    @Test
    void eachEngineTellsHowOftenItMeetsAnOrbit() {
        assertTrue(MAGIC_19.defaultGroup().lexLeaderExact());
        Multiplicity least = new Enumerator(MAGIC_19)
                .settings(breaking(SolverSettings.SymmetryBreaking.LEX))
                .multiplicity();
        assertTrue(least.once() && least.handsOnLeast());
        Multiplicity greatest = new Enumerator(MAGIC_19)
                .settings(breaking(SolverSettings.SymmetryBreaking.LEX_GREATEST))
                .multiplicity();
        assertTrue(greatest.once() && !greatest.handsOnLeast());
        assertSame(
                Multiplicity.EVERY,
                new Enumerator(MAGIC_19)
                        .settings(breaking(SolverSettings.SymmetryBreaking.NONE))
                        .multiplicity());

        // A tiling's own engine: once per orbit exactly where its restricted search says it is exact.
        for (String board : new String[] {"soma", "tetrominoes-4x10"}) {
            PuzzleInstance tiling = new TilingsFamily().instance(Map.of("board", board));
            boolean exact = tiling.exactCover()
                    .orElseThrow()
                    .search(tiling.defaultGroup(), ExactCover.Kept.LEAST)
                    .exact();
            Multiplicity told = new Enumerator(tiling)
                    .settings(breaking(SolverSettings.SymmetryBreaking.LEX))
                    .multiplicity();
            assertEquals(exact, told.once(), board);
            assertFalse(told.handsOnLeast(), board + ": a restriction keeps no least member");
            assertEquals(exact ? Multiplicity.ONCE : Multiplicity.AT_MOST_SIZE, told, board);
        }
    }

    @Test
    void aCensusHoldsTheSearchToWhatItIsTold() {
        Enumerator every = new Enumerator(MAGIC_19).settings(breaking(SolverSettings.SymmetryBreaking.NONE));
        // Magic-19: 48 solutions in 4 orbits of the hexagon's 12 symmetries, each met 12 times where nothing is broken.
        Census counted = Census.of(every);
        assertEquals(48, counted.solutions());
        assertEquals(4, counted.orbits().size());
        IllegalStateException refused = assertThrows(
                IllegalStateException.class,
                () -> Census.of(MAGIC_19, every.group(), every.settings(), Multiplicity.ONCE, every::run));
        assertTrue(refused.getMessage().contains("was met 12 times under none"), refused.getMessage());
    }
}
