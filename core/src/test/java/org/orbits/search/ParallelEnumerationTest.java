package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.almostmagic.AlmostMagicFamily;
import org.orbits.puzzle.apex.ApexFamily;
import org.orbits.puzzle.hip.HipFamily;
import org.orbits.puzzle.ngon.NgonFamily;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.LedgerListener;
import org.orbits.search.units.WorkPlan;

/**
 * Splitting the search into work units on two threads changes no count, representative or optimum, with
 * symmetry breaking and without, for satisfaction and optimisation families alike.
 */
class ParallelEnumerationTest {

    static Stream<Arguments> instances() {
        Stream<PuzzleInstance> chosen = Stream.of(
                new NgonFamily().instance(Map.of("n", "6")),
                new NgonFamily().instance(Map.of("n", "8")),
                new ApexFamily().instance(Map.of("rows", "6", "modulus", "7")),
                new ApexFamily().instance(Map.of("rows", "5", "modulus", "5")),
                new HipFamily().instance(Map.of("n", "4")),
                new HipFamily().instance(Map.of("n", "5", "split", "any")),
                new AlmostMagicFamily().instance(Map.of("spread", "0")));
        return chosen.flatMap(
                instance -> Stream.of(SolverSettings.SymmetryBreaking.LEX, SolverSettings.SymmetryBreaking.NONE)
                        .map(breaking -> Arguments.of(instance, breaking)));
    }

    @ParameterizedTest
    @MethodSource("instances")
    void twoThreadsFindWhatOneFinds(PuzzleInstance instance, SolverSettings.SymmetryBreaking breaking) {
        SolverSettings settings = SolverSettings.DEFAULT.withSymmetryBreaking(breaking);
        Census one = Census.take(instance, instance.defaultGroup(), settings, Limits.NONE, ProgressListener.SILENT, 1);
        // Both workers from the start, as a long search has them: a search this short would otherwise end alone.
        Census two =
                Census.of(new Enumerator(instance).settings(settings).threads(2).joinAfter(Duration.ZERO));
        assertTrue(two.complete());
        assertEquals(one.solutions(), two.solutions());
        assertEquals(one.orbits(), two.orbits());
        assertEquals(one.objective(), two.objective());
    }

    /**
     * Four workers on two cores from the start: pieces are given away again and again, by workers that were
     * given theirs, in an enumeration and in a proof; nothing is found twice or lost.
     */
    @ParameterizedTest
    @MethodSource("stolenOften")
    void fourWorkersStealingFromEachOtherFindWhatOneFinds(PuzzleInstance instance) {
        SolverSettings none = SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE);
        Census one = Census.take(instance, instance.defaultGroup(), none, Limits.NONE, ProgressListener.SILENT, 1);
        Census four =
                Census.of(new Enumerator(instance).settings(none).threads(4).joinAfter(Duration.ZERO));
        assertTrue(four.complete());
        assertEquals(one.solutions(), four.solutions());
        assertEquals(one.orbits(), four.orbits());
        assertEquals(one.objective(), four.objective());
    }

    static Stream<PuzzleInstance> stolenOften() {
        return Stream.of(
                new NgonFamily().instance(Map.of("n", "8")),
                new HipFamily().instance(Map.of("n", "5", "split", "any")));
    }

    /** A search over before the others would join is searched by one thread, from its first unit to its last. */
    @Test
    void aShortSearchStaysOnOneThread() {
        PuzzleInstance instance = new NgonFamily().instance(Map.of("n", "4"));
        Set<String> searchers = new TreeSet<>();
        SearchResult result = new Enumerator(instance)
                .threads(2)
                .joinAfter(Duration.ofMinutes(1))
                .run(solution -> searchers.add(Thread.currentThread().getName()));
        assertTrue(result.complete());
        assertEquals(1, searchers.size());
    }

    /** A search still going when the others may join spreads over every thread, whatever it finds. */
    @Test
    void aLongSearchIsJoinedByTheOtherThreads() {
        PuzzleInstance instance = new NgonFamily().instance(Map.of("n", "8"));
        SolverSettings none = SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE);
        Set<String> searchers = new TreeSet<>();
        SearchResult result = new Enumerator(instance)
                .settings(none)
                .threads(2)
                .joinAfter(Duration.ofMillis(50))
                .run(solution -> {
                    searchers.add(Thread.currentThread().getName());
                    // A slow consumer keeps the search going well past the join, on any machine.
                    sleep(Duration.ofMillis(1));
                });
        assertTrue(result.complete());
        assertEquals(2, searchers.size());
    }

    private static void sleep(Duration pause) {
        try {
            Thread.sleep(pause.toMillis());
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(interrupted);
        }
    }

    /** Activity-based search restarts, which work units cannot follow: asked for two threads, it runs on one. */
    @Test
    void aRestartingSearchAskedForTwoThreadsFindsWhatOneFinds() {
        PuzzleInstance instance = new NgonFamily().instance(Map.of("n", "8"));
        SolverSettings settings = SolverSettings.DEFAULT.withStrategy(SolverSettings.Strategy.ACTIVITY);
        Census one = Census.take(
                instance, instance.defaultGroup(), SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT, 1);
        Census two = Census.take(instance, instance.defaultGroup(), settings, Limits.NONE, ProgressListener.SILENT, 2);
        assertTrue(two.complete());
        assertEquals(one.orbits(), two.orbits());
        Ledger split = Ledger.of(
                new Enumerator(instance).settings(SolverSettings.DEFAULT).plan(true, 1, () -> false));
        assertThrows(IllegalStateException.class, () -> new Enumerator(instance)
                .settings(settings)
                .ledger(split, LedgerListener.NONE)
                .run(solution -> {}));
    }

    @Test
    void limitsStopEveryThreadAndTheResultIsIncomplete() {
        PuzzleInstance instance = new NgonFamily().instance(Map.of("n", "8"));
        SolverSettings none = SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE);
        long[] streamed = new long[1];
        SearchResult limited = new Enumerator(instance)
                .settings(none)
                .limits(Limits.of(null, 10))
                .threads(2)
                .run(solution -> streamed[0]++);
        assertFalse(limited.complete());
        assertEquals(10, limited.solutions());
        assertEquals(10, streamed[0]);

        PuzzleInstance slow = new AlmostMagicFamily().instance(Map.of());
        long start = System.nanoTime();
        SearchResult timed = new Enumerator(slow)
                .limits(Limits.of(Duration.ofMillis(500), 0))
                .threads(2)
                .run(solution -> {});
        assertFalse(timed.complete());
        assertFalse(timed.objective().orElseThrow().proven());
        assertTrue(System.nanoTime() - start < Duration.ofSeconds(20).toNanos(), "the time limit stopped the search");
    }

    /**
     * A run stopped just after a solution is not complete: Choco marks a search that returned a solution as
     * terminated, as it marks one exhausted, and a run once took the one for the other.
     */
    @Test
    void aRunStoppedJustAfterASolutionIsIncomplete() {
        PuzzleInstance instance = new NgonFamily().instance(Map.of("n", "8"));
        for (int threads : new int[] {1, 2}) {
            AtomicLong delivered = new AtomicLong();
            SearchResult stopped = new Enumerator(instance)
                    .threads(threads)
                    .stopWhen(() -> delivered.get() > 0)
                    .run(solution -> delivered.incrementAndGet());
            assertFalse(stopped.complete(), threads + " threads");
            assertTrue(stopped.solutions() < 37, threads + " threads: " + stopped.solutions());
        }
    }

    /**
     * Units a run stopped just after a solution has not searched are not recorded as searched, so the run
     * resumed from its ledger finds every solution.
     */
    @Test
    void aLedgerStoppedJustAfterASolutionResumesToEverySolution() {
        PuzzleInstance instance = new HipFamily().instance(Map.of("n", "5"));
        Census all = Census.take(
                instance, instance.defaultGroup(), SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT, 1);
        for (int threads : new int[] {1, 2}) {
            Enumerator planner = new Enumerator(instance).threads(threads);
            Ledger ledger = Ledger.of(planner.plan(true, 1, () -> false));
            AtomicLong delivered = new AtomicLong();
            SearchResult stopped = new Enumerator(instance)
                    .threads(threads)
                    .ledger(ledger, LedgerListener.NONE)
                    .stopWhen(() -> delivered.get() > 0)
                    .run(solution -> delivered.incrementAndGet());
            assertFalse(stopped.complete(), threads + " threads");
            assertTrue(
                    ledger.enumerated().size() < ledger.assigned().size(), threads + " threads: " + ledger.summary());

            Census resumed = Census.of(new Enumerator(instance).threads(threads).ledger(ledger, LedgerListener.NONE));
            assertTrue(resumed.complete(), threads + " threads");
            assertEquals(all.solutions(), resumed.solutions(), threads + " threads: " + ledger.summary());
            assertEquals(all.orbits(), resumed.orbits(), threads + " threads");
        }
    }

    /** The parts of a plan are disjoint and together hold every unit, and a run records every unit. */
    @Test
    void thePartsOfAPlanPartitionItsUnits() {
        PuzzleInstance instance = new NgonFamily().instance(Map.of("n", "10"));
        Enumerator enumerator = new Enumerator(instance).threads(2);
        WorkPlan plan = enumerator.plan(true, 1, () -> false);
        Ledger ledger = Ledger.of(plan);
        enumerator.ledger(ledger, LedgerListener.NONE).run(solution -> {});
        assertTrue(plan.size() >= 60, "at least 30 units per thread: " + plan.size());
        Set<Integer> seen = new TreeSet<>();
        for (int part = 1; part <= 7; part++) {
            for (int unit : plan.part(part, 7)) {
                assertTrue(seen.add(unit), "unit " + unit + " in two parts");
            }
        }
        assertEquals(plan.size(), seen.size());
        int shortest = plan.prefixes().stream().mapToInt(p -> p.length).min().orElseThrow();
        assertTrue(plan.depth() - shortest <= 1, "prefixes differ in length by one at most");
        assertEquals(ledger.enumerated().keySet(), seen, "every unit was searched and recorded");
    }

    /** One worker failing stops the others, and the run waits for them all before it throws. */
    @Test
    void aFailingWorkerStopsTheOthersAndTheRunWaitsForThem() {
        PuzzleInstance instance = new NgonFamily().instance(Map.of("n", "8"));
        SolverSettings none = SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE);
        java.util.concurrent.atomic.AtomicInteger streamed = new java.util.concurrent.atomic.AtomicInteger();
        IllegalStateException failed = assertThrows(
                IllegalStateException.class,
                () -> new Enumerator(instance).settings(none).threads(2).run(solution -> {
                    if (streamed.incrementAndGet() == 20) {
                        throw new IllegalStateException("the twentieth solution is refused");
                    }
                }));
        assertEquals("the twentieth solution is refused", failed.getMessage());
        int after = streamed.get();
        assertEquals(20, after, "no solution is handed on once a worker has failed");
    }
}
