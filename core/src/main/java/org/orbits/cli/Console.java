package org.orbits.cli;

import java.io.PrintWriter;
import org.orbits.api.Orbits;

/** What every command runs with: the API and the output streams. */
public record Console(Orbits orbits, PrintWriter out, PrintWriter err) {}
