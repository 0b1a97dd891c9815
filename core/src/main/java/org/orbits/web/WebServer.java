package org.orbits.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.base.Splitter;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsException;

/**
 * {@code orbits serve}: the play page, the catalog and their JSON endpoints, on Jetty's HTTP server (its core, no
 * servlets). The JDK's own server was enough for a dozen routes, but not for a server that a request may cost time and
 * never the server: it reads each request's headers on a thread of its pool, blocking, with no read timeout of its own
 * but JVM-wide properties read once; and it refuses an address that {@link java.net.URI} cannot parse (a bad
 * percent-encoding) with a page of HTML before any handler sees it. Jetty reads headers without holding a thread,
 * closes a connection idle too long, bounds the connections it takes, and lets every refusal be JSON ({@link
 * JsonErrors}).
 *
 * <p>This class routes each request and turns what fails into an answer. Before any route: {@link RequestGuard} checks
 * the Host, the Origin and, for a request that starts work, that no other site sent it; {@link ConnectionWatch} holds
 * each request's headers and body to a deadline. Requests are answered on Jetty's pool, so the board, check and catalog
 * answers never wait for a search, which runs on the pools of {@link SearchAnswers}, as does building a tiling file's
 * puzzle ({@link OpenedTilings}). The answers are written by {@link JsonAnswers}, files by {@link ServedFiles}.
 */
public final class WebServer implements AutoCloseable {

    private static final int DEFAULT_PICTURES = 60;
    private static final String TILING = "/api/tiling";

    /** The longest request line and headers read, in bytes: a query of {@link Query#MAX_LENGTH} characters fits. */
    static final int MAX_HEADER_BYTES = 32 * 1024;

    private final Server server;
    private final ServerConnector connector;
    private final ConnectionWatch watch;
    private RequestGuard guard;
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

    /**
     * What one connection may take.
     *
     * @param idle the longest a connection may send or take nothing: an idle connection is closed, a write the client
     *     does not read fails
     * @param headers the longest a request's headers may take to arrive whole, from the connection's opening or its
     *     last answer
     * @param body the longest a request's body may take to arrive whole
     * @param connections the most connections open at once; more wait to be accepted
     * @param orbitCells the most cells of representatives one All holds (orbits times the board's cells); then its
     *     search stops
     */
    record Bounds(Duration idle, Duration headers, Duration body, int connections, long orbitCells) {
        static final Bounds DEFAULT = new Bounds(
                Duration.ofSeconds(10),
                Duration.ofSeconds(10),
                Duration.ofSeconds(20),
                64,
                SearchAnswers.MOST_ORBIT_CELLS);
    }

    private WebServer(Settings settings, Bounds bounds, Orbits orbits, PrintWriter log) {
        ObjectMapper json = new ObjectMapper();
        this.log = log;
        // Every connection may hold a thread while it is answered; the rest of the pool is Jetty's own (acceptor,
        // selector), so a connection accepted never waits for a thread.
        QueuedThreadPool threads = new QueuedThreadPool(bounds.connections() + 16, 4);
        threads.setName("orbits-http");
        threads.setDaemon(true);
        this.server = new Server(threads);
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        http.setRequestHeaderSize(MAX_HEADER_BYTES);
        this.connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
        connector.setHost(settings.host());
        connector.setPort(settings.port());
        connector.setIdleTimeout(bounds.idle().toMillis());
        this.watch = new ConnectionWatch(bounds.headers(), bounds.body());
        connector.addEventListener(watch);
        server.addConnector(connector);
        server.addBean(new NetworkConnectionLimit(bounds.connections(), connector));
        server.setErrorHandler(new JsonErrors(json));
        server.setHandler(new Handler.Abstract() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) {
                serve(request, response, callback);
                return true;
            }
        });
        Engine engine = new Engine(orbits);
        this.answers = new JsonAnswers(json);
        this.catalog = new CatalogShelf(orbits, settings.catalog(), json);
        this.files = new ServedFiles(catalog, answers);
        this.tilings = new OpenedTilings(engine);
        this.play = new PlayApi(engine, tilings, json, settings.maxTimeLimit());
        this.searches = new SearchAnswers(
                settings.searchThreads(), bounds.orbitCells(), play, new CatalogAll(play, catalog), answers, log);
    }

    /** Binds, starts serving and returns; {@link #close()} stops. */
    public static WebServer start(Settings settings, Orbits orbits, PrintWriter log) {
        return start(settings, Bounds.DEFAULT, orbits, log);
    }

    static WebServer start(Settings settings, Bounds bounds, Orbits orbits, PrintWriter log) {
        if (settings.searchThreads() < 1) {
            throw new OrbitsException("--searches must be at least 1, not " + settings.searchThreads());
        }
        WebServer web = new WebServer(settings, bounds, orbits, log);
        try {
            // Bound first, so that the guard knows the port (any free one for port 0) before a request comes.
            web.connector.open();
            web.guard = new RequestGuard(settings.host(), web.connector.getLocalPort());
            web.server.start();
        } catch (Exception cannotBind) {
            web.close();
            throw new OrbitsException(
                    "cannot listen on " + settings.host() + ":" + settings.port() + ": " + cannotBind.getMessage());
        }
        web.searches.warmUp();
        return web;
    }

    public URI address() {
        String host = connector.getHost();
        return URI.create(
                "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + connector.getLocalPort() + "/");
    }

    /** How many catalog entries the server found. */
    public int catalogEntries() {
        return catalog.size();
    }

    /** How many connections are open now. */
    int openConnections() {
        return watch.open();
    }

    @Override
    public void close() {
        try {
            server.stop();
        } catch (Exception stopping) {
            log.println("orbits serve: the server did not stop cleanly: " + stopping);
        }
        watch.close();
        searches.close();
    }

    /** One request, start to end: the answer's end is told to Jetty and to the connection's watch. */
    private void serve(Request request, Response response, Callback callback) {
        Connection connection = request.getConnectionMetaData().getConnection();
        watch.answering(connection);
        Exchange exchange = new Exchange(request, response, watch, connection);
        try {
            handle(exchange);
            exchange.finish();
            callback.succeeded();
        } catch (IOException | RuntimeException failed) {
            callback.failed(failed);
        } finally {
            watch.answered(connection);
        }
    }

    private void handle(Exchange exchange) throws IOException {
        try {
            Optional<String> refused = guard.refusal(exchange.method(), exchange.path(), exchange::header);
            if (refused.isPresent()) {
                answers.error(exchange, HttpStatus.FORBIDDEN_403, refused.get());
                return;
            }
            route(exchange);
        } catch (OrbitsException bad) {
            fail(exchange, HttpStatus.BAD_REQUEST_400, bad.getMessage());
        } catch (RequestRefused refused) {
            fail(exchange, refused.status(), refused.getMessage());
        } catch (RejectedExecutionException busy) {
            fail(exchange, HttpStatus.SERVICE_UNAVAILABLE_503, searches.busy(busy));
        } catch (IOException gone) {
            // The client went away mid-answer: nothing more to say to it.
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException | ExecutionException internal) {
            Throwable cause = internal instanceof ExecutionException ? internal.getCause() : internal;
            if (cause instanceof OrbitsException) {
                fail(exchange, HttpStatus.BAD_REQUEST_400, cause.getMessage());
                return;
            }
            if (cause instanceof RequestRefused refused) {
                fail(exchange, refused.status(), refused.getMessage());
                return;
            }
            log.println("orbits serve: internal error on " + exchange.address() + ": " + cause);
            fail(
                    exchange,
                    HttpStatus.INTERNAL_SERVER_ERROR_500,
                    "internal error: " + cause.getClass().getSimpleName());
        }
    }

    /** An error answered, if the status line has not gone yet; after it, the answer just ends. */
    private void fail(Exchange exchange, int status, String message) throws IOException {
        if (!exchange.committed()) {
            answers.error(exchange, status, message);
        }
    }

    private void route(Exchange exchange) throws IOException, ExecutionException, InterruptedException {
        String path = exchange.path();
        if (exchange.method().equals("HEAD")) {
            // Headers only, never a body and never a search: what a GET would be, without the work.
            exchange.setHeader("Allow", "GET");
            exchange.sendEmpty(path.startsWith("/api/") ? HttpStatus.METHOD_NOT_ALLOWED_405 : HttpStatus.OK_200);
            return;
        }
        if (path.equals(TILING)) {
            openTiling(exchange);
            return;
        }
        if (!exchange.method().equals("GET")) {
            exchange.setHeader("Allow", "GET");
            answers.error(
                    exchange,
                    HttpStatus.METHOD_NOT_ALLOWED_405,
                    Query.cut(exchange.method()) + " is not served: every address here takes GET, but " + TILING
                            + " POST");
            return;
        }
        String raw = exchange.rawQuery();
        if (raw != null && raw.length() > Query.MAX_LENGTH) {
            throw new RequestRefused(
                    HttpStatus.URI_TOO_LONG_414,
                    "the query is " + raw.length() + " characters long; at most " + Query.MAX_LENGTH + " are read");
        }
        Query query = Query.parse(raw);
        switch (path) {
            case "/api/families" -> answers.send(exchange, HttpStatus.OK_200, play.families());
            case "/api/board" -> answers.send(exchange, HttpStatus.OK_200, play.board(query));
            case "/api/check" -> answers.send(exchange, HttpStatus.OK_200, play.check(query));
            case "/api/solve" -> searches.solve(exchange, query);
            case "/api/solve/stream" -> searches.solveStream(exchange, query);
            case "/api/all" -> searches.all(exchange, query);
            case "/api/catalog" -> answers.send(exchange, HttpStatus.OK_200, catalog.index());
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
                    answers.error(exchange, HttpStatus.NOT_FOUND_404, "nothing is served at " + Query.cut(path));
                }
            }
        }
    }

    /**
     * {@code POST /api/tiling?name=FILE.tiling}, the file's text as the body: the tiling file read and kept (see
     * {@link OpenedTilings}), answered with the name the page gives it from now on and its puzzle's label; a file
     * that breaks the format is answered 400 with its line.
     */
    private void openTiling(Exchange exchange) throws IOException, ExecutionException, InterruptedException {
        if (!exchange.method().equals("POST")) {
            exchange.setHeader("Allow", "POST");
            answers.error(
                    exchange,
                    HttpStatus.METHOD_NOT_ALLOWED_405,
                    TILING + " takes POST, the tiling file's text as the body");
            return;
        }
        Query query = Query.parse(exchange.rawQuery());
        byte[] body = exchange.body(OpenedTilings.MAX_BYTES);
        if (body.length > OpenedTilings.MAX_BYTES) {
            throw new RequestRefused(
                    HttpStatus.PAYLOAD_TOO_LARGE_413,
                    "the file is longer than " + OpenedTilings.MAX_BYTES + " bytes, the most read");
        }
        OpenedTilings.Opened opened = tilings.open(query.single("name").orElse(null), body, searches::build);
        ObjectNode answer = answers.object();
        answer.put("tiling", opened.id());
        answer.put("family", opened.instance().family());
        answer.put("label", opened.instance().label());
        answers.send(exchange, HttpStatus.OK_200, answer);
    }

    /** One catalog entry, {@code /api/catalog/FAMILY/ENTRY}, with the pictures the query asks for. */
    private void catalogEntry(Exchange exchange, String path, Query query) throws IOException {
        List<String> words = Splitter.on('/').splitToList(path.substring("/api/catalog/".length()));
        if (words.size() != 2) {
            throw new OrbitsException("a catalog entry is /api/catalog/FAMILY/ENTRY, not " + Query.cut(path));
        }
        JsonNode entry =
                catalog.entry(words.get(0), words.get(1), pictures(query)).orElse(null);
        if (entry == null) {
            answers.error(
                    exchange,
                    HttpStatus.NOT_FOUND_404,
                    "the catalog has no entry " + Query.cut(words.get(0)) + "/" + Query.cut(words.get(1)));
        } else {
            answers.send(exchange, HttpStatus.OK_200, entry);
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
