package org.orbits.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.primitives.ImmutableIntArray;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.orbits.api.Cancellation;
import org.orbits.api.Instance;
import org.orbits.api.OrbitFound;
import org.orbits.api.OrbitsException;
import org.orbits.api.Progress;

/**
 * The answers that search: Solve, whole or streamed, and All, on two bounded pools, one for Solve (one solution,
 * usually quick) and one for All (every solution, often long), so a Solve never waits behind long enumerations; the
 * All pool also builds the tiling files opened on the page. A search that cannot start within {@link #START_WAIT} is
 * refused rather than left waiting. A long answer is written to as the search runs, which is also how a client gone
 * away is noticed and its search cancelled. All of an instance the served catalog holds is read from its entry on the
 * request's own thread, and searches nothing.
 *
 * <p>A search stops at its time limit (at most the server's); one that has not stopped {@link #GRACE} later is
 * cancelled, and its answer ends {@link #OVERRUN} after that, with or without it. All's search only hands the orbits it
 * meets to a short queue ({@value #QUEUED_EVENTS}); the request's thread draws them and writes them, so a client that
 * reads slowly holds the search back, not the server's memory, and drawing never delays the search's time limit. The
 * pictures stop at {@value #MOST_DRAWN_CELLS} cells drawn, the search at {@value #MOST_ORBIT_CELLS} cells of
 * representatives held: past that the page shows nothing more, and the command line counts every orbit.
 */
final class SearchAnswers {

    /** How often a streamed search reports progress, which is also how soon a client gone away is noticed. */
    private static final long PROGRESS_MILLIS = 250;

    private static final Duration WARM_UP_LIMIT = Duration.ofSeconds(10);
    private static final int QUEUED_SEARCHES_PER_THREAD = 4;
    /** How long a search may wait for a thread before it is refused with 503. */
    static final Duration START_WAIT = Duration.ofSeconds(3);

    /** How long past its time limit a search may take to stop by itself before it is cancelled. */
    static final Duration GRACE = Duration.ofSeconds(1);

    /** How long after it is cancelled a search's answer waits for it, before it ends without it. */
    static final Duration OVERRUN = Duration.ofSeconds(2);

    /** How many orbits All's search may have met that are not written yet; then it waits for the reader. */
    static final int QUEUED_EVENTS = 64;

    /** The most cells All draws in its pictures, all orbits together; the orbits after are sent undrawn. */
    static final long MOST_DRAWN_CELLS = 100_000;

    /** The most cells of representatives All holds (orbits times cells) unless told otherwise; then its search stops. */
    static final long MOST_ORBIT_CELLS = 5_000_000;

    private final long mostOrbitCells;
    private final ThreadPoolExecutor searches;
    private final ThreadPoolExecutor solves;
    private final PlayApi play;
    private final CatalogAll catalogAll;
    private final JsonAnswers answers;
    private final PrintWriter log;

    SearchAnswers(
            int threads,
            long mostOrbitCells,
            PlayApi play,
            CatalogAll catalogAll,
            JsonAnswers answers,
            PrintWriter log) {
        this.mostOrbitCells = mostOrbitCells;
        this.searches = pool(threads, "orbits-all");
        this.solves = pool(threads, "orbits-solve");
        this.play = play;
        this.catalogAll = catalogAll;
        this.answers = answers;
        this.log = log;
    }

    private static ThreadPoolExecutor pool(int threads, String name) {
        return new ThreadPoolExecutor(
                threads,
                threads,
                0,
                TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(QUEUED_SEARCHES_PER_THREAD * threads),
                NamedThreads.named(name));
    }

    /**
     * Runs one All of the first family's default instance in the background, so that the JIT has
     * compiled the search before the first visitor asks: a first search on a cold JVM takes several times longer.
     */
    void warmUp() {
        searches.execute(() -> {
            try {
                Engine engine = play.engine();
                Position first =
                        Position.of(engine.instance(engine.families().get(0).name(), Map.of()), List.of());
                engine.all(first, WARM_UP_LIMIT, new Cancellation(), Engine.OrbitListener.SILENT);
            } catch (RuntimeException failed) {
                log.println("orbits serve: the warm-up search failed: " + failed);
            }
        });
    }

    /** Why a search was refused, with how busy the server is. */
    String busy(RejectedExecutionException refused) {
        return refused.getMessage() + "; the server is busy with "
                + (searches.getActiveCount() + solves.getActiveCount()) + " searches and "
                + (searches.getQueue().size() + solves.getQueue().size()) + " waiting; try again shortly";
    }

    void close() {
        searches.shutdownNow();
        solves.shutdownNow();
    }

    /**
     * Runs {@code task} on {@code pool} once a thread takes it within {@link #START_WAIT}; otherwise takes it back
     * and refuses it as busy (503), so a request never hangs behind searches it cannot see.
     */
    private static <T> Future<T> started(ThreadPoolExecutor pool, Callable<T> task, String what)
            throws InterruptedException {
        CountDownLatch running = new CountDownLatch(1);
        Future<T> future;
        try {
            future = pool.submit(() -> {
                running.countDown();
                return task.call();
            });
        } catch (RejectedExecutionException full) {
            throw new RejectedExecutionException(what + " could not wait: too many searches are waiting", full);
        }
        if (!running.await(START_WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
            future.cancel(false);
            throw new RejectedExecutionException(what + " could not start within " + START_WAIT.toSeconds() + " s");
        }
        return future;
    }

    /**
     * Builds a tiling file's puzzle on the All pool, under the same rules as a search (it may wait {@link #START_WAIT}
     * for a thread, and is refused with 503 beyond), and waits for it.
     */
    Instance build(Callable<Instance> puzzle) throws ExecutionException, InterruptedException {
        return started(searches, puzzle, "opening the tiling file").get();
    }

    /**
     * A search's time, from when it started: its limit; {@link #GRACE} later, when it is cancelled if it has not
     * stopped by itself; {@link #OVERRUN} after that, when its answer ends without it.
     */
    private record Deadline(long limitAt, long cancelAt, long abandonAt) {
        static Deadline after(Duration limit) {
            long limitAt = System.nanoTime() + limit.toNanos();
            long cancelAt = limitAt + GRACE.toNanos();
            return new Deadline(limitAt, cancelAt, cancelAt + OVERRUN.toNanos());
        }

        /** Whether the search's time is up: nothing more is drawn for it. */
        boolean up() {
            return System.nanoTime() >= limitAt;
        }

        /** Cancels the search once it is past its limit; says whether its answer should end without it. */
        boolean abandon(Cancellation cancellation) {
            long now = System.nanoTime();
            if (now >= cancelAt) {
                cancellation.cancel();
            }
            return now >= abandonAt;
        }
    }

    /** What an answer says when its search did not stop at its time limit, even cancelled. */
    private static String overran(Duration limit) {
        return "the search did not stop at its time limit of " + limit.toSeconds() + " s; it was cancelled";
    }

    /**
     * One completion, as one JSON document. A quick answer is sent whole; a search that takes longer than
     * {@value #PROGRESS_MILLIS} ms gets its headers sent and a space every {@value #PROGRESS_MILLIS} ms until
     * the answer follows (JSON allows leading white space), so that a client that went away is noticed and its
     * search cancelled, as for All.
     */
    void solve(Exchange exchange, Query query) throws IOException, ExecutionException, InterruptedException {
        Cancellation cancellation = new Cancellation();
        play.position(query).searchable();
        Duration limit = play.timeLimit(query);
        Future<ObjectNode> answer =
                started(solves, () -> play.solve(query, cancellation, Progress.Listener.SILENT), "the solve");
        Deadline deadline = Deadline.after(limit);
        OutputStream waiting = null;
        try {
            while (true) {
                try {
                    ObjectNode solved = answer.get(PROGRESS_MILLIS, TimeUnit.MILLISECONDS);
                    if (waiting == null) {
                        answers.send(exchange, 200, solved);
                    } else {
                        answers.line(waiting, solved);
                    }
                    return;
                } catch (ExecutionException failed) {
                    if (waiting == null) {
                        throw failed;
                    }
                    // The status line is gone already: the error goes in the document instead.
                    log.println("orbits serve: a search of " + exchange.address() + " failed: " + failed.getCause());
                    answers.line(waiting, answers.error(failed.getCause().getMessage()));
                    return;
                } catch (TimeoutException stillSearching) {
                    if (waiting == null) {
                        waiting = answers.stream(exchange, JsonAnswers.JSON);
                    }
                    if (deadline.abandon(cancellation)) {
                        answers.line(waiting, answers.error(overran(limit)));
                        return;
                    }
                    waiting.write(' ');
                    waiting.flush();
                }
            }
        } finally {
            cancellation.cancel();
            answer.cancel(false);
        }
    }

    /** What All's search hands to the request's thread: an orbit met, or the last event. */
    private sealed interface Handed permits Met, Last {}

    private record Met(int number, OrbitFound orbit) implements Handed {}

    private record Last(ObjectNode event) implements Handed {}

    /**
     * Every completion reduced to orbits, streamed as lines of JSON: each new orbit as it is found, progress
     * every {@value #PROGRESS_MILLIS} ms, then the totals. Writing the progress is how a client that went away
     * is noticed, and its search cancelled.
     */
    void all(Exchange exchange, Query query) throws IOException, InterruptedException {
        Position position = play.position(query).searchable();
        Duration limit = play.timeLimit(query);
        Optional<List<ObjectNode>> fromCatalog = catalogAll.answer(position, System.nanoTime());
        if (fromCatalog.isPresent()) {
            OutputStream out = answers.stream(exchange, JsonAnswers.JSON_LINES);
            for (ObjectNode event : fromCatalog.get()) {
                answers.line(out, event);
            }
            return;
        }
        Cancellation cancellation = new Cancellation();
        BlockingQueue<Handed> handed = new ArrayBlockingQueue<>(QUEUED_EVENTS);
        AtomicReference<Progress> latest = new AtomicReference<>();
        int cells = position.instance().cellNames().size();
        long mostOrbits = Math.max(1, mostOrbitCells / Math.max(1, cells));
        AtomicBoolean tooMany = new AtomicBoolean();
        // Set when this thread stops reading the queue: its client is gone or its answer ended.
        AtomicBoolean unread = new AtomicBoolean();
        Future<?> search = started(
                searches,
                () -> {
                    try {
                        Engine.AllCompletions census = play.engine()
                                .all(position, limit, cancellation, new Engine.OrbitListener() {
                                    @Override
                                    public void orbit(int number, OrbitFound orbit) {
                                        hand(handed, new Met(number, orbit), unread);
                                        if (number >= mostOrbits && tooMany.compareAndSet(false, true)) {
                                            cancellation.cancel();
                                        }
                                    }

                                    @Override
                                    public void progress(Progress progress) {
                                        latest.set(progress);
                                    }
                                });
                        ObjectNode done = play.doneEvent(census, cancellation);
                        if (tooMany.get() && !census.complete()) {
                            done.put("cancelled", false);
                            done.put(
                                    "stopped",
                                    String.format(
                                            Locale.ROOT,
                                            "the limit of %,d orbits of this puzzle that the page holds (the command"
                                                    + " line counts them all)",
                                            mostOrbits));
                        } else if (!census.complete()) {
                            done.put("stopped", "the time limit of " + limit.toSeconds() + " s");
                        }
                        hand(handed, new Last(done), unread);
                    } catch (RuntimeException failed) {
                        log.println("orbits serve: internal error in a search of "
                                + position.instance().label() + ": " + failed);
                        hand(handed, new Last(internalErrorEvent(failed)), unread);
                    }
                    return null;
                },
                "the search of every solution");
        Deadline deadline = Deadline.after(limit);
        OutputStream out = answers.stream(exchange, JsonAnswers.JSON_LINES);
        long start = System.nanoTime();
        Pictures pictures = new Pictures(cells);
        try {
            answers.line(out, play.startEvent(position));
            long progressDue = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(PROGRESS_MILLIS);
            while (true) {
                // Checked at every turn, so that orbits queued faster than they are written never hold the end back.
                if (deadline.abandon(cancellation)) {
                    ObjectNode error = answers.error(overran(limit));
                    error.put("event", "error");
                    answers.line(out, error);
                    return;
                }
                long wait = Math.max(0, progressDue - System.nanoTime());
                Handed next = handed.poll(wait, TimeUnit.NANOSECONDS);
                // Progress goes out on time even while orbits stream faster than its period.
                if (System.nanoTime() >= progressDue) {
                    answers.line(out, play.progressEvent(latest.get(), start));
                    progressDue = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(PROGRESS_MILLIS);
                }
                if (next instanceof Met met) {
                    boolean drawn = !deadline.up() && pictures.draw();
                    answers.line(out, play.orbitEvent(position, met.number(), met.orbit(), drawn));
                } else if (next instanceof Last last) {
                    answers.line(out, last.event());
                    return;
                }
            }
        } catch (IOException | InterruptedException gone) {
            // The client went away (or the server stops): the search stops with it.
        } finally {
            unread.set(true);
            cancellation.cancel();
            search.cancel(false);
        }
    }

    /** Which of All's orbits are drawn: the first ones, until {@link #MOST_DRAWN_CELLS} cells are drawn. */
    private static final class Pictures {
        private final int cells;
        private long drawnCells;
        private int drawn;

        Pictures(int cells) {
            this.cells = cells;
        }

        /** Whether the next orbit is drawn; once one is not, none after it is. */
        boolean draw() {
            if (drawn < CatalogAll.MOST_DRAWN && drawnCells + cells <= MOST_DRAWN_CELLS) {
                drawn++;
                drawnCells += cells;
                return true;
            }
            drawn = Integer.MAX_VALUE;
            return false;
        }
    }

    /**
     * Hands {@code item} to the request's thread, waiting while the queue is full (a slow reader holds the search
     * back), but not once that thread has stopped reading: its client is gone or its answer ended, and the item is
     * dropped. The reader ends its answer at its deadline, so the wait has an end.
     */
    private static void hand(BlockingQueue<Handed> queue, Handed item, AtomicBoolean unread) {
        try {
            while (!queue.offer(item, 50, TimeUnit.MILLISECONDS)) {
                if (unread.get()) {
                    return;
                }
            }
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * One Solve streamed as lines of JSON: the start, progress every {@value #PROGRESS_MILLIS} ms (of an
     * optimisation, with the best solution found so far, drawn whenever it changes), then the answer as {@code
     * /api/solve} gives it, as the {@code done} event. It runs on the Solve pool, under the same rules.
     */
    void solveStream(Exchange exchange, Query query) throws IOException, InterruptedException {
        Position position = play.position(query).searchable();
        Duration limit = play.timeLimit(query);
        Cancellation cancellation = new Cancellation();
        AtomicReference<Progress> latest = new AtomicReference<>();
        Future<ObjectNode> answer = started(solves, () -> play.solve(query, cancellation, latest::set), "the solve");
        Deadline deadline = Deadline.after(limit);
        OutputStream out = answers.stream(exchange, JsonAnswers.JSON_LINES);
        long start = System.nanoTime();
        ImmutableIntArray shown = null;
        try {
            answers.line(out, play.startEvent(position));
            while (true) {
                try {
                    ObjectNode solved = answer.get(PROGRESS_MILLIS, TimeUnit.MILLISECONDS);
                    solved.put("event", "done");
                    answers.line(out, solved);
                    return;
                } catch (ExecutionException failed) {
                    if (failed.getCause() instanceof OrbitsException bad) {
                        ObjectNode error = answers.error(bad.getMessage());
                        error.put("event", "error");
                        answers.line(out, error);
                    } else {
                        log.println(
                                "orbits serve: a search of " + exchange.address() + " failed: " + failed.getCause());
                        answers.line(out, internalErrorEvent(failed.getCause()));
                    }
                    return;
                } catch (TimeoutException stillSearching) {
                    if (deadline.abandon(cancellation)) {
                        ObjectNode error = answers.error(overran(limit));
                        error.put("event", "error");
                        answers.line(out, error);
                        return;
                    }
                    Progress progress = latest.get();
                    answers.line(out, play.solveProgressEvent(position, progress, start, shown));
                    if (progress != null && progress.bestSolution().isPresent()) {
                        shown = progress.bestSolution().get();
                    }
                }
            }
        } catch (IOException gone) {
            // The client went away: the search stops with it.
        } finally {
            cancellation.cancel();
            answer.cancel(false);
        }
    }

    /** A streamed search's last event when it failed inside: its kind of failure, not its details. */
    private ObjectNode internalErrorEvent(Throwable failed) {
        ObjectNode error = answers.object();
        error.put("event", "error");
        error.put("error", "internal error: " + failed.getClass().getSimpleName());
        return error;
    }
}
