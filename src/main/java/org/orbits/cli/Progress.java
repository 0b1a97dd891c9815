package org.orbits.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.orbits.search.ProgressListener;

/** Progress lines on standard error while a long search runs. */
final class Progress {

    private Progress() {
    }

    static ProgressListener to(PrintWriter err, String what, boolean quiet) {
        if (quiet) {
            return ProgressListener.SILENT;
        }
        return (phase, solutions, nodes, elapsedNanos) -> {
            synchronized (err) {
                err.println(String.format(Locale.ROOT, "orbits: %s, %s: %.0f s, %,d solutions, %,d nodes",
                        what, phase, elapsedNanos / 1e9, solutions, nodes));
            }
        };
    }
}
