package org.orbits.cli;

import java.io.PrintWriter;
import org.orbits.api.Orbits;

/** What every command runs with: the API, the output streams and the caller they are the caller's of. */
public record Console(Orbits orbits, PrintWriter out, PrintWriter err, Caller caller) {

    /** A command run for this process itself. */
    public Console(Orbits orbits, PrintWriter out, PrintWriter err) {
        this(orbits, out, err, Caller.thisProcess());
    }
}
