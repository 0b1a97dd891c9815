package org.orbits.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.Socket;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orbits.api.Orbits;

/**
 * The page stays the page while it is attacked the ways that once stopped it, all at once: 16 connections that send
 * half their headers a byte at a time, two uploads of a 94 KB tiling file whose placements would fill the memory, sent
 * slowly, and two All searches of a board whose every tiling is an orbit, run up to and past their time limit. A Solve
 * is answered within a second throughout, and a request for another Host or from another site is refused.
 */
@Tag("slow")
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class WebServerUnderAttackTest {

    private static final int SLOW_CONNECTIONS = 16;
    private static final int ALL_LIMIT_SECONDS = 3;

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient client = HttpClient.newHttpClient();

    @Test
    void aSolveIsAnsweredWithinASecondWhileTheServerIsAttacked() throws Exception {
        StringWriter log = new StringWriter();
        ExecutorService attackers = Executors.newCachedThreadPool();
        try (WebServer server = WebServer.start(
                new WebServer.Settings("127.0.0.1", 0, Path.of("catalog"), 2, Duration.ofMinutes(2)),
                Orbits.standard(),
                new PrintWriter(log, true))) {
            String host = "Host: " + RawHttp.host(server);
            HttpResponse<String> opened = client.send(
                    HttpRequest.newBuilder(server.address().resolve("/api/tiling?name=dominoes-60.tiling"))
                            .header(RequestGuard.HEADER, "1")
                            .POST(HttpRequest.BodyPublishers.ofString(WebServerLimitsTest.dominoes(60)))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, opened.statusCode(), opened.body());
            String board = json.readTree(opened.body()).path("tiling").asText();
            solve(server); // warm, before the attack

            List<Future<Duration>> slow = new ArrayList<>();
            for (int k = 0; k < SLOW_CONNECTIONS; k++) {
                slow.add(attackers.submit(() -> RawHttp.trickle(
                        server.address(),
                        "GET /api/families HTTP/1.1\r\n" + host + "\r\nX-Slow: ",
                        Duration.ofMillis(500),
                        Duration.ofSeconds(60))));
            }
            String huge = WebServerLimitsTest.straightPieces();
            List<Future<Integer>> uploads = new ArrayList<>();
            for (int k = 0; k < 2; k++) {
                String name = "straight" + k + ".tiling";
                uploads.add(attackers.submit(() -> slowUpload(server, name, huge)));
            }
            List<Future<Long>> alls = new ArrayList<>();
            for (int k = 0; k < 2; k++) {
                alls.add(attackers.submit(() -> allMillis(server, board)));
            }
            Thread.sleep(500);

            long slowest = 0;
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(ALL_LIMIT_SECONDS + 4);
            int solves = 0;
            while (System.nanoTime() < end) {
                slowest = Math.max(slowest, solve(server));
                solves++;
                RawHttp.Answer foreign = RawHttp.get(server.address(), "/api/families", "Host: evil.example");
                assertEquals(403, foreign.status(), foreign.head());
                HttpResponse<String> crossSite = client.send(
                        HttpRequest.newBuilder(server.address().resolve("/api/solve?family=ngon"))
                                .header("Origin", "http://evil.example")
                                .header("Sec-Fetch-Site", "cross-site")
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
                assertEquals(403, crossSite.statusCode(), crossSite.body());
                Thread.sleep(200);
            }
            assertTrue(slowest < 1_000, "the slowest of " + solves + " Solves under attack took " + slowest + " ms");
            for (Future<Integer> upload : uploads) {
                assertEquals(422, upload.get());
            }
            for (Future<Long> all : alls) {
                long millis = all.get();
                assertTrue(
                        millis
                                < TimeUnit.SECONDS.toMillis(ALL_LIMIT_SECONDS)
                                        + SearchAnswers.GRACE.toMillis()
                                        + SearchAnswers.OVERRUN.toMillis(),
                        "an All with a limit of " + ALL_LIMIT_SECONDS + " s answered in " + millis + " ms");
            }
            for (Future<Duration> connection : slow) {
                Duration open = connection.get();
                assertTrue(
                        open.compareTo(WebServer.Bounds.DEFAULT.headers().plusSeconds(3)) < 0,
                        "a connection sending half its headers stayed open " + open.toMillis() + " ms");
            }
            assertTrue(!log.toString().contains("internal error"), log.toString());
        } finally {
            attackers.shutdownNow();
        }
    }

    /** A Solve as the page asks it; how long it took, in milliseconds. */
    private long solve(WebServer server) throws IOException, InterruptedException {
        long start = System.nanoTime();
        HttpResponse<String> solved = client.send(
                HttpRequest.newBuilder(server.address().resolve("/api/solve?family=ngon&n=6&given=C=4&given=v0=10"))
                        .header(RequestGuard.HEADER, "1")
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(200, solved.statusCode(), solved.body());
        assertTrue(json.readTree(solved.body()).path("solved").asBoolean(), solved.body());
        return millis;
    }

    /** All of the board up to its time limit, read to the end; how long it took, in milliseconds. */
    private long allMillis(WebServer server, String board) throws IOException, InterruptedException {
        long start = System.nanoTime();
        HttpResponse<String> all = client.send(
                HttpRequest.newBuilder(server.address()
                                .resolve("/api/all?tiling=" + board + "&timeLimit=" + ALL_LIMIT_SECONDS))
                        .header(RequestGuard.HEADER, "1")
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, all.statusCode(), all.body());
        assertTrue(all.body().contains("\"event\":\"done\""), all.body());
        return (System.nanoTime() - start) / 1_000_000;
    }

    /** The file sent in 5,000-byte pieces, one every 200 ms; the answer's status. */
    private static int slowUpload(WebServer server, String name, String text) throws IOException, InterruptedException {
        byte[] body = text.getBytes(StandardCharsets.UTF_8);
        try (Socket socket =
                new Socket(server.address().getHost(), server.address().getPort())) {
            OutputStream out = socket.getOutputStream();
            out.write(("POST /api/tiling?name=" + name + " HTTP/1.1\r\nHost: " + RawHttp.host(server) + "\r\n"
                            + RequestGuard.HEADER + ": 1\r\nContent-Length: " + body.length
                            + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            for (int at = 0; at < body.length; at += 5_000) {
                out.write(body, at, Math.min(5_000, body.length - at));
                out.flush();
                Thread.sleep(200);
            }
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return Integer.parseInt(answer.substring(9, 12));
        }
    }
}
