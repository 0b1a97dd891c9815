package org.orbits.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;
import org.orbits.api.CatalogMismatchException;
import org.orbits.api.FileFailedException;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsException;
import org.orbits.api.WarmUp;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code orbits} command: exit 0 ok, 1 no solution or a mismatch, 2 bad input, 3 an internal error, 4 a file
 * that could not be written or read, 5 a search stopped by a limit before it finished, 130 interrupted.
 */
@Command(
        name = "orbits",
        mixinStandardHelpOptions = true,
        version = "orbits 0.1.0",
        description = "Enumerates every solution of a puzzle family, reduces them under the puzzle's symmetries"
                + " and keeps a verified catalog of the orbits.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:success: the search finished (an enumeration may find 0 solutions; that is an answer)",
            "1:no solution (solve: the search finished and found none), the catalog does not verify, merged parts"
                    + " leave units missing, or a model's independent checks contradict its enumeration",
            "2:bad input",
            "3:internal error (a bug: please report it)",
            "4:a file could not be written or read (a full disk, a failing device): the message names it",
            "5:incomplete: a time or solution limit stopped the search before it finished; the output gives what was"
                    + " found and says so",
            "130:interrupted (Ctrl-C or SIGTERM); a checkpoint given is saved"
        })
public final class OrbitsCommand implements Callable<Integer> {

    public static final int OK = 0;
    public static final int NOT_FOUND = 1;
    public static final int BAD_INPUT = 2;
    public static final int INTERNAL = 3;
    public static final int FILE_FAILURE = 4;
    /** A time or solution limit stopped the search before it finished: what was found is printed, marked so. */
    public static final int INCOMPLETE = 5;
    /** Stopped by Ctrl-C or SIGTERM, the checkpoint saved: 128 + SIGINT, as shells report it. */
    public static final int INTERRUPTED = 130;

    /** The subcommands, in the order help lists them. */
    static final List<Class<?>> SUBCOMMANDS = List.of(
            ListCommand.class,
            EnumerateCommand.class,
            MergeCommand.class,
            SolveCommand.class,
            SymmetriesCommand.class,
            CatalogCommand.class,
            VerifyCommand.class,
            ServeCommand.class,
            CommandLine.HelpCommand.class);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    final Orbits orbits;

    public OrbitsCommand(Orbits orbits) {
        this.orbits = orbits;
    }

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getOut());
        return OK;
    }

    /** When the JVM began, in epoch milliseconds: a time limit bounds the whole command. */
    static final String STARTED_PROPERTY = "orbits.started";

    /** The commands that search, and so build a model soon after the command line is read. */
    private static final List<String> SEARCHING = List.of("enumerate", "solve");

    public static void main(String[] args) {
        Orbits orbits = Orbits.standard();
        // MiniZinc compiles a model of one's own while the solver warms up and the command line is read.
        CompileAhead.start(orbits, SEARCHING, args);
        WarmUp warmUp = args.length > 0 && SEARCHING.contains(args[0]) ? WarmUp.start() : WarmUp.NONE;
        // The launcher, which may have built the jar in this very process before it execs java, passes the time
        // java started; run by java directly, the process is the JVM. (The JVM's own record of its start is a
        // management bean, whose machinery costs a short run more than the rest of its start-up.)
        if (System.getProperty(STARTED_PROPERTY) == null) {
            System.setProperty(
                    STARTED_PROPERTY,
                    String.valueOf(ProcessHandle.current()
                            .info()
                            .startInstant()
                            .map(Instant::toEpochMilli)
                            .orElseGet(System::currentTimeMillis)));
        }
        System.exit(run(
                orbits,
                warmUp,
                new PrintWriter(new OutputStreamWriter(System.out, Charset.defaultCharset()), true),
                new PrintWriter(new OutputStreamWriter(System.err, Charset.defaultCharset()), true),
                args));
    }

    /** Runs one command line with the given output streams and returns its exit code. */
    public static int run(Orbits orbits, PrintWriter out, PrintWriter err, String... args) {
        return run(orbits, WarmUp.NONE, out, err, args);
    }

    /** As {@link #run(Orbits, PrintWriter, PrintWriter, String...)}, a search first waiting for {@code warmUp}. */
    static int run(Orbits orbits, WarmUp warmUp, PrintWriter out, PrintWriter err, String... args) {
        System.setProperty("orbits.cores", String.valueOf(ThreadsOption.cores()));
        CommandLine line = new CommandLine(new OrbitsCommand(orbits), new Factory(orbits, warmUp));
        addSubcommands(line, args);
        // The footer is written only when help is shown: a search should not build every family's options.
        line.getSubcommands().values().stream()
                .filter(command -> command.getMixins().containsKey("searchOptions"))
                .forEach(command -> command.getHelpSectionMap()
                        .put(
                                CommandLine.Model.UsageMessageSpec.SECTION_KEY_FOOTER,
                                help -> help.createHeading(ListCommand.modelOptionsByFamily(orbits))));
        line.setOut(out);
        line.setErr(err);
        line.setParameterExceptionHandler((problem, arguments) -> {
            CommandLine command = problem.getCommandLine();
            err.println("orbits: " + problem.getMessage() + " (see '"
                    + command.getCommandSpec().qualifiedName() + " --help')");
            return BAD_INPUT;
        });
        line.setExecutionExceptionHandler((problem, command, parsed) -> {
            if (problem instanceof OrbitsException) {
                err.println("orbits: " + problem.getMessage());
                return BAD_INPUT;
            }
            if (problem instanceof CatalogMismatchException) {
                err.println("orbits: " + problem.getMessage());
                return NOT_FOUND;
            }
            if (problem instanceof FileFailedException) {
                err.println("orbits: " + problem.getMessage());
                return FILE_FAILURE;
            }
            if (problem instanceof UncheckedIOException) {
                err.println("orbits: " + problem.getMessage());
                return BAD_INPUT;
            }
            err.println("orbits: internal error: " + problem);
            if (System.getenv("ORBITS_DEBUG") != null) {
                problem.printStackTrace(err);
            }
            return INTERNAL;
        });
        return line.execute(args);
    }

    /**
     * Adds the subcommand the arguments name, or every subcommand when they name none (help, a mistake): picocli
     * reads a command's annotations when it is added, and reading all of them costs a short run a good part of
     * its start-up.
     */
    private static void addSubcommands(CommandLine line, String... args) {
        String first = args.length == 0 ? "" : args[0];
        List<Class<?>> chosen = SUBCOMMANDS.stream()
                .filter(command -> nameOf(command).equals(first))
                .filter(command -> command != CommandLine.HelpCommand.class)
                .toList();
        for (Class<?> command : chosen.isEmpty() ? SUBCOMMANDS : chosen) {
            line.addSubcommand(command);
        }
    }

    private static String nameOf(Class<?> command) {
        return command.getAnnotation(Command.class).name();
    }

    /** Hands every subcommand the API, and a searching one the warm-up to wait for. */
    private record Factory(Orbits orbits, WarmUp warmUp) implements CommandLine.IFactory {
        @Override
        public <K> K create(Class<K> type) throws Exception {
            try {
                return type.getDeclaredConstructor(Orbits.class, WarmUp.class).newInstance(orbits, warmUp);
            } catch (NoSuchMethodException noWarmUp) {
                try {
                    return type.getDeclaredConstructor(Orbits.class).newInstance(orbits);
                } catch (NoSuchMethodException noOrbits) {
                    return CommandLine.defaultFactory().create(type);
                }
            }
        }
    }
}
