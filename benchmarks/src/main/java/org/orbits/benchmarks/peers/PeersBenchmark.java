package org.orbits.benchmarks.peers;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.base.Splitter;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import org.orbits.files.AtomicFiles;

/**
 * Times orbits against the peer solvers on the same workloads, whole process against whole process, side by
 * side: each round runs every workload once with every contestant in turn, so that the machine's load falls on
 * all of them alike. Every peer's count is checked against orbits' (solutions for the plain CP-SAT models,
 * orbits for the lex-leader MiniZinc models, and the optimum); a difference stops the run with exit code 1 and
 * writes nothing. A contestant that runs past the time limit is not run again on that workload.
 *
 * <p>Usage: {@code PeersBenchmark RESULTS.json [--rounds N] [--timeout SECONDS] [--only NAME,...]
 * [--without gecode|cpsat]}, run from the repository's root (see {@code benchmarks/peers/run}).
 *
 * <p>It runs past 300 lines because each contestant's command line, its output's parsing and its count's check sit
 * together; the report itself is {@link PeersReport}'s.
 */
public final class PeersBenchmark {

    /** Who runs a workload: orbits itself, or a peer. */
    enum Contestant {
        ORBITS("orbits"),
        GECODE("gecode"),
        CPSAT("cpsat");

        final String key;

        Contestant(String key) {
            this.key = key;
        }
    }

    /** One timed run: its whole wall-clock time (for an optimisation peer, both processes), and what it found. */
    record Run(double seconds, boolean timedOut, String output) {}

    private final Path root = Path.of("").toAbsolutePath();
    private final Path miniZincDirectory = root.resolve("benchmarks/peers/minizinc");
    private final double timeoutSeconds;

    private PeersBenchmark(double timeoutSeconds) {
        this.timeoutSeconds = timeoutSeconds;
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        try {
            System.exit(parseAndRun(args));
        } catch (IllegalArgumentException e) {
            System.err.println("peers: " + e.getMessage());
            System.exit(2);
        }
    }

    private static int parseAndRun(String[] args) throws IOException, InterruptedException {
        if (args.length % 2 != 1) {
            throw new IllegalArgumentException("usage: PeersBenchmark RESULTS.json [--rounds N] [--timeout SECONDS]"
                    + " [--only NAME,...] [--without gecode|cpsat]");
        }
        Path results = Path.of(args[0]);
        int rounds = 3;
        int timeout = 120;
        List<PeerWorkload> workloads = PeerWorkload.all();
        List<Contestant> contestants = new ArrayList<>(List.of(Contestant.values()));
        for (int i = 1; i < args.length; i += 2) {
            String value = args[i + 1];
            switch (args[i]) {
                case "--rounds" -> rounds = positive(value, "--rounds");
                case "--timeout" -> timeout = positive(value, "--timeout");
                case "--only" -> workloads = List.of(value.split(",")).stream()
                        .map(name -> PeerWorkload.named(name)
                                .orElseThrow(() -> new IllegalArgumentException("no workload named '" + name + "'")))
                        .toList();
                case "--without" -> contestants.removeIf(c -> c.key.equals(value));
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        return new PeersBenchmark(timeout).run(workloads, contestants, rounds, results);
    }

    private static int positive(String value, String option) {
        try {
            int number = Integer.parseInt(value);
            if (number > 0) {
                return number;
            }
        } catch (NumberFormatException e) {
            // reported below, as any other value that is not a positive whole number
        }
        throw new IllegalArgumentException(option + " needs a positive whole number, not '" + value + "'");
    }

    /**
     * Runs every round; stops at the first peer that disagrees with orbits (exit code 1), writing nothing, and
     * otherwise writes the results (exit code 0).
     */
    private int run(List<PeerWorkload> workloads, List<Contestant> contestants, int rounds, Path results)
            throws IOException, InterruptedException {
        Map<String, Map<Contestant, List<Run>>> runs = new LinkedHashMap<>();
        Map<String, PeerResult.Orbits> reference = new LinkedHashMap<>();
        // Other work on the machine slows every contestant; the load says how much there was.
        OptionalDouble loadAtStart = loadAverage();
        for (int round = 1; round <= rounds; round++) {
            for (PeerWorkload workload : workloads) {
                Map<Contestant, List<Run>> byContestant =
                        runs.computeIfAbsent(workload.name(), w -> new LinkedHashMap<>());
                for (Contestant contestant : contestants) {
                    List<Run> earlier = byContestant.computeIfAbsent(contestant, c -> new ArrayList<>());
                    if (earlier.stream().anyMatch(Run::timedOut)) {
                        continue;
                    }
                    Run run = time(contestant, workload);
                    earlier.add(run);
                    Optional<String> disagreement =
                            run.timedOut() ? Optional.empty() : check(contestant, workload, run, reference);
                    String verdict = run.timedOut()
                            ? "past the limit"
                            : disagreement.map(d -> "DISAGREES: " + d).orElse("agrees");
                    System.err.printf(
                            "peers: round %d %-18s %-7s %8.2f s  %s%n",
                            round, workload.name(), contestant.key, run.seconds(), verdict);
                    if (disagreement.isPresent()) {
                        System.err.println("peers: " + contestant.key + " disagrees with orbits on " + workload.name()
                                + " (" + disagreement.get() + "); no results written");
                        return 1;
                    }
                }
            }
        }
        String document = json(workloads, contestants, runs, reference, rounds, loadAtStart, loadAverage());
        AtomicFiles.write(results, document);
        System.err.println("peers: wrote " + results);
        return 0;
    }

    /** Checks a finished run against orbits' figures, orbits' own run recording them on the way. */
    private static Optional<String> check(
            Contestant contestant, PeerWorkload workload, Run run, Map<String, PeerResult.Orbits> reference)
            throws IOException {
        if (contestant == Contestant.ORBITS) {
            PeerResult.Orbits mine = PeerResult.Orbits.of(new ObjectMapper().readTree(run.output()));
            if (!mine.complete()) {
                return Optional.of("orbits did not complete");
            }
            PeerResult.Orbits before = reference.putIfAbsent(workload.name(), mine);
            return before == null || before.equals(mine)
                    ? Optional.empty()
                    : Optional.of("orbits found " + mine + " after " + before);
        }
        PeerResult.Orbits orbits = reference.get(workload.name());
        if (orbits == null) {
            throw new IllegalStateException("orbits has not run " + workload.name() + " yet");
        }
        PeerResult peer =
                contestant == Contestant.GECODE ? miniZincResult(workload, run) : PeerResult.ofCpSat(run.output());
        return peer.disagreement(orbits, contestant == Contestant.GECODE);
    }

    private static PeerResult miniZincResult(PeerWorkload workload, Run run) {
        if (!workload.optimisation()) {
            return PeerResult.ofMiniZinc(run.output());
        }
        // The two phases' outputs, joined by time(): the proof's, then the enumeration's.
        String[] phases = run.output().split("\n#optima\n", 2);
        PeerResult proof = PeerResult.ofMiniZinc(phases[0]);
        PeerResult optima = PeerResult.ofMiniZinc(phases.length == 2 ? phases[1] : "");
        Optional<Long> optimum = PeerResult.lastMiniZincValue(phases[0], "objective");
        return new PeerResult(
                optima.solutions(),
                optimum.map(OptionalLong::of).orElse(OptionalLong.empty()),
                proof.complete() && optima.complete() && optimum.isPresent());
    }

    private Run time(Contestant contestant, PeerWorkload workload) throws IOException, InterruptedException {
        return switch (contestant) {
            case ORBITS -> {
                List<String> command = new ArrayList<>(List.of("./orbits", "enumerate"));
                command.addAll(workload.orbitsArguments());
                command.addAll(List.of("--json", "--quiet"));
                yield process(command, timeoutSeconds);
            }
            case CPSAT -> process(
                    List.of(
                            Path.of(System.getProperty("java.home"), "bin", "java")
                                    .toString(),
                            "-cp",
                            System.getProperty("java.class.path"),
                            CpSatPeer.class.getName(),
                            workload.name()),
                    timeoutSeconds);
            case GECODE -> gecode(workload);
        };
    }

    private Run gecode(PeerWorkload workload) throws IOException, InterruptedException {
        String data = miniZincDirectory.resolve(workload.miniZincData()).toString();
        if (!workload.optimisation()) {
            return process(miniZinc(workload.miniZincModel() + ".mzn", data, "-a"), timeoutSeconds);
        }
        Run proof = process(miniZinc(workload.miniZincModel() + "-minimum.mzn", data), timeoutSeconds);
        Optional<Long> optimum = PeerResult.lastMiniZincValue(proof.output(), "objective");
        if (proof.timedOut()
                || optimum.isEmpty()
                || !PeerResult.ofMiniZinc(proof.output()).complete()) {
            return proof;
        }
        Run optima = process(
                miniZinc(workload.miniZincModel() + "-optima.mzn", data, "-a", "-D", "optimum=" + optimum.get() + ";"),
                timeoutSeconds - proof.seconds());
        return new Run(
                proof.seconds() + optima.seconds(),
                optima.timedOut(),
                proof.output() + "\n#optima\n" + optima.output());
    }

    private List<String> miniZinc(String model, String data, String... options) {
        List<String> command = new ArrayList<>(List.of("minizinc", "--solver", "gecode"));
        command.addAll(List.of(options));
        command.add(miniZincDirectory.resolve(model).toString());
        command.add(data);
        return command;
    }

    /** Runs a command from the repository's root and times it from start to exit, its output kept. */
    private Run process(List<String> command, double limitSeconds) throws IOException, InterruptedException {
        File output = File.createTempFile("peers", ".out");
        File errors = File.createTempFile("peers", ".err");
        try {
            long start = System.nanoTime();
            ProcessBuilder builder = new ProcessBuilder(command)
                    .directory(root.toFile())
                    .redirectOutput(output)
                    .redirectError(errors);
            // Each run a JVM of its own, the whole process timed, not a run sent to the launcher's warm daemon.
            builder.environment().putIfAbsent("ORBITS_DAEMON", "off");
            Process process = builder.start();
            boolean finished = process.waitFor(Math.max(1, Math.round(limitSeconds * 1000)), TimeUnit.MILLISECONDS);
            double seconds = (System.nanoTime() - start) / 1e9;
            if (!finished) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly().waitFor();
                return new Run(seconds, true, "");
            }
            String text = Files.readString(output.toPath(), StandardCharsets.UTF_8);
            if (process.exitValue() != 0) {
                String error = Files.readString(errors.toPath(), StandardCharsets.UTF_8)
                        .lines()
                        .filter(line -> !line.startsWith("Warning") && !line.isBlank())
                        .reduce((a, b) -> b)
                        .orElse("");
                throw new IllegalStateException(
                        String.join(" ", command) + " exited with " + process.exitValue() + ": " + error);
            }
            return new Run(seconds, false, text);
        } finally {
            Files.deleteIfExists(output.toPath());
            Files.deleteIfExists(errors.toPath());
        }
    }

    private String json(
            List<PeerWorkload> workloads,
            List<Contestant> contestants,
            Map<String, Map<Contestant, List<Run>>> runs,
            Map<String, PeerResult.Orbits> reference,
            int rounds,
            OptionalDouble loadAtStart,
            OptionalDouble loadAtEnd)
            throws IOException, InterruptedException {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode document = mapper.createObjectNode();
        document.put("rounds", rounds);
        document.put("timeoutSeconds", timeoutSeconds);
        if (loadAtStart.isPresent() && loadAtEnd.isPresent()) {
            ObjectNode load = document.putObject("loadAverage");
            load.put("start", loadAtStart.getAsDouble());
            load.put("end", loadAtEnd.getAsDouble());
        }
        ObjectNode versions = document.putObject("versions");
        for (Contestant contestant : contestants) {
            versions.put(contestant.key, version(contestant));
        }
        ArrayNode list = document.putArray("workloads");
        for (PeerWorkload workload : workloads) {
            PeerResult.Orbits orbits = reference.get(workload.name());
            ObjectNode entry = list.addObject();
            entry.put("name", workload.name());
            entry.put("title", workload.title());
            entry.put("orbitsCommand", "./orbits enumerate " + String.join(" ", workload.orbitsArguments()));
            if (orbits != null) {
                entry.put("solutions", orbits.solutions());
                entry.put("orbits", orbits.orbits());
                orbits.optimum().ifPresent(value -> entry.put("optimum", value));
            }
            ObjectNode times = entry.putObject("seconds");
            for (Map.Entry<Contestant, List<Run>> byContestant :
                    runs.get(workload.name()).entrySet()) {
                ArrayNode seconds = times.putArray(byContestant.getKey().key);
                for (Run run : byContestant.getValue()) {
                    if (run.timedOut()) {
                        seconds.addNull();
                    } else {
                        seconds.add(Math.round(run.seconds() * 1000) / 1000.0);
                    }
                }
            }
        }
        document.put("machine", machineDescription());
        return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(document) + "\n";
    }

    private String version(Contestant contestant) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return switch (contestant) {
            case ORBITS -> firstLine(
                    process(List.of("./orbits", "--version"), 60).output());
            case CPSAT -> firstLine(process(
                            List.of(
                                    java,
                                    "-cp",
                                    System.getProperty("java.class.path"),
                                    CpSatPeer.class.getName(),
                                    "--check"),
                            60)
                    .output());
            case GECODE -> {
                String miniZinc =
                        firstLine(process(List.of("minizinc", "--version"), 60).output());
                String gecode = process(List.of("minizinc", "--solvers"), 60)
                        .output()
                        .lines()
                        .filter(line -> line.contains("(org.gecode.gecode,"))
                        .map(line -> line.substring(0, line.indexOf(" (")).strip())
                        .findFirst()
                        .orElse("Gecode");
                yield miniZinc.replaceAll(".*version ", "MiniZinc ") + " with " + gecode;
            }
        };
    }

    private static String firstLine(String text) {
        return text.strip().lines().findFirst().orElse("");
    }

    /** The one-minute load average, where the system tells it (Linux). */
    private static OptionalDouble loadAverage() throws IOException {
        Path loadAverage = Path.of("/proc/loadavg");
        if (!Files.exists(loadAverage)) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(Double.parseDouble(
                Splitter.on(' ').split(Files.readString(loadAverage)).iterator().next()));
    }

    private static String machineDescription() throws IOException {
        Path cpuInfo = Path.of("/proc/cpuinfo");
        String cpu = (Files.exists(cpuInfo) ? Files.readAllLines(cpuInfo) : List.<String>of())
                .stream()
                        .filter(line -> line.startsWith("model name"))
                        .findFirst()
                        .map(line -> line.substring(line.indexOf(':') + 1).strip())
                        .orElse("unknown cpu");
        return Runtime.getRuntime().availableProcessors() + " cores, " + cpu + "; java "
                + System.getProperty("java.version") + "; " + System.getProperty("os.name") + " "
                + System.getProperty("os.version");
    }
}
