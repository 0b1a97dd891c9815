package org.orbits.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.base.Splitter;
import com.google.common.primitives.ImmutableIntArray;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.orbits.api.Cancellation;
import org.orbits.api.OrbitFound;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsException;
import org.orbits.api.Progress;

/**
 * {@code orbits serve}: the play page, the catalog and their JSON endpoints on the JDK's own HTTP server. It
 * is enough here: a dozen routes, static assets from the jar, and answers streamed with chunked encoding,
 * without a dependency. Requests are answered on a pool of their own, so the board, check and catalog answers never
 * wait for a search. Searches run on two bounded pools: one for Solve (one solution, usually quick) and one for
 * All (every solution, often long), so a Solve never waits behind long enumerations. A search that cannot start
 * within {@link #START_WAIT} is refused with 503 and a JSON reason rather than left waiting. All of an instance the
 * served catalog holds is read from its entry on the request's own thread, and searches nothing.
 *
 * <p>It runs past 300 lines because routing, the two search pools, the streaming of long answers and the error
 * answers share one exchange's life: when headers go out, when a client gone away is noticed, what a failure says.
 */
public final class WebServer implements AutoCloseable {

    /** How often a streamed search reports progress, which is also how soon a client gone away is noticed. */
    private static final long PROGRESS_MILLIS = 250;

    private static final int DEFAULT_PICTURES = 60;
    private static final String NO_DELAY = "sun.net.httpserver.nodelay";
    private static final Duration WARM_UP_LIMIT = Duration.ofSeconds(10);
    private static final int REQUEST_THREADS = 16;
    private static final int QUEUED_SEARCHES_PER_THREAD = 4;
    /** How long a search may wait for a thread before it is refused with 503. */
    static final Duration START_WAIT = Duration.ofSeconds(3);

    private static final Map<String, String> CONTENT_TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "svg", "image/svg+xml",
            "png", "image/png",
            "md", "text/markdown; charset=utf-8");

    private final HttpServer server;
    private final ExecutorService requests;
    private final ThreadPoolExecutor searches;
    private final ThreadPoolExecutor solves;
    private final ObjectMapper json = new ObjectMapper();
    private final PlayApi play;
    private final CatalogShelf catalog;
    private final CatalogAll catalogAll;
    private final PrintWriter log;

    /**
     * Where and how the server runs.
     *
     * @param searchThreads how many searches run at once; more wait in a short queue, and beyond it are refused
     * @param maxTimeLimit the longest a search may run, and its limit when the request sets none
     */
    public record Settings(String host, int port, Path catalog, int searchThreads, Duration maxTimeLimit) {}

    private WebServer(HttpServer server, Settings settings, Orbits orbits, PrintWriter log) {
        this.server = server;
        this.log = log;
        this.play = new PlayApi(new Engine(orbits), json, settings.maxTimeLimit());
        this.catalog = new CatalogShelf(orbits, settings.catalog(), json);
        this.catalogAll = new CatalogAll(play, catalog);
        this.requests = Executors.newFixedThreadPool(REQUEST_THREADS, named("orbits-http"));
        this.searches = searchPool(settings.searchThreads(), "orbits-all");
        this.solves = searchPool(settings.searchThreads(), "orbits-solve");
        server.setExecutor(requests);
        server.createContext("/", this::handle);
    }

    private static ThreadPoolExecutor searchPool(int threads, String name) {
        return new ThreadPoolExecutor(
                threads,
                threads,
                0,
                TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(QUEUED_SEARCHES_PER_THREAD * threads),
                named(name));
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

    /** Binds, starts serving and returns; {@link #close()} stops. */
    public static WebServer start(Settings settings, Orbits orbits, PrintWriter log) {
        if (settings.searchThreads() < 1) {
            throw new OrbitsException("--searches must be at least 1, not " + settings.searchThreads());
        }
        // Headers and body leave in two writes: without TCP_NODELAY the body waits for the client's delayed
        // acknowledgement of the headers on a kept-alive connection, some 40 ms on every answer. The JDK's server
        // reads this once, when its first server is made.
        if (System.getProperty(NO_DELAY) == null) {
            System.setProperty(NO_DELAY, "true");
        }
        HttpServer server;
        try {
            server = HttpServer.create(new InetSocketAddress(settings.host(), settings.port()), 0);
        } catch (IOException | IllegalArgumentException cannotBind) {
            throw new OrbitsException(
                    "cannot listen on " + settings.host() + ":" + settings.port() + ": " + cannotBind.getMessage());
        }
        WebServer web = new WebServer(server, settings, orbits, log);
        server.start();
        web.warmUp();
        return web;
    }

    /**
     * Runs one All of the first family's default instance in the background, so that the JIT has
     * compiled the search before the first visitor asks: a first search on a cold JVM takes several times longer.
     */
    private void warmUp() {
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

    public URI address() {
        InetSocketAddress bound = server.getAddress();
        return URI.create("http://" + bound.getHostString() + ":" + bound.getPort() + "/");
    }

    /** How many catalog entries the server found. */
    public int catalogEntries() {
        return catalog.size();
    }

    @Override
    public void close() {
        server.stop(0);
        searches.shutdownNow();
        solves.shutdownNow();
        requests.shutdownNow();
    }

    private static ThreadFactory named(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, prefix + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    /** The longest error message sent, in characters. */
    static final int MAX_MESSAGE = 300;

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            try {
                route(exchange);
            } catch (OrbitsException bad) {
                error(exchange, 400, bad.getMessage());
            } catch (RejectedExecutionException busy) {
                error(
                        exchange,
                        503,
                        busy.getMessage() + "; the server is busy with "
                                + (searches.getActiveCount() + solves.getActiveCount())
                                + " searches and "
                                + (searches.getQueue().size()
                                        + solves.getQueue().size())
                                + " waiting; try again shortly");
            } catch (IOException gone) {
                // The client went away mid-answer: nothing more to say to it.
            } catch (RuntimeException | ExecutionException | InterruptedException internal) {
                Throwable cause = internal instanceof ExecutionException ? internal.getCause() : internal;
                if (cause instanceof OrbitsException) {
                    error(exchange, 400, cause.getMessage());
                    return;
                }
                log.println("orbits serve: internal error on " + exchange.getRequestURI() + ": " + cause);
                error(exchange, 500, "internal error: " + cause.getClass().getSimpleName());
            }
        }
    }

    private void route(HttpExchange exchange) throws IOException, ExecutionException, InterruptedException {
        String path = exchange.getRequestURI().getPath();
        if (exchange.getRequestMethod().equals("HEAD")) {
            // Headers only, never a body and never a search: what a GET would be, without the work.
            exchange.getResponseHeaders().set("Allow", "GET");
            exchange.sendResponseHeaders(path.startsWith("/api/") ? 405 : 200, -1);
            return;
        }
        if (!exchange.getRequestMethod().equals("GET")) {
            exchange.getResponseHeaders().set("Allow", "GET");
            error(
                    exchange,
                    405,
                    Query.cut(exchange.getRequestMethod()) + " is not served: every address here takes GET");
            return;
        }
        String raw = exchange.getRequestURI().getRawQuery();
        if (raw != null && raw.length() > Query.MAX_LENGTH) {
            error(
                    exchange,
                    414,
                    "the query is " + raw.length() + " characters long; at most " + Query.MAX_LENGTH + " are read");
            return;
        }
        Query query = Query.parse(raw);
        switch (path) {
            case "/api/families" -> send(exchange, 200, play.families());
            case "/api/board" -> send(exchange, 200, play.board(query));
            case "/api/check" -> send(exchange, 200, play.check(query));
            case "/api/solve" -> solve(exchange, query);
            case "/api/solve/stream" -> solveStream(exchange, query);
            case "/api/all" -> all(exchange, query);
            case "/api/catalog" -> send(exchange, 200, catalog.index());
            case "/", "/play", "/catalog" -> asset(exchange, "index.html");
            default -> {
                if (path.startsWith("/api/catalog/")) {
                    List<String> words = Splitter.on('/').splitToList(path.substring("/api/catalog/".length()));
                    if (words.size() != 2) {
                        throw new OrbitsException("a catalog entry is /api/catalog/FAMILY/ENTRY, not " + path);
                    }
                    JsonNode entry = catalog.entry(words.get(0), words.get(1), pictures(query))
                            .orElse(null);
                    if (entry == null) {
                        error(exchange, 404, "the catalog has no entry " + words.get(0) + "/" + words.get(1));
                    } else {
                        send(exchange, 200, entry);
                    }
                } else if (path.startsWith("/catalog/") && (path.endsWith(".svg") || path.endsWith(".md"))) {
                    catalogFile(exchange, path);
                } else if (path.startsWith("/catalog/")) {
                    asset(exchange, "index.html");
                } else if (path.startsWith("/static/") && path.indexOf("..") < 0) {
                    asset(exchange, path.substring("/static/".length()));
                } else {
                    error(exchange, 404, "nothing is served at " + path);
                }
            }
        }
    }

    /** How many of an entry's representatives to draw: {@code pictures=N} or {@code all}, the first 60 by default. */
    private static int pictures(Query query) {
        String text = query.single("pictures").orElse(String.valueOf(DEFAULT_PICTURES));
        if (text.equals("all")) {
            return Integer.MAX_VALUE;
        }
        try {
            int count = Integer.parseInt(text);
            if (count >= 0) {
                return count;
            }
        } catch (NumberFormatException notANumber) {
            // answered below
        }
        throw new OrbitsException("pictures=" + text + " is neither a number of pictures nor 'all'");
    }

    /**
     * One completion, as one JSON document. A quick answer is sent whole; a search that takes longer than
     * {@value #PROGRESS_MILLIS} ms gets its headers sent and a space every {@value #PROGRESS_MILLIS} ms until
     * the answer follows (JSON allows leading white space), so that a client that went away is noticed and its
     * search cancelled, as for All.
     */
    private void solve(HttpExchange exchange, Query query)
            throws IOException, ExecutionException, InterruptedException {
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
                        send(exchange, 200, solved);
                    } else {
                        line(waiting, solved);
                    }
                    return;
                } catch (ExecutionException failed) {
                    if (waiting == null) {
                        throw failed;
                    }
                    // The status line is gone already: the error goes in the document instead.
                    ObjectNode error = json.createObjectNode();
                    error.put("error", failed.getCause().getMessage());
                    log.println(
                            "orbits serve: a search of " + exchange.getRequestURI() + " failed: " + failed.getCause());
                    line(waiting, error);
                    return;
                } catch (TimeoutException stillSearching) {
                    if (waiting == null) {
                        answerHeaders(exchange, "application/json; charset=utf-8");
                        exchange.sendResponseHeaders(200, 0);
                        waiting = exchange.getResponseBody();
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
    private void all(HttpExchange exchange, Query query) throws IOException, InterruptedException {
        Position position = play.position(query).searchable();
        Duration limit = play.timeLimit(query);
        Optional<List<ObjectNode>> fromCatalog = catalogAll.answer(position, System.nanoTime());
        if (fromCatalog.isPresent()) {
            answerHeaders(exchange, "application/x-ndjson; charset=utf-8");
            exchange.sendResponseHeaders(200, 0);
            OutputStream out = exchange.getResponseBody();
            for (ObjectNode event : fromCatalog.get()) {
                line(out, event);
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
                        ObjectNode error = json.createObjectNode();
                        error.put("event", "error");
                        error.put(
                                "error", "internal error: " + failed.getClass().getSimpleName());
                        events.add(error);
                    }
                    return null;
                },
                "the search of every solution");
        answerHeaders(exchange, "application/x-ndjson; charset=utf-8");
        exchange.sendResponseHeaders(200, 0);
        OutputStream out = exchange.getResponseBody();
        long start = System.nanoTime();
        try {
            line(out, play.startEvent(position));
            long progressDue = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(PROGRESS_MILLIS);
            while (true) {
                long wait = Math.max(0, progressDue - System.nanoTime());
                ObjectNode event = events.poll(wait, TimeUnit.NANOSECONDS);
                // Progress goes out on time even while orbits stream faster than its period.
                if (System.nanoTime() >= progressDue) {
                    line(out, play.progressEvent(latest.get(), start));
                    progressDue = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(PROGRESS_MILLIS);
                }
                if (event == null) {
                    continue;
                }
                line(out, event);
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
    private void solveStream(HttpExchange exchange, Query query) throws IOException, InterruptedException {
        Position position = play.position(query).searchable();
        Cancellation cancellation = new Cancellation();
        AtomicReference<Progress> latest = new AtomicReference<>();
        Future<ObjectNode> answer = started(solves, () -> play.solve(query, cancellation, latest::set), "the solve");
        answerHeaders(exchange, "application/x-ndjson; charset=utf-8");
        exchange.sendResponseHeaders(200, 0);
        OutputStream out = exchange.getResponseBody();
        long start = System.nanoTime();
        ImmutableIntArray shown = null;
        try {
            line(out, play.startEvent(position));
            while (true) {
                try {
                    ObjectNode solved = answer.get(PROGRESS_MILLIS, TimeUnit.MILLISECONDS);
                    solved.put("event", "done");
                    line(out, solved);
                    return;
                } catch (ExecutionException failed) {
                    ObjectNode error = json.createObjectNode();
                    error.put("event", "error");
                    if (failed.getCause() instanceof OrbitsException bad) {
                        error.put("error", bad.getMessage());
                    } else {
                        log.println("orbits serve: a search of " + exchange.getRequestURI() + " failed: "
                                + failed.getCause());
                        error.put(
                                "error",
                                "internal error: "
                                        + failed.getCause().getClass().getSimpleName());
                    }
                    line(out, error);
                    return;
                } catch (TimeoutException stillSearching) {
                    Progress progress = latest.get();
                    line(out, play.solveProgressEvent(position, progress, start, shown));
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

    /**
     * An entry's SVG sheet or Markdown page, {@code /catalog/FAMILY/ENTRY.svg} or {@code .md}: only the files of
     * entries on the shelf are served, so an address that climbs out of the catalog is refused.
     */
    private void catalogFile(HttpExchange exchange, String path) throws IOException {
        List<String> words = Splitter.on('/').splitToList(path.substring("/catalog/".length()));
        if (path.contains("..") || words.size() != 2) {
            throw new OrbitsException("a catalog file is /catalog/FAMILY/ENTRY.svg or .md, not " + Query.cut(path));
        }
        String name = words.get(1);
        int dot = name.lastIndexOf('.');
        String extension = name.substring(dot + 1);
        Optional<Path> file = catalog.file(words.get(0), name.substring(0, dot), extension);
        if (file.isEmpty()) {
            error(exchange, 404, "the catalog has no file " + Query.cut(path));
            return;
        }
        byte[] bytes = Files.readAllBytes(file.get());
        exchange.getResponseHeaders().set("Content-Type", CONTENT_TYPES.get(extension));
        exchange.sendResponseHeaders(200, bytes.length);
        exchange.getResponseBody().write(bytes);
    }

    private void line(OutputStream out, JsonNode event) throws IOException {
        out.write(json.writeValueAsBytes(event));
        out.write('\n');
        out.flush();
    }

    private void send(HttpExchange exchange, int status, JsonNode body) throws IOException {
        byte[] bytes = json.writeValueAsBytes(body);
        answerHeaders(exchange, "application/json; charset=utf-8");
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
    }

    /** An answer depends on the request alone, but a position's answers are cheap: nobody should cache them. */
    private static void answerHeaders(HttpExchange exchange, String contentType) {
        exchange.getResponseHeaders().set("Content-Type", contentType);
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
    }

    /** An error as JSON, its message cut short: a message quotes what it refuses, which may be long. */
    private void error(HttpExchange exchange, int status, String message) throws IOException {
        ObjectNode body = json.createObjectNode();
        body.put("error", Query.cut(message, MAX_MESSAGE));
        send(exchange, status, body);
    }

    private void asset(HttpExchange exchange, String name) throws IOException {
        try (InputStream resource = WebServer.class.getResourceAsStream("static/" + name)) {
            if (resource == null) {
                error(exchange, 404, "no such asset: " + name);
                return;
            }
            byte[] bytes = resource.readAllBytes();
            String extension = name.substring(name.lastIndexOf('.') + 1);
            exchange.getResponseHeaders()
                    .set("Content-Type", CONTENT_TYPES.getOrDefault(extension, "application/octet-stream"));
            exchange.sendResponseHeaders(200, bytes.length);
            exchange.getResponseBody().write(bytes);
        }
    }
}
