package org.orbits.symmetry.graph;

import com.google.common.base.CharMatcher;
import com.google.common.base.Preconditions;
import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableList;
import java.io.File;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * nauty's interactive program dreadnaut (McKay and Piperno, nauty and Traces User's Guide), run in a process of its
 * own on the same graph: a second computation of the automorphism group, independent of {@link
 * AutomorphismSearch}. The graph goes in as dreadnaut commands (sparse nauty, vertices from 0, each edge listed from
 * its smaller end, the colour classes as the partition {@code f=[...]}, by ascending colour); the generators it
 * prints and its {@code grpsize} come back.
 *
 * <p>nauty keeps the order as a floating-point number times a power of ten and prints it exactly only below about
 * 10^10, and to 13 significant digits above; {@link Result#agreesWith} allows for that.
 */
final class Dreadnaut {

    private static final Pattern GROUP_SIZE = Pattern.compile("grpsize=([0-9]+(?:\\.[0-9]+)?)(?:e([0-9]+))?");
    private static final Pattern CYCLE = Pattern.compile("\\(([^)]*)\\)");
    private static final Pattern NODES = Pattern.compile("([0-9]+) nodes?");
    /** Far looser than the 13 printed digits and the rounding of a product of a few thousand doubles. */
    private static final BigDecimal RELATIVE_TOLERANCE = new BigDecimal("1e-9");

    private final Path executable;
    private final Duration timeout;

    private Dreadnaut(Path executable, Duration timeout) {
        this.executable = executable;
        this.timeout = timeout;
    }

    /** dreadnaut from the directories of PATH, if one of them has it (Debian's package nauty installs it). */
    public static Optional<Dreadnaut> onPath() {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String directory :
                Splitter.on(File.pathSeparatorChar).omitEmptyStrings().split(path)) {
            Path candidate = Path.of(directory, "dreadnaut");
            if (Files.isExecutable(candidate)) {
                return Optional.of(new Dreadnaut(candidate, Duration.ofMinutes(2)));
            }
        }
        return Optional.empty();
    }

    public static Dreadnaut at(Path executable, Duration timeout) {
        Preconditions.checkArgument(Files.isExecutable(executable), "%s is not an executable file", executable);
        return new Dreadnaut(executable, timeout);
    }

    /**
     * What dreadnaut says of the group: its generators (as printed, unchecked) and its order.
     *
     * @param generators generator g maps vertex v to g[v]
     * @param groupSize the order as dreadnaut printed it
     * @param exact whether dreadnaut printed the order in full rather than to 13 significant digits
     * @param nodes the nodes of nauty's search tree
     */
    public record Result(List<int[]> generators, BigDecimal groupSize, boolean exact, long nodes) {

        public Result {
            generators = generators.stream().map(int[]::clone).collect(ImmutableList.toImmutableList());
        }

        @Override
        public List<int[]> generators() {
            return generators.stream().map(int[]::clone).collect(ImmutableList.toImmutableList());
        }

        /** Whether {@code order} is the order dreadnaut printed, exactly or to the digits it printed. */
        public boolean agreesWith(BigInteger order) {
            BigDecimal ours = new BigDecimal(order);
            if (exact) {
                return ours.compareTo(groupSize) == 0;
            }
            BigDecimal difference = ours.subtract(groupSize).abs();
            return difference.compareTo(groupSize.multiply(RELATIVE_TOLERANCE, MathContext.DECIMAL64)) <= 0;
        }
    }

    public Result automorphisms(ColouredGraph graph) {
        return automorphisms(List.of(graph)).get(0);
    }

    /** The groups of several graphs from one run of dreadnaut, which spares starting a process for each. */
    public List<Result> automorphisms(List<ColouredGraph> graphs) {
        StringBuilder commands = new StringBuilder();
        List<Integer> sizes = new ArrayList<>();
        for (ColouredGraph graph : graphs) {
            // nauty has no graph on no vertices; its group is trivial anyway.
            if (graph.vertexCount() > 0) {
                commands.append(input(graph));
                sizes.add(graph.vertexCount());
            }
        }
        List<Result> found =
                sizes.isEmpty() ? List.of() : parse(run(commands.append("q\n").toString()), sizes);
        List<Result> results = new ArrayList<>();
        int next = 0;
        for (ColouredGraph graph : graphs) {
            results.add(graph.vertexCount() > 0 ? found.get(next++) : new Result(List.of(), BigDecimal.ONE, true, 0));
        }
        return results;
    }

    private String run(String commands) {
        Path in = null;
        Path out = null;
        try {
            in = Files.createTempFile("orbits-dreadnaut", ".dre");
            out = Files.createTempFile("orbits-dreadnaut", ".out");
            Files.writeString(in, commands, StandardCharsets.US_ASCII);
            Process process = new ProcessBuilder(executable.toString())
                    .redirectInput(in.toFile())
                    .redirectOutput(out.toFile())
                    .redirectErrorStream(true)
                    .start();
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException("dreadnaut did not finish within " + timeout.toSeconds() + " s");
            }
            if (process.exitValue() != 0) {
                throw new IllegalStateException("dreadnaut exited with status " + process.exitValue());
            }
            return Files.readString(out, StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new IllegalStateException("cannot run " + executable + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while dreadnaut ran", e);
        } finally {
            deleteQuietly(in);
            deleteQuietly(out);
        }
    }

    private static void deleteQuietly(Path file) {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                // A temporary file left behind costs nothing worth failing the run for.
            }
        }
    }

    /**
     * The commands: sparse mode, no line wrapping, automorphisms written, no level markers, origin 0; the graph (a
     * ';' moves to the next vertex, and the last vertex, which has no larger neighbour, is never named, so the '.'
     * ends the graph); the colour classes; run.
     */
    static String input(ColouredGraph graph) {
        int n = graph.vertexCount();
        StringBuilder s = new StringBuilder();
        s.append("As l=0 a -m $=0 n=").append(n).append(" g\n");
        for (int v = 0; v < n; v++) {
            int[] neighbours = graph.neighbours(v);
            boolean named = false;
            for (int u : neighbours) {
                if (u > v) {
                    s.append(named ? " " : v + ":").append(u);
                    named = true;
                }
            }
            if (named) {
                s.append(";\n");
            }
        }
        s.append(".\n");
        s.append(partition(graph)).append("\nx\n");
        return s.toString();
    }

    private static String partition(ColouredGraph graph) {
        OrderedPartition classes = new OrderedPartition(graph.colourArray());
        if (classes.cells() <= 1) {
            return "-f";
        }
        StringBuilder s = new StringBuilder("f=[");
        for (int cell = 0; cell < classes.size(); cell = classes.cellEnd(cell)) {
            if (cell > 0) {
                s.append(" |");
            }
            int end = classes.cellEnd(cell);
            // Within a class the vertices ascend, so runs of consecutive numbers print as ranges a:b.
            for (int p = cell; p < end; ) {
                int q = p;
                while (q + 1 < end && classes.vertexAt(q + 1) == classes.vertexAt(q) + 1) {
                    q++;
                }
                s.append(' ').append(classes.vertexAt(p));
                if (q > p) {
                    s.append(':').append(classes.vertexAt(q));
                }
                p = q + 1;
            }
        }
        return s.append("]").toString();
    }

    /**
     * Reads, for graphs of {@code sizes} vertices in turn, the generators (lines of cycles, a long one perhaps
     * continued on indented lines) and the summary line with the group size that closes each graph's output.
     */
    static List<Result> parse(String output, List<Integer> sizes) {
        List<Result> results = new ArrayList<>();
        List<String> cycleLines = new ArrayList<>();
        for (String line : output.split("\n", -1)) {
            String trimmed = line.strip();
            if (trimmed.contains("illegal") || trimmed.contains("rror")) {
                throw new IllegalStateException("dreadnaut refused its input: " + trimmed);
            }
            Matcher size = GROUP_SIZE.matcher(trimmed);
            if (trimmed.startsWith("(")) {
                cycleLines.add(trimmed);
            } else if (!trimmed.isEmpty() && Character.isDigit(trimmed.charAt(0)) && line.startsWith(" ")) {
                Preconditions.checkState(!cycleLines.isEmpty(), "dreadnaut printed %s out of place", trimmed);
                int last = cycleLines.size() - 1;
                cycleLines.set(last, cycleLines.get(last) + " " + trimmed);
            } else if (size.find()) {
                Preconditions.checkState(results.size() < sizes.size(), "dreadnaut printed more groups than graphs");
                BigDecimal mantissa = new BigDecimal(size.group(1));
                boolean exact = size.group(2) == null && size.group(1).indexOf('.') < 0;
                BigDecimal groupSize =
                        size.group(2) == null ? mantissa : mantissa.scaleByPowerOfTen(Integer.parseInt(size.group(2)));
                Matcher count = NODES.matcher(trimmed);
                long nodes = count.find() ? Long.parseLong(count.group(1)) : 0;
                int n = sizes.get(results.size());
                List<int[]> generators = new ArrayList<>();
                for (String cycles : cycleLines) {
                    generators.add(permutation(cycles, n));
                }
                cycleLines.clear();
                results.add(new Result(generators, groupSize, exact, nodes));
            }
        }
        Preconditions.checkState(
                results.size() == sizes.size(),
                "dreadnaut printed %s groups for %s graphs",
                results.size(),
                sizes.size());
        return results;
    }

    private static int[] permutation(String cycles, int n) {
        int[] image = new int[n];
        for (int v = 0; v < n; v++) {
            image[v] = v;
        }
        Matcher cycle = CYCLE.matcher(cycles);
        while (cycle.find()) {
            List<String> points =
                    Splitter.on(CharMatcher.whitespace()).omitEmptyStrings().splitToList(cycle.group(1));
            for (int i = 0; i < points.size(); i++) {
                int from = Integer.parseInt(points.get(i));
                int to = Integer.parseInt(points.get((i + 1) % points.size()));
                Preconditions.checkState(
                        from >= 0 && from < n && to >= 0 && to < n, "dreadnaut named a vertex outside 0..%s", n - 1);
                image[from] = to;
            }
        }
        return image;
    }
}
