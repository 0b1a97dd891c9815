package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * How the workers of a phase start, join, end and fail. Every wait here is on an event, never on the
 * clock: a worker that must still be busy when another joins waits until that one has started.
 */
class WorkerPoolTest {

    private final SearchRun run = new SearchRun(Limits.NONE, () -> false, solution -> {});

    @Test
    void theOutcomesOfTheWorkersAreAddedUpAndExhaustedOnlyWhenEachIs() {
        WorkerPool pool = new WorkerPool(run, 3, Duration.ZERO);
        AtomicInteger next = new AtomicInteger();
        Searched all = pool.together(5, first -> {
            int worker = next.getAndIncrement();
            return new Searched(worker != 1, 10, 1);
        });
        assertEquals(new Searched(false, 30, 3), all);
    }

    @Test
    void plannedUnitsStartEveryWorkerAtOnceButNoMoreThanOnePerUnit() {
        WorkerPool pool = new WorkerPool(run, 4, Duration.ofDays(1));
        AtomicInteger started = new AtomicInteger();
        pool.together(2, first -> {
            started.incrementAndGet();
            return Searched.NOTHING;
        });
        assertEquals(2, started.get(), "two units, two workers, though the first ended at once");
    }

    @Test
    void aSingleWorkerSearchesOnTheCallingThread() {
        WorkerPool pool = new WorkerPool(run, 1, Duration.ZERO);
        Set<Thread> searchers = ConcurrentHashMap.newKeySet();
        pool.together(10, first -> {
            searchers.add(Thread.currentThread());
            return Searched.NOTHING;
        });
        assertEquals(Set.of(Thread.currentThread()), searchers);
    }

    @Test
    void joinersDoNotStartWhenTheFirstFinishesBeforeTheyMayJoin() {
        WorkerPool pool = new WorkerPool(run, 3, Duration.ofDays(1));
        AtomicInteger started = new AtomicInteger();
        Set<Thread> searchers = ConcurrentHashMap.newKeySet();
        Searched all = pool.joiningLate(first -> {
            started.incrementAndGet();
            searchers.add(Thread.currentThread());
            return new Searched(true, 7, 2);
        });
        assertEquals(1, started.get());
        assertEquals(Set.of(Thread.currentThread()), searchers, "the first worker searches on the calling thread");
        assertEquals(new Searched(true, 7, 2), all);
    }

    @Test
    void joinersJoinWhileTheFirstIsStillSearching() {
        WorkerPool pool = new WorkerPool(run, 2, Duration.ZERO);
        CountDownLatch joined = new CountDownLatch(1);
        Set<Thread> searchers = ConcurrentHashMap.newKeySet();
        Searched all = pool.joiningLate(first -> {
            searchers.add(Thread.currentThread());
            if (first) {
                // Busy until the other has joined.
                await(joined);
            } else {
                joined.countDown();
            }
            return new Searched(true, 1, 0);
        });
        assertEquals(2, searchers.size());
        assertTrue(searchers.contains(Thread.currentThread()));
        assertEquals(new Searched(true, 2, 0), all);
    }

    @Test
    void joinersDoNotJoinAStoppedRun() {
        Thread caller = Thread.currentThread();
        AtomicBoolean cancelled = new AtomicBoolean();
        CountDownLatch askedElsewhere = new CountDownLatch(1);
        CountDownLatch stopped = new CountDownLatch(1);
        SearchRun stopping = new SearchRun(
                Limits.NONE,
                () -> {
                    if (Thread.currentThread() != caller) {
                        // The other thread asks only once the run has stopped, however the threads are scheduled.
                        await(stopped);
                        askedElsewhere.countDown();
                    }
                    return cancelled.get();
                },
                solution -> {});
        WorkerPool pool = new WorkerPool(stopping, 2, Duration.ZERO);
        AtomicInteger started = new AtomicInteger();
        pool.joiningLate(first -> {
            started.incrementAndGet();
            if (first) {
                cancelled.set(true);
                stopped.countDown();
                // Still searching while the other decides whether to join: only the stop keeps it out.
                await(askedElsewhere);
            } else {
                askedElsewhere.countDown();
            }
            return Searched.NOTHING;
        });
        assertEquals(1, started.get());
    }

    /** The failing worker is the first, the other searches until the run stops: the failure stops it. */
    @Test
    void aWorkerThatThrowsStopsTheOthersAndItsExceptionReachesTheCaller() {
        WorkerPool pool = new WorkerPool(run, 2, Duration.ZERO);
        AtomicBoolean otherEnded = new AtomicBoolean();
        IllegalStateException failed = assertThrows(
                IllegalStateException.class,
                () -> pool.together(2, first -> {
                    if (first) {
                        throw new IllegalStateException("the first worker failed");
                    }
                    while (!run.stopped()) {
                        Thread.onSpinWait();
                    }
                    otherEnded.set(true);
                    return new Searched(false, 1, 0);
                }));
        assertEquals("the first worker failed", failed.getMessage());
        assertTrue(run.halted());
        assertTrue(otherEnded.get(), "the caller waits for every worker before it throws");
    }

    @Test
    void aJoinerThatThrowsStopsTheFirstAndItsExceptionReachesTheCaller() {
        WorkerPool pool = new WorkerPool(run, 2, Duration.ZERO);
        AtomicBoolean firstEnded = new AtomicBoolean();
        IllegalArgumentException failed = assertThrows(
                IllegalArgumentException.class,
                () -> pool.joiningLate(first -> {
                    if (!first) {
                        throw new IllegalArgumentException("the joiner failed");
                    }
                    while (!run.stopped()) {
                        Thread.onSpinWait();
                    }
                    firstEnded.set(true);
                    return new Searched(false, 1, 0);
                }));
        assertEquals("the joiner failed", failed.getMessage());
        assertTrue(firstEnded.get());
    }

    @Test
    void aSingleWorkerThatThrowsHaltsTheRun() {
        WorkerPool pool = new WorkerPool(run, 1, Duration.ZERO);
        assertThrows(
                IllegalStateException.class,
                () -> pool.together(3, first -> {
                    throw new IllegalStateException("alone and failing");
                }));
        assertTrue(run.halted());
        assertFalse(run.deliver(new int[] {1}), "nothing is handed on once a worker has failed");
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(interrupted);
        }
    }
}
