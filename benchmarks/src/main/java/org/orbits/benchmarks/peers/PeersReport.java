package org.orbits.benchmarks.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

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
        double[] sorted =
                times.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        return OptionalDouble.of(n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2);
    }

    public static String section(Path peersJson, Path readme) throws IOException {
        JsonNode document = new ObjectMapper().readTree(peersJson.toFile());
        double limit = document.get("timeoutSeconds").asDouble();
        JsonNode versions = document.get("versions");
        StringBuilder md = new StringBuilder();
        md.append("## orbits vs peers: the same workloads, whole process against whole process\n\n");
        md.append("Each workload run by orbits (`./orbits enumerate ... --json --quiet`, default settings and"
                        + " threads), by Gecode through MiniZinc on lex-leader models of the same group (one solution"
                        + " per orbit), and by OR-tools CP-SAT on plain models (every solution); the models are written"
                        + " from the puzzles' definitions, in [`peers/`](peers/README.md). Times are wall-clock, start"
                        + " to exit, medians of ")
                .append(document.get("rounds").asInt())
                .append(" rounds run side by side (each round runs every workload with every contestant in"
                        + " turn); an optimisation is its proof and then the enumeration of every optimal"
                        + " solution (for Gecode two processes, their times added). Every peer's count and"
                        + " optimum was checked against orbits': solutions for CP-SAT, orbits for Gecode. A"
                        + " peer past ")
                .append(String.format(Locale.ROOT, "%.0f", limit))
                .append(" s is stopped and not run again. The ratio is orbits' time over the best peer's:"
                        + " below 1, orbits is faster.\n\n");
        md.append("- machine: ").append(document.get("machine").asText());
        JsonNode load = document.get("loadAverage");
        if (load != null) {
            md.append(String.format(
                    Locale.ROOT,
                    "; load average (1 minute) %.1f at the start of the run, %.1f at its end",
                    load.get("start").asDouble(),
                    load.get("end").asDouble()));
        }
        md.append('\n');
        md.append("- orbits: ")
                .append(versions.path("orbits").asText("not run"))
                .append('\n');
        md.append("- Gecode: ")
                .append(versions.path("gecode").asText("not run"))
                .append(", one thread\n");
        md.append("- CP-SAT: ")
                .append(versions.path("cpsat").asText("not run"))
                .append(", ")
                .append(CpSatPeer.WORKERS)
                .append(" workers for a proof of the optimum; enumeration on one (CP-SAT enumerates on one"
                        + " worker only)\n");
        md.append("- results: [`")
                .append(readme.getParent().relativize(peersJson))
                .append("`](")
                .append(readme.getParent().relativize(peersJson))
                .append("); re-run with `benchmarks/peers/run`\n\n");
        md.append("| workload | orbits' figures | orbits (s) | Gecode (s) | CP-SAT (s) | best peer | ratio |\n");
        md.append("|---|---|---:|---:|---:|---|---:|\n");
        for (JsonNode workload : document.get("workloads")) {
            JsonNode seconds = workload.get("seconds");
            OptionalDouble orbits = median(seconds.get("orbits"));
            String best = null;
            double bestTime = Double.POSITIVE_INFINITY;
            List<String> cells = new ArrayList<>();
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
            md.append("| ")
                    .append(workload.get("title").asText())
                    .append(" | ")
                    .append(figures(workload))
                    .append(" | ")
                    .append(orbits.isPresent() ? format(orbits.getAsDouble()) : "n/a")
                    .append(" | ")
                    .append(String.join(" | ", cells))
                    .append(" | ")
                    .append(best == null ? "none within the limit" : best)
                    .append(" | ")
                    .append(ratio)
                    .append(" |\n");
        }
        md.append("\nThe orbits commands: ");
        List<String> commands = new ArrayList<>();
        for (JsonNode workload : document.get("workloads")) {
            commands.add("`" + workload.get("orbitsCommand").asText() + "`");
        }
        md.append(String.join(", ", commands)).append(".\n");
        return md.toString();
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
