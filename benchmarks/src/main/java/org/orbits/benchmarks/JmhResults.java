package org.orbits.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.math.Quantiles;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What JMH's JSON results say, read once for the report's text and its chart: a section per benchmark class and
 * instance, a row per setting, in the report's order.
 */
final class JmhResults {

    /** The order of the report's sections: the settings of each family, then the threads. */
    private static final List<String> ORDER =
            List.of("NgonBenchmark", "ApexBenchmark", "HipBenchmark", "AlmostMagicBenchmark", "ScalingBenchmark");

    /** How JMH ran one setting: its forks, and the warm-up and measured runs in each. */
    record Runs(int forks, int warmups, int measured) {
        String words() {
            return forks + (forks == 1 ? " fork, " : " forks, ") + warmups + " warm-up and " + measured
                    + " measured runs per fork";
        }
    }

    /**
     * One row: a variant's times (ms, one per measured run), its solver counts and the solutions it streamed
     * per run, and how JMH ran it.
     */
    record Row(String variant, double[] times, double error, double nodes, double fails, double solutions, Runs runs) {
        double median() {
            return Quantiles.median().compute(times);
        }
    }

    /**
     * One section of the report: a benchmark class on one instance, named by the instance's label as the
     * results file records it ({@code ngon n=9 sum=36}; empty in results older than that parameter).
     */
    record Section(String benchmark, String instance, List<Row> rows) {
        boolean threads() {
            return benchmark.equals("ScalingBenchmark");
        }

        /** The row of the defaults, which every other row is measured against. */
        Optional<Row> defaults() {
            return rows.stream().filter(r -> r.variant().equals("default")).findFirst();
        }

        /** The median time every other is divided by: the defaults', or the first row's in results without them. */
        double reference() {
            return defaults().map(Row::median).orElse(rows.get(0).median());
        }
    }

    private JmhResults() {}

    static List<Section> sections(JsonNode runs) {
        Map<String, Section> sections = new LinkedHashMap<>();
        for (JsonNode run : runs) {
            String name = run.get("benchmark").asText();
            String benchmark = name.substring("org.orbits.benchmarks.".length(), name.lastIndexOf('.'));
            JsonNode instance = run.get("params").get("instance");
            String label = instance == null ? "" : instance.asText();
            sections.computeIfAbsent(benchmark + ": " + label, key -> new Section(benchmark, label, new ArrayList<>()))
                    .rows()
                    .add(row(run));
        }
        return sections.values().stream()
                .sorted(Comparator.comparingInt(section -> {
                    int index = ORDER.indexOf(section.benchmark());
                    return index < 0 ? ORDER.size() : index;
                }))
                .toList();
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
                perRun(secondary.get("fails")),
                perRun(secondary.get("solutions")),
                new Runs(
                        run.get("forks").asInt(),
                        run.get("warmupIterations").asInt(),
                        run.get("measurementIterations").asInt()));
    }

    /** JMH sums an event counter over an iteration; each iteration is one run here, so take the median. */
    private static double perRun(JsonNode metric) {
        return metric == null
                ? Double.NaN
                : metric.get("scorePercentiles").get("50.0").asDouble();
    }
}
