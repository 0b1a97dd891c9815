package org.orbits.search.units;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

class UnitClaimsTest {

    @Test
    void unitsAreHandedOutInPlanOrderThenNoneIsLeft() {
        UnitClaims claims = new UnitClaims(List.of(4, 7, 9));
        assertEquals(
                List.of(4, 7, 9, -1, -1),
                List.of(claims.next(), claims.next(), claims.next(), claims.next(), claims.next()));
    }

    /** A worker whose search ends must not take, and so mark finished, a unit another worker holds unstarted. */
    @Test
    void takingTheRestLeavesAUnitAnotherWorkerHasTakenButNotStarted() {
        UnitClaims claims = new UnitClaims(List.of(0, 1, 2, 3));
        int held = claims.next();
        assertEquals(0, held);
        assertEquals(List.of(1, 2, 3), claims.takeRest());
        assertEquals(List.of(), claims.takeRest());
        assertEquals(-1, claims.next());
    }

    @Test
    void workersRacingForUnitsAndTheRestTakeEachUnitExactlyOnce() throws InterruptedException {
        for (int round = 0; round < 200; round++) {
            List<Integer> pending = new ArrayList<>();
            for (int unit = 0; unit < 64; unit++) {
                pending.add(unit);
            }
            UnitClaims claims = new UnitClaims(pending);
            ConcurrentLinkedQueue<Integer> taken = new ConcurrentLinkedQueue<>();
            CountDownLatch start = new CountDownLatch(1);
            List<Thread> workers = new ArrayList<>();
            for (int worker = 0; worker < 4; worker++) {
                boolean takesTheRest = worker == 0;
                Thread thread = new Thread(() -> {
                    try {
                        start.await();
                    } catch (InterruptedException interrupted) {
                        return;
                    }
                    for (int i = 0; i < 5; i++) {
                        int unit = claims.next();
                        if (unit >= 0) {
                            taken.add(unit);
                        }
                    }
                    if (takesTheRest) {
                        taken.addAll(claims.takeRest());
                    }
                });
                thread.start();
                workers.add(thread);
            }
            start.countDown();
            for (Thread thread : workers) {
                thread.join();
            }
            List<Integer> sorted = new ArrayList<>(taken);
            sorted.sort(null);
            assertEquals(pending, sorted, "round " + round);
        }
    }
}
