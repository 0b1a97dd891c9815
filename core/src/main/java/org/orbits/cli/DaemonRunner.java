package org.orbits.cli;

import java.io.PrintWriter;
import java.util.List;

/** What runs a command line in the daemon for a caller: the {@code orbits} program, or a test's stand-in. */
@FunctionalInterface
interface DaemonRunner {

    /** Runs {@code arguments} for {@code caller}, writing to {@code out} and {@code err}; returns the exit code. */
    int run(Caller caller, PrintWriter out, PrintWriter err, List<String> arguments) throws Exception;
}
