package org.orbits.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.base.Splitter;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsException;

/**
 * {@code orbits serve}: the play page, the catalog and their JSON endpoints on the JDK's own HTTP server. It
 * is enough here: a dozen routes, static assets from the jar, and answers streamed with chunked encoding,
 * without a dependency. This class routes each request and turns what fails into an answer; requests are answered
 * on a pool of their own, so the board, check and catalog answers never wait for a search, which runs on the pools
 * of {@link SearchAnswers}. The answers are written by {@link JsonAnswers}, files by {@link ServedFiles}.
 */
public final class WebServer implements AutoCloseable {

    private static final int DEFAULT_PICTURES = 60;
    private static final String NO_DELAY = "sun.net.httpserver.nodelay";
    private static final int REQUEST_THREADS = 16;
    private static final String TILING = "/api/tiling";

    private final HttpServer server;
    private final ExecutorService requests;
    private final PlayApi play;
    private final OpenedTilings tilings;
    private final CatalogShelf catalog;
    private final JsonAnswers answers;
    private final ServedFiles files;
    private final SearchAnswers searches;
    private final PrintWriter log;

    /**
     * Where and how the server runs.
     *
     * @param searchThreads how many searches run at once; more wait in a short queue, and beyond it are refused
     * @param maxTimeLimit the longest a search may run, and its limit when the request sets none
     */
    public record Settings(String host, int port, Path catalog, int searchThreads, Duration maxTimeLimit) {}

    private WebServer(HttpServer server, Settings settings, Orbits orbits, PrintWriter log) {
        ObjectMapper json = new ObjectMapper();
        this.server = server;
        this.log = log;
        Engine engine = new Engine(orbits);
        this.tilings = new OpenedTilings(engine);
        this.play = new PlayApi(engine, tilings, json, settings.maxTimeLimit());
        this.catalog = new CatalogShelf(orbits, settings.catalog(), json);
        this.answers = new JsonAnswers(json);
        this.files = new ServedFiles(catalog, answers);
        this.searches = new SearchAnswers(settings.searchThreads(), play, new CatalogAll(play, catalog), answers, log);
        this.requests = Executors.newFixedThreadPool(REQUEST_THREADS, named("orbits-http"));
        server.setExecutor(requests);
        server.createContext("/", this::handle);
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
        web.searches.warmUp();
        return web;
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
        searches.close();
        requests.shutdownNow();
    }

    /** Daemon threads named {@code prefix-1}, {@code prefix-2}, ...: a thread dump says which pool each is of. */
    static ThreadFactory named(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, prefix + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            try {
                route(exchange);
            } catch (OrbitsException bad) {
                answers.error(exchange, 400, bad.getMessage());
            } catch (RejectedExecutionException busy) {
                answers.error(exchange, 503, searches.busy(busy));
            } catch (IOException gone) {
                // The client went away mid-answer: nothing more to say to it.
            } catch (RuntimeException | ExecutionException | InterruptedException internal) {
                Throwable cause = internal instanceof ExecutionException ? internal.getCause() : internal;
                if (cause instanceof OrbitsException) {
                    answers.error(exchange, 400, cause.getMessage());
                    return;
                }
                log.println("orbits serve: internal error on " + exchange.getRequestURI() + ": " + cause);
                answers.error(
                        exchange, 500, "internal error: " + cause.getClass().getSimpleName());
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
        if (path.equals(TILING)) {
            openTiling(exchange);
            return;
        }
        if (!exchange.getRequestMethod().equals("GET")) {
            exchange.getResponseHeaders().set("Allow", "GET");
            answers.error(
                    exchange,
                    405,
                    Query.cut(exchange.getRequestMethod()) + " is not served: every address here takes GET, but "
                            + TILING + " POST");
            return;
        }
        String raw = exchange.getRequestURI().getRawQuery();
        if (raw != null && raw.length() > Query.MAX_LENGTH) {
            answers.error(
                    exchange,
                    414,
                    "the query is " + raw.length() + " characters long; at most " + Query.MAX_LENGTH + " are read");
            return;
        }
        Query query = Query.parse(raw);
        switch (path) {
            case "/api/families" -> answers.send(exchange, 200, play.families());
            case "/api/board" -> answers.send(exchange, 200, play.board(query));
            case "/api/check" -> answers.send(exchange, 200, play.check(query));
            case "/api/solve" -> searches.solve(exchange, query);
            case "/api/solve/stream" -> searches.solveStream(exchange, query);
            case "/api/all" -> searches.all(exchange, query);
            case "/api/catalog" -> answers.send(exchange, 200, catalog.index());
            case "/", "/play", "/catalog" -> files.asset(exchange, "index.html");
            default -> {
                if (path.startsWith("/api/catalog/")) {
                    catalogEntry(exchange, path, query);
                } else if (path.startsWith("/catalog/") && (path.endsWith(".svg") || path.endsWith(".md"))) {
                    files.catalogFile(exchange, path);
                } else if (path.startsWith("/catalog/")) {
                    files.asset(exchange, "index.html");
                } else if (path.startsWith("/static/") && path.indexOf("..") < 0) {
                    files.asset(exchange, path.substring("/static/".length()));
                } else {
                    answers.error(exchange, 404, "nothing is served at " + path);
                }
            }
        }
    }

    /**
     * {@code POST /api/tiling?name=FILE.tiling}, the file's text as the body: the tiling file read and kept (see
     * {@link OpenedTilings}), answered with the name the page gives it from now on and its puzzle's label; a file
     * that breaks the format is answered 400 with its line.
     */
    private void openTiling(HttpExchange exchange) throws IOException {
        if (!exchange.getRequestMethod().equals("POST")) {
            exchange.getResponseHeaders().set("Allow", "POST");
            answers.error(exchange, 405, TILING + " takes POST, the tiling file's text as the body");
            return;
        }
        byte[] body = exchange.getRequestBody().readNBytes(OpenedTilings.MAX_BYTES + 1);
        if (body.length > OpenedTilings.MAX_BYTES) {
            answers.error(
                    exchange, 413, "the file is longer than " + OpenedTilings.MAX_BYTES + " bytes, the most read");
            return;
        }
        Query query = Query.parse(exchange.getRequestURI().getRawQuery());
        OpenedTilings.Opened opened = tilings.open(query.single("name").orElse(null), body);
        com.fasterxml.jackson.databind.node.ObjectNode answer = answers.object();
        answer.put("tiling", opened.id());
        answer.put("family", opened.instance().family());
        answer.put("label", opened.instance().label());
        answers.send(exchange, 200, answer);
    }

    /** One catalog entry, {@code /api/catalog/FAMILY/ENTRY}, with the pictures the query asks for. */
    private void catalogEntry(HttpExchange exchange, String path, Query query) throws IOException {
        List<String> words = Splitter.on('/').splitToList(path.substring("/api/catalog/".length()));
        if (words.size() != 2) {
            throw new OrbitsException("a catalog entry is /api/catalog/FAMILY/ENTRY, not " + path);
        }
        JsonNode entry =
                catalog.entry(words.get(0), words.get(1), pictures(query)).orElse(null);
        if (entry == null) {
            answers.error(exchange, 404, "the catalog has no entry " + words.get(0) + "/" + words.get(1));
        } else {
            answers.send(exchange, 200, entry);
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
}
