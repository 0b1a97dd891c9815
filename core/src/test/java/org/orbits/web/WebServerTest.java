package org.orbits.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
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
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orbits.api.Orbits;

/** The JSON endpoints as a script sees them, on a server with one search thread. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class WebServerTest {

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient client = HttpClient.newHttpClient();
    private final StringWriter log = new StringWriter();
    private WebServer server;

    @BeforeAll
    void start() {
        server = WebServer.start(
                new WebServer.Settings("127.0.0.1", 0, Path.of("catalog"), 1, Duration.ofSeconds(60)),
                Orbits.standard(),
                new PrintWriter(log, true));
    }

    @AfterAll
    void stop() {
        server.close();
    }

    /** A request as a script sends it: with the header that says no other site sent it. */
    private static HttpRequest.Builder request(WebServer server, String path) {
        return HttpRequest.newBuilder(server.address().resolve(path)).header(RequestGuard.HEADER, "1");
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return client.send(request(server, path).build(), HttpResponse.BodyHandlers.ofString());
    }

    private JsonNode ok(String path) throws IOException, InterruptedException {
        HttpResponse<String> response = get(path);
        assertEquals(200, response.statusCode(), response.body());
        return json.readTree(response.body());
    }

    private String badRequest(String path) throws IOException, InterruptedException {
        HttpResponse<String> response = get(path);
        assertEquals(400, response.statusCode(), response.body());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        return json.readTree(response.body()).path("error").asText();
    }

    private List<JsonNode> lines(String path) throws IOException, InterruptedException {
        List<JsonNode> events = new ArrayList<>();
        for (String line : get(path).body().lines().toList()) {
            events.add(json.readTree(line));
        }
        return events;
    }

    @Test
    void theServerListensOnThisMachineOnlyByDefault() {
        assertEquals("127.0.0.1", server.address().getHost());
    }

    @Test
    void everyFamilyIsListedWithItsParameters() throws IOException, InterruptedException {
        JsonNode families = ok("/api/families");
        assertEquals(5, families.size());
        assertEquals("ngon", families.get(0).path("name").asText());
        assertEquals("n", families.get(0).path("parameters").get(0).path("name").asText());
    }

    @Test
    void badRequestsAreAnswered400WithAMessageNamingTheProblem() throws IOException, InterruptedException {
        assertEquals(
                "unknown puzzle family 'nope' (known: ngon, apex, hip, almostmagic, tilings)",
                badRequest("/api/board?family=nope"));
        assertEquals("the request names no family (add family=...)", badRequest("/api/solve"));
        assertEquals("ngon parameter n=99 is outside 3..40", badRequest("/api/solve?family=ngon&n=99"));
        assertEquals("'Q' names no cell of ngon n=6 sum=22", badRequest("/api/board?family=ngon&given=Q=3"));
        assertEquals("given C=x: the value is not a whole number", badRequest("/api/board?family=ngon&given=C=x"));
        assertEquals("given C=44 is outside 1..19", badRequest("/api/solve?family=ngon&given=C=44"));
        assertTrue(badRequest("/api/all?family=ngon&given=C=4&given=v0=4").contains("4 is used twice"));
        assertEquals("timeLimit=-1 is outside 0..60 seconds", badRequest("/api/solve?family=ngon&timeLimit=-1"));
        HttpResponse<String> missing = get("/api/nothing");
        assertEquals(404, missing.statusCode());
        assertTrue(json.readTree(missing.body()).has("error"));
        assertFalse(log.toString().contains("internal error"), log.toString());
    }

    @Test
    void theServersEdgesAnswerShortlyInJson() throws IOException, InterruptedException {
        String longName = "x".repeat(10_000);
        String message = badRequest("/api/board?family=" + longName);
        assertTrue(message.length() <= JsonAnswers.MAX_MESSAGE + 40, message.length() + " characters: " + message);
        HttpResponse<String> tooLong = get("/api/board?family=ngon&n=" + "9".repeat(Query.MAX_LENGTH));
        assertEquals(414, tooLong.statusCode(), tooLong.body());
        assertTrue(json.readTree(tooLong.body()).has("error"));
        assertTrue(badRequest("/api/board?family=ngon" + "&given=C=4".repeat(Query.MAX_WORDS))
                .contains("more than " + Query.MAX_WORDS + " words"));
        HttpResponse<Void> head = client.send(
                request(server, "/")
                        .method("HEAD", HttpRequest.BodyPublishers.noBody())
                        .build(),
                HttpResponse.BodyHandlers.discarding());
        assertEquals(200, head.statusCode());
        HttpResponse<String> post = client.send(
                request(server, "/api/solve")
                        .POST(HttpRequest.BodyPublishers.ofString("family=ngon"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(405, post.statusCode());
        assertTrue(json.readTree(post.body()).has("error"));
        assertFalse(log.toString().contains("internal error"), log.toString());
    }

    @Test
    void theBoardShowsEveryCellNamedAndWhatTheRulesSay() throws IOException, InterruptedException {
        JsonNode board = ok("/api/board?family=ngon&n=6&given=C=4&given=v0=10&given=m0=10");
        assertEquals(19, board.path("cells").size());
        String svg = board.path("svg").asText();
        for (JsonNode cell : board.path("cells")) {
            assertTrue(svg.contains("data-cell=\"" + cell.asText() + "\""), cell.asText());
        }
        List<String> remarks = new ArrayList<>();
        board.path("remarks").forEach(remark -> remarks.add(remark.path("text").asText()));
        assertTrue(
                remarks.contains("10 is used twice, at v0 and m0: every cell holds a different value"),
                remarks.toString());
        assertTrue(remarks.contains("line C-m0-v0 sums to 24, not 22"), remarks.toString());
    }

    @Test
    void theBoardSaysWhichParametersAreTheFamilysOwnChoiceAndWhichValuesAreColours()
            throws IOException, InterruptedException {
        List<String> atDefault = new ArrayList<>();
        ok("/api/board?family=ngon&n=12&sum=40").path("atDefault").forEach(name -> atDefault.add(name.asText()));
        assertTrue(atDefault.contains("sum"), atDefault.toString());
        JsonNode chosen = ok("/api/board?family=ngon&n=12&sum=41");
        assertFalse(
                chosen.path("atDefault").toString().contains("sum"),
                chosen.path("atDefault").toString());
        assertEquals(0, chosen.path("valueColours").size());
        JsonNode hip = ok("/api/board?family=hip&n=4").path("valueColours");
        assertEquals(2, hip.size(), hip.toString());
        assertFalse(hip.path("0").asText().equals(hip.path("1").asText()), hip.toString());
        assertEquals(
                0,
                ok("/api/board?family=apex&rows=3&modulus=3")
                        .path("valueColours")
                        .size());
    }

    @Test
    void solveCompletesTheSeedsGivensOrSaysThereIsNoSolution() throws IOException, InterruptedException {
        JsonNode solved = ok("/api/solve?family=ngon&n=6&given=C=4&given=v0=10");
        assertTrue(solved.path("solved").asBoolean());
        assertEquals(4, solved.path("solution").path("C").asInt());
        assertEquals(10, solved.path("solution").path("v0").asInt());
        JsonNode impossible = ok("/api/solve?family=ngon&n=6&given=C=1");
        assertFalse(impossible.path("solved").asBoolean());
        assertTrue(impossible.path("complete").asBoolean());
        assertEquals(
                "no solution: the givens cannot be completed",
                impossible.path("message").asText());
    }

    @Test
    void allStreamsTheFourOrbitsOfMagic19ThenTheTotals() throws IOException, InterruptedException {
        List<JsonNode> events = lines("/api/all?family=ngon&n=6");
        assertEquals("start", events.get(0).path("event").asText());
        List<JsonNode> orbits = events.stream()
                .filter(e -> e.path("event").asText().equals("orbit"))
                .toList();
        assertEquals(4, orbits.size());
        orbits.forEach(orbit -> assertEquals(12, orbit.path("orbitSize").asInt()));
        JsonNode done = events.get(events.size() - 1);
        assertEquals("done", done.path("event").asText());
        assertTrue(done.path("complete").asBoolean());
        assertEquals(48, done.path("completions").asLong());
        assertEquals(4, done.path("orbits").asInt());
    }

    @Test
    void checkRunsThePuzzlesCheckerOnAHandFilledBoard() throws IOException, InterruptedException {
        String seedSolution = "given=C=4&given=m0=8&given=m1=13&given=m2=12&given=m3=16&given=m4=17&given=m5=15"
                + "&given=v0=10&given=v1=5&given=v2=6&given=v3=2&given=v4=1&given=v5=3"
                + "&given=e0=7&given=e1=11&given=e2=14&given=e3=19&given=e4=18&given=e5=9";
        JsonNode correct = ok("/api/check?family=ngon&n=6&" + seedSolution);
        assertTrue(correct.path("ok").asBoolean(), correct.toString());
        JsonNode wrong = ok("/api/check?family=ngon&n=6&" + seedSolution.replace("e5=9", "e5=20"));
        assertFalse(wrong.path("ok").asBoolean());
        assertEquals(
                "the checker says: e5=20 is outside 1..19",
                wrong.path("message").asText());
        JsonNode partial = ok("/api/check?family=ngon&n=6&given=C=4");
        assertTrue(partial.path("message").asText().startsWith("18 of 19 cells are empty"), partial.toString());
    }

    @Test
    void theCatalogIsServedWithEveryRepresentativeDrawn() throws IOException, InterruptedException {
        JsonNode index = ok("/api/catalog");
        assertTrue(index.size() > 4);
        JsonNode magic19 = ok("/api/catalog/ngon/n6-s22");
        assertEquals(4, magic19.path("orbits").asInt());
        assertEquals(4, magic19.path("representatives").size());
        assertTrue(magic19.path("representatives").get(0).path("svg").asText().contains("data-cell=\"C\""));
        assertEquals(404, get("/api/catalog/ngon/n6-s99").statusCode());
        // What the entry's page says in words comes along: the checks that confirmed it, the symmetry analysis.
        assertEquals(
                4,
                magic19.path("confirmedBy").size(),
                magic19.path("confirmedBy").toString());
        assertTrue(magic19.path("confirmedBy").get(0).asText().startsWith("full enumeration"));
        assertTrue(magic19.path("analysis").asText().contains("equals the declared group"), magic19.toString());
        assertTrue(
                ok("/api/catalog/ngon/n4-s21").path("analysis").asText().contains("not declared: values x -> 14 - x"));
    }

    private static JsonNode last(List<JsonNode> events) {
        return events.get(events.size() - 1);
    }

    private static List<JsonNode> orbitEvents(List<JsonNode> events) {
        return events.stream()
                .filter(e -> e.path("event").asText().equals("orbit"))
                .toList();
    }

    @Test
    void allOfACataloguedInstanceIsReadFromItsEntryAndSaysItListsOnlyItsFirstOrbits()
            throws IOException, InterruptedException {
        long start = System.nanoTime();
        List<JsonNode> events = lines("/api/all?family=ngon&n=12");
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertTrue(millis < 20_000, "All of the catalogued 12-gon took " + millis + " ms");
        JsonNode source = events.get(0).path("catalog");
        assertEquals("n12-s40", source.path("entry").asText(), events.get(0).toString());
        JsonNode done = last(events);
        assertTrue(done.path("fromCatalog").asBoolean() && done.path("complete").asBoolean(), done.toString());
        assertEquals(95_232, done.path("completions").asLong());
        assertEquals(3_968, done.path("orbits").asLong());
        // The entry lists its first 1000 orbits: those are sent, and the answer says how many.
        assertEquals(1_000, done.path("listed").asInt());
        assertEquals(1_000, orbitEvents(events).size());
    }

    @Test
    void allWithGivensFromTheCatalogAgreesWithTheSearchAndShowsSolutionsOfTheGivens()
            throws IOException, InterruptedException {
        Orbits orbits = Orbits.standard();
        var instance = orbits.instance("ngon", java.util.Map.of("n", "6"));
        java.util.Map<String, Integer> givens = java.util.Map.of("v0", 1, "C", 4);
        var searched = orbits.solveAll(instance, givens, org.orbits.api.Options.defaults());
        List<JsonNode> events = lines("/api/all?family=ngon&n=6&given=v0=1&given=C=4");
        JsonNode done = last(events);
        assertTrue(done.path("fromCatalog").asBoolean(), done.toString());
        assertEquals(searched.completions(), done.path("completions").asLong());
        assertEquals(searched.orbits().size(), done.path("orbits").asInt());
        for (JsonNode orbit : orbitEvents(events)) {
            // The canonical form puts 10 at v0; the orbit's solution shown completes the givens.
            assertEquals(1, orbit.path("shown").path("v0").asInt(), orbit.toString());
            assertEquals(4, orbit.path("shown").path("C").asInt(), orbit.toString());
            assertFalse(orbit.path("shownIsCanonical").asBoolean());
            assertEquals(Optional.empty(), instance.violation(values(instance, orbit.path("shown"))));
        }
    }

    private static com.google.common.primitives.ImmutableIntArray values(
            org.orbits.api.Instance instance, JsonNode cells) {
        return com.google.common.primitives.ImmutableIntArray.copyOf(instance.cellNames().stream()
                .mapToInt(name -> cells.path(name).asInt())
                .toArray());
    }

    @Test
    void allOfAnInstanceNotCataloguedTellsItsShareDoneAndTimeLeftAndShowsSolutionsOfTheGivens()
            throws IOException, InterruptedException {
        // A search of a few seconds with few completions: the engine reports its progress every half second, so
        // one that ends sooner (the 10-row Apex took 0.75 s once the JVM was warm) may report none.
        List<JsonNode> events = lines("/api/all?family=hip&rows=6&cols=9&given=r0c0=1");
        assertFalse(events.get(0).has("catalog"), events.get(0).toString());
        List<JsonNode> progress = events.stream()
                .filter(e -> e.path("event").asText().equals("progress") && e.has("shareDone"))
                .toList();
        assertFalse(progress.isEmpty(), "no progress told its share done");
        progress.forEach(e -> assertTrue(
                e.path("shareDone").asDouble() >= 0 && e.path("shareDone").asDouble() <= 1, e.toString()));
        assertTrue(progress.stream().anyMatch(e -> e.has("remainingMillis")), progress.toString());
        List<JsonNode> orbits = orbitEvents(events);
        assertFalse(orbits.isEmpty());
        orbits.forEach(orbit -> assertEquals(1, orbit.path("shown").path("r0c0").asInt(), orbit.toString()));
        assertTrue(last(events).path("complete").asBoolean());
    }

    @Test
    void solveStreamsTheBestSolutionSoFarAndSaysWhetherItIsProven() throws IOException, InterruptedException {
        List<JsonNode> events = lines("/api/solve/stream?family=hip&n=8&timeLimit=6");
        List<JsonNode> best = events.stream().filter(e -> e.has("bestSvg")).toList();
        assertFalse(best.isEmpty(), "no best solution was streamed: " + events);
        assertTrue(best.get(0).path("best").isInt(), best.get(0).toString());
        JsonNode done = last(events);
        assertEquals("done", done.path("event").asText());
        assertTrue(done.path("solved").asBoolean());
        assertEquals(
                "best found, not proven", done.path("objective").path("status").asText(), done.toString());
        JsonNode proven = last(lines("/api/solve/stream?family=hip&n=4"));
        assertEquals("optimal (proven)", proven.path("objective").path("status").asText(), proven.toString());
        JsonNode magic19 = last(lines("/api/solve/stream?family=ngon&n=6&given=C=4&given=v0=10"));
        assertTrue(
                magic19.path("solved").asBoolean() && magic19.path("complete").asBoolean());
        assertFalse(magic19.has("objective"));
    }

    @Test
    void theCatalogsSheetsAndPagesAreServedAndNothingOutsideIt() throws IOException, InterruptedException {
        HttpResponse<String> sheet = get("/catalog/ngon/n6-s22.svg");
        assertEquals(200, sheet.statusCode());
        assertEquals("image/svg+xml", sheet.headers().firstValue("Content-Type").orElse(""));
        assertTrue(sheet.body().startsWith("<svg") || sheet.body().startsWith("<?xml"), sheet.body());
        HttpResponse<String> page = get("/catalog/ngon/n6-s22.md");
        assertEquals(200, page.statusCode());
        assertTrue(page.headers().firstValue("Content-Type").orElse("").startsWith("text/markdown"));
        assertTrue(page.body().contains("Symmetry analysis"), page.body());
        for (String climbing : List.of(
                "catalog/../README.md",
                "catalog/ngon/../README.md",
                "catalog/ngon/..%2F..%2FREADME.md",
                "catalog/ngon/n6-s99.svg")) {
            HttpResponse<String> refused = client.send(
                    HttpRequest.newBuilder(java.net.URI.create(server.address() + climbing))
                            .header(RequestGuard.HEADER, "1")
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertTrue(
                    refused.statusCode() == 400 || refused.statusCode() == 404, climbing + ": " + refused.statusCode());
            assertTrue(refused.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
            assertTrue(json.readTree(refused.body()).has("error"), refused.body());
        }
    }

    /**
     * The server has one search thread: a long search the client abandons must give it back, or the Solve
     * after it would wait for the whole search.
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "/api/all?family=ngon&n=12&sum=41",
                "/api/solve?family=almostmagic",
                "/api/solve/stream?family=almostmagic"
            })
    void aSearchTheClientAbandonsIsCancelled(String longSearch) throws IOException, InterruptedException {
        try (Socket socket =
                new Socket(server.address().getHost(), server.address().getPort())) {
            OutputStream out = socket.getOutputStream();
            out.write(("GET " + longSearch + " HTTP/1.1\r\nHost: 127.0.0.1:"
                            + server.address().getPort() + "\r\n" + RequestGuard.HEADER + ": 1\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            BufferedReader in =
                    new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            // Past the headers and into the answer: the search is running.
            for (String line = in.readLine(); line != null && !line.isEmpty(); line = in.readLine()) {}
            in.read();
        }
        long start = System.nanoTime();
        JsonNode solved = ok("/api/solve?family=ngon&n=6&given=C=4&given=v0=10");
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertTrue(solved.path("solved").asBoolean());
        assertTrue(millis < 10_000, "the Solve after an abandoned search took " + millis + " ms");
    }

    /**
     * Fair service: with the one All thread taken by a long search, a Solve still answers at once (it has threads of
     * its own), and a second All, which cannot start, is refused with 503 and a JSON reason within seconds.
     */
    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aSolveNeverWaitsBehindLongSearchesAndASearchThatCannotStartIsRefused() throws Exception {
        try (WebServer busy = WebServer.start(
                new WebServer.Settings("127.0.0.1", 0, Path.of("catalog"), 1, Duration.ofSeconds(60)),
                Orbits.standard(),
                new PrintWriter(new StringWriter(), true))) {
            var longAll = client.sendAsync(
                    request(busy, "/api/all?family=hip&n=9&timeLimit=15").build(),
                    HttpResponse.BodyHandlers.ofString());
            // Past the warm-up search and into the long All.
            Thread.sleep(2500);
            long start = System.nanoTime();
            HttpResponse<String> solve = client.send(
                    request(busy, "/api/solve?family=ngon&n=6&given=C=4&given=v0=10")
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertEquals(200, solve.statusCode(), solve.body());
            assertTrue(json.readTree(solve.body()).path("solved").asBoolean());
            assertTrue(millis < 2_500, "a Solve beside a long All took " + millis + " ms");
            start = System.nanoTime();
            HttpResponse<String> refused = client.send(
                    request(busy, "/api/all?family=hip&n=9&timeLimit=15").build(),
                    HttpResponse.BodyHandlers.ofString());
            millis = (System.nanoTime() - start) / 1_000_000;
            assertEquals(503, refused.statusCode(), refused.body());
            assertTrue(json.readTree(refused.body()).path("error").asText().contains("could not start within"));
            assertTrue(millis < SearchAnswers.START_WAIT.toMillis() + 2_000, "the refusal took " + millis + " ms");
            longAll.cancel(true);
        }
    }

    private HttpResponse<String> openTiling(String name, String text) throws IOException, InterruptedException {
        return client.send(
                request(server, "/api/tiling?name=" + name)
                        .POST(HttpRequest.BodyPublishers.ofString(text))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aTilingFileOpenedOnThePageIsAPuzzleEveryEndpointNames() throws IOException, InterruptedException {
        String text = java.nio.file.Files.readString(Path.of("examples/tilings/pentominoes-3x20.tiling"));
        HttpResponse<String> opened = openTiling("pentominoes-3x20.tiling", text);
        assertEquals(200, opened.statusCode(), opened.body());
        String id = json.readTree(opened.body()).path("tiling").asText();
        assertEquals(
                "pentominoes-3x20", json.readTree(opened.body()).path("label").asText());
        assertEquals(
                id,
                json.readTree(openTiling("pentominoes-3x20.tiling", text).body())
                        .path("tiling")
                        .asText());

        JsonNode board = ok("/api/board?tiling=" + id);
        assertEquals(id, board.path("tiling").asText());
        assertEquals(60, board.path("cells").size());
        assertEquals("F", board.path("valueNames").path("1").asText());
        assertEquals(12, board.path("valueNames").size());
        List<JsonNode> events = lines("/api/all?tiling=" + id);
        JsonNode done = events.get(events.size() - 1);
        assertEquals("done", done.path("event").asText());
        assertTrue(done.path("complete").asBoolean());
        assertEquals(8, done.path("completions").asLong());
        assertEquals(2, done.path("orbits").asLong());
        assertEquals("D2", events.get(0).path("group").asText());
        // Each orbit's picture draws the pieces in colours of their own.
        String svg = events.get(1).path("svg").asText();
        assertEquals(
                12,
                java.util.regex.Pattern.compile("data-cell=\"[^\"]*\"[^>]* fill=\"([^\"]*)\"")
                        .matcher(svg)
                        .results()
                        .map(match -> match.group(1))
                        .distinct()
                        .count());
    }

    @Test
    void aMalformedTilingFileIsAnswered400WithItsLine() throws IOException, InterruptedException {
        HttpResponse<String> bad = openTiling("bad.tiling", "board\n##\npiece A\n#x\n");
        assertEquals(400, bad.statusCode(), bad.body());
        assertTrue(bad.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        assertEquals(
                "bad.tiling:4: 'x' at column 2: rows are made of '#' (a cell) and '.' (no cell)",
                json.readTree(bad.body()).path("error").asText());
        assertEquals(400, openTiling("bad.txt", "board\n#\npiece A\n#\n").statusCode());
        assertEquals(
                413,
                openTiling("big.tiling", "#".repeat(OpenedTilings.MAX_BYTES + 1))
                        .statusCode());
        assertTrue(badRequest("/api/board?tiling=0123456789abcdef").contains("open the file again"));
        HttpResponse<String> get = get("/api/tiling?name=a.tiling");
        assertEquals(405, get.statusCode(), get.body());
        assertFalse(log.toString().contains("internal error"), log.toString());
    }
}
