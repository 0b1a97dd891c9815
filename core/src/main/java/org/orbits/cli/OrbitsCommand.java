package org.orbits.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.time.Instant;
import java.util.List;
import org.orbits.api.Orbits;

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

    /** Runs one command line with the given output streams and returns its exit code. */
    public static int run(Orbits orbits, PrintWriter out, PrintWriter err, String... args) {
        return PROGRAM.run(orbits, out, err, List.of(args));
    }

    /** Runs one command line for {@code caller}, as the daemon runs each launcher's. */
    public static int run(Caller caller, Orbits orbits, PrintWriter out, PrintWriter err, String... args) {
        return PROGRAM.run(caller, orbits, out, err, List.of(args));
    }
}
