package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.ngon.NgonFamily;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.LedgerListener;
import org.orbits.search.units.WorkPlan;
import org.orbits.testing.CycleSpread;

/**
 * Which phases a run goes through and what their outcomes make of the result, on 1..5 around a cycle (least
 * spread 8, reached by 40 placements) split into planned units, as a cluster's rounds run it.
 */
class PhasePlanTest {

    private static final SolverSettings NONE =
            SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE);

    private final Enumerator cycle = new Enumerator(new CycleSpread(5)).settings(NONE);
    private final WorkPlan plan = cycle.plan(true, 1, () -> false);
    private final Ledger units = new Ledger(plan, Ledger.of(plan).assigned(), true);
    private final AtomicLong streamed = new AtomicLong();

    private SearchResult run(Phases phases, LedgerListener listener) {
        return cycle.ledger(units, listener).phases(phases).run(solution -> streamed.incrementAndGet());
    }

    @Test
    void aProofAloneRecordsEveryUnitProvenAndEnumeratesNothing() {
        SearchResult result = run(Phases.PROVE, LedgerListener.NONE);
        assertEquals(new TreeSet<>(units.assigned()), units.proven());
        assertTrue(units.enumerated().isEmpty());
        assertEquals(OptionalInt.of(8), units.best());
        assertEquals(0, result.solutions());
        assertEquals(0, streamed.get());
        ObjectiveResult objective = result.objective().orElseThrow();
        assertEquals(OptionalInt.of(8), objective.value());
        assertFalse(objective.proven(), "one round cannot vouch for the optimum: the other rounds may beat it");
        assertFalse(result.complete());
        assertEquals(result.statistics(), result.proof().orElseThrow());
    }

    @Test
    void anEnumerationAloneEnumeratesAtTheBestGivenAndProvesNothing() {
        units.offerBest(8, Objective.Sense.MINIMISE);
        SearchResult result = run(Phases.ENUMERATE, LedgerListener.NONE);
        assertEquals(40, result.solutions());
        assertEquals(40, streamed.get());
        assertTrue(result.complete());
        assertEquals(new TreeSet<>(units.assigned()), units.enumerated().keySet());
        assertTrue(units.proven().isEmpty());
        assertEquals(OptionalInt.of(8), units.enumeratedAt());
        assertFalse(result.objective().orElseThrow().proven());
        assertEquals(0, result.proof().orElseThrow().nodes());
    }

    /** Given a worse value than the optimum, the round enumerates at it all the same: the caller chose it. */
    @Test
    void anEnumerationAloneTakesTheBestGivenAsTheOptimum() {
        units.offerBest(10, Objective.Sense.MINIMISE);
        SearchResult result = run(Phases.ENUMERATE, LedgerListener.NONE);
        assertEquals(OptionalInt.of(10), result.objective().orElseThrow().value());
        assertTrue(result.solutions() > 0);
        assertEquals(result.solutions(), streamed.get());
    }

    @Test
    void aProofThenAnEnumerationWritesTheLedgerAtTheEndOfEachPhase() {
        List<String> forced = new ArrayList<>();
        SearchResult result = run(Phases.PROVE_THEN_ENUMERATE, (ledger, force) -> {
            if (force) {
                forced.add(ledger.proven().size() + " proven, "
                        + ledger.enumerated().size() + " enumerated at " + ledger.enumeratedAt());
            }
        });
        int all = plan.size();
        assertEquals(
                List.of(
                        all + " proven, 0 enumerated at OptionalInt.empty",
                        all + " proven, 0 enumerated at OptionalInt[8]",
                        all + " proven, " + all + " enumerated at OptionalInt[8]"),
                forced);
        assertEquals(40, result.solutions());
        assertTrue(result.complete());
        assertTrue(result.objective().orElseThrow().proven());
        long proof = result.proof().orElseThrow().nodes();
        assertTrue(proof > 0 && proof < result.statistics().nodes(), "the statistics cover proof and enumeration");
    }

    /** A ledger whose proof is done, read back from a checkpoint, goes straight on to the enumeration. */
    @Test
    void aRunResumedAfterItsProofOnlyEnumerates() {
        run(Phases.PROVE, LedgerListener.NONE);
        SearchResult resumed = run(Phases.PROVE_THEN_ENUMERATE, LedgerListener.NONE);
        assertEquals(0, resumed.proof().orElseThrow().nodes());
        assertEquals(40, resumed.solutions());
        assertTrue(resumed.objective().orElseThrow().proven());
    }

    @Test
    void aSatisfactionPuzzleHasOnePhaseWhateverThePlanAsks() {
        Enumerator magic19 = new Enumerator(new NgonFamily().instance(Map.of("n", "6")));
        SearchResult result = magic19.phases(Phases.PROVE).run(solution -> streamed.incrementAndGet());
        assertEquals(4, result.solutions(), "the four orbits of Magic-19, one solution each under lex-leader");
        assertTrue(result.complete());
        assertTrue(result.objective().isEmpty());
        assertTrue(result.proof().isEmpty());
    }

    /** With no ledger handed in, the proof keeps the solutions at the best so far and is the only search. */
    @Test
    void onePassProvesAndFindsEveryOptimalSolutionInOneSearch() {
        SearchResult twoPasses = cycle.phases(Phases.PROVE_THEN_ENUMERATE).run(solution -> {});
        List<int[]> found = new ArrayList<>();
        SearchResult result = new Enumerator(new CycleSpread(5)).settings(NONE).run(found::add);
        assertEquals(40, result.solutions());
        assertEquals(40, found.size());
        assertTrue(result.complete());
        assertEquals(OptionalInt.of(8), result.objective().orElseThrow().value());
        assertTrue(result.objective().orElseThrow().proven());
        assertEquals(
                result.statistics().nodes(), result.proof().orElseThrow().nodes(), "the proof is the whole search");
        assertTrue(
                result.statistics().nodes() < twoPasses.statistics().nodes(),
                result.statistics() + " against " + twoPasses.statistics());
        for (int i = 1; i < found.size(); i++) {
            assertTrue(Arrays.compare(found.get(i - 1), found.get(i)) < 0, "handed on in lexicographic order");
        }
    }

    /** Solutions at the best value that outgrow the bound are found again by a second pass at the optimum. */
    @Test
    void onePassWhoseKeptSolutionsOutgrowTheBoundEnumeratesInASecondPass() {
        SearchResult bounded = new Enumerator(new CycleSpread(5))
                .settings(NONE)
                .keepAtMost(20)
                .run(solution -> streamed.incrementAndGet());
        assertEquals(40, bounded.solutions());
        assertEquals(40, streamed.get());
        assertTrue(bounded.complete());
        assertTrue(bounded.objective().orElseThrow().proven());
        assertTrue(bounded.proof().orElseThrow().nodes() < bounded.statistics().nodes(), "a second search ran");
    }

    /** A one-pass run stopped before the proof is over hands on nothing: the solutions kept may not be optimal. */
    @Test
    void onePassStoppedBeforeItsProofHandsOnNothing() {
        AtomicLong nodes = new AtomicLong();
        SearchResult stopped = new Enumerator(new CycleSpread(5))
                .settings(NONE)
                .stopWhen(() -> nodes.incrementAndGet() > 30)
                .run(solution -> streamed.incrementAndGet());
        assertFalse(stopped.complete());
        assertEquals(0, streamed.get());
        assertFalse(stopped.objective().orElseThrow().proven());
        assertTrue(stopped.objective().orElseThrow().solution().isPresent(), "the best solution found is shown");
    }
}
