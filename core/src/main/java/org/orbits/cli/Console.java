package org.orbits.cli;

import java.io.PrintWriter;
import org.orbits.api.Orbits;
import org.orbits.api.WarmUp;

/** What every command runs with: the API, the solver's warm-up a search waits for, and the output streams. */
record Console(Orbits orbits, WarmUp warmUp, PrintWriter out, PrintWriter err) {}
