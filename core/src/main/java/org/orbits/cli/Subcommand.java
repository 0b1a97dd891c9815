package org.orbits.cli;

/**
 * A command of a {@link Program} ({@code orbits enumerate}, {@code orbits list}, ...): its syntax, bound to its fields,
 * and its work, which comes to an {@link ExitCode}. A command is made for each run with the run's {@link Console},
 * and needs no other command: what two commands share is a type of its own.
 */
public interface Subcommand {

    /** The command's syntax, whose options set this command's fields as they are read. */
    Syntax syntax();

    /**
     * Does the command's work, once its syntax has read the command line, and says how it came out. A failure it
     * throws is turned into its exit code and one line by the {@link Program}.
     */
    ExitCode call() throws Exception;
}
