package org.orbits.search.run;

import java.time.Duration;

/** One request's clock: its time limit counts from the start, whatever runs meanwhile. */
final class RunClock {
    private final long start = System.nanoTime();
    private final long deadline;
    private final SearchRequest request;

    RunClock(SearchRequest request) {
        this.request = request;
        this.deadline =
                request.timeLimit().map(limit -> start + limit.toNanos()).orElse(Long.MAX_VALUE);
    }

    boolean stopped() {
        return request.cancelled().getAsBoolean() || System.nanoTime() >= deadline;
    }

    Duration elapsed() {
        return Duration.ofNanos(System.nanoTime() - start);
    }
}
