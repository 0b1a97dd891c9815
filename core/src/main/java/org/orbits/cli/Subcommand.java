package org.orbits.cli;

/** A command of a {@link Program} ({@code orbits enumerate}, {@code orbits list}, ...): its syntax, bound to its fields, and its work. */
public interface Subcommand {

    /** The command's syntax, whose options set this command's fields as they are read. */
    Syntax syntax();

    /** Does the command's work, once its syntax has read the command line, and gives the exit code. */
    int call() throws Exception;
}
