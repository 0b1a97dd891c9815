package org.orbits.search;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;

/**
 * The threads of one run's phases, and how its workers start, end and fail. Planned units (a run resumed
 * or split into parts) start every worker at once, one per unit at most. Work stealing starts the first
 * worker at once on the calling thread, holding the whole search, and the others join only once the run
 * has lasted {@code joinAfter} and the first is still searching: a search that ends sooner is searched
 * just as on one thread, without a second model or a second thread competing with the compiler for the
 * cores, and a long one loses at most that much of one core.
 *
 * <p>A worker that fails halts the run, so the others stop at their next node; every worker is waited for
 * before the first failure, in worker order, is thrown again to the caller as it was.
 */
final class WorkerPool {

    /** One worker's share of a phase: {@code first} for the worker that starts at once with the whole search. */
    @FunctionalInterface
    interface Task {
        Searched search(boolean first);
    }

    private final SearchRun run;
    private final int threads;
    private final long joinAt;

    /** At most {@code threads} workers; joiners join from {@code joinAfter} after the start of {@code run}. */
    WorkerPool(SearchRun run, int threads, Duration joinAfter) {
        this.run = run;
        this.threads = threads;
        this.joinAt = run.start() + joinAfter.toNanos();
    }

    /** Planned units: a worker per thread, at most one per unit, all started at once. */
    Searched together(int units, Task task) {
        return run(Math.min(threads, units), false, task);
    }

    /** Work stealing: the first worker on this thread at once, the others if they join (see the class comment). */
    Searched joiningLate(Task task) {
        return run(threads, true, task);
    }

    private Searched run(int workers, boolean late, Task task) {
        CountDownLatch firstDone = new CountDownLatch(1);
        List<Callable<Searched>> tasks = new ArrayList<>();
        for (int i = 0; i < workers; i++) {
            boolean first = i == 0;
            tasks.add(() -> {
                try {
                    if (!first && late && !joins(firstDone)) {
                        return Searched.NOTHING;
                    }
                    return task.search(first);
                } catch (RuntimeException | Error failed) {
                    run.halt();
                    throw failed;
                } finally {
                    if (first) {
                        firstDone.countDown();
                    }
                }
            });
        }
        if (workers == 1) {
            return alone(tasks.get(0));
        }
        return Searched.combine(onPool(tasks, late));
    }

    private static Searched alone(Callable<Searched> task) {
        try {
            return task.call();
        } catch (RuntimeException | Error failed) {
            throw failed;
        } catch (Exception impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    /** Whether a worker other than the first joins: once the run has lasted long enough, if the first still searches. */
    private boolean joins(CountDownLatch firstDone) throws InterruptedException {
        long wait = joinAt - System.nanoTime();
        boolean firstFinished = wait > 0 && firstDone.await(wait, TimeUnit.NANOSECONDS);
        return !firstFinished && firstDone.getCount() > 0 && !run.stopped();
    }

    /**
     * Runs the tasks and waits for them all. With {@code firstHere} the first runs on this thread and the
     * others on a pool: a plain run's first worker holds the whole search, so a search that ends before the
     * others join runs just as it would on one thread.
     */
    private List<Searched> onPool(List<Callable<Searched>> tasks, boolean firstHere) {
        ExecutorService pool = Executors.newFixedThreadPool(firstHere ? tasks.size() - 1 : tasks.size());
        try {
            List<Future<Searched>> futures = new ArrayList<>();
            if (firstHere) {
                FutureTask<Searched> first = new FutureTask<>(tasks.get(0));
                futures.add(first);
                for (Callable<Searched> task : tasks.subList(1, tasks.size())) {
                    futures.add(pool.submit(task));
                }
                first.run();
                for (Future<Searched> future : futures) {
                    awaitEnd(future);
                }
            } else {
                futures.addAll(pool.invokeAll(tasks));
            }
            List<Searched> done = new ArrayList<>();
            for (Future<Searched> future : futures) {
                done.add(run.await(future, "the workers searched"));
            }
            return done;
        } catch (InterruptedException interrupted) {
            throw run.interrupted("the workers searched", interrupted);
        } finally {
            pool.shutdownNow();
        }
    }

    /** Waits for a task to end, however it ends: what it ended with is read afterwards, in order. */
    private static void awaitEnd(Future<Searched> task) throws InterruptedException {
        try {
            task.get();
        } catch (ExecutionException readAfterwards) {
            // Read by the caller, after every task has ended.
        }
    }
}
