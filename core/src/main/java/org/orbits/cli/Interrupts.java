package org.orbits.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.orbits.api.Cancellation;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Turns Ctrl-C into a cancellation while a command that can stop cleanly runs, so that the search stops, its
 * checkpoint is written whole, and the command ends with its own message and exit code rather than dying mid-write.
 * In a process of its own Ctrl-C (SIGINT) and SIGTERM are signals, whose handlers the JVM gets back once this is
 * closed; in the daemon they are the launcher's message ({@link Caller}).
 */
final class Interrupts implements AutoCloseable {

    private static final List<String> SIGNALS = List.of("INT", "TERM");

    private final AtomicBoolean interrupted;
    private final Runnable release;

    /**
     * @param interrupted set once the caller has interrupted the run
     * @param release undoes the hook, once the command no longer needs it
     */
    Interrupts(AtomicBoolean interrupted, Runnable release) {
        this.interrupted = interrupted;
        this.release = release;
    }

    /** Cancels {@code cancellation} on SIGINT or SIGTERM until closed. */
    static Interrupts bySignals(Cancellation cancellation) {
        AtomicBoolean interrupted = new AtomicBoolean();
        List<Signal> signals = new ArrayList<>();
        List<SignalHandler> previous = new ArrayList<>();
        for (String name : SIGNALS) {
            Signal signal = new Signal(name);
            signals.add(signal);
            previous.add(Signal.handle(signal, received -> {
                interrupted.set(true);
                cancellation.cancel();
            }));
        }
        return new Interrupts(interrupted, () -> {
            for (int i = 0; i < signals.size(); i++) {
                Signal.handle(signals.get(i), previous.get(i));
            }
        });
    }

    /** No hook: the process's own handling of the signals stands (the JVM ends at once). */
    static Interrupts none() {
        return new Interrupts(new AtomicBoolean(), () -> {});
    }

    boolean interrupted() {
        return interrupted.get();
    }

    @Override
    public void close() {
        release.run();
    }
}
