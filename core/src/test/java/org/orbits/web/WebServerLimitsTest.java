package org.orbits.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.orbits.api.Orbits;

/**
 * What one request may cost the server: a tiling file too large to build is refused before anything is built, a
 * malformed request is a 400 in JSON, a request of another site or for another Host is refused, a connection that
 * sends its request slowly is closed at a deadline, and All stops, drawing and all, at its time limit or when its
 * client leaves. Each was once a way to stop the page. The server here has one search thread and short deadlines.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class WebServerLimitsTest {

    private static final WebServer.Bounds SHORT = new WebServer.Bounds(
            Duration.ofSeconds(2), Duration.ofSeconds(2), Duration.ofSeconds(2), 64, SearchAnswers.MOST_ORBIT_CELLS);

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient client = HttpClient.newHttpClient();
    private final StringWriter log = new StringWriter();
    private WebServer server;

    @BeforeAll
    void start() {
        server = WebServer.start(
                new WebServer.Settings("127.0.0.1", 0, Path.of("catalog"), 1, Duration.ofSeconds(30)),
                SHORT,
                Orbits.standard(),
                new PrintWriter(log, true));
    }

    @AfterAll
    void stop() {
        server.close();
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(server.address().resolve(path)).header(RequestGuard.HEADER, "1");
    }

    private HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
        return client.send(request, HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> openTiling(String name, String text) throws IOException, InterruptedException {
        return send(request("/api/tiling?name=" + name)
                .POST(HttpRequest.BodyPublishers.ofString(text))
                .build());
    }

    private String opened(String name, String text) throws IOException, InterruptedException {
        HttpResponse<String> opened = openTiling(name, text);
        assertEquals(200, opened.statusCode(), opened.body());
        return json.readTree(opened.body()).path("tiling").asText();
    }

    /** A square board of {@code side} x {@code side} cells tiled by dominoes. */
    static String dominoes(int side) {
        StringBuilder text = new StringBuilder("board\n");
        for (int row = 0; row < side; row++) {
            text.append("#".repeat(side)).append('\n');
        }
        return text.append("\npiece D x")
                .append(side * side / 2)
                .append("\n##\n")
                .toString();
    }

    /**
     * The file that once ran the server out of memory: straight pieces of lengths 1 to 300 on a board of 150 x 301,
     * 94 KB, under the limit on bytes; its placements, some 27 million counted from above, were built on the request's
     * thread.
     */
    static String straightPieces() {
        StringBuilder text = new StringBuilder("# straight pieces 1..300 on 150 x 301\n\nboard\n");
        for (int row = 0; row < 150; row++) {
            text.append("#".repeat(301)).append('\n');
        }
        for (int length = 1; length <= 300; length++) {
            text.append("\npiece P")
                    .append(length)
                    .append('\n')
                    .append("#".repeat(length))
                    .append('\n');
        }
        return text.toString();
    }

    private static JsonNode last(List<JsonNode> events) {
        return events.get(events.size() - 1);
    }

    private void solvesAtOnce() throws IOException, InterruptedException {
        long start = System.nanoTime();
        HttpResponse<String> solved =
                send(request("/api/solve?family=ngon&n=6&given=C=4&given=v0=10").build());
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(200, solved.statusCode(), solved.body());
        assertTrue(json.readTree(solved.body()).path("solved").asBoolean());
        assertTrue(millis < 5_000, "a Solve took " + millis + " ms");
    }

    @Test
    void aTilingFileWhosePlacementsPassTheLimitIsRefused422BeforeAnyIsBuilt() throws Exception {
        String text = straightPieces();
        assertTrue(text.length() > 90_000 && text.length() <= OpenedTilings.MAX_BYTES, text.length() + " bytes");
        long start = System.nanoTime();
        HttpResponse<String> refused = openTiling("straight.tiling", text);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(422, refused.statusCode(), refused.body());
        assertTrue(refused.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        String message = json.readTree(refused.body()).path("error").asText();
        assertTrue(message.startsWith("straight.tiling is too large to build here"), message);
        assertTrue(message.contains("45,150 cells"), message);
        assertTrue(millis < 10_000, "the refusal took " + millis + " ms");
        // Four at once, as the server was once stopped: each refused, and the server answers as before.
        List<java.util.concurrent.CompletableFuture<HttpResponse<String>>> four = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            four.add(client.sendAsync(
                    request("/api/tiling?name=straight" + k + ".tiling")
                            .POST(HttpRequest.BodyPublishers.ofString(text))
                            .build(),
                    HttpResponse.BodyHandlers.ofString()));
        }
        for (var answer : four) {
            assertEquals(422, answer.get().statusCode());
        }
        solvesAtOnce();
        assertFalse(log.toString().contains("internal error"), log.toString());
    }

    @Test
    void malformedRequestsAreAnswered400WithAJsonMessage() throws IOException, InterruptedException {
        String host = "Host: " + RawHttp.host(server);
        String orbits = RequestGuard.HEADER + ": 1";
        for (String path : List.of(
                "/api/board?family=ngon&n=%zz",
                "/api/board?family=ngon&given=C%3D%E0%A4",
                "/api/bo%zzard?family=ngon",
                "/api/solve?family=ngon&timeLimit=soon",
                "/api/solve?family=ngon&timeLimit=NaN",
                "/api/board?family=ngon&n=99999999999999999999",
                "/api/catalog/ngon/n6-s22?pictures=-1")) {
            RawHttp.Answer answer = RawHttp.get(server.address(), path, host, orbits);
            assertEquals(400, answer.status(), path + ": " + answer.head());
            assertTrue(answer.head().contains("application/json"), path + ": " + answer.head());
            assertTrue(json.readTree(answer.body()).path("error").asText().length() > 10, path + ": " + answer.body());
        }
        for (String request : List.of(
                "GET /a b c HTTP/1.1\r\n" + host + "\r\n\r\n",
                "GARBAGE\r\n\r\n",
                "GET /api/families HTTP/1.1\r\n" + host + "\r\nno colon here\r\n\r\n",
                "POST /api/tiling?name=a.tiling HTTP/1.1\r\n" + host + "\r\nContent-Length: x\r\n\r\n")) {
            RawHttp.Answer answer = RawHttp.send(server.address(), request);
            assertEquals(400, answer.status(), request + ": " + answer.head());
            assertTrue(json.readTree(answer.body()).has("error"), request + ": " + answer.body());
        }
        assertFalse(log.toString().contains("internal error"), log.toString());
    }

    @Test
    void aRequestForAnotherHostIsRefused403() throws IOException {
        int port = server.address().getPort();
        for (String host :
                List.of("evil.example:" + port, "127.0.0.1:" + (port + 1), "127.0.0.2:" + port, "localhost")) {
            RawHttp.Answer answer = RawHttp.get(server.address(), "/api/families", "Host: " + host);
            assertEquals(403, answer.status(), host + ": " + answer.head());
            assertTrue(json.readTree(answer.body()).path("error").asText().contains("not this server"), answer.body());
        }
        for (String host : List.of("127.0.0.1:" + port, "localhost:" + port, "LocalHost:" + port, "[::1]:" + port)) {
            assertEquals(
                    200,
                    RawHttp.get(server.address(), "/api/families", "Host: " + host)
                            .status(),
                    host);
        }
    }

    /**
     * A form of another site posting a file, an image of another site starting a search, and a script that says
     * nothing of where it comes from: each refused. The page's own requests and a script's that says so pass.
     */
    @Test
    void workAnotherSiteCouldHaveAskedForIsRefused403() throws IOException, InterruptedException {
        String file = "board\n##\n\npiece D\n##\n";
        HttpResponse<String> form = send(HttpRequest.newBuilder(server.address().resolve("/api/tiling?name=d.tiling"))
                .header("Origin", "http://evil.example")
                .header("Sec-Fetch-Site", "cross-site")
                .POST(HttpRequest.BodyPublishers.ofString(file))
                .build());
        assertEquals(403, form.statusCode(), form.body());
        assertTrue(json.readTree(form.body()).path("error").asText().contains("another site"), form.body());
        HttpResponse<String> image =
                send(HttpRequest.newBuilder(server.address().resolve("/api/all?family=ngon&n=7"))
                        .header("Sec-Fetch-Site", "cross-site")
                        .build());
        assertEquals(403, image.statusCode(), image.body());
        HttpResponse<String> unsaid =
                send(HttpRequest.newBuilder(server.address().resolve("/api/solve?family=ngon"))
                        .build());
        assertEquals(403, unsaid.statusCode(), unsaid.body());
        assertTrue(json.readTree(unsaid.body()).path("error").asText().contains(RequestGuard.HEADER), unsaid.body());
        // Another origin on this machine is another site too.
        HttpResponse<String> otherPort = send(request("/api/solve?family=ngon")
                .header("Origin", "http://127.0.0.1:" + (server.address().getPort() + 1))
                .build());
        assertEquals(403, otherPort.statusCode(), otherPort.body());

        String origin = "http://" + RawHttp.host(server);
        HttpResponse<String> page = send(HttpRequest.newBuilder(server.address().resolve("/api/tiling?name=d.tiling"))
                .header("Origin", origin)
                .header("Sec-Fetch-Site", "same-origin")
                .POST(HttpRequest.BodyPublishers.ofString(file))
                .build());
        assertEquals(200, page.statusCode(), page.body());
        assertEquals(
                200,
                send(request("/api/solve?family=ngon&n=6&given=C=4").build()).statusCode());
        assertEquals(
                200,
                send(HttpRequest.newBuilder(server.address().resolve("/api/families"))
                                .build())
                        .statusCode());
        assertEquals(
                200,
                send(HttpRequest.newBuilder(server.address().resolve("/play?family=ngon"))
                                .build())
                        .statusCode());
    }

    @Test
    void aConnectionThatSendsItsRequestSlowlyIsClosedAtItsDeadline() throws Exception {
        String host = "Host: " + RawHttp.host(server);
        List<java.util.concurrent.Future<Duration>> slow = new ArrayList<>();
        var pool = java.util.concurrent.Executors.newFixedThreadPool(4);
        try {
            // Half the headers, then a byte every 300 ms: no idle timeout ever fires.
            slow.add(pool.submit(() -> RawHttp.trickle(
                    server.address(),
                    "GET /api/families HTTP/1.1\r\n" + host + "\r\nX-Slow: ",
                    Duration.ofMillis(300),
                    Duration.ofSeconds(20))));
            // Half a body, then a byte every 300 ms.
            slow.add(pool.submit(() -> RawHttp.trickle(
                    server.address(),
                    "POST /api/tiling?name=a.tiling HTTP/1.1\r\n" + host + "\r\n" + RequestGuard.HEADER
                            + ": 1\r\nContent-Length: 50000\r\n\r\nboard\n",
                    Duration.ofMillis(300),
                    Duration.ofSeconds(20))));
            // Nothing at all after connecting.
            slow.add(pool.submit(
                    () -> RawHttp.trickle(server.address(), "", Duration.ofSeconds(30), Duration.ofSeconds(20))));
            Thread.sleep(500);
            solvesAtOnce();
            for (var connection : slow) {
                Duration open = connection.get();
                assertTrue(
                        open.compareTo(Duration.ofSeconds(6)) < 0,
                        "a slow connection was kept " + open.toMillis() + " ms past deadlines of 2 s");
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * All on a board whose every tiling is an orbit to draw: it stops at its time limit, with the counts so far and
     * saying what stopped it, its pictures stop before, and the search's thread is free at once for the next.
     */
    @Test
    void allStopsAtItsTimeLimitAndItsDrawingWithIt() throws IOException, InterruptedException {
        String id = opened("dominoes-40.tiling", dominoes(40));
        long start = System.nanoTime();
        HttpResponse<String> all =
                send(request("/api/all?tiling=" + id + "&timeLimit=1").build());
        long millis = (System.nanoTime() - start) / 1_000_000;
        List<JsonNode> events = new ArrayList<>();
        for (String line : all.body().lines().toList()) {
            events.add(json.readTree(line));
        }
        JsonNode done = last(events);
        assertEquals("done", done.path("event").asText(), done.toString());
        assertFalse(done.path("complete").asBoolean());
        assertEquals("the time limit of 1 s", done.path("stopped").asText(), done.toString());
        assertTrue(millis < 1_000 + 4_000, "All with a limit of 1 s answered in " + millis + " ms");
        long orbits = events.stream()
                .filter(e -> e.path("event").asText().equals("orbit"))
                .count();
        long drawn = events.stream().filter(e -> e.has("svg")).count();
        assertEquals(done.path("orbits").asLong(), orbits);
        assertTrue(orbits > 0, done.toString());
        assertTrue(drawn <= SearchAnswers.MOST_DRAWN_CELLS / 1600, drawn + " pictures of 1,600 cells drawn");
        solvesAndAllStartsAtOnce();
    }

    /** All of a small board no catalog holds: it needs the one search thread, and is refused (503) without it. */
    private void solvesAndAllStartsAtOnce() throws IOException, InterruptedException {
        solvesAtOnce();
        String id = opened("small.tiling", "board\n####\n####\n\npiece D x4\n##\n");
        HttpResponse<String> next = send(request("/api/all?tiling=" + id).build());
        assertEquals(200, next.statusCode(), next.body());
        assertFalse(next.body().contains("\"catalog\""), next.body());
        assertTrue(next.body().contains("\"event\":\"done\",\"complete\":true"), next.body());
    }

    /**
     * All stops when the orbits it holds come to its bound, here three orbits of a board of 48 cells with some 20,000:
     * incomplete, saying why, at once and not at its time limit.
     */
    @Test
    void allStopsWhenTheOrbitsItHoldsComeToItsBound() throws IOException, InterruptedException {
        WebServer.Bounds threeOrbits =
                new WebServer.Bounds(SHORT.idle(), SHORT.headers(), SHORT.body(), SHORT.connections(), 3 * 48);
        String board = "board\n" + "########\n".repeat(6) + "\npiece D x24\n##\n";
        long start;
        HttpResponse<String> all;
        try (WebServer bounded = WebServer.start(
                new WebServer.Settings("127.0.0.1", 0, Path.of("catalog"), 1, Duration.ofSeconds(30)),
                threeOrbits,
                Orbits.standard(),
                new PrintWriter(log, true))) {
            URI address = bounded.address();
            HttpResponse<String> opened = send(HttpRequest.newBuilder(address.resolve("/api/tiling?name=d.tiling"))
                    .header(RequestGuard.HEADER, "1")
                    .POST(HttpRequest.BodyPublishers.ofString(board))
                    .build());
            String id = json.readTree(opened.body()).path("tiling").asText();
            start = System.nanoTime();
            all = send(HttpRequest.newBuilder(address.resolve("/api/all?tiling=" + id))
                    .header(RequestGuard.HEADER, "1")
                    .build());
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        JsonNode done = json.readTree(all.body().lines().reduce((a, b) -> b).orElseThrow());
        assertEquals("done", done.path("event").asText(), all.body());
        assertFalse(done.path("complete").asBoolean(), done.toString());
        assertFalse(done.path("cancelled").asBoolean(), done.toString());
        assertTrue(done.path("orbits").asInt() >= 3, done.toString());
        assertTrue(done.path("stopped").asText().startsWith("the limit of 3 orbits"), done.toString());
        assertTrue(millis < 10_000, "All stopped at its bound in " + millis + " ms");
    }

    /** A client that asks for All and then reads nothing, or goes away, does not keep the one search thread. */
    @Test
    void allWhoseClientStopsReadingOrLeavesGivesItsThreadBack() throws IOException, InterruptedException {
        String id = opened("dominoes-30.tiling", dominoes(30));
        String ask = "GET /api/all?tiling=" + id + " HTTP/1.1\r\nHost: " + RawHttp.host(server) + "\r\n"
                + RequestGuard.HEADER + ": 1\r\n\r\n";
        try (Socket reader =
                new Socket(server.address().getHost(), server.address().getPort())) {
            reader.setReceiveBufferSize(4096);
            reader.getOutputStream().write(ask.getBytes(StandardCharsets.US_ASCII));
            // Reads nothing: the answer fills the socket's buffers, the search waits on its queue, the write times out.
            Thread.sleep(SHORT.idle().toMillis() + 3_000);
            solvesAndAllStartsAtOnce();
        }
        try (Socket leaver =
                new Socket(server.address().getHost(), server.address().getPort())) {
            leaver.getOutputStream().write(ask.getBytes(StandardCharsets.US_ASCII));
            InputStream in = leaver.getInputStream();
            in.readNBytes(10_000);
        }
        solvesAndAllStartsAtOnce();
    }
}
