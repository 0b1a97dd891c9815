package org.orbits.spark;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.orbits.api.Assignments;
import org.orbits.api.Instance;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsException;
import org.orbits.api.SymmetryGroup;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The Spark job: {@code spark-submit --class org.orbits.spark.SparkEnumerate orbits-spark.jar enumerate ngon -p
 * n=13}. The driver plans the work units, Spark runs them as tasks (and runs a failed task again), and the
 * driver merges the tasks' results into the JSON {@code orbits enumerate --json} prints. Exit codes as the
 * tool's: 0 success, 1 an incomplete result, 2 bad input, 3 an internal error.
 */
@Command(
        name = "orbits-spark",
        mixinStandardHelpOptions = true,
        version = "orbits-spark 0.1.0",
        description = "Runs an orbits search on a Spark cluster.",
        subcommands = {SparkEnumerate.Enumerate.class, CommandLine.HelpCommand.class})
public final class SparkEnumerate implements Callable<Integer> {

    static final int OK = 0;
    static final int INCOMPLETE = 1;
    static final int BAD_INPUT = 2;
    static final int INTERNAL = 3;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return BAD_INPUT;
    }

    public static void main(String[] args) {
        System.exit(run(
                new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true),
                new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true),
                args));
    }

    /** Runs one command line, the Spark context made from the configuration spark-submit gives. */
    static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine line = new CommandLine(new SparkEnumerate());
        line.setOut(out);
        line.setErr(err);
        line.setParameterExceptionHandler((problem, arguments) -> {
            err.println("orbits-spark: " + problem.getMessage() + " (see '"
                    + problem.getCommandLine().getCommandSpec().qualifiedName() + " --help')");
            return BAD_INPUT;
        });
        line.setExecutionExceptionHandler((problem, command, parsed) -> {
            if (problem instanceof OrbitsException) {
                err.println("orbits-spark: " + problem.getMessage());
                return BAD_INPUT;
            }
            // A job whose task failed every attempt reports the task's trace in its message: its first line
            // names the failure, and Spark's log above holds the rest.
            String message = String.valueOf(problem);
            err.println("orbits-spark: internal error: "
                    + message.lines().findFirst().orElse(message));
            if (System.getenv("ORBITS_DEBUG") != null) {
                problem.printStackTrace(err);
            }
            return INTERNAL;
        });
        return line.execute(args);
    }

    @Command(
            name = "enumerate",
            mixinStandardHelpOptions = true,
            description = {
                "Enumerates every solution of one instance on the cluster and prints the JSON 'orbits enumerate"
                        + " --json' prints: the same counts, representatives and order.",
                "The work units are planned on the driver and run as Spark tasks, a few units each; an"
                        + " optimisation puzzle runs two rounds, the proof of the optimum then the enumeration."
            })
    static final class Enumerate implements Callable<Integer> {

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Parameters(index = "0", paramLabel = "FAMILY", description = "the puzzle family (see 'orbits list')")
        String family;

        @Option(
                names = {"-p", "--param"},
                paramLabel = "NAME=VALUE",
                description = "a parameter of the family; repeat for several")
        List<String> parameters = new ArrayList<>();

        @Option(
                names = "--group",
                paramLabel = "NAME",
                description = "reduce by this symmetry group only (default: every group of the family)")
        String group;

        @Option(
                names = "--symmetry-breaking",
                paramLabel = "MODE",
                description = "none, lex or lex-generators (default: lex)")
        String symmetryBreaking;

        @Option(
                names = "--alldiff",
                paramLabel = "LEVEL",
                description = "allDifferent consistency: DEFAULT, AC, BC, FC or NEQS (default: AC)")
        String allDifferent;

        @Option(
                names = "--search",
                paramLabel = "STRATEGY",
                description = "search strategy: puzzle, default, domOverWDeg, minDomLB or inputOrderLB (default:"
                        + " puzzle, the family's own order)")
        String strategy;

        @Option(
                names = "--encoding",
                paramLabel = "ENCODING",
                description = "model encoding: standard, boolean or arithmetic (default: standard)")
        String encoding;

        @Option(
                names = "--units-per-task",
                paramLabel = "K",
                defaultValue = "" + EnumerationJob.UNITS_PER_TASK,
                description = "how many work units one Spark task searches, in one model (default: ${DEFAULT-VALUE})")
        int unitsPerTask;

        @Option(
                names = "--out",
                paramLabel = "FILE",
                description = "write the JSON to FILE (whole, through a temporary file) instead of standard output")
        Path file;

        @Override
        public Integer call() {
            if (unitsPerTask < 1) {
                throw new OrbitsException("--units-per-task must be at least 1, not " + unitsPerTask);
            }
            EnumerationRequest request = request();
            PrintWriter err = spec.commandLine().getErr();
            SparkConf conf = new SparkConf().setAppName("orbits enumerate " + request.words());
            try (JavaSparkContext spark = new JavaSparkContext(conf)) {
                EnumerationJob.Outcome outcome =
                        EnumerationJob.run(spark, request, unitsPerTask, EnumerationJob.SEARCH, err);
                if (!outcome.messages().isEmpty()) {
                    err.println(outcome.messages());
                }
                if (file != null) {
                    Orbits.writeWhole(file, outcome.json());
                } else {
                    spec.commandLine().getOut().print(outcome.json());
                    spec.commandLine().getOut().flush();
                }
                return outcome.complete() ? OK : INCOMPLETE;
            }
        }

        /** The request, its instance and group checked here, before Spark starts. */
        EnumerationRequest request() {
            Map<String, String> given = Assignments.byName(parameters, "parameter");
            Instance instance = Orbits.standard().instance(family, given);
            if (group != null
                    && instance.groups().stream()
                            .noneMatch(known -> known.name().equals(group))) {
                throw new OrbitsException("no group '" + group + "' for " + instance.label() + " (its groups: "
                        + String.join(
                                ", ",
                                instance.groups().stream()
                                        .map(SymmetryGroup::name)
                                        .toList())
                        + ")");
            }
            Map<String, String> settings = new LinkedHashMap<>();
            named(settings, "allDifferent", allDifferent);
            named(settings, "search", strategy);
            named(settings, "symmetryBreaking", symmetryBreaking);
            named(settings, "encoding", encoding);
            return new EnumerationRequest(instance.family(), given, group, settings);
        }

        private static void named(Map<String, String> settings, String name, String word) {
            if (word != null) {
                settings.put(name, word);
            }
        }
    }
}
