package org.orbits.puzzle;

import java.io.PrintStream;

/**
 * Where a run's time goes, told on standard error when the JVM runs with {@code -Dorbits.stages} (the launcher
 * passes it on through {@code ORBITS_JAVA_OPTS}): each stage's line gives the milliseconds since the process
 * started (the launcher's {@code orbits.started}, else the first stage) and the thread that reached it. Off, a
 * stage costs one read of a constant.
 */
public final class Stages {

    /** The system property that turns the stage lines on. */
    public static final String PROPERTY = "orbits.stages";

    private static final boolean ON = System.getProperty(PROPERTY) != null;
    private static final long ORIGIN = origin();

    private Stages() {}

    /** Tells that the run has reached {@code stage}, when stages are on. */
    public static void reached(String stage) {
        if (ON) {
            PrintStream err = System.err;
            err.printf(
                    "orbits: stage %6d ms  %-24s %s%n",
                    System.currentTimeMillis() - ORIGIN, Thread.currentThread().getName(), stage);
        }
    }

    private static long origin() {
        String started = System.getProperty("orbits.started");
        if (started != null) {
            try {
                return Long.parseLong(started);
            } catch (NumberFormatException ignored) {
                // then from the first stage
            }
        }
        return System.currentTimeMillis();
    }
}
