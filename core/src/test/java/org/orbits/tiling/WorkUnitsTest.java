package org.orbits.tiling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The exact-cover search split into work units: the units partition the search (every tiling of the whole search
 * lies below exactly one unit), there are as many as asked for where the tree allows, they are the same on every
 * run, and a search stops soon after it is asked to.
 */
class WorkUnitsTest {

    @ParameterizedTest(name = "{0} {1}, at least {2} units")
    @CsvSource({
        "pentominoes-8x8-centre, EVERY_ORBIT, 50",
        "pentominoes-4x5, EVERY_TILING, 10",
        "soma, EVERY_TILING, 200",
        "soma, EVERY_ORBIT, 7"
    })
    void theUnitsPartitionTheSearch(String name, TilingScope scope, int atLeast) {
        TilingPuzzle puzzle = Tilings.example(name);
        TilingSearch search = puzzle.search(scope);
        List<int[]> whole = Tilings.solutions(puzzle, scope);
        ImmutableList<TilingUnit> units = search.units(atLeast);
        assertTrue(units.size() >= atLeast, units.size() + " units");
        List<int[]> fromUnits = new ArrayList<>();
        long nodes = 0;
        for (TilingUnit unit : units) {
            TilingSearchReport report = search.search(unit, fromUnits::add, () -> false);
            assertTrue(report.finished());
            nodes += report.nodes();
        }
        assertEquals(whole.size(), fromUnits.size(), "each tiling once");
        assertEquals(Tilings.asSet(whole), Tilings.asSet(fromUnits));
        assertTrue(nodes >= whole.size());
    }

    @Test
    void theUnitsAreTheSameOnEveryRun() {
        TilingPuzzle puzzle = Tilings.example("pentominoes-6x10");
        assertEquals(
                puzzle.search(TilingScope.EVERY_ORBIT).units(100),
                Tilings.example("pentominoes-6x10")
                        .search(TilingScope.EVERY_ORBIT)
                        .units(100));
    }

    /**
     * At depth 1 the 6 x 10's search branches on the X's kept placements (one per orbit, less those in no tiling); more
     * units than that take the next level.
     */
    @Test
    void unitsAreTheNodesOfTheFirstDepthThatHasEnough() {
        TilingPuzzle puzzle = Tilings.example("pentominoes-6x10");
        TilingSearch search = puzzle.search(TilingScope.EVERY_ORBIT);
        assertEquals(List.of(search.whole()), search.units(1));
        ImmutableList<TilingUnit> first = search.units(2);
        assertTrue(first.size() > 1 && first.size() <= 8, first.toString());
        for (TilingUnit unit : first) {
            assertEquals(1, unit.placements().length());
            assertEquals(9, puzzle.placements().piece(unit.placements().get(0)), "an X");
        }
        ImmutableList<TilingUnit> more = search.units(first.size() + 1);
        assertTrue(more.size() > first.size());
        assertTrue(more.stream().allMatch(unit -> unit.placements().length() == 2));
    }

    /** A tree smaller than asked for gives all it has: its tilings, each a unit. */
    @Test
    void aSmallTreeGivesFewerUnits() {
        TilingSearch search = Tilings.example("pentominoes-3x20").search(TilingScope.EVERY_ORBIT);
        ImmutableList<TilingUnit> units = search.units(1_000_000);
        assertEquals(2, units.size());
        for (TilingUnit unit : units) {
            assertEquals(1, search.search(unit, tiling -> {}, () -> false).solutions());
        }
    }

    @Test
    void aUnitIsWrittenAsOneWordAndReadBack() {
        TilingUnit unit = new TilingUnit(TilingScope.EVERY_ORBIT, ImmutableIntArray.of(7, 215, 1033));
        assertEquals("orbits:7.215.1033", unit.words());
        assertEquals(unit, TilingUnit.parse("orbits:7.215.1033"));
        assertEquals(new TilingUnit(TilingScope.EVERY_TILING, ImmutableIntArray.of()), TilingUnit.parse("every:"));
        assertThrows(IllegalArgumentException.class, () -> TilingUnit.parse("orbits"));
    }

    @Test
    void aUnitOfAnotherScopeOrNotOfTheTreeIsRefused() {
        TilingPuzzle puzzle = Tilings.example("pentominoes-6x10");
        TilingSearch every = puzzle.search(TilingScope.EVERY_TILING);
        TilingUnit orbitUnit = puzzle.search(TilingScope.EVERY_ORBIT).units(8).get(0);
        assertThrows(IllegalArgumentException.class, () -> every.search(orbitUnit, tiling -> {}, () -> false));
        // placement 0 is an F; the search branches first on the X
        TilingUnit stray = new TilingUnit(TilingScope.EVERY_ORBIT, ImmutableIntArray.of(0));
        assertThrows(IllegalArgumentException.class, () -> puzzle.search(TilingScope.EVERY_ORBIT)
                .search(stray, tiling -> {}, () -> false));
    }

    /** Asked to stop at the first tiling, the search stops within a few thousand nodes and says it did not finish. */
    @Test
    void aSearchStopsSoonAfterItIsAskedTo() {
        TilingSearch search = Tilings.example("pentominoes-6x10").search(TilingScope.EVERY_TILING);
        AtomicInteger found = new AtomicInteger();
        long start = System.nanoTime();
        TilingSearchReport report = search.searchAll(tiling -> found.incrementAndGet(), () -> found.get() > 0);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertFalse(report.finished());
        assertEquals(report.solutions(), found.get());
        assertTrue(report.solutions() >= 1 && report.solutions() < 20, report.toString());
        assertTrue(millis < 2_000, millis + " ms");
        int[] asked = {0};
        TilingSearchReport stopped = search.searchAll(tiling -> {}, () -> ++asked[0] > 0);
        assertFalse(stopped.finished());
        assertTrue(stopped.nodes() <= 2048, stopped.toString());
    }

    @Test
    void theSameSearchFindsTheSameTilingsInTheSameOrderWithTheSameNodes() {
        TilingSearch search = Tilings.example("soma").search(TilingScope.EVERY_ORBIT);
        List<int[]> first = new ArrayList<>();
        List<int[]> second = new ArrayList<>();
        TilingSearchReport one = search.searchAll(first::add, () -> false);
        TilingSearchReport two = search.searchAll(second::add, () -> false);
        assertEquals(one, two);
        for (int k = 0; k < first.size(); k++) {
            assertTrue(java.util.Arrays.equals(first.get(k), second.get(k)));
        }
    }
}
