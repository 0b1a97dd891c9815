package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.LedgerListener;
import org.orbits.search.units.WorkPlan;
import org.orbits.tiling.TilingsFamily;

/**
 * A puzzle with an exact-cover engine of its own (a tiling) is enumerated by it as any search runs: every symmetry
 * breaking on one thread and on two gives the published counts, its units are recorded in a ledger with the orbits
 * they met (so a stopped run resumes to the same result), limits stop it, and givens go to the Choco model.
 */
class ExactCoverEngineTest {

    private static PuzzleInstance board(String name) {
        return new TilingsFamily().instance(Map.of("board", name));
    }

    private static SolverSettings breaking(String word) {
        return SolverSettings.DEFAULT.withSymmetryBreaking(
                SolverSettings.parse(SolverSettings.SymmetryBreaking.class, word, "symmetry breaking"));
    }

    /** Every orbit under each breaking, on one thread and on two both working from the start. */
    @ParameterizedTest(name = "{0} under {1}")
    @CsvSource({
        "soma, lex, 11520, 240",
        "soma, lex-greatest, 11520, 240",
        "soma, none, 11520, 240",
        "tetrominoes-4x10, lex, 1796, 449",
        "tetrominoes-4x10, none, 1796, 449",
        "pentominoes-8x8-centre, lex, 520, 65",
        "pentominoes-8x8-centre, lex-greatest, 520, 65",
        "pentominoes-3x20, none, 8, 2"
    })
    void everyBreakingOnOneThreadAndOnTwoGivesThePublishedCounts(String name, String word, long solutions, int orbits) {
        PuzzleInstance instance = board(name);
        SolverSettings settings = breaking(word);
        Census one = Census.take(instance, instance.defaultGroup(), settings, Limits.NONE, ProgressListener.SILENT, 1);
        Census two =
                Census.of(new Enumerator(instance).settings(settings).threads(2).joinAfter(Duration.ZERO));
        for (Census census : List.of(one, two)) {
            assertTrue(census.complete());
            assertEquals(solutions, census.solutions());
            assertEquals(orbits, census.orbits().size());
        }
        assertEquals(one.orbits(), two.orbits());
    }

    /** The trivial group, by its name: every tiling its own orbit, found by the search that keeps every tiling. */
    @Test
    void theTrivialGroupListsEveryTiling() {
        PuzzleInstance instance = board("pentominoes-4x5");
        Census census =
                Census.take(instance, instance.group("trivial"), breaking("lex"), Limits.NONE, ProgressListener.SILENT);
        assertEquals(20, census.solutions());
        assertEquals(20, census.orbits().size());
    }

    /**
     * A run stopped part way leaves its finished units in the ledger with the orbits they met; run again on the same
     * ledger, it replays them and searches the rest, to the result of a run never stopped.
     */
    @Test
    void aStoppedRunResumesFromItsLedgerToTheSameResult() {
        PuzzleInstance instance = board("soma");
        SolverSettings none = breaking("none");
        Census whole = Census.take(instance, instance.defaultGroup(), none, Limits.NONE, ProgressListener.SILENT);
        WorkPlan plan = new Enumerator(instance).settings(none).plan(true, 4, () -> false);
        assertTrue(plan.size() >= 100, plan.size() + " units");
        Ledger ledger = Ledger.of(plan);
        Ledger kept = new Ledger(plan, ledger.assigned(), true);
        AtomicLong found = new AtomicLong();
        Enumerator stopping = new Enumerator(instance)
                .settings(none)
                .ledger(kept, LedgerListener.NONE)
                .stopWhen(() -> found.get() > 3000);
        Census stopped = Census.of(
                instance,
                instance.defaultGroup(),
                none,
                stopping.multiplicity(),
                sink -> stopping.run(solution -> {
                    found.incrementAndGet();
                    sink.accept(solution);
                }));
        assertFalse(stopped.complete());
        int finished = kept.enumerated().size();
        assertTrue(finished > 0 && finished < plan.size(), finished + " units finished");
        Census resumed = Census.of(new Enumerator(instance).settings(none).ledger(kept, LedgerListener.NONE));
        assertTrue(resumed.complete());
        assertEquals(whole.solutions(), resumed.solutions());
        assertEquals(whole.orbits(), resumed.orbits());
    }

    @Test
    void aSolutionLimitStopsTheRunIncomplete() {
        PuzzleInstance instance = board("pentominoes-6x10");
        List<int[]> found = new ArrayList<>();
        SearchResult result = new Enumerator(instance)
                .settings(breaking("none"))
                .limits(Limits.of(null, 5))
                .run(found::add);
        assertFalse(result.complete());
        assertEquals(5, found.size());
    }

    /** Cells given are no exact cover of the whole board: the Choco model completes them. */
    @Test
    void givensAreCompletedByTheChocoModel() {
        PuzzleInstance instance = board("pentominoes-4x5");
        List<int[]> found = new ArrayList<>();
        new Enumerator(instance).settings(breaking("none")).givens(Map.of(0, 1)).run(found::add);
        assertFalse(found.isEmpty());
        assertTrue(found.size() < 20, found.size() + " completions");
        found.forEach(tiling -> assertEquals(1, tiling[0]));
    }

    /** The engine breaks symmetry its own way and searches in its own order: the settings it cannot honour are refused. */
    @Test
    void lexLeaderByGeneratorsAndChocoStrategiesAreRefused() {
        PuzzleInstance instance = board("pentominoes-4x5");
        assertThrows(BadInputException.class, () -> new Enumerator(instance)
                .settings(breaking("lex-generators"))
                .run(tiling -> {}));
        SolverSettings otherSearch = SolverSettings.DEFAULT.withStrategy(SolverSettings.Strategy.DOM_OVER_WDEG);
        assertThrows(
                BadInputException.class,
                () -> new Enumerator(instance).settings(otherSearch).run(tiling -> {}));
    }
}
