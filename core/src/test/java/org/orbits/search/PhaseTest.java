package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.chocosolver.solver.Solver;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.search.units.Cost;
import org.orbits.search.units.Found;
import org.orbits.search.units.Ledger;
import org.orbits.testing.CycleSpread;

/**
 * What one phase does to a worker's model and with each solution, on 1..5 around a cycle: its least spread
 * is 8, which 40 placements reach (see {@link CycleSpread}).
 */
class PhaseTest {

    private final CycleSpread cycle = new CycleSpread(5);
    private final Enumerator enumerator = new Enumerator(cycle)
            .settings(SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE));
    private final List<int[]> delivered = new ArrayList<>();
    private final SearchRun run = new SearchRun(Limits.NONE, () -> false, delivered::add);

    private Ledger units(boolean keepsOrbits) {
        return new Ledger(enumerator.plan(false, 1, () -> false), List.of(0), keepsOrbits);
    }

    @Test
    void aProofOffersEachBetterValueItFindsToTheLedger() {
        Ledger units = units(false);
        Phase proof = new Phase.Proof(run, units);
        PuzzleModel built = enumerator.prepare();
        proof.setUp(built);
        Solver solver = built.model().getSolver();
        List<Integer> values = new ArrayList<>();
        while (solver.solve()) {
            assertEquals(Optional.empty(), proof.found(built), "a proof hands nothing on");
            values.add(units.best().getAsInt());
        }
        assertEquals(8, values.get(values.size() - 1));
        for (int i = 1; i < values.size(); i++) {
            assertTrue(values.get(i) < values.get(i - 1), "each value found beats the one before: " + values);
        }
        assertTrue(delivered.isEmpty());
    }

    /** Another worker's best, recorded before this one starts, is a strict bound: only better values are searched. */
    @Test
    void aProofSearchesOnlyForValuesBetterThanTheBestRecordedBeforeItStarts() {
        Ledger units = units(false);
        units.offerBest(9, Objective.Sense.MINIMISE);
        PuzzleModel built = enumerator.prepare();
        new Phase.Proof(run, units).setUp(built);
        Solver solver = built.model().getSolver();
        assertTrue(solver.solve());
        assertEquals(8, built.objective().orElseThrow().variable().getValue());
    }

    /** Another worker's best, found while this one searches, is taken up at this one's next node. */
    @Test
    void aProofTakesUpTheBestAnotherWorkerFindsMeanwhile() {
        Ledger shared = units(false);
        PuzzleModel built = enumerator.prepare();
        new Phase.Proof(run, shared).setUp(built);
        shared.offerBest(8, Objective.Sense.MINIMISE);
        assertFalse(built.model().getSolver().solve(), "nothing beats the optimum another worker found");

        // The same worker without the other's find: there is a solution to find.
        PuzzleModel alone = enumerator.prepare();
        new Phase.Proof(run, units(false)).setUp(alone);
        assertTrue(alone.model().getSolver().solve());
    }

    @Test
    void anEnumerationAtTheOptimumHandsOnEveryOptimalSolutionAndNoOther() {
        Ledger units = units(false);
        Phase enumeration = new Phase.Enumeration(run, units, OptionalInt.of(8), PhaseTest::itself);
        PuzzleModel built = enumerator.prepare();
        enumeration.setUp(built);
        Solver solver = built.model().getSolver();
        while (solver.solve()) {
            assertEquals(Optional.empty(), enumeration.found(built), "a ledger not written out keeps no orbits");
        }
        assertEquals(40, delivered.size());
        for (int[] solution : delivered) {
            assertEquals(8, cycle.objectiveOf(solution).orElseThrow().value());
        }
        assertEquals(40, run.found());
    }

    @Test
    void anEnumerationWhoseLedgerKeepsOrbitsGivesTheRepresentativeOfEachSolutionHandedOn() {
        SearchRun limited = new SearchRun(Limits.of(null, 1), () -> false, delivered::add);
        Phase enumeration = new Phase.Enumeration(
                limited, units(true), OptionalInt.of(8), solution -> new Found(ImmutableIntArray.of(0), 1));
        PuzzleModel built = enumerator.prepare();
        enumeration.setUp(built);
        Solver solver = built.model().getSolver();
        assertTrue(solver.solve());
        assertEquals(List.of(0), found(enumeration, built));
        assertTrue(solver.solve());
        assertEquals(Optional.empty(), enumeration.found(built), "past the solution limit nothing is handed on");
        assertEquals(1, delivered.size());
    }

    private static List<Integer> found(Phase phase, PuzzleModel built) {
        return phase.found(built).orElseThrow().representative().asList();
    }

    @Test
    void eachPhaseRecordsItsOwnFinishedUnitsAndReadsThemBack() {
        Ledger units = units(true);
        Phase proof = new Phase.Proof(run, units);
        Phase enumeration = new Phase.Enumeration(run, units, OptionalInt.of(8), PhaseTest::itself);
        proof.finished(0, new Cost(5, 2, 1), List.of());
        assertEquals(Set.of(0), proof.done());
        assertEquals(Set.of(), enumeration.done());
        List<Found> met = List.of(new Found(ImmutableIntArray.of(1, 2, 4, 5, 3), 10));
        enumeration.finished(0, new Cost(7, 3, 1), met);
        assertEquals(Set.of(0), enumeration.done());
        assertEquals(met, units.enumerated().get(0));
        assertEquals(new Cost(5, 2, 1), units.proofCost());
        assertEquals(new Cost(7, 3, 1), units.enumerationCost());
    }

    @Test
    void anEnumerationBeginsByReplayingTheOrbitsRecordedBefore() {
        Ledger units = units(true);
        units.enumerated(0, List.of(new Found(ImmutableIntArray.of(1, 2, 4, 5, 3), 10)), Cost.NONE);
        List<Long> replayed = new ArrayList<>();
        SearchRun resumed = new SearchRun(Limits.NONE, () -> false, new SolutionSink() {
            @Override
            public void replay(ImmutableIntArray representative, long seen) {
                replayed.add(seen);
            }

            @Override
            public void accept(int[] solution) {}
        });
        new Phase.Enumeration(resumed, units, OptionalInt.of(8), PhaseTest::itself).begin();
        assertEquals(List.of(10L), replayed);
        new Phase.Proof(resumed, units).begin();
        assertEquals(List.of(10L), replayed, "a proof replays nothing");
    }

    /** Each solution its own representative, standing for itself. */
    private static Found itself(int[] solution) {
        return new Found(ImmutableIntArray.copyOf(solution), 1);
    }
}
