package org.orbits.api;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Stops a running search from another thread: the search checks it at every node, so it returns within a
 * fraction of a second, its result marked incomplete. One handle may serve several searches.
 */
public final class Cancellation {

    private final AtomicBoolean cancelled = new AtomicBoolean();

    public void cancel() {
        cancelled.set(true);
    }

    public boolean isCancelled() {
        return cancelled.get();
    }
}
