package org.orbits.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.orbits.api.Cancellation;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Turns Ctrl-C (SIGINT) and SIGTERM into a cancellation while a search with a checkpoint runs, so that the
 * search stops, its checkpoint is written whole, and the command ends with its own message and exit code
 * rather than the JVM dying mid-write. The JVM's own handlers are back in place once closed.
 */
final class Interrupts implements AutoCloseable {

    private static final List<String> SIGNALS = List.of("INT", "TERM");

    private final AtomicBoolean interrupted = new AtomicBoolean();
    private final List<Signal> signals = new ArrayList<>();
    private final List<SignalHandler> previous = new ArrayList<>();

    private Interrupts() {}

    /** Cancels {@code cancellation} on SIGINT or SIGTERM until closed. */
    static Interrupts cancelling(Cancellation cancellation) {
        Interrupts interrupts = new Interrupts();
        for (String name : SIGNALS) {
            Signal signal = new Signal(name);
            interrupts.signals.add(signal);
            interrupts.previous.add(Signal.handle(signal, received -> {
                interrupts.interrupted.set(true);
                cancellation.cancel();
            }));
        }
        return interrupts;
    }

    boolean interrupted() {
        return interrupted.get();
    }

    @Override
    public void close() {
        for (int i = 0; i < signals.size(); i++) {
            Signal.handle(signals.get(i), previous.get(i));
        }
    }
}
