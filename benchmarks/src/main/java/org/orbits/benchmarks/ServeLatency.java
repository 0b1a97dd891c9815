package org.orbits.benchmarks;

import com.google.common.math.Quantiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The latency of a running {@code orbits serve}, as a browser sees it: the whole answer of Solve for
 * Magic-19 with the givens C=4 and v0=10, and of All for Magic-19 (the stream read to its last line). The two
 * requests alternate, after a warm-up, and the medians of the measured rounds are printed. Run it through
 * {@code benchmarks/serve-latency}, which starts the server.
 *
 * <p>Arguments: the server's address (default http://127.0.0.1:7919/), warm-up rounds (20), measured rounds (20).
 */
public final class ServeLatency {

    private static final String SOLVE = "api/solve?family=ngon&n=6&given=C=4&given=v0=10";
    private static final String ALL = "api/all?family=ngon&n=6";

    private ServeLatency() {}

    public static void main(String[] args) throws IOException, InterruptedException {
        URI server = URI.create(args.length > 0 ? args[0] : "http://127.0.0.1:7919/");
        int warmUp = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 20;
        HttpClient client = HttpClient.newHttpClient();
        for (int round = 0; round < warmUp; round++) {
            solve(client, server);
            all(client, server);
        }
        List<Double> solve = new ArrayList<>();
        List<Double> all = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            solve.add(solve(client, server));
            all.add(all(client, server));
        }
        System.out.println(line("Solve Magic-19, givens C=4 v0=10", solve));
        System.out.println(line("All Magic-19 (4 orbits streamed)", all));
    }

    private static String line(String what, List<Double> millis) {
        double[] sorted =
                millis.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return String.format(
                Locale.ROOT,
                "%-34s median %6.1f ms   min %6.1f   max %6.1f   (%d rounds)",
                what,
                Quantiles.median().compute(sorted),
                sorted[0],
                sorted[sorted.length - 1],
                sorted.length);
    }

    private static double solve(HttpClient client, URI server) throws IOException, InterruptedException {
        long start = System.nanoTime();
        HttpResponse<String> answer = client.send(
                HttpRequest.newBuilder(server.resolve(SOLVE))
                        .header("X-Orbits", "1")
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        double millis = (System.nanoTime() - start) / 1e6;
        if (answer.statusCode() != 200 || !answer.body().contains("\"solved\":true")) {
            throw new IllegalStateException("Solve answered " + answer.statusCode() + ": " + answer.body());
        }
        return millis;
    }

    private static double all(HttpClient client, URI server) throws IOException, InterruptedException {
        long start = System.nanoTime();
        HttpResponse<java.io.InputStream> answer = client.send(
                HttpRequest.newBuilder(server.resolve(ALL))
                        .header("X-Orbits", "1")
                        .build(),
                HttpResponse.BodyHandlers.ofInputStream());
        String last = null;
        int orbits = 0;
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(answer.body(), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                last = line;
                orbits += line.startsWith("{\"event\":\"orbit\"") ? 1 : 0;
            }
        }
        double millis = (System.nanoTime() - start) / 1e6;
        if (answer.statusCode() != 200 || last == null || !last.contains("\"complete\":true") || orbits != 4) {
            throw new IllegalStateException(
                    "All answered " + answer.statusCode() + " with " + orbits + " orbits, ending " + last);
        }
        return millis;
    }
}
