package org.orbits.model.minizinc;

import com.google.common.base.Splitter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Every solution of a MiniZinc model as Gecode finds it, for tests that compare orbits' figures with a solution set
 * that shares nothing with orbits' engine: the model compiled for Gecode (orbits' declarations as Gecode's library
 * states them, see {@link GecodeLibrary}) and every solution printed by Gecode's FlatZinc solver, at the optimum for an
 * optimisation. Each solution assigns the model's output variables, named as orbits names its cells ({@code q[3]},
 * {@code grid[1,2]}).
 */
public final class GecodeSolutions {

    private static final Pattern OPTIMISE =
            Pattern.compile("(?s)\\bsolve\\b.*?\\b(minimize|maximize)\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*;\\s*$");
    private static final Pattern ASSIGNMENT = Pattern.compile("^([A-Za-z_][A-Za-z0-9_]*) = (.*);$");
    private static final Pattern ARRAY = Pattern.compile("array\\d+d\\((.*)\\[(.*)\\]\\)");
    private static final String OBJECTIVE = "test_objective";

    private GecodeSolutions() {}

    /** Every solution of {@code model} with its data and parameters, each a map from cell name to value. */
    public static Set<Map<String, Integer>> of(Path model, List<Path> data, Map<String, String> parameters, Path cache)
            throws IOException {
        Path minizinc = MiniZincCompiler.minizinc();
        GecodeLibrary gecode = GecodeLibrary.find(minizinc, cache).orElseThrow();
        List<String> command = new ArrayList<>(
                List.of(minizinc.toString(), "--solver", gecode.configuration().toString(), "-c", model.toString()));
        data.forEach(file -> command.addAll(List.of("-d", file.toString())));
        parameters.forEach((name, value) -> command.addAll(List.of("-D", name + "=" + value + ";")));
        command.addAll(List.of("--output-fzn-to-stdout", "--no-output-ozn"));
        String flatZinc = run(command).output();
        Matcher goal = OPTIMISE.matcher(flatZinc);
        if (goal.find()) {
            // The optimum first, by Gecode's optimisation, then every solution at it.
            int declarations = firstItem(flatZinc);
            String watched = flatZinc.substring(0, declarations) + "var int: " + OBJECTIVE + " :: output_var = "
                    + goal.group(2) + ";\n" + flatZinc.substring(declarations);
            List<Map<String, Integer>> improving = solutions(gecode, watched, false, cache);
            int optimum = improving.get(improving.size() - 1).get(OBJECTIVE);
            flatZinc = flatZinc.substring(0, goal.start()) + "constraint int_eq(" + goal.group(2) + "," + optimum
                    + ");\nsolve satisfy;\n";
        }
        return new LinkedHashSet<>(solutions(gecode, flatZinc, true, cache));
    }

    private static int firstItem(String flatZinc) {
        Matcher item = Pattern.compile("(?m)^(constraint|solve)\\b").matcher(flatZinc);
        return item.find() ? item.start() : flatZinc.length();
    }

    private static List<Map<String, Integer>> solutions(GecodeLibrary gecode, String flatZinc, boolean all, Path cache)
            throws IOException {
        Path file = Files.createTempFile(Files.createDirectories(cache), "gecode-solutions-", ".fzn");
        try {
            Files.writeString(file, flatZinc, StandardCharsets.UTF_8);
            List<String> command = new ArrayList<>(List.of(gecode.executable().toString()));
            if (all) {
                command.add("-a");
            }
            command.add(file.toString());
            String output = run(command).output();
            if (!output.contains("==========")) {
                throw new IllegalStateException("Gecode did not finish its search: " + output);
            }
            List<Map<String, Integer>> solutions = new ArrayList<>();
            Map<String, Integer> solution = new LinkedHashMap<>();
            for (String line : output.lines().toList()) {
                Matcher assignment = ASSIGNMENT.matcher(line);
                if (line.equals("----------")) {
                    solutions.add(Map.copyOf(solution));
                    solution.clear();
                } else if (assignment.matches()) {
                    assign(assignment.group(1), assignment.group(2), solution);
                }
            }
            return solutions;
        } finally {
            Files.deleteIfExists(file);
        }
    }

    /** {@code name = value}, or {@code name = arrayNd(1..n, ..., [values])} as one cell per element. */
    private static void assign(String name, String value, Map<String, Integer> solution) {
        Matcher array = ARRAY.matcher(value);
        if (!array.matches()) {
            solution.put(name, number(value));
            return;
        }
        List<int[]> ranges = new ArrayList<>();
        for (String range : Splitter.on(',').omitEmptyStrings().trimResults().split(array.group(1))) {
            List<String> ends = Splitter.on("..").splitToList(range);
            ranges.add(new int[] {Integer.parseInt(ends.get(0)), Integer.parseInt(ends.get(1))});
        }
        List<String> values = Splitter.on(',').trimResults().omitEmptyStrings().splitToList(array.group(2));
        for (int k = 0; k < values.size(); k++) {
            List<String> indices = new ArrayList<>();
            int rest = k;
            for (int d = ranges.size() - 1; d >= 0; d--) {
                int size = ranges.get(d)[1] - ranges.get(d)[0] + 1;
                indices.add(0, Integer.toString(ranges.get(d)[0] + rest % size));
                rest /= size;
            }
            solution.put(name + "[" + String.join(",", indices) + "]", number(values.get(k)));
        }
    }

    private static int number(String value) {
        return switch (value) {
            case "true" -> 1;
            case "false" -> 0;
            default -> Integer.parseInt(value);
        };
    }

    private static Programs.Run run(List<String> command) {
        Programs.Run run = Programs.run(command);
        if (run.exitCode() != 0) {
            throw new UncheckedIOException(new IOException(String.join(" ", command) + " failed: " + run.errors()));
        }
        return run;
    }
}
