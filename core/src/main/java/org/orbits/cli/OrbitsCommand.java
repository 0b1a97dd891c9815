package org.orbits.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.orbits.api.Orbits;

/**
 * The {@code orbits} command, assembled: its commands in the order help lists them, what each exit code means to it,
 * and its {@code main}. The commands, the program that runs them and the exit codes are below it, and none of them
 * knows it.
 */
public final class OrbitsCommand {

    private static final String DESCRIPTION = "Enumerates every solution of a puzzle family, reduces them under the"
            + " puzzle's symmetries and keeps a verified catalog of the orbits.";

    /** The exit codes, as help lists them. */
    private static final Map<ExitCode, String> EXIT_CODES = exitCodes();

    /** The program: its commands, in the order help lists them. */
    private static final Program PROGRAM = new Program(
            "orbits",
            DESCRIPTION,
            List.of(
                    new Program.Command("list", ListCommand::new),
                    new Program.Command("enumerate", EnumerateCommand::new),
                    new Program.Command("merge", MergeCommand::new),
                    new Program.Command("solve", SolveCommand::new),
                    new Program.Command("symmetries", SymmetriesCommand::new),
                    new Program.Command("catalog", CatalogCommand::new),
                    new Program.Command("verify", VerifyCommand::new),
                    new Program.Command("serve", ServeCommand::new)),
            EXIT_CODES);

    private OrbitsCommand() {}

    private static Map<ExitCode, String> exitCodes() {
        Map<ExitCode, String> meanings = new EnumMap<>(ExitCode.class);
        meanings.put(
                ExitCode.OK, "success: the search finished (an enumeration may find 0 solutions; that is an answer)");
        meanings.put(
                ExitCode.NOT_FOUND,
                "no solution (solve: the search finished and found none), the catalog does not verify, merged parts"
                        + " leave units missing, or a model's independent checks contradict its enumeration");
        meanings.put(ExitCode.BAD_INPUT, "bad input");
        meanings.put(ExitCode.INTERNAL, "internal error (a bug: please report it)");
        meanings.put(
                ExitCode.FILE_FAILURE,
                "a file could not be written or read (a full disk, a failing device): the message names it");
        meanings.put(
                ExitCode.INCOMPLETE,
                "incomplete: a time or solution limit stopped the search before it finished; the output gives what"
                        + " was found and says so");
        meanings.put(ExitCode.INTERRUPTED, "interrupted (Ctrl-C or SIGTERM); a checkpoint given is saved");
        return meanings;
    }

    public static void main(String[] args) {
        Orbits orbits = Orbits.standard();
        // The launcher, which may have built the jar in this very process before it execs java, passes the time
        // java started; run by java directly, or passed something that is not a time, the process is the JVM. (The
        // JVM's own record of its start is a management bean, whose machinery costs a short run more than the rest of
        // its start-up.)
        if (Caller.startedAt(System.getProperty(Caller.STARTED_PROPERTY)).isEmpty()) {
            System.setProperty(
                    Caller.STARTED_PROPERTY,
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

    /** Runs one command line with the given output streams and returns its exit status. */
    public static int run(Orbits orbits, PrintWriter out, PrintWriter err, String... args) {
        return PROGRAM.run(orbits, out, err, List.of(args));
    }

    /** Runs one command line for {@code caller}, as the daemon runs each launcher's. */
    public static int run(Caller caller, Orbits orbits, PrintWriter out, PrintWriter err, String... args) {
        return PROGRAM.run(caller, orbits, out, err, List.of(args));
    }
}
