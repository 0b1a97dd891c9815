package org.orbits.spark;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.orbits.api.Instance;
import org.orbits.api.Options;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsException;
import org.orbits.api.SymmetryGroup;
import org.orbits.cli.Console;
import org.orbits.cli.EnumerateOptions;
import org.orbits.cli.ExitCode;
import org.orbits.cli.Program;
import org.orbits.cli.Subcommand;
import org.orbits.cli.Syntax;

/**
 * The Spark job: {@code spark-submit --class org.orbits.spark.SparkEnumerate orbits-spark.jar enumerate ngon -p
 * n=13}. The driver plans the work units, Spark runs them as tasks (and runs a failed task again), and the
 * driver merges the tasks' results into the JSON {@code orbits enumerate --json} prints.
 *
 * <p>Its command line is the tool's: the options {@code orbits enumerate} declares ({@link EnumerateOptions}),
 * read by the same {@link Syntax}, with the same help, version and exit codes, so that an option or a mode added
 * to the command line reaches the job at once. Only what a cluster cannot honour is left out, named in
 * {@link #ONE_MACHINE_ONLY}.
 */
public final class SparkEnumerate {

    /** Merged results with work units missing, as {@code orbits merge} exits for them. */
    static final ExitCode INCOMPLETE = ExitCode.NOT_FOUND;

    /** Words of {@code orbits enumerate} that the job leaves out, and why. */
    record OneMachineOnly(List<String> names, String why) {}

    /**
     * What {@code orbits enumerate} takes that the job cannot honour on a cluster, named here alone: the job's
     * syntax leaves these options out (a word that names one is an unknown option), its help says why, and
     * {@code MODEL}, the operand's other kind, is refused when the job runs.
     */
    static final List<OneMachineOnly> ONE_MACHINE_ONLY = List.of(
            new OneMachineOnly(
                    List.of("MODEL", "--data"),
                    "a model or a tiling file of your own is known only to the process that read it, and a task"
                            + " rebuilds the instance from a built-in family (the bundled tilings are the family"
                            + " 'tilings')"),
            new OneMachineOnly(
                    List.of("--symmetry"), "detection enumerates every solution on one machine before the search"),
            new OneMachineOnly(List.of("--threads"), "a task searches on the spark.task.cpus threads Spark gives it"),
            new OneMachineOnly(
                    List.of("--checkpoint", "--parts", "--part"),
                    "the job deals the work units to tasks itself, and Spark runs a failed task again"),
            new OneMachineOnly(
                    List.of("--solution-limit", "--time-limit"),
                    "a task searches its units whole, so that a task run again gives the same result"),
            new OneMachineOnly(List.of("--json", "--quiet"), "the job always prints JSON, and no progress"),
            new OneMachineOnly(
                    List.of("--no-checks", "--verbose"),
                    "the checks it skips and the files read back it tells of are a model's"));

    private static final Program PROGRAM = new Program(
            "orbits-spark",
            "Runs an orbits search on a Spark cluster.",
            List.of(new Program.Command("enumerate", Enumerate::new)),
            Map.of(
                    ExitCode.OK,
                    "success: every work unit searched and the result printed",
                    INCOMPLETE,
                    "the merged result misses work units, named on standard error",
                    ExitCode.BAD_INPUT,
                    "bad input",
                    ExitCode.INTERNAL,
                    "internal error: a task that failed every attempt Spark gave it (its cause named), or a bug",
                    ExitCode.FILE_FAILURE,
                    "a file could not be written: the message names it"));

    private SparkEnumerate() {}

    public static void main(String[] args) {
        System.exit(run(
                new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true),
                new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true),
                args));
    }

    /** Runs one command line, the Spark context made from the configuration spark-submit gives. */
    static int run(PrintWriter out, PrintWriter err, String... args) {
        return PROGRAM.run(Orbits.standard(), out, err, List.of(args));
    }

    /** The names {@link #ONE_MACHINE_ONLY} gives, the operand's kind among them. */
    static List<String> oneMachineOnly() {
        return ONE_MACHINE_ONLY.stream().flatMap(left -> left.names().stream()).toList();
    }

    /** {@code orbits-spark enumerate}: the search on the cluster. */
    static final class Enumerate implements Subcommand {

        private final EnumerateOptions given = new EnumerateOptions();
        private int unitsPerTask = EnumerationJob.UNITS_PER_TASK;
        private Path file;
        private final Console console;

        Enumerate(Console console) {
            this.console = console;
        }

        @Override
        public Syntax syntax() {
            Syntax syntax = new Syntax(
                    "enumerate",
                    "Enumerates every solution of one instance on the cluster and prints the JSON 'orbits enumerate"
                            + " --json' prints: the same counts, representatives and order.",
                    "The work units are planned on the driver and run as Spark tasks, a few units each; an"
                            + " optimisation puzzle runs two rounds, the proof of the optimum then the enumeration.",
                    "Takes what 'orbits enumerate' takes but for what needs one machine: "
                            + ONE_MACHINE_ONLY.stream()
                                    .map(left -> String.join(", ", left.names()) + " (" + left.why() + ")")
                                    .collect(Collectors.joining("; "))
                            + ".");
            // The options are left out here; MODEL, the operand's other kind, is narrowed out of the help below and
            // refused in call().
            return given.declare(syntax, console.orbits())
                    .without(oneMachineOnly().stream()
                            .filter(name -> name.startsWith("-"))
                            .toList())
                    .narrowOperand("FAMILY|MODEL", "FAMILY", "the puzzle family (see 'orbits list')")
                    .integer(
                            "--units-per-task",
                            "K",
                            "how many work units one Spark task searches, in one model (default: "
                                    + EnumerationJob.UNITS_PER_TASK + ")",
                            count -> unitsPerTask = count)
                    .path(
                            "--out",
                            "FILE",
                            "write the JSON to FILE (whole, through a temporary file) instead of standard output",
                            path -> file = path);
        }

        @Override
        public ExitCode call() {
            if (unitsPerTask < 1) {
                throw new OrbitsException("--units-per-task must be at least 1, not " + unitsPerTask);
            }
            if (given.namesAModel(Orbits.standard())) {
                throw new OrbitsException("a model or a tiling file of your own runs on one machine, with 'orbits"
                        + " enumerate': the cluster's tasks know the built-in families only (the bundled tilings are"
                        + " the family 'tilings')");
            }
            EnumerationRequest request = request();
            PrintWriter err = console.err();
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
                    console.out().print(outcome.json());
                    console.out().flush();
                }
                given.drawIfAsked(console.orbits(), outcome.result(), err, "orbits-spark");
                return outcome.complete() ? ExitCode.OK : INCOMPLETE;
            }
        }

        /** The request, its instance and group checked here, before Spark starts. */
        EnumerationRequest request() {
            Instance instance = given.instance(console.orbits());
            Options options = given.options();
            Optional<String> group = options.group();
            if (group.isPresent()
                    && instance.groups().stream()
                            .noneMatch(known -> known.name().equals(group.get()))) {
                throw new OrbitsException("no group '" + group.get() + "' for " + instance.label() + " (its groups: "
                        + String.join(
                                ", ",
                                instance.groups().stream()
                                        .map(SymmetryGroup::name)
                                        .toList())
                        + ")");
            }
            return new EnumerationRequest(
                    instance.family(), instance.parameters(), group.orElse(null), options.settings());
        }
    }
}
