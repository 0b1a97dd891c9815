package org.orbits.web;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** The server's own threads, named after their pool so that a thread dump says which pool each is of. */
final class NamedThreads {

    private NamedThreads() {}

    /** Daemon threads named {@code prefix-1}, {@code prefix-2}, ... */
    static ThreadFactory named(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, prefix + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
