package org.orbits.api;

import java.nio.file.Path;

/**
 * A heavy entry's proof was stopped (cancelled, or by a signal) before it finished: nothing was written, and
 * the finished work units are kept in {@link #checkpoints()}, so the same request resumes it.
 */
public final class ProofInterruptedException extends RuntimeException {

    private final Path checkpoints;

    ProofInterruptedException(String message, Path checkpoints, Throwable cause) {
        super(message, cause);
        this.checkpoints = checkpoints;
    }

    public Path checkpoints() {
        return checkpoints;
    }
}
