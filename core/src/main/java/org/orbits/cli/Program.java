package org.orbits.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Function;
import org.orbits.api.CatalogMismatchException;
import org.orbits.api.FileFailedException;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsException;

/**
 * A program of commands as a shell runs it, {@code NAME COMMAND [OPTIONS]...}: each command's words read by its
 * {@link Syntax}, help and the version answered, and every failure turned into its exit code and one line. The
 * {@code orbits} command is one; the Spark job is another, so that the two read a command line alike, answer
 * {@code --help} alike and exit with the same codes for the same failures. It knows no command of its own: each
 * is a {@link Subcommand}, made for the run with its {@link Console}, and gives an {@link ExitCode}.
 */
public final class Program {

    /** A command by its name, made for each run with the run's API and output streams. */
    public record Command(String name, Function<Console, Subcommand> create) {}

    private final String name;
    private final String description;
    private final List<Command> commands;
    private final Map<ExitCode, String> exitCodes;

    /**
     * @param exitCodes the exit codes the program uses and what each means to it, as help lists them (in the order
     *     of {@link ExitCode})
     */
    public Program(String name, String description, List<Command> commands, Map<ExitCode, String> exitCodes) {
        this.name = name;
        this.description = description;
        this.commands = List.copyOf(commands);
        this.exitCodes = new EnumMap<>(ExitCode.class);
        this.exitCodes.putAll(exitCodes);
    }

    /** Runs one command line with the given output streams and returns its exit status. */
    public int run(Orbits orbits, PrintWriter out, PrintWriter err, List<String> words) {
        return run(Caller.thisProcess(), orbits, out, err, words);
    }

    /**
     * Runs one command line for {@code caller} (its directory, environment, terminal, start and Ctrl-C) and returns
     * its exit status.
     */
    public int run(Caller caller, Orbits orbits, PrintWriter out, PrintWriter err, List<String> words) {
        return outcome(caller, orbits, out, err, words).code();
    }

    private ExitCode outcome(Caller caller, Orbits orbits, PrintWriter out, PrintWriter err, List<String> words) {
        Console console = new Console(orbits, out, err, caller);
        String where = name;
        try {
            String first = words.isEmpty() ? "-h" : words.get(0);
            if (first.equals("-h") || first.equals("--help")) {
                out.print(help(console));
                return ExitCode.OK;
            }
            if (first.equals("-V") || first.equals("--version")) {
                out.println(name + " " + version());
                return ExitCode.OK;
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
                                : command(words.get(1), console).syntax().help(name));
                return ExitCode.OK;
            }
            Subcommand command = command(first, console);
            Syntax syntax = command.syntax();
            where = name + " " + syntax.command();
            Syntax.Asked asked = syntax.read(words.subList(1, words.size()));
            if (asked == Syntax.Asked.HELP) {
                out.print(syntax.help(name));
                return ExitCode.OK;
            }
            if (asked == Syntax.Asked.VERSION) {
                out.println(name + " " + version());
                return ExitCode.OK;
            }
            return command.call();
        } catch (Syntax.UsageException problem) {
            err.println(name + ": " + problem.getMessage() + " (see '" + where + " --help')");
            return ExitCode.BAD_INPUT;
        } catch (OrbitsException | UncheckedIOException problem) {
            err.println(name + ": " + problem.getMessage());
            return ExitCode.BAD_INPUT;
        } catch (CatalogMismatchException problem) {
            err.println(name + ": " + problem.getMessage());
            return ExitCode.NOT_FOUND;
        } catch (FileFailedException problem) {
            err.println(name + ": " + problem.getMessage());
            return ExitCode.FILE_FAILURE;
        } catch (Exception | Error problem) {
            // One line, as every other failure: an exception that carries a trace in its message (a Spark job whose
            // task failed every attempt) shows its first line, which names the failure.
            String message = String.valueOf(problem);
            err.println(
                    name + ": internal error: " + message.lines().findFirst().orElse(message));
            if (caller.variable("ORBITS_DEBUG").isPresent()) {
                problem.printStackTrace(err);
            }
            return ExitCode.INTERNAL;
        } finally {
            out.flush();
            err.flush();
        }
    }

    /**
     * The build's version: the pom's, which the build writes into {@code version.properties} (a filtered resource,
     * see core/pom.xml), so that no source repeats it. Read when asked for, not on every run.
     */
    static String version() {
        Properties written = new Properties();
        try (InputStream in = Program.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                throw new IllegalStateException("version.properties is missing: the classes were not built by Maven");
            }
            written.load(in);
        } catch (IOException unreadable) {
            throw new IllegalStateException("version.properties cannot be read", unreadable);
        }
        return written.getProperty("version");
    }

    /** The command {@code word} names; an option or a word that names none is a usage mistake. */
    private Subcommand command(String word, Console console) {
        for (Command command : commands) {
            if (command.name().equals(word)) {
                return command.create().apply(console);
            }
        }
        throw new Syntax.UsageException(
                word.startsWith("-") ? "unknown option '" + word + "'" : "unknown command '" + word + "'");
    }

    /** The program's own help: its commands and exit codes. */
    private String help(Console console) {
        StringBuilder text = new StringBuilder("Usage: ").append(name).append(" COMMAND [OPTIONS]...\n");
        Syntax.wrap(text, description, 0, 0);
        text.append("\nCommands:\n");
        List<String[]> rows = new ArrayList<>();
        for (Command command : commands) {
            rows.add(new String[] {
                command.name(), command.create().apply(console).syntax().summary()
            });
        }
        rows.add(new String[] {
            "help", "Shows a command's help: " + name + " help COMMAND (or " + name + " COMMAND --help)."
        });
        Syntax.table(text, rows);
        text.append("\nOptions:\n");
        Syntax.table(text, List.of(new String[] {"-h, --help", "show this help and exit"}, new String[] {
            "-V, --version", "show the version and exit"
        }));
        text.append("\nExit codes:\n");
        List<String[]> codes = new ArrayList<>();
        exitCodes.forEach((code, meaning) -> codes.add(new String[] {String.valueOf(code.code()), meaning}));
        Syntax.table(text, codes);
        return text.toString();
    }
}
