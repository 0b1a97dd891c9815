package org.orbits.benchmarks.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.math.Quantiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import org.orbits.checks.MarkdownPage;
import org.orbits.checks.MarkdownTable;

/**
 * The section "orbits vs peers" of the benchmark report, rendered from {@code benchmarks/results/peers.json}
 * (written by {@link PeersBenchmark}), so that the table always says what the results say.
 */
public final class PeersReport {

    private static final Map<String, String> PEERS = new LinkedHashMap<>();

    static {
        PEERS.put("gecode", "Gecode");
        PEERS.put("cpsat", "CP-SAT");
    }

    private PeersReport() {}

    /** The median of the runs that finished, or empty when one ran past the limit (it was not run again). */
    static OptionalDouble median(JsonNode runs) {
        if (runs == null || runs.isEmpty()) {
            return OptionalDouble.empty();
        }
        List<Double> times = new ArrayList<>();
        for (JsonNode run : runs) {
            if (run.isNull()) {
                return OptionalDouble.empty();
            }
            times.add(run.asDouble());
        }
        return OptionalDouble.of(Quantiles.median().compute(times));
    }

    /** The section on {@code report}. */
    public static void add(MarkdownPage report, Path peersJson, Path readme) throws IOException {
        JsonNode document = new ObjectMapper().readTree(peersJson.toFile());
        double limit = document.get("timeoutSeconds").asDouble();
        JsonNode versions = document.get("versions");
        String machine = document.get("machine").asText();
        JsonNode load = document.get("loadAverage");
        if (load != null) {
            machine += String.format(
                    Locale.ROOT,
                    "; load average (1 minute) %.1f at the start of the run, %.1f at its end",
                    load.get("start").asDouble(),
                    load.get("end").asDouble());
        }
        Path results = readme.getParent().relativize(peersJson);
        report.heading(2, "orbits vs peers: the same workloads, whole process against whole process")
                .paragraph("Each workload run by orbits (`./orbits enumerate ... --json --quiet`, default settings and"
                        + " threads), by Gecode through MiniZinc on lex-leader models of the same group (one solution"
                        + " per orbit), and by OR-tools CP-SAT on plain models (every solution); the models are written"
                        + " from the puzzles' definitions, in [`peers/`](peers/README.md). Times are wall-clock, start"
                        + " to exit, medians of " + document.get("rounds").asInt() + " rounds run side by side (each"
                        + " round runs every workload with every contestant in turn); an optimisation is its proof and"
                        + " then the enumeration of every optimal solution (for Gecode two processes, their times"
                        + " added). Every peer's count and optimum was checked against orbits': solutions for CP-SAT,"
                        + " orbits for Gecode. A peer past " + String.format(Locale.ROOT, "%.0f", limit) + " s is"
                        + " stopped and not run again. The ratio is orbits' time over the best peer's: below 1, orbits"
                        + " is faster.")
                .list(List.of(
                        "machine: " + machine,
                        "orbits: " + versions.path("orbits").asText("not run"),
                        "Gecode: " + versions.path("gecode").asText("not run") + ", one thread",
                        "CP-SAT: " + versions.path("cpsat").asText("not run") + ", " + CpSatPeer.WORKERS
                                + " workers for a proof of the optimum; enumeration on one (CP-SAT enumerates on one"
                                + " worker only)",
                        "results: " + MarkdownPage.link("`" + results + "`", results.toString())
                                + "; re-run with `benchmarks/peers/run`"));
        MarkdownTable table = MarkdownTable.of(
                        "workload", "orbits' figures", "orbits (s)", "Gecode (s)", "CP-SAT (s)", "best peer", "ratio")
                .alignRight(2, 3, 4, 6);
        List<String> commands = new ArrayList<>();
        for (JsonNode workload : document.get("workloads")) {
            table.row(row(workload, limit));
            commands.add("`" + workload.get("orbitsCommand").asText() + "`");
        }
        report.table(table).paragraph("The orbits commands: " + String.join(", ", commands) + ".");
    }

    /** A workload's row: orbits' time, each peer's, the best peer and the ratio of orbits' time to the best. */
    private static List<String> row(JsonNode workload, double limit) {
        JsonNode seconds = workload.get("seconds");
        OptionalDouble orbits = median(seconds.get("orbits"));
        String best = null;
        double bestTime = Double.POSITIVE_INFINITY;
        List<String> cells = new ArrayList<>(List.of(
                workload.get("title").asText(),
                figures(workload),
                orbits.isPresent() ? format(orbits.getAsDouble()) : "n/a"));
        for (Map.Entry<String, String> peer : PEERS.entrySet()) {
            JsonNode runs = seconds.get(peer.getKey());
            OptionalDouble time = median(runs);
            if (runs == null || runs.isEmpty()) {
                cells.add("not run");
            } else if (time.isEmpty()) {
                cells.add(String.format(Locale.ROOT, "> %.0f", limit));
            } else {
                cells.add(format(time.getAsDouble()));
                if (time.getAsDouble() < bestTime) {
                    bestTime = time.getAsDouble();
                    best = peer.getValue();
                }
            }
        }
        String ratio;
        if (orbits.isEmpty()) {
            ratio = "n/a";
        } else if (best == null) {
            ratio = String.format(Locale.ROOT, "< %.2f", orbits.getAsDouble() / limit);
        } else {
            ratio = String.format(Locale.ROOT, "%.2f", orbits.getAsDouble() / bestTime);
        }
        cells.add(best == null ? "none within the limit" : best);
        cells.add(ratio);
        return cells;
    }

    private static String figures(JsonNode workload) {
        if (!workload.has("solutions")) {
            return "not run";
        }
        long solutions = workload.get("solutions").asLong();
        long orbits = workload.get("orbits").asLong();
        String counts = String.format(
                Locale.ROOT,
                "%,d solution%s, %,d orbit%s",
                solutions,
                solutions == 1 ? "" : "s",
                orbits,
                orbits == 1 ? "" : "s");
        return workload.has("optimum") ? "optimum " + workload.get("optimum").asLong() + "; " + counts : counts;
    }

    private static String format(double seconds) {
        return seconds < 10 ? String.format(Locale.ROOT, "%.2f", seconds) : String.format(Locale.ROOT, "%.1f", seconds);
    }
}
