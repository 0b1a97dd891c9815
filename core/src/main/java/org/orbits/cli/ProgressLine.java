package org.orbits.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.orbits.api.Progress;

/**
 * Progress on standard error while a long search runs: on a terminal, one line redrawn in place with a bar
 * when the search is split into work units; otherwise a plain line every few seconds, for logs.
 */
final class ProgressLine implements Progress.Listener {

    private static final long QUIET_START_NANOS = 1_000_000_000L;
    private static final long LINE_PERIOD_NANOS = 5_000_000_000L;
    private static final int BAR_WIDTH = 24;

    private final PrintWriter err;
    private final String what;
    private final boolean terminal;
    private long nextLine = LINE_PERIOD_NANOS;
    private int drawn;

    private ProgressLine(PrintWriter err, String what, boolean terminal) {
        this.err = err;
        this.what = what;
        this.terminal = terminal;
    }

    /** Progress of the search for {@code what} on the console's standard error; redrawn when the caller's is a terminal. */
    static Progress.Listener to(Console console, String what, boolean quiet) {
        return quiet
                ? Progress.Listener.SILENT
                : new ProgressLine(console.err(), what, console.caller().errorTerminal());
    }

    static Progress.Listener plain(PrintWriter err, String what) {
        return new ProgressLine(err, what, false);
    }

    @Override
    public synchronized void update(Progress snapshot) {
        if (terminal) {
            if (snapshot.elapsed().toNanos() >= QUIET_START_NANOS) {
                String line = terminalLine(what, snapshot);
                err.print("\r" + line + " ".repeat(Math.max(0, drawn - line.length())));
                err.flush();
                drawn = line.length();
            }
        } else if (snapshot.elapsed().toNanos() >= nextLine) {
            err.println("orbits: " + describe(what, snapshot, false));
            err.flush();
            nextLine = snapshot.elapsed().toNanos() + LINE_PERIOD_NANOS;
        }
    }

    @Override
    public synchronized void finished() {
        if (terminal && drawn > 0) {
            err.print("\r" + " ".repeat(drawn) + "\r");
            err.flush();
            drawn = 0;
        }
    }

    static String terminalLine(String what, Progress snapshot) {
        return "orbits: " + describe(what, snapshot, true);
    }

    private static String describe(String what, Progress snapshot, boolean bar) {
        StringBuilder line =
                new StringBuilder(what).append(", ").append(snapshot.phase()).append(": ");
        if (snapshot.split()) {
            if (bar) {
                int filled = (int) ((long) BAR_WIDTH * snapshot.unitsDone() / snapshot.unitsTotal());
                line.append('[')
                        .append("#".repeat(filled))
                        .append(".".repeat(BAR_WIDTH - filled))
                        .append("] ");
            }
            line.append(String.format(Locale.ROOT, "%d/%d units, ", snapshot.unitsDone(), snapshot.unitsTotal()));
        }
        if (!snapshot.counting().isEmpty()) {
            line.append(String.format(
                    Locale.ROOT, "%,d %s, ", snapshot.solutions(), counted(snapshot.solutions(), snapshot.counting())));
        }
        line.append(String.format(
                Locale.ROOT,
                "%,d nodes, %s",
                snapshot.nodes(),
                duration(snapshot.elapsed().toNanos())));
        long left = snapshot.remaining().toNanos();
        if (left >= 0) {
            line.append(", about ").append(duration(left)).append(" left");
        }
        return line.toString();
    }

    /** {@code solutions} or {@code representatives} as the count reads: one solution, one representative. */
    private static String counted(long count, String plural) {
        return count == 1 && plural.endsWith("s") ? plural.substring(0, plural.length() - 1) : plural;
    }

    static String duration(long nanos) {
        long seconds = Math.round(nanos / 1e9);
        if (seconds < 60) {
            return seconds + " s";
        }
        if (seconds < 3600) {
            return String.format(Locale.ROOT, "%d min %02d s", seconds / 60, seconds % 60);
        }
        return String.format(Locale.ROOT, "%d h %02d min", seconds / 3600, seconds % 3600 / 60);
    }
}
