package org.orbits.cli;

import org.orbits.api.OrbitsException;
import picocli.CommandLine.Option;

/** How many threads a search command uses: every core unless told otherwise. */
final class ThreadsOption {

    @Option(
            names = "--threads",
            paramLabel = "N",
            description = "search on N threads, the search split into work units (default: every core, here "
                    + "${sys:orbits.cores}); threads after the first join once a search has run 0.25 s, so a "
                    + "short search stays on one; the counts and representatives do not change")
    Integer threads;

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
