package org.orbits.search;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Tells a progress listener where a run stands, every half second on a daemon thread of its own, from the
 * watch the workers write; once stopped it tells it the run is over, and nothing after that. A silent
 * listener gets no thread at all, so a run nobody watches pays nothing for it.
 */
final class ProgressTimer {

    static final Duration PERIOD = Duration.ofMillis(500);

    private final ProgressListener listener;
    private final ScheduledExecutorService timer;

    private ProgressTimer(ProgressListener listener, ScheduledExecutorService timer) {
        this.listener = listener;
        this.timer = timer;
    }

    /** Snapshots of {@code watch} to {@code listener} every {@link #PERIOD}, the first one period from now. */
    static ProgressTimer start(ProgressListener listener, Watch watch) {
        return start(listener, watch, PERIOD);
    }

    static ProgressTimer start(ProgressListener listener, Watch watch, Duration period) {
        if (listener == ProgressListener.SILENT) {
            return new ProgressTimer(listener, null);
        }
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "orbits-progress");
            thread.setDaemon(true);
            return thread;
        });
        long millis = period.toMillis();
        ScheduledFuture<?> unused = timer.scheduleAtFixedRate(
                () -> listener.update(watch.snapshot()), millis, millis, TimeUnit.MILLISECONDS);
        return new ProgressTimer(listener, timer);
    }

    /**
     * No more snapshots: waits (a second at most) for one being taken, then tells the listener the run is
     * over, so that a final line drawn then is not overwritten by a late snapshot.
     */
    void stop() {
        if (timer == null) {
            return;
        }
        timer.shutdownNow();
        try {
            timer.awaitTermination(1, TimeUnit.SECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        listener.finished();
    }
}
