package org.orbits.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.orbits.api.CatalogMismatchException;
import org.orbits.api.FileFailedException;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsException;

/**
 * The {@code orbits} command: exit 0 ok, 1 no solution or a mismatch, 2 bad input, 3 an internal error, 4 a file
 * that could not be written or read, 5 a search stopped by a limit before it finished, 130 interrupted.
 */
public final class OrbitsCommand {

    public static final int OK = 0;
    public static final int NOT_FOUND = 1;
    public static final int BAD_INPUT = 2;
    public static final int INTERNAL = 3;
    public static final int FILE_FAILURE = 4;
    /** A time or solution limit stopped the search before it finished: what was found is printed, marked so. */
    public static final int INCOMPLETE = 5;
    /** Stopped by Ctrl-C or SIGTERM, the checkpoint saved: 128 + SIGINT, as shells report it. */
    public static final int INTERRUPTED = 130;

    private static final String DESCRIPTION = "Enumerates every solution of a puzzle family, reduces them under the"
            + " puzzle's symmetries and keeps a verified catalog of the orbits.";

    /** The exit codes, as help lists them. */
    private static final List<String[]> EXIT_CODES = List.of(
            new String[] {"0", "success: the search finished (an enumeration may find 0 solutions; that is an answer)"},
            new String[] {
                "1",
                "no solution (solve: the search finished and found none), the catalog does not verify, merged parts"
                        + " leave units missing, or a model's independent checks contradict its enumeration"
            },
            new String[] {"2", "bad input"},
            new String[] {"3", "internal error (a bug: please report it)"},
            new String[] {
                "4", "a file could not be written or read (a full disk, a failing device): the message names it"
            },
            new String[] {
                "5",
                "incomplete: a time or solution limit stopped the search before it finished; the output gives what"
                        + " was found and says so"
            },
            new String[] {"130", "interrupted (Ctrl-C or SIGTERM); a checkpoint given is saved"});

    /** A command by its name. */
    private record Command(String name, Function<Console, Subcommand> create) {}

    /** The commands, in the order help lists them. */
    private static final List<Command> COMMANDS = List.of(
            new Command("list", ListCommand::new),
            new Command("enumerate", EnumerateCommand::new),
            new Command("merge", MergeCommand::new),
            new Command("solve", SolveCommand::new),
            new Command("symmetries", SymmetriesCommand::new),
            new Command("catalog", CatalogCommand::new),
            new Command("verify", VerifyCommand::new),
            new Command("serve", ServeCommand::new));

    private OrbitsCommand() {}

    /** When the JVM began, in epoch milliseconds: a time limit bounds the whole command. */
    static final String STARTED_PROPERTY = "orbits.started";

    public static void main(String[] args) {
        Orbits orbits = Orbits.standard();
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
                new PrintWriter(new OutputStreamWriter(System.out, Charset.defaultCharset()), true),
                new PrintWriter(new OutputStreamWriter(System.err, Charset.defaultCharset()), true),
                args));
    }

    /** Runs one command line with the given output streams and returns its exit code. */
    public static int run(Orbits orbits, PrintWriter out, PrintWriter err, String... args) {
        Console console = new Console(orbits, out, err);
        String where = "orbits";
        try {
            List<String> words = List.of(args);
            String first = words.isEmpty() ? "-h" : words.get(0);
            if (first.equals("-h") || first.equals("--help")) {
                out.print(help(console));
                return OK;
            }
            if (first.equals("-V") || first.equals("--version")) {
                out.println(Syntax.VERSION);
                return OK;
            }
            if (first.equals("help")) {
                if (words.size() > 2) {
                    throw new Syntax.UsageException("help takes one command, not " + (words.size() - 1));
                }
                boolean itself = words.size() == 1
                        || words.get(1).equals("-h")
                        || words.get(1).equals("--help");
                out.print(
                        itself
                                ? help(console)
                                : command(words.get(1), console).syntax().help());
                return OK;
            }
            Subcommand command = command(first, console);
            Syntax syntax = command.syntax();
            where = "orbits " + syntax.command();
            Syntax.Asked asked = syntax.read(words.subList(1, words.size()));
            if (asked == Syntax.Asked.HELP) {
                out.print(syntax.help());
                return OK;
            }
            if (asked == Syntax.Asked.VERSION) {
                out.println(Syntax.VERSION);
                return OK;
            }
            return command.call();
        } catch (Syntax.UsageException problem) {
            err.println("orbits: " + problem.getMessage() + " (see '" + where + " --help')");
            return BAD_INPUT;
        } catch (OrbitsException | UncheckedIOException problem) {
            err.println("orbits: " + problem.getMessage());
            return BAD_INPUT;
        } catch (CatalogMismatchException problem) {
            err.println("orbits: " + problem.getMessage());
            return NOT_FOUND;
        } catch (FileFailedException problem) {
            err.println("orbits: " + problem.getMessage());
            return FILE_FAILURE;
        } catch (Exception | Error problem) {
            err.println("orbits: internal error: " + problem);
            if (System.getenv("ORBITS_DEBUG") != null) {
                problem.printStackTrace(err);
            }
            return INTERNAL;
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** The command {@code name} names; an option or a word that names none is a usage mistake. */
    private static Subcommand command(String name, Console console) {
        for (Command command : COMMANDS) {
            if (command.name().equals(name)) {
                return command.create().apply(console);
            }
        }
        throw new Syntax.UsageException(
                name.startsWith("-") ? "unknown option '" + name + "'" : "unknown command '" + name + "'");
    }

    /** The help of {@code orbits} itself: its commands and exit codes. */
    private static String help(Console console) {
        StringBuilder text = new StringBuilder("Usage: orbits COMMAND [OPTIONS]...\n");
        Syntax.wrap(text, DESCRIPTION, 0, 0);
        text.append("\nCommands:\n");
        List<String[]> commands = new ArrayList<>();
        for (Command command : COMMANDS) {
            commands.add(new String[] {
                command.name(), command.create().apply(console).syntax().summary()
            });
        }
        commands.add(new String[] {"help", "Shows a command's help: orbits help COMMAND (or orbits COMMAND --help)."});
        Syntax.table(text, commands);
        text.append("\nOptions:\n");
        Syntax.table(text, List.of(new String[] {"-h, --help", "show this help and exit"}, new String[] {
            "-V, --version", "show the version and exit"
        }));
        text.append("\nExit codes:\n");
        Syntax.table(text, EXIT_CODES);
        return text.toString();
    }
}
