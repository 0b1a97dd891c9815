package org.orbits.model.minizinc;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.ExternalCount;

/**
 * A model's solutions counted by Gecode, the check orbits' counts of a user's model stand against: the model
 * compiled by MiniZinc for Gecode (see {@link GecodeLibrary}), every solution printed by Gecode's FlatZinc
 * interpreter within a budget of nodes and time, and the distinct printed outputs counted, for Gecode branches on
 * auxiliaries too and prints one assignment of the outputs once per extension. For a model that optimises, the
 * optimum is proven first, then the solutions at it are counted.
 */
public final class GecodeCount {

    /** How far each Gecode run may go: {@code -node} and {@code -time}; 0 for no limit. */
    public record Budget(long nodes, Duration time) {}

    /**
     * What Gecode found.
     *
     * @param solutions the distinct output assignments (at the optimum), or empty when Gecode did not finish
     * @param optimum the proven optimum, for a model that optimises and whose count finished
     */
    public record Result(OptionalLong solutions, OptionalLong optimum, Duration took) {
        public boolean finished() {
            return solutions.isPresent();
        }
    }

    private static final Pattern OPTIMISE =
            Pattern.compile("(?s)\\bsolve\\b.*?\\b(minimize|maximize)\\s+([A-Za-z_][A-Za-z0-9_]*|-?\\d+)\\s*;\\s*$");
    private static final String OBJECTIVE = "orbits_objective";

    private final Path cache;

    public GecodeCount(Path cache) {
        this.cache = cache;
    }

    /** Whether MiniZinc and a Gecode it knows are installed. */
    public static boolean available() {
        return Programs.onPath("minizinc").isPresent()
                && Programs.onPath("fzn-gecode").isPresent();
    }

    /** The most nodes each of Gecode's runs may search, and a limit of time beyond which no count is trusted. */
    public static final Budget BUDGET = new Budget(1_000_000, Duration.ofMinutes(2));

    /** The check Gecode cannot make of a FlatZinc file: there is no model to compile for it. */
    public static ExternalCount withoutModel() {
        return new ExternalCount(
                "Gecode",
                BUDGET.nodes() + " nodes",
                OptionalLong.empty(),
                OptionalInt.empty(),
                "a FlatZinc file has no model to compile for Gecode");
    }

    /**
     * Gecode's count of {@code model} with its data and parameters, within {@link #BUDGET}, as the check that stands
     * beside orbits' count: with the reason where there is none (no Gecode, a budget run out).
     */
    public static ExternalCount external(Path model, List<Path> data, Map<String, String> parameters) {
        String budget = BUDGET.nodes() + " nodes";
        if (!available()) {
            return new ExternalCount(
                    "Gecode", budget, OptionalLong.empty(), OptionalInt.empty(), "MiniZinc's Gecode is not installed");
        }
        Result counted = new GecodeCount(SolverLibrary.defaultCache()).count(model, data, parameters, BUDGET);
        return new ExternalCount(
                "Gecode",
                budget,
                counted.solutions(),
                counted.optimum().isPresent()
                        ? OptionalInt.of(Math.toIntExact(counted.optimum().getAsLong()))
                        : OptionalInt.empty(),
                counted.finished() ? "" : "it did not finish within its budget");
    }

    public Result count(Path model, List<Path> data, Map<String, String> parameters, Budget budget) {
        long start = System.nanoTime();
        Path minizinc = MiniZincCompiler.minizinc();
        GecodeLibrary gecode = GecodeLibrary.find(minizinc, cache)
                .orElseThrow(() -> new BadInputException("minizinc knows no Gecode solver to count with"));
        String flatZinc = compile(minizinc, gecode, model, data, parameters);
        Matcher goal = OPTIMISE.matcher(flatZinc);
        Result result;
        if (!goal.find()) {
            OptionalLong solutions = solveAll(gecode, flatZinc, budget);
            result = new Result(solutions, OptionalLong.empty(), Duration.ZERO);
        } else {
            result = optimiseThenCount(gecode, flatZinc, goal, budget);
        }
        return new Result(result.solutions(), result.optimum(), Duration.ofNanos(System.nanoTime() - start));
    }

    private String compile(
            Path minizinc, GecodeLibrary gecode, Path model, List<Path> data, Map<String, String> parameters) {
        List<String> command = new ArrayList<>(
                List.of(minizinc.toString(), "--solver", gecode.configuration().toString(), "-c", model.toString()));
        for (Path file : data) {
            command.add("-d");
            command.add(file.toString());
        }
        parameters.forEach((name, value) -> {
            command.add("-D");
            command.add(name + "=" + value + ";");
        });
        command.add("--output-fzn-to-stdout");
        command.add("--no-output-ozn");
        Programs.Run run = Programs.run(command);
        if (run.exitCode() != 0) {
            throw new BadInputException(
                    "Gecode's compilation failed: " + MiniZincMessages.condense(run.errors(), cache.toString()));
        }
        return run.output();
    }

    private Result optimiseThenCount(GecodeLibrary gecode, String flatZinc, Matcher goal, Budget budget) {
        String objective = goal.group(2);
        int solveAt = goal.start();
        int declarationsEnd = firstConstraintOrSolve(flatZinc);
        String watched = flatZinc.substring(0, declarationsEnd)
                + "var int: " + OBJECTIVE + " :: output_var = " + objective + ";\n"
                + flatZinc.substring(declarationsEnd);
        Programs.Run run = gecode(gecode, watched, false, budget);
        if (!run.output().contains("==========")) {
            return new Result(OptionalLong.empty(), OptionalLong.empty(), Duration.ZERO);
        }
        long optimum = lastObjective(run.output());
        String atOptimum = flatZinc.substring(0, solveAt) + "constraint int_eq(" + objective + "," + optimum
                + ");\nsolve satisfy;\n";
        OptionalLong solutions = solveAll(gecode, atOptimum, budget);
        return new Result(
                solutions, solutions.isPresent() ? OptionalLong.of(optimum) : OptionalLong.empty(), Duration.ZERO);
    }

    private static int firstConstraintOrSolve(String flatZinc) {
        Matcher item = Pattern.compile("(?m)^(constraint|solve)\\b").matcher(flatZinc);
        return item.find() ? item.start() : flatZinc.length();
    }

    private static long lastObjective(String output) {
        Matcher value = Pattern.compile("(?m)^" + OBJECTIVE + " = (-?\\d+);").matcher(output);
        long last = 0;
        boolean found = false;
        while (value.find()) {
            last = Long.parseLong(value.group(1));
            found = true;
        }
        if (!found) {
            throw new IllegalStateException("Gecode printed no objective value");
        }
        return last;
    }

    /**
     * The number of distinct output assignments Gecode prints, or empty when it stops before the end. Its output is
     * read as it comes, and only the distinct assignments are kept, each once: never the whole output.
     */
    private OptionalLong solveAll(GecodeLibrary gecode, String flatZinc, Budget budget) {
        DistinctBlocks blocks = new DistinctBlocks();
        gecode(gecode, flatZinc, true, budget, blocks);
        return blocks.complete ? OptionalLong.of(blocks.distinct.size()) : OptionalLong.empty();
    }

    /** The solutions of Gecode's output as it is read: each block of lines up to a separator, kept once. */
    static final class DistinctBlocks implements Consumer<String> {
        final Set<String> distinct = new HashSet<>();
        private final StringBuilder block = new StringBuilder();
        boolean complete;

        @Override
        public void accept(String line) {
            if (line.equals("----------")) {
                distinct.add(block.toString());
                block.setLength(0);
            } else if (line.equals("==========") || line.equals("=====UNSATISFIABLE=====")) {
                complete = true;
            } else if (!line.startsWith("%")) {
                block.append(line).append('\n');
            }
        }
    }

    private Programs.Run gecode(GecodeLibrary gecode, String flatZinc, boolean all, Budget budget) {
        return gecode(gecode, flatZinc, all, budget, null);
    }

    /** Runs Gecode on {@code flatZinc}; its output to {@code lines} as it is read where given, else kept whole. */
    private Programs.Run gecode(
            GecodeLibrary gecode, String flatZinc, boolean all, Budget budget, Consumer<String> lines) {
        try {
            Path file = Files.createTempFile(Files.createDirectories(cache), "gecode-", ".fzn");
            try {
                Files.writeString(file, flatZinc, StandardCharsets.UTF_8);
                List<String> command =
                        new ArrayList<>(List.of(gecode.executable().toString()));
                if (all) {
                    command.add("-a");
                }
                if (budget.nodes() > 0) {
                    command.add("-node");
                    command.add(Long.toString(budget.nodes()));
                }
                if (!budget.time().isZero()) {
                    command.add("-time");
                    command.add(Long.toString(budget.time().toMillis()));
                }
                command.add(file.toString());
                Programs.Run run = lines == null ? Programs.run(command) : Programs.run(command, lines);
                if (run.exitCode() != 0) {
                    throw new IllegalStateException(
                            "Gecode failed: " + run.errors().strip());
                }
                return run;
            } finally {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
