package org.orbits.cli;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The words the launcher ({@code ./orbits}, in bash) and the daemon ({@link DaemonServer}, {@link DaemonRun}) say to
 * each other, defined here once: the server and the tests' client speak through these constants, and a test reads the
 * launcher and checks that it says the same words, its request's fields in the same order.
 *
 * <p>Every connection opens with {@link #NAME} and the token from the address file, each ended by a NUL byte, and
 * nothing else: the daemon answers {@link Reply#HELLO} and the proof from the same file, which only the daemon and the
 * user can read, and only then does the launcher say what it wants ({@link Kind}), so that whatever listens on the
 * port learns no more than a token it cannot use unless it is the daemon. A {@link Kind#RUN} sends the {@link Field}s,
 * in their order, and an empty field; the daemon answers {@link Reply#READY} with the run's id or
 * {@link Reply#DECLINE}; the launcher opens the output connections ({@link Kind#OUT}, {@link Kind#ERR}, each with the
 * id) and says {@link Line#GO}; the daemon answers {@link Reply#STARTED} (or {@link Reply#ABORT}), later
 * {@link Reply#EXIT} with the code. A line {@link Line#CANCEL} is the launcher's Ctrl-C. Fields end with a NUL byte,
 * which no argument, path or variable can hold, so nothing is quoted; lines end with a newline.
 */
final class DaemonProtocol {

    /** The protocol's name and version: the first field of every connection. */
    static final String NAME = "orbits-daemon-2";

    private DaemonProtocol() {}

    /** What a connection is for, said once the daemon has proven itself. */
    enum Kind {
        /** A command line to run: the request's fields follow. */
        RUN,
        /** A run's standard output, or both streams when they are one file: the run's id follows. */
        OUT,
        /** A run's standard error: the run's id follows. */
        ERR,
        /** The daemon's state, {@link Status}, a line each. */
        STATUS,
        /** Stop every run and then the daemon. */
        STOP;

        String word() {
            return name().toLowerCase(Locale.ROOT);
        }

        static Optional<Kind> of(String word) {
            for (Kind kind : values()) {
                if (kind.word().equals(word)) {
                    return Optional.of(kind);
                }
            }
            return Optional.empty();
        }
    }

    /**
     * A run's request, field by field in this order, each {@code WORD=VALUE}: {@link #ENV} once for each variable the
     * launcher sends ({@link #sent}), {@link #ARG} once for each word of the command line, then an empty field.
     */
    enum Field {
        /** The start of the digest of the jar the launcher would run. */
        KEY,
        /** The launcher's working directory. */
        DIR,
        /** When the launcher started, in epoch milliseconds, or empty when it could not tell. */
        STARTED,
        /** {@code 1} when the launcher's standard error is a terminal, else {@code 0}. */
        TERMINAL,
        /** The launcher's file-creation mask, as the shell's {@code umask} prints it. */
        UMASK,
        /** {@code 1} when standard error is standard output (one connection carries both), else {@code 0}. */
        MERGED,
        /** {@code NAME=VALUE}: one of the launcher's variables. */
        ENV,
        /** A word of the command line. */
        ARG;

        String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** What the daemon says, a line each: the word, then a space and what goes with it, if anything. */
    enum Reply {
        /** The daemon's proof, on every connection whose token it took. */
        HELLO,
        /** A wrong protocol, token, kind or run id: nothing was done. */
        REFUSED,
        /** A request taken: the run's id, for the output connections. */
        READY,
        /** A request left to the launcher to run itself, and why. */
        DECLINE,
        /** The command has started: the run is the daemon's now. */
        STARTED,
        /** The command did not start after all, and why: the launcher runs it itself. */
        ABORT,
        /** The run's exit code: its last line. */
        EXIT,
        /** The answer to {@link Kind#STOP}. */
        STOPPING;

        String word() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The line that says this with {@code detail}. */
        String line(String detail) {
            return word() + " " + detail;
        }
    }

    /** What the launcher says on a run's connection once the daemon is ready, a line each. */
    enum Line {
        /** The output connections are open: start the command. */
        GO,
        /** Ctrl-C, SIGTERM or a hang-up in the launcher. */
        CANCEL;

        String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The lines of the daemon's answer to {@link Kind#STATUS}, in this order, each {@code WORD VALUE}. */
    enum Status {
        PID,
        KEY,
        PORT,
        /** Seconds since it started. */
        UP,
        /** Runs since it started. */
        RUNS,
        /** Runs in progress. */
        RUNNING,
        /** Seconds without a run. */
        IDLE,
        /** Seconds without a run after which it stops. */
        IDLE_LIMIT;

        String word() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** The fields of the daemon's address file, one line, in this order, separated by spaces. */
    enum Address {
        PORT,
        TOKEN,
        /** What the daemon answers the token with: the launcher sends nothing more to a process that does not. */
        PROOF,
        PID
    }

    /**
     * The variables the launcher sends, as the shell's patterns ({@code LC_*} is every name that starts so): those the
     * daemon compares with its own, because the engine, the JVM or MiniZinc read them from the process, not from the
     * run ({@code PATH} finds MiniZinc, {@code LANG} and {@code LC_*} set the encoding of names and output,
     * {@code ORBITS_JAVA_OPTIONS} the JVM's options), and {@link #RUNS_OWN}. No other variable leaves the launcher.
     */
    static final List<String> SENT = List.of(
            "PATH",
            "HOME",
            "LANG",
            "XDG_CACHE_HOME",
            "JAVA_TOOL_OPTIONS",
            "JDK_JAVA_OPTIONS",
            "_JAVA_OPTIONS",
            "LC_*",
            "MZN_*",
            "ORBITS_*");

    /** Variables {@link #SENT} matches that are the launcher's own and are not sent: its daemon settings. */
    static final List<String> LAUNCHERS_OWN = List.of("ORBITS_DAEMON*");

    /** Variables sent that are a run's own, which the daemon does not compare: a run reads them from its caller. */
    static final List<String> RUNS_OWN = List.of("ORBITS_DEBUG");

    /** Whether the launcher sends the variable {@code name}. */
    static boolean sent(String name) {
        return matches(SENT, name) && !matches(LAUNCHERS_OWN, name);
    }

    /** Whether the variable {@code name} must be the same in the launcher and the daemon for a run to go there. */
    static boolean compared(String name) {
        return sent(name) && !matches(RUNS_OWN, name);
    }

    private static boolean matches(List<String> patterns, String name) {
        for (String pattern : patterns) {
            if (pattern.endsWith("*")
                    ? name.startsWith(pattern.substring(0, pattern.length() - 1))
                    : name.equals(pattern)) {
                return true;
            }
        }
        return false;
    }
}
