package org.orbits.model.minizinc;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A compile of a model started ahead of its need ({@link MiniZincCompiler#compileAhead}): the command MiniZinc runs,
 * its process and when it started. It is a value, handed by whoever started it to the {@link MiniZincCompiler#compile}
 * that needs it, which takes it once and only for the same command; one nobody takes finishes on its own and is
 * forgotten with the run that made it. Nothing process-wide holds it, so that in the daemon, where runs share one
 * process, no run can take another's compile (of a model since changed) and none is kept after its run.
 */
public final class StartedCompile {

    private final List<String> command;
    private final Programs.Started started;
    private final long startNanos;
    private final Instant startedAt;
    private final AtomicBoolean taken = new AtomicBoolean();

    StartedCompile(List<String> command, Programs.Started started, long startNanos, Instant startedAt) {
        this.command = List.copyOf(command);
        this.started = started;
        this.startNanos = startNanos;
        this.startedAt = startedAt;
    }

    /** This compile, for the one caller that takes it first, if it runs {@code wanted}; empty otherwise. */
    Optional<StartedCompile> takenFor(List<String> wanted) {
        return command.equals(wanted) && taken.compareAndSet(false, true) ? Optional.of(this) : Optional.empty();
    }

    /** Whether a compile took it. */
    boolean taken() {
        return taken.get();
    }

    Programs.Started started() {
        return started;
    }

    /** When MiniZinc was started, on {@link System#nanoTime()}'s clock. */
    long startNanos() {
        return startNanos;
    }

    /** When MiniZinc was started, on the wall clock: a file it read changed after that is not in its compile. */
    Instant startedAt() {
        return startedAt;
    }
}
