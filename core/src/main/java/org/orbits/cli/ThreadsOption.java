package org.orbits.cli;

import org.orbits.api.OrbitsException;

/** How many threads a search command uses: every core unless told otherwise. */
final class ThreadsOption {

    private Integer threads;

    /** Adds {@code --threads} to a command's syntax. */
    Syntax declare(Syntax syntax) {
        return syntax.integer(
                "--threads",
                "N",
                "search on N threads, the search split into work units (default: every core, here " + cores()
                        + "); threads after the first join once a search has run 0.25 s, so a short search stays on"
                        + " one; the counts and representatives do not change",
                count -> threads = count);
    }

    int count() {
        int count = threads == null ? cores() : threads;
        if (count < 1) {
            throw new OrbitsException("--threads must be at least 1, not " + count);
        }
        return count;
    }

    static int cores() {
        return Runtime.getRuntime().availableProcessors();
    }
}
