package org.orbits.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.primitives.ImmutableIntArray;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import org.orbits.api.Cancellation;
import org.orbits.api.OrbitFound;
import org.orbits.api.OrbitsException;
import org.orbits.api.Progress;

/**
 * The answers that search: Solve, whole or streamed, and All, on two bounded pools, one for Solve (one solution,
 * usually quick) and one for All (every solution, often long), so a Solve never waits behind long enumerations. A
 * search that cannot start within {@link #START_WAIT} is refused rather than left waiting. A long answer is written
 * to as the search runs, which is also how a client gone away is noticed and its search cancelled. All of an
 * instance the served catalog holds is read from its entry on the request's own thread, and searches nothing.
 */
final class SearchAnswers {

    /** How often a streamed search reports progress, which is also how soon a client gone away is noticed. */
    private static final long PROGRESS_MILLIS = 250;

    private static final Duration WARM_UP_LIMIT = Duration.ofSeconds(10);
    private static final int QUEUED_SEARCHES_PER_THREAD = 4;
    /** How long a search may wait for a thread before it is refused with 503. */
    static final Duration START_WAIT = Duration.ofSeconds(3);

    private final ThreadPoolExecutor searches;
    private final ThreadPoolExecutor solves;
    private final PlayApi play;
    private final CatalogAll catalogAll;
    private final JsonAnswers answers;
    private final PrintWriter log;

    SearchAnswers(int threads, PlayApi play, CatalogAll catalogAll, JsonAnswers answers, PrintWriter log) {
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
                WebServer.named(name));
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
     * One completion, as one JSON document. A quick answer is sent whole; a search that takes longer than
     * {@value #PROGRESS_MILLIS} ms gets its headers sent and a space every {@value #PROGRESS_MILLIS} ms until
     * the answer follows (JSON allows leading white space), so that a client that went away is noticed and its
     * search cancelled, as for All.
     */
    void solve(HttpExchange exchange, Query query) throws IOException, ExecutionException, InterruptedException {
        Cancellation cancellation = new Cancellation();
        play.position(query).searchable();
        Future<ObjectNode> answer =
                started(solves, () -> play.solve(query, cancellation, Progress.Listener.SILENT), "the solve");
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
                    ObjectNode error = answers.object();
                    error.put("error", failed.getCause().getMessage());
                    log.println(
                            "orbits serve: a search of " + exchange.getRequestURI() + " failed: " + failed.getCause());
                    answers.line(waiting, error);
                    return;
                } catch (TimeoutException stillSearching) {
                    if (waiting == null) {
                        waiting = answers.stream(exchange, JsonAnswers.JSON);
                    }
                    waiting.write(' ');
                    waiting.flush();
                }
            }
        } finally {
            cancellation.cancel();
        }
    }

    /**
     * Every completion reduced to orbits, streamed as lines of JSON: each new orbit as it is found, progress
     * every {@value #PROGRESS_MILLIS} ms, then the totals. Writing the progress is how a client that went away
     * is noticed, and its search cancelled.
     */
    void all(HttpExchange exchange, Query query) throws IOException, InterruptedException {
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
        BlockingQueue<ObjectNode> events = new LinkedBlockingQueue<>();
        AtomicReference<Progress> latest = new AtomicReference<>();
        Future<?> search = started(
                searches,
                () -> {
                    try {
                        Engine.AllCompletions census = play.engine()
                                .all(position, limit, cancellation, new Engine.OrbitListener() {
                                    @Override
                                    public void orbit(int number, OrbitFound orbit) {
                                        events.add(play.orbitEvent(position, number, orbit));
                                    }

                                    @Override
                                    public void progress(Progress progress) {
                                        latest.set(progress);
                                    }
                                });
                        events.add(play.doneEvent(census, cancellation));
                    } catch (RuntimeException failed) {
                        log.println("orbits serve: internal error in a search of "
                                + position.instance().label() + ": " + failed);
                        events.add(internalErrorEvent(failed));
                    }
                    return null;
                },
                "the search of every solution");
        OutputStream out = answers.stream(exchange, JsonAnswers.JSON_LINES);
        long start = System.nanoTime();
        try {
            answers.line(out, play.startEvent(position));
            long progressDue = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(PROGRESS_MILLIS);
            while (true) {
                long wait = Math.max(0, progressDue - System.nanoTime());
                ObjectNode event = events.poll(wait, TimeUnit.NANOSECONDS);
                // Progress goes out on time even while orbits stream faster than its period.
                if (System.nanoTime() >= progressDue) {
                    answers.line(out, play.progressEvent(latest.get(), start));
                    progressDue = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(PROGRESS_MILLIS);
                }
                if (event == null) {
                    continue;
                }
                answers.line(out, event);
                String kind = event.path("event").asText();
                if (kind.equals("done") || kind.equals("error")) {
                    return;
                }
            }
        } catch (IOException | InterruptedException gone) {
            cancellation.cancel();
            search.cancel(false);
        }
    }

    /**
     * One Solve streamed as lines of JSON: the start, progress every {@value #PROGRESS_MILLIS} ms (of an
     * optimisation, with the best solution found so far, drawn whenever it changes), then the answer as {@code
     * /api/solve} gives it, as the {@code done} event. It runs on the Solve pool, under the same rules.
     */
    void solveStream(HttpExchange exchange, Query query) throws IOException, InterruptedException {
        Position position = play.position(query).searchable();
        Cancellation cancellation = new Cancellation();
        AtomicReference<Progress> latest = new AtomicReference<>();
        Future<ObjectNode> answer = started(solves, () -> play.solve(query, cancellation, latest::set), "the solve");
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
                        ObjectNode error = answers.object();
                        error.put("event", "error");
                        error.put("error", bad.getMessage());
                        answers.line(out, error);
                    } else {
                        log.println("orbits serve: a search of " + exchange.getRequestURI() + " failed: "
                                + failed.getCause());
                        answers.line(out, internalErrorEvent(failed.getCause()));
                    }
                    return;
                } catch (TimeoutException stillSearching) {
                    Progress progress = latest.get();
                    answers.line(out, play.solveProgressEvent(position, progress, start, shown));
                    if (progress != null && progress.bestSolution().isPresent()) {
                        shown = progress.bestSolution().get();
                    }
                }
            }
        } catch (IOException gone) {
            answer.cancel(false);
        } finally {
            cancellation.cancel();
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
