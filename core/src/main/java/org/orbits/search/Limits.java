package org.orbits.search;

import java.time.Duration;
import java.util.Optional;

/**
 * When to stop a search before it is complete. A result stopped by a limit is marked incomplete and its
 * count is never presented as the count.
 */
public record Limits(Optional<Duration> time, long solutions) {

    public static final Limits NONE = new Limits(Optional.empty(), 0);

    public static Limits of(Duration time, long solutions) {
        return new Limits(Optional.ofNullable(time), solutions);
    }

    public boolean limitsSolutions() {
        return solutions > 0;
    }
}
