package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.ngon.NgonFamily;
import org.orbits.search.units.Found;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.LedgerListener;
import org.orbits.search.units.UnitClaims;
import org.orbits.search.units.WorkPlan;
import org.orbits.testing.CycleSpread;

/** One worker: the units it takes, searched in one model, and the books it keeps of each in the ledger. */
class WorkerTest {

    /** Magic-19 under lex-leader breaking: its 4 orbits, each met once, at its canonical representative. */
    private final PuzzleInstance magic19 = new NgonFamily().instance(Map.of("n", "6"));

    private final Enumerator magic = new Enumerator(magic19).threads(2);
    private final List<Boolean> written = new ArrayList<>();
    private final LedgerListener listener = (ledger, force) -> written.add(force);

    @Test
    void aWorkerSearchesEveryUnitItTakesAndRecordsEachWithTheOrbitsItMet() {
        WorkPlan plan = magic.plan(true, 1, () -> false);
        Ledger units = new Ledger(plan, Ledger.of(plan).assigned(), true);
        List<int[]> streamed = new ArrayList<>();
        SearchRun run = new SearchRun(Limits.NONE, () -> false, streamed::add);
        Phase enumeration = new Phase.Enumeration(run, units, OptionalInt.empty(), WorkerTest::itself);

        Searched searched =
                new Worker(run, enumeration, magic.prepare(), listener).search(new UnitClaims(units.assigned()));

        assertTrue(searched.exhausted());
        assertTrue(plan.size() > 1, "split: " + plan.size());
        assertEquals(new TreeSet<>(units.assigned()), units.enumerated().keySet(), "every unit recorded");
        List<Found> met =
                units.enumerated().values().stream().flatMap(List::stream).toList();
        assertEquals(4, met.size());
        assertTrue(met.stream().allMatch(found -> found.seen() == 1));
        assertEquals(4, streamed.size());
        long unitNodes = units.enumerationCost().nodes();
        assertTrue(unitNodes > 0 && unitNodes <= searched.nodes(), "the units' costs are within the search's");
        assertEquals(plan.size(), written.size(), "the ledger listener is told of every unit");
        assertFalse(written.contains(true), "a worker never forces a write: the phase does, at its end");
    }

    @Test
    void aProofWorkerRecordsEveryUnitProvenAndTheBestValueFound() {
        Enumerator cycle = new Enumerator(new CycleSpread(5))
                .settings(SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE))
                .threads(2);
        WorkPlan plan = cycle.plan(true, 1, () -> false);
        Ledger units = Ledger.of(plan);
        SearchRun run = new SearchRun(Limits.NONE, () -> false, solution -> {});

        Searched searched = new Worker(run, new Phase.Proof(run, units), cycle.prepare(), listener)
                .search(new UnitClaims(units.assigned()));

        assertTrue(searched.exhausted());
        assertEquals(new TreeSet<>(units.assigned()), units.proven());
        assertEquals(OptionalInt.of(8), units.best());
        assertTrue(units.enumerated().isEmpty());
        assertEquals(0, run.found());
    }

    /** A unit the search has not come back from is not finished: a run resumed searches it again. */
    @Test
    void aWorkerStoppedWithinAUnitLeavesItUnrecorded() {
        WorkPlan plan = magic.plan(true, 1, () -> false);
        Ledger units = new Ledger(plan, Ledger.of(plan).assigned(), true);
        AtomicLong delivered = new AtomicLong();
        SearchRun run = new SearchRun(Limits.NONE, () -> delivered.get() > 0, solution -> delivered.incrementAndGet());
        Phase enumeration = new Phase.Enumeration(run, units, OptionalInt.empty(), WorkerTest::itself);

        Searched searched =
                new Worker(run, enumeration, magic.prepare(), listener).search(new UnitClaims(units.assigned()));

        assertFalse(searched.exhausted());
        assertEquals(1, delivered.get());
        long recordedOrbits =
                units.enumerated().values().stream().mapToLong(List::size).sum();
        assertEquals(0, recordedOrbits, "the unit holding the one solution found is not recorded");
        assertTrue(units.enumerated().size() < plan.size());
    }

    /** The whole search, not split, is one unit: recorded once it is exhausted. */
    @Test
    void aWorkerOfAWholeSearchRecordsItsOneUnit() {
        Ledger units = new Ledger(magic.plan(false, 1, () -> false), List.of(0), true);
        SearchRun run = new SearchRun(Limits.NONE, () -> false, solution -> {});
        Phase enumeration = new Phase.Enumeration(run, units, OptionalInt.empty(), WorkerTest::itself);

        Searched searched = new Worker(run, enumeration, magic.prepare(), listener).search(new UnitClaims(List.of(0)));

        assertTrue(searched.exhausted());
        assertEquals(Set.of(0), units.enumerated().keySet());
        assertEquals(4, units.enumerated().get(0).size());
    }

    /** A first worker stealing alone, with nobody asking for work, searches the whole search itself. */
    @Test
    void aFirstWorkerStealingAloneSearchesTheWholeSearch() {
        List<int[]> streamed = new ArrayList<>();
        SearchRun run = new SearchRun(Limits.NONE, () -> false, streamed::add);
        Ledger units = Ledger.of(magic.plan(false, 1, () -> false));
        Phase enumeration = new Phase.Enumeration(run, units, OptionalInt.empty(), WorkerTest::itself);

        Searched searched =
                new Worker(run, enumeration, magic.prepare(), listener).steal(new WorkStealing(run::stopped), true);

        assertTrue(searched.exhausted());
        assertEquals(4, streamed.size());
        assertTrue(units.enumerated().isEmpty(), "the phase records the stolen whole, not the worker");
    }

    /** Each solution its own representative, standing for itself. */
    private static Found itself(int[] solution) {
        return new Found(ImmutableIntArray.copyOf(solution), 1);
    }
}
