package org.orbits.cli;

/**
 * What a command's run comes to, as its process exits with it: every {@link Subcommand} returns one, and {@link
 * Program} gives its {@link #code()} to the shell, or answers a failure with one itself. A program's help says what
 * each of those it uses means to it (the {@code orbits} command's: {@code orbits --help}).
 */
public enum ExitCode {
    /** The work is done: the search finished (an enumeration may find 0 solutions; that is an answer). */
    OK(0),
    /** No solution where one was sought, a catalog that does not verify, parts that leave units missing, checks that disagree. */
    NOT_FOUND(1),
    /** Bad input: a word, a file's content or a combination of options the command cannot take. */
    BAD_INPUT(2),
    /** An internal error: a bug, never the answer to bad input. */
    INTERNAL(3),
    /** A file that could not be written or read (a full disk, a failing device). */
    FILE_FAILURE(4),
    /** A time or solution limit stopped the search before it finished: what was found is printed, marked so. */
    INCOMPLETE(5),
    /** Stopped by Ctrl-C or SIGTERM, the checkpoint saved: 128 + SIGINT, as shells report it. */
    INTERRUPTED(130);

    private final int code;

    ExitCode(int code) {
        this.code = code;
    }

    /** The process's exit status. */
    public int code() {
        return code;
    }
}
