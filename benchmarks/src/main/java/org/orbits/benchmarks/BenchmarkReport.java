package org.orbits.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.base.Splitter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.orbits.benchmarks.peers.PeersReport;
import org.orbits.checks.MarkdownPage;
import org.orbits.files.AtomicFiles;

/**
 * Turns JMH's JSON results into the benchmark report ({@code benchmarks/README.md}) and its chart (an SVG
 * of each setting's median time relative to the defaults), so the report always says what the results say. The
 * report is the settings' sections ({@link SettingsSection}), then the sections measured apart and kept beside the
 * results: the peers comparison, the models' table and the start-up comparison.
 */
public final class BenchmarkReport {

    private static final String MODELS_TITLE =
            "MiniZinc models: orbits with the declared symmetries against Gecode on the same model";
    private static final String MODELS_INTRO = "Each model of [`examples/`](../examples), of"
            + " [`peers/outside/`](peers/outside/README.md) and of [`peers/plain/`](peers/plain/README.md) run whole by orbits (`./orbits enumerate MODEL -p ..."
            + " --no-checks --json --quiet`, defaults: it reduces every solution to its orbit under the symmetries the"
            + " model declares) and by Gecode through MiniZinc on the same file with the stand-in `orbits.mzn` (every"
            + " declaration true), listing every solution (`minizinc -a`, Gecode's default search, one thread). orbits"
            + " runs twice in each round: in a JVM of its own with the model compiled, as on its first run, and then"
            + " through the launcher's warm daemon, its default, as a model run again, its compile kept from the run"
            + " before. Gecode's library is Debian's minus its two files that no longer compile with MiniZinc 2.6 (the"
            + " fix `GecodeCount` applies). Wall-clock times, start to exit, medians of rounds run side by side;"
            + " Gecode's count of solutions was checked against orbits'. A run past the limit is not repeated. Re-run"
            + " with `benchmarks/peers/models`.";

    private BenchmarkReport() {}

    public static void main(String[] args) throws IOException {
        Path results = Path.of(args[0]);
        Path readme = Path.of(args[1]);
        Path chart = Path.of(args[2]);
        JsonNode runs = new ObjectMapper().readTree(results.toFile());
        List<JmhResults.Section> sections = JmhResults.sections(runs);
        String machine = readIfPresent(results.resolveSibling("machine.txt"))
                .map(text -> text.replace("\n", "; "))
                .orElse("not recorded");
        String when = readIfPresent(results.resolveSibling("run.txt"))
                .map(BenchmarkReport::when)
                .orElse("not recorded");
        String jmh = runs.isEmpty() ? "?" : runs.get(0).get("jmhVersion").asText();
        Path folder = readme.getParent();
        MarkdownPage report = new MarkdownPage();
        top(report, jmh, runsWords(sections), machine, when, folder.relativize(results), folder.relativize(chart));
        for (JmhResults.Section section : sections) {
            SettingsSection.add(report, section);
        }
        // The peer comparison is measured apart (benchmarks/peers/run) and kept in the same report.
        Path peers = readme.resolveSibling("results/peers.json");
        if (Files.exists(peers)) {
            PeersReport.add(report, peers, readme);
        }
        // So is the table of examples/ models against Gecode on the same model (benchmarks/peers/models).
        Path models = readme.resolveSibling("results/models.md");
        if (Files.exists(models)) {
            report.heading(2, MODELS_TITLE).paragraph(MODELS_INTRO).section(Files.readString(models));
        }
        // And the start-up comparison of JDK 17's CDS archive with a JDK 25 AOT cache (benchmarks/startup-aot), a
        // whole section written by hand.
        Path startup = readme.resolveSibling("results/startup.md");
        if (Files.exists(startup)) {
            report.section(Files.readString(startup));
        }
        AtomicFiles.write(readme, report.text());
        AtomicFiles.write(chart, BenchmarkChart.svg(sections));
        System.err.println("benchmarks: wrote " + readme + " and " + chart);
    }

    /** What the report measures, how to run it again, and how these figures were made. */
    private static void top(
            MarkdownPage report, String jmh, String runs, String machine, String when, Path results, Path chart) {
        report.heading(1, "Benchmarks")
                .paragraph("JMH benchmarks of the solver settings orbits exposes, one workload per puzzle family. Each"
                        + " row changes one setting from the defaults (`default`: allDifferent AC, the family's own"
                        + " search order, lex-leader symmetry breaking on every group element, the standard encoding);"
                        + " before measuring, each setting is checked to find the same orbits and optimum as the"
                        + " defaults.")
                .fenced(
                        "sh",
                        List.of(
                                "benchmarks/run            # the full run: rewrites results/jmh.json and this report",
                                "benchmarks/run --quick    # a smoke pass in a few minutes, for checking a change",
                                "benchmarks/report         # this report and the chart, again, from results/jmh.json"))
                .paragraph("Each workload below gives the command line that runs it with the defaults; a row's"
                        + " setting is one option more: `alldiff=BC` is `--alldiff BC`, `search=minDomLB` is `--search"
                        + " minDomLB`, `symmetry=none` is `--symmetry-breaking none`, `encoding=boolean` is"
                        + " `--encoding boolean`, `threads=2` is `--threads 2` in place of `--threads 1`.")
                .heading(2, "How these figures were made")
                .list(List.of(
                        "machine: " + machine,
                        "run: " + when,
                        "JMH " + jmh + ", mode single shot (one whole search per measured run), " + runs,
                        "results: " + MarkdownPage.link("`" + results + "`", results.toString()),
                        "times are medians over every measured run, with JMH's 99.9% error on the mean; nodes, fails"
                                + " and solutions are the solver's counts for one run (under the defaults one"
                                + " solution per orbit). The machine is shared (other work ran during this run), so"
                                + " trust ratios well away from 1 and the node counts over small time differences."))
                .image("median time of each setting relative to the defaults", chart.toString());
    }

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

    /** The way most settings were run, then every other way with the settings run so. */
    private static String runsWords(List<JmhResults.Section> sections) {
        Map<JmhResults.Runs, List<String>> byRuns = new LinkedHashMap<>();
        for (JmhResults.Section section : sections) {
            String name = section.instance().isEmpty() ? section.benchmark() : section.instance();
            for (JmhResults.Row row : section.rows()) {
                byRuns.computeIfAbsent(row.runs(), r -> new ArrayList<>())
                        .add("`" + row.variant() + "` (" + name + ")");
            }
        }
        JmhResults.Runs usual = byRuns.entrySet().stream()
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
}
