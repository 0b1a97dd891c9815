package org.orbits.cli;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.orbits.api.Cancellation;

/**
 * Whom a command line runs for, as far as the command sees it: the caller's working directory, environment, whether
 * its standard error is a terminal, when it started (a time limit counts from then) and how its Ctrl-C arrives. A
 * process of its own is its own caller ({@link #thisProcess}); in the daemon each run has the launcher that sent it
 * as its caller, so that two runs side by side each see their own.
 */
public final class Caller {

    /** How Ctrl-C reaches a run: the JVM's signals, or the daemon's message from the launcher. */
    interface Interrupter {
        /**
         * Cancels {@code cancellation} when the caller interrupts the run, until the returned handle is closed. With
         * {@code saves}, the command then ends by itself and says so (it has a checkpoint to write); without, the run
         * ends at once, as a process killed by Ctrl-C does.
         */
        Interrupts cancelling(Cancellation cancellation, boolean saves);
    }

    /** When the JVM began, in epoch milliseconds, as the launcher passes it: a time limit bounds the whole command. */
    static final String STARTED_PROPERTY = "orbits.started";

    private final Path directory;
    private final Map<String, String> environment;
    private final boolean errorTerminal;
    private final Optional<Instant> started;
    private final Interrupter interrupter;

    /**
     * @param directory the directory relative paths are resolved against; the empty path leaves them relative, to the
     *     JVM's own working directory
     */
    Caller(
            Path directory,
            Map<String, String> environment,
            boolean errorTerminal,
            Optional<Instant> started,
            Interrupter interrupter) {
        this.directory = directory;
        this.environment = Map.copyOf(environment);
        this.errorTerminal = errorTerminal;
        this.started = started;
        this.interrupter = interrupter;
    }

    /**
     * This process as the caller: paths relative to its own working directory, its environment, its standard error,
     * the start the launcher passed in {@value #STARTED_PROPERTY} (none when a test runs the command), Ctrl-C as a
     * signal.
     */
    public static Caller thisProcess() {
        return new Caller(
                Path.of(""),
                System.getenv(),
                StandardError.isTerminal(),
                startedAt(System.getProperty(STARTED_PROPERTY)),
                (cancellation, saves) -> saves ? Interrupts.bySignals(cancellation) : Interrupts.none());
    }

    /**
     * The start the launcher passed, in epoch milliseconds; none when it passed none, or something else (a shell
     * whose {@code date} does not know {@code %N} writes {@code 17000000003N}): the run then counts from its own start.
     */
    static Optional<Instant> startedAt(String millis) {
        if (millis == null || !millis.matches("\\d{1,15}")) {
            return Optional.empty();
        }
        return Optional.of(Instant.ofEpochMilli(Long.parseLong(millis)));
    }

    /** The directory relative paths name files in: the empty path for this process's own. */
    public Path directory() {
        return directory;
    }

    /** {@code path} as the caller means it: resolved against the caller's directory. */
    public Path resolve(Path path) {
        return directory.resolve(path);
    }

    /** The caller's environment variable {@code name}, if set. */
    public Optional<String> variable(String name) {
        return Optional.ofNullable(environment.get(name));
    }

    /** Whether the caller's standard error is a terminal, where progress is one line redrawn. */
    public boolean errorTerminal() {
        return errorTerminal;
    }

    /** When the caller started, if known: a time limit bounds the whole command from then. */
    public Optional<Instant> started() {
        return started;
    }

    Interrupts cancelling(Cancellation cancellation, boolean saves) {
        return interrupter.cancelling(cancellation, saves);
    }
}
