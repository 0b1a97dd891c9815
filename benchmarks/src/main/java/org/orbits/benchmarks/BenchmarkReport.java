package org.orbits.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.base.CharMatcher;
import com.google.common.base.Splitter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.orbits.benchmarks.peers.PeersReport;
import org.orbits.files.AtomicFiles;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Enumerator;

/**
 * Turns JMH's JSON results into the benchmark report ({@code benchmarks/README.md}) and its chart (an SVG
 * of each setting's median time relative to the defaults), so the report always says what the results say.
 *
 * <p>It runs past 300 lines because the report is one document written top to bottom; its sections read the same
 * parsed results and share the formatting of medians and ratios.
 */
public final class BenchmarkReport {

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
            double[] sorted = times.clone();
            Arrays.sort(sorted);
            int n = sorted.length;
            return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
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
    }

    private BenchmarkReport() {}

    public static void main(String[] args) throws IOException {
        Path results = Path.of(args[0]);
        Path readme = Path.of(args[1]);
        Path chart = Path.of(args[2]);
        JsonNode runs = new ObjectMapper().readTree(results.toFile());
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
        List<Section> ordered = sections.values().stream()
                .sorted(Comparator.comparingInt(section -> {
                    int index = ORDER.indexOf(section.benchmark());
                    return index < 0 ? ORDER.size() : index;
                }))
                .toList();
        String machine = readIfPresent(results.resolveSibling("machine.txt"))
                .map(text -> text.replace("\n", "; "))
                .orElse("not recorded");
        String when = readIfPresent(results.resolveSibling("run.txt"))
                .map(BenchmarkReport::when)
                .orElse("not recorded");
        String jmh = runs.isEmpty() ? "?" : runs.get(0).get("jmhVersion").asText();
        String report = markdown(ordered, jmh, machine, when, results, chart, readme);
        // The peer comparison is measured apart (benchmarks/peers/run) and kept in the same report.
        Path peers = readme.resolveSibling("results/peers.json");
        if (Files.exists(peers)) {
            report += PeersReport.section(peers, readme);
        }
        // So is the table of examples/ models against Gecode on the same model (benchmarks/peers/models).
        Path models = readme.resolveSibling("results/models.md");
        if (Files.exists(models)) {
            report += MODELS_HEADING + Files.readString(models);
        }
        // And the start-up comparison of JDK 17's CDS archive with a JDK 25 AOT cache (benchmarks/startup-aot), a
        // whole section written by hand.
        Path startup = readme.resolveSibling("results/startup.md");
        if (Files.exists(startup)) {
            report += Files.readString(startup);
        }
        AtomicFiles.write(readme, report);
        AtomicFiles.write(chart, svg(ordered));
        System.err.println("benchmarks: wrote " + readme + " and " + chart);
    }

    static final String MODELS_HEADING =
            "\n## examples/ models: orbits with the declared symmetries against Gecode on the"
                    + " same model\n\nEach model of [`examples/`](../examples) run whole by orbits (`./orbits enumerate MODEL -p"
                    + " ... --json --quiet`, defaults: it reduces every solution to its orbit under the symmetries the model"
                    + " declares) and by Gecode through MiniZinc on the same file with the stand-in `orbits.mzn` (every"
                    + " declaration true), listing every solution (`minizinc -a`, Gecode's default search, one thread)."
                    + " Gecode's library is Debian's minus its two files that no longer compile with MiniZinc 2.6 (the fix"
                    + " `GecodeCount` applies). Wall-clock times, start to exit, medians of rounds run side by side; Gecode's"
                    + " count of solutions was checked against orbits'. A run past the limit is not repeated. Re-run with"
                    + " `benchmarks/peers/models`.\n\n";

    private static Optional<String> readIfPresent(Path file) throws IOException {
        return Files.exists(file) ? Optional.of(Files.readString(file).strip()) : Optional.empty();
    }

    /**
     * When the run started and how long it took, from the lines {@code started: <instant>} and
     * {@code finished: <instant>} that {@code benchmarks/run} writes.
     */
    static String when(String runText) {
        Map<String, Instant> times = new LinkedHashMap<>();
        runText.lines().forEach(line -> {
            List<String> nameAndValue = Splitter.on(':').limit(2).trimResults().splitToList(line);
            if (nameAndValue.size() == 2) {
                times.put(nameAndValue.get(0), Instant.parse(nameAndValue.get(1)));
            }
        });
        Instant started = times.get("started");
        Instant finished = times.get("finished");
        if (started == null) {
            return "not recorded";
        }
        DateTimeFormatter format = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'", Locale.ROOT)
                .withZone(ZoneOffset.UTC);
        if (finished == null) {
            return "started " + format.format(started) + ", not finished";
        }
        long minutes = Math.round(Duration.between(started, finished).toSeconds() / 60.0);
        return "started " + format.format(started) + ", took " + minutes + " min in all (compiling, each"
                + " setting's check against the defaults and every fork included)";
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

    /** The family's name as its title starts: {@code n-gon}, {@code The Apex}, {@code Hip}. */
    private static String familyName(PuzzleInstance puzzle) {
        String title = puzzle.family().title();
        int colon = title.indexOf(':');
        return colon < 0 ? puzzle.family().name() : title.substring(0, colon);
    }

    /** The parameters as the section's label gives them, or every parameter where it gives none. */
    private static String parameters(Section section, PuzzleInstance puzzle) {
        String given = section.instance().strip();
        int space = given.indexOf(' ');
        return space < 0
                ? puzzle.label().substring(puzzle.family().name().length()).strip()
                : given.substring(space + 1).strip();
    }

    /**
     * The section's heading, from the instance the results name and what the code makes of it: the family,
     * the parameters, the work (an optimisation proves its optimum, then enumerates every optimal solution),
     * the group broken by default and, from the defaults' run, how many orbits that is.
     */
    static String heading(Section section) {
        if (section.instance().isEmpty()) {
            return section.benchmark();
        }
        PuzzleInstance puzzle = Workload.instanceOf(section.instance());
        String work = new Enumerator(puzzle)
                .sense()
                .map(sense -> "prove the " + (sense == Objective.Sense.MINIMISE ? "minimum" : "maximum")
                        + ", then enumerate every optimal solution")
                .orElse("full enumeration");
        StringBuilder heading = new StringBuilder(section.threads() ? "Threads: " : "");
        heading.append(familyName(puzzle))
                .append(", ")
                .append(parameters(section, puzzle))
                .append(": ")
                .append(work)
                .append(" under ")
                .append(puzzle.defaultGroup().name());
        defaults(section.rows())
                .filter(row -> !Double.isNaN(row.solutions()))
                .ifPresent(row -> heading.append(String.format(
                        Locale.ROOT, " (%,.0f %s)", row.solutions(), row.solutions() == 1 ? "orbit" : "orbits")));
        if (section.threads()) {
            heading.append(", on one thread (`default`) and split into work units on more");
        }
        return heading.toString();
    }

    /** The command line that runs the section's instance with the defaults, on one thread. */
    static String command(Section section) {
        PuzzleInstance puzzle = Workload.instanceOf(section.instance());
        StringBuilder command =
                new StringBuilder("./orbits enumerate ").append(puzzle.family().name());
        String given = section.instance().strip();
        Splitter.on(CharMatcher.whitespace()).omitEmptyStrings().splitToList(given).stream()
                .skip(1)
                .forEach(parameter -> command.append(" -p ").append(parameter));
        return command.append(" --group ")
                .append(puzzle.defaultGroup().name())
                .append(" --threads 1")
                .toString();
    }

    private static Optional<Row> defaults(List<Row> rows) {
        return rows.stream().filter(r -> r.variant().equals("default")).findFirst();
    }

    /** The way most settings were run, then every other way with the settings run so. */
    private static String runsWords(List<Section> sections) {
        Map<Runs, List<String>> byRuns = new LinkedHashMap<>();
        for (Section section : sections) {
            String name = section.instance().isEmpty() ? section.benchmark() : section.instance();
            for (Row row : section.rows()) {
                byRuns.computeIfAbsent(row.runs(), r -> new ArrayList<>())
                        .add("`" + row.variant() + "` (" + name + ")");
            }
        }
        Runs usual = byRuns.entrySet().stream()
                .max(Comparator.comparingInt(e -> e.getValue().size()))
                .map(Map.Entry::getKey)
                .orElseThrow();
        StringBuilder words = new StringBuilder(usual.words());
        byRuns.forEach((runs, rows) -> {
            if (!runs.equals(usual)) {
                words.append("; ")
                        .append(runs.words())
                        .append(" for the slowest settings, to keep the whole run short: ")
                        .append(String.join(", ", rows));
            }
        });
        return words.toString();
    }

    private static String markdown(
            List<Section> sections, String jmh, String machine, String when, Path results, Path chart, Path readme) {
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
        md.append("Each workload below gives the command line that runs it with the defaults; a row's setting is"
                + " one option more: `alldiff=BC` is `--alldiff BC`, `search=minDomLB` is `--search minDomLB`,"
                + " `symmetry=none` is `--symmetry-breaking none`, `encoding=boolean` is `--encoding boolean`,"
                + " `threads=2` is `--threads 2` in place of `--threads 1`.\n\n");
        md.append("## How these figures were made\n\n");
        md.append("- machine: ").append(machine).append('\n');
        md.append("- run: ").append(when).append('\n');
        md.append("- JMH ")
                .append(jmh)
                .append(", mode single shot (one whole search per measured run), ")
                .append(runsWords(sections))
                .append('\n');
        md.append("- results: [`")
                .append(readme.getParent().relativize(results))
                .append("`](")
                .append(readme.getParent().relativize(results))
                .append(")\n");
        md.append("- times are medians over every measured run, with JMH's 99.9% error on the mean; nodes, fails"
                + " and solutions are the solver's counts for one run (under the defaults one solution per orbit)."
                + " The machine is shared (other work ran during this run), so trust ratios well away from 1 and"
                + " the node counts over small time differences.\n\n");
        md.append("![median time of each setting relative to the defaults](")
                .append(readme.getParent().relativize(chart))
                .append(")\n\n");
        for (Section section : sections) {
            List<Row> rows = section.rows();
            md.append("## ").append(heading(section)).append("\n\n");
            if (!section.instance().isEmpty()) {
                md.append("`").append(command(section)).append("`\n\n");
            }
            md.append("| setting | runs | median (ms) | mean ± error (ms) | × default | nodes | fails | solutions |\n");
            md.append("|---|---:|---:|---:|---:|---:|---:|---:|\n");
            double reference = reference(rows);
            for (Row row : rows) {
                double mean = Arrays.stream(row.times()).average().orElse(Double.NaN);
                md.append(String.format(
                        Locale.ROOT,
                        "| `%s` | %d | %.1f | %.1f ± %s | %.2f | %,.0f | %,.0f | %s |%n",
                        row.variant(),
                        row.times().length,
                        row.median(),
                        mean,
                        Double.isNaN(row.error()) ? "n/a" : String.format(Locale.ROOT, "%.1f", row.error()),
                        row.median() / reference,
                        row.nodes(),
                        row.fails(),
                        Double.isNaN(row.solutions()) ? "n/a" : String.format(Locale.ROOT, "%,.0f", row.solutions())));
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
        if (slowest.variant().equals("default")) {
            text.append("; the defaults are the slowest.");
        } else {
            text.append(String.format(
                    Locale.ROOT,
                    "; the slowest is `%s`, %.1f× the defaults.",
                    slowest.variant(),
                    slowest.median() / reference));
        }
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
    private static String svg(List<Section> sections) {
        double barHeight = 14;
        double labelWidth = 190;
        double plotWidth = 420;
        double minRatio = 0.1;
        double maxRatio = 100;
        StringBuilder body = new StringBuilder();
        double y = 10;
        for (Section section : sections) {
            List<Row> rows = section.rows();
            double reference = reference(rows);
            body.append(String.format(
                    Locale.ROOT,
                    "<text x=\"4\" y=\"%.1f\" font-size=\"13\" font-weight=\"bold\">%s</text>%n",
                    y + 12,
                    (section.threads() ? "Threads: " : "")
                            + (section.instance().isEmpty() ? section.benchmark() : section.instance())));
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
