package org.orbits.search;

/** Told now and then how a long search is going; called from a timer thread. */
@FunctionalInterface
public interface ProgressListener {

    ProgressListener SILENT = (phase, solutions, nodes, elapsedNanos) -> { };

    void update(String phase, long solutions, long nodes, long elapsedNanos);
}
