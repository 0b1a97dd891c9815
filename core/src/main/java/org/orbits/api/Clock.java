package org.orbits.api;

import java.time.Duration;

/** One command's clock: its time limit counts from the start, whatever runs meanwhile. */
final class Clock {
    private final long start = System.nanoTime();
    private final long deadline;
    private final Cancellation cancellation;

    Clock(Options options) {
        this.deadline =
                options.timeLimit().map(limit -> start + limit.toNanos()).orElse(Long.MAX_VALUE);
        this.cancellation = options.cancellation();
    }

    boolean stopped() {
        return cancellation.isCancelled() || System.nanoTime() >= deadline;
    }

    Duration elapsed() {
        return Duration.ofNanos(System.nanoTime() - start);
    }
}
