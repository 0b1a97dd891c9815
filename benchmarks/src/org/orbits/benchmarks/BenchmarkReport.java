package org.orbits.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.orbits.benchmarks.peers.PeersReport;
import org.orbits.catalog.AtomicFiles;

/**
 * Turns JMH's JSON results into the benchmark report ({@code benchmarks/README.md}) and its chart (an SVG
 * of each setting's median time relative to the defaults), so the report always says what the results say.
 */
public final class BenchmarkReport {

    private static final Map<String, String> WORKLOADS = new LinkedHashMap<>();

    static {
        WORKLOADS.put("NgonBenchmark", "n-gon, n = 9, sum 36: full enumeration (4,428 solutions, 246 orbits)");
        WORKLOADS.put(
                "ApexBenchmark",
                "The Apex, 8 rows mod 9: full enumeration (306 solutions, 29 orbits under" + " mirror-units)");
        WORKLOADS.put("HipBenchmark", "Hip, 5 x 5 balanced: prove the minimum, then enumerate every optimal colouring");
        WORKLOADS.put(
                "AlmostMagicBenchmark",
                "Almost Magic, spread 0: prove the least total, then enumerate every" + " optimal grid");
        WORKLOADS.put(
                "ScalingBenchmark: ngon n=12 sum=40",
                "Threads: n-gon, n = 12, sum 40, full enumeration on one"
                        + " thread (`default`) and split into work units on two");
        WORKLOADS.put(
                "ScalingBenchmark: hip n=7",
                "Threads: Hip, 7 x 7 balanced, the minimum proven (the bound shared"
                        + " between threads) and every optimal colouring, on one thread (`default`) and on two");
    }

    /** One row: a variant's times (ms, one per measured run) and its solver counts per run. */
    record Row(String variant, double[] times, double error, double nodes, double fails) {
        double median() {
            double[] sorted = times.clone();
            Arrays.sort(sorted);
            int n = sorted.length;
            return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        }
    }

    private BenchmarkReport() {}

    public static void main(String[] args) throws IOException {
        Path results = Path.of(args[0]);
        Path readme = Path.of(args[1]);
        Path chart = Path.of(args[2]);
        JsonNode runs = new ObjectMapper().readTree(results.toFile());
        Map<String, List<Row>> families = new LinkedHashMap<>();
        WORKLOADS.keySet().forEach(name -> families.put(name, new ArrayList<>()));
        JsonNode first = runs.get(0);
        for (JsonNode run : runs) {
            String benchmark = run.get("benchmark").asText();
            String family = benchmark.substring("org.orbits.benchmarks.".length(), benchmark.lastIndexOf('.'));
            JsonNode instance = run.get("params").get("instance");
            String key = instance == null ? family : family + ": " + instance.asText();
            families.computeIfAbsent(key, f -> new ArrayList<>()).add(row(run));
        }
        Path machine = results.resolveSibling("machine.txt");
        String machineText = Files.exists(machine) ? Files.readString(machine).strip() : "not recorded";
        String report = markdown(families, first, machineText, results, chart, readme);
        // The peer comparison is measured apart (benchmarks/peers/run) and kept in the same report.
        Path peers = readme.resolveSibling("results/peers.json");
        if (Files.exists(peers)) {
            report += PeersReport.section(peers, readme);
        }
        AtomicFiles.write(readme, report);
        AtomicFiles.write(chart, svg(families));
        System.err.println("benchmarks: wrote " + readme + " and " + chart);
    }

    private static Row row(JsonNode run) {
        JsonNode primary = run.get("primaryMetric");
        List<Double> times = new ArrayList<>();
        primary.get("rawData").forEach(fork -> fork.forEach(value -> times.add(value.asDouble())));
        double error = primary.get("scoreError").asDouble(Double.NaN);
        JsonNode secondary = run.get("secondaryMetrics");
        return new Row(
                run.get("params").get("variant").asText(),
                times.stream().mapToDouble(Double::doubleValue).toArray(),
                error,
                perRun(secondary.get("nodes")),
                perRun(secondary.get("fails")));
    }

    /** JMH sums an event counter over an iteration; each iteration is one run here, so take the median. */
    private static double perRun(JsonNode metric) {
        return metric == null
                ? Double.NaN
                : metric.get("scorePercentiles").get("50.0").asDouble();
    }

    private static String markdown(
            Map<String, List<Row>> families, JsonNode first, String machine, Path results, Path chart, Path readme) {
        StringBuilder md = new StringBuilder();
        md.append("# Benchmarks\n\n");
        md.append("JMH benchmarks of the solver settings orbits exposes, one workload per puzzle family. Each row"
                + " changes one setting from the defaults (`default`: allDifferent AC, the family's own search order,"
                + " lex-leader symmetry breaking on every group element, the standard encoding); before measuring,"
                + " each setting is checked to find the same orbits and optimum as the defaults.\n\n");
        md.append(
                """
                ```sh
                benchmarks/run            # the full run: rewrites results/jmh.json and this report
                benchmarks/run --quick    # a smoke pass in a few minutes, for checking a change
                benchmarks/report         # this report and the chart, again, from results/jmh.json
                ```

                """);
        md.append("Settings can be tried one at a time from the CLI as well, for example `./orbits enumerate ngon"
                + " -p n=8 --alldiff BC --search minDomLB --symmetry-breaking lex --encoding boolean`.\n\n");
        md.append("## How these figures were made\n\n");
        md.append("- machine: ").append(machine.replace("\n", "; ")).append('\n');
        md.append("- JMH ")
                .append(first.get("jmhVersion").asText())
                .append(", mode single shot (one whole search" + " per measured run), ")
                .append(first.get("forks").asInt())
                .append(" forks, ")
                .append(first.get("warmupIterations").asInt())
                .append(" warm-up and ")
                .append(first.get("measurementIterations").asInt())
                .append(" measured runs per fork\n");
        md.append("- results: [`")
                .append(readme.getParent().relativize(results))
                .append("`](")
                .append(readme.getParent().relativize(results))
                .append(")\n");
        md.append("- times are medians over every measured run, with JMH's 99.9% error on the mean; nodes and fails"
                + " are the solver's counts for one run. The machine is shared (other work ran during this run), so"
                + " trust ratios well away from 1 and the node counts over small time differences.\n\n");
        md.append("![median time of each setting relative to the defaults](")
                .append(readme.getParent().relativize(chart))
                .append(")\n\n");
        for (Map.Entry<String, List<Row>> family : families.entrySet()) {
            List<Row> rows = family.getValue();
            if (rows.isEmpty()) {
                continue;
            }
            md.append("## ")
                    .append(WORKLOADS.getOrDefault(family.getKey(), family.getKey()))
                    .append("\n\n");
            md.append("| setting | median (ms) | mean ± error (ms) | × default | nodes | fails |\n");
            md.append("|---|---:|---:|---:|---:|---:|\n");
            double reference = reference(rows);
            for (Row row : rows) {
                double mean = Arrays.stream(row.times()).average().orElse(Double.NaN);
                md.append(String.format(
                        Locale.ROOT,
                        "| `%s` | %.1f | %.1f ± %s | %.2f | %,.0f | %,.0f |%n",
                        row.variant(),
                        row.median(),
                        mean,
                        Double.isNaN(row.error()) ? "n/a" : String.format(Locale.ROOT, "%.1f", row.error()),
                        row.median() / reference,
                        row.nodes(),
                        row.fails()));
            }
            md.append('\n').append(conclusion(rows, reference)).append("\n\n");
        }
        return md.toString();
    }

    private static double reference(List<Row> rows) {
        return rows.stream()
                .filter(r -> r.variant().equals("default"))
                .findFirst()
                .map(Row::median)
                .orElse(rows.get(0).median());
    }

    private static String conclusion(List<Row> rows, double reference) {
        Row fastest = rows.stream().min(Comparator.comparingDouble(Row::median)).orElseThrow();
        Row slowest = rows.stream().max(Comparator.comparingDouble(Row::median)).orElseThrow();
        Row fewestNodes =
                rows.stream().min(Comparator.comparingDouble(Row::nodes)).orElseThrow();
        StringBuilder text = new StringBuilder("**Conclusion.** ");
        if (fastest.variant().equals("default")) {
            text.append("The defaults are the fastest setting measured");
        } else {
            text.append(String.format(
                    Locale.ROOT,
                    "`%s` is the fastest, %.2f× the defaults' median time",
                    fastest.variant(),
                    fastest.median() / reference));
        }
        text.append(String.format(
                Locale.ROOT,
                "; the slowest is `%s`, %.1f× the defaults.",
                slowest.variant(),
                slowest.median() / reference));
        text.append(String.format(
                Locale.ROOT,
                " The smallest search tree is `%s`'s (%,.0f nodes).",
                fewestNodes.variant(),
                fewestNodes.nodes()));
        long within = rows.stream()
                .filter(r -> Math.abs(r.median() / reference - 1) < 0.1)
                .count();
        text.append(String.format(
                Locale.ROOT,
                " %d of the %d settings %s within 10%% of the defaults.",
                within,
                rows.size(),
                within == 1 ? "is" : "are"));
        Row defaults = rows.stream()
                .filter(r -> r.variant().equals("default"))
                .findFirst()
                .orElse(null);
        if (defaults != null) {
            List<String> sameTree = rows.stream()
                    .filter(r -> !r.variant().equals("default")
                            && r.nodes() == defaults.nodes()
                            && r.fails() == defaults.fails())
                    .map(r -> "`" + r.variant() + "`")
                    .toList();
            if (!sameTree.isEmpty()) {
                text.append(" ")
                        .append(String.join(", ", sameTree))
                        .append(sameTree.size() == 1 ? " explores" : " explore")
                        .append(" the very tree the defaults explore (same nodes and fails): the times differ only by"
                                + " the cost of a node, or by noise where that cost is the same.");
            }
        }
        return text.toString();
    }

    /** Horizontal bars of median time / defaults' median, on a log scale, one panel per family. */
    private static String svg(Map<String, List<Row>> families) {
        double barHeight = 14;
        double labelWidth = 190;
        double plotWidth = 420;
        double minRatio = 0.1;
        double maxRatio = 100;
        StringBuilder body = new StringBuilder();
        double y = 10;
        for (Map.Entry<String, List<Row>> family : families.entrySet()) {
            List<Row> rows = family.getValue();
            if (rows.isEmpty()) {
                continue;
            }
            double reference = reference(rows);
            body.append(String.format(
                    Locale.ROOT,
                    "<text x=\"4\" y=\"%.1f\" font-size=\"13\" font-weight=\"bold\">%s</text>%n",
                    y + 12,
                    family.getKey().replace("Benchmark", "")));
            y += 20;
            double top = y;
            for (Row row : rows) {
                double ratio = Math.max(minRatio, Math.min(maxRatio, row.median() / reference));
                double x1 = labelWidth + position(1, minRatio, maxRatio, plotWidth);
                double x2 = labelWidth + position(ratio, minRatio, maxRatio, plotWidth);
                String colour = ratio <= 1 ? "#2ca02c" : "#d62728";
                body.append(String.format(
                        Locale.ROOT,
                        "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" text-anchor=\"end\">%s</text>%n",
                        labelWidth - 6,
                        y + 11,
                        row.variant()));
                body.append(String.format(
                        Locale.ROOT,
                        "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"/>%n",
                        Math.min(x1, x2),
                        y + 2,
                        Math.max(1, Math.abs(x2 - x1)),
                        barHeight - 4,
                        colour));
                body.append(String.format(
                        Locale.ROOT,
                        "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\">%.2f×</text>%n",
                        Math.max(x1, x2) + 4,
                        y + 11,
                        row.median() / reference));
                y += barHeight;
            }
            double x1 = labelWidth + position(1, minRatio, maxRatio, plotWidth);
            body.append(String.format(
                    Locale.ROOT,
                    "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#333\"/>%n",
                    x1,
                    top,
                    x1,
                    y));
            y += 10;
        }
        double axisY = y;
        for (double tick : new double[] {0.1, 0.5, 1, 2, 10, 100}) {
            double x = labelWidth + position(tick, minRatio, maxRatio, plotWidth);
            body.append(String.format(
                    Locale.ROOT,
                    "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" text-anchor=\"middle\">%s×</text>%n",
                    x,
                    axisY + 10,
                    tick < 1 ? String.valueOf(tick) : String.valueOf((int) tick)));
        }
        body.append(String.format(
                Locale.ROOT,
                "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" text-anchor=\"middle\">median time relative to the"
                        + " defaults (log scale; green faster, red slower)</text>%n",
                labelWidth + plotWidth / 2,
                axisY + 26));
        double height = axisY + 34;
        double width = labelWidth + plotWidth + 60;
        return String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\""
                        + " font-family=\"sans-serif\">%n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>%n%s</svg>%n",
                width,
                height,
                width,
                height,
                body);
    }

    private static double position(double ratio, double min, double max, double width) {
        return (Math.log(ratio) - Math.log(min)) / (Math.log(max) - Math.log(min)) * width;
    }
}
