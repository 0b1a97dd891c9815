package org.orbits.api;

import org.orbits.search.SolverWarmUp;

/**
 * Readies the solver on a core of its own while a caller waits for something else (the command line, for
 * MiniZinc to compile a model). The first model a JVM builds and solves pays for the solver's classes being initialised and
 * run for the first time; a caller that will search starts this first and waits for it before its first
 * search, so that no two threads ever initialise the solver's classes together.
 */
public final class WarmUp {

    /** A warm-up that was never started: waiting for it returns at once. */
    public static final WarmUp NONE = new WarmUp(null);

    private final SolverWarmUp started;

    private WarmUp(SolverWarmUp started) {
        this.started = started;
    }

    public static WarmUp start() {
        return new WarmUp(SolverWarmUp.start());
    }

    /** Waits for the warm-up to end; returns at once if none was started. */
    public void await() {
        if (started != null) {
            started.await();
        }
    }
}
