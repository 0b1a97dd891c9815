package org.orbits.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.net.Socket;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.orbits.api.Cancellation;

/**
 * One command line run in the daemon for one launcher, on a thread of its own, with its own API, its own standard
 * output and error (a connection of its own for each, which the launcher copies to its streams, or one for both when
 * they are the same file, so that their lines keep their order) and its own exit code.
 *
 * <p>On the control connection the daemon answers the request with {@code ready ID} (or {@code decline REASON}); the
 * launcher opens the output connections with that id and says {@code go}, after which, and only after which, the
 * daemon starts the command and says {@code started} (or {@code abort REASON}, the command not started). Until the
 * launcher has read {@code started} it may run the command itself; once it has, the daemon runs it, and the launcher
 * waits for {@code exit CODE}. A line {@code cancel} is Ctrl-C; the connection closing before the exit code is the
 * launcher gone, which stops the run as Ctrl-C does. The words are {@link DaemonProtocol}'s.
 */
final class DaemonRun implements Caller.Interrupter {

    /** What a run needs of the daemon that serves it ({@link DaemonServer}). */
    interface Host {

        /** What runs the command line. */
        DaemonRunner runner();

        /** Takes {@code run} among the running, unless the daemon is stopping: then its launcher runs it. */
        boolean admit(DaemonRun run);

        /** The handshake of {@code run} is over; admitted in vain if its launcher went before it heard so. */
        void handshakeOver(DaemonRun run, boolean admittedInVain);

        /** The run has ended with {@code code} after {@code nanos}. */
        void ended(DaemonRun run, int code, long nanos);

        /** Writes a line to the daemon's log. */
        void log(String line);
    }

    /** A hook a command holds while it runs: its search's cancellation, and whether it saves before it ends. */
    private record Hook(Cancellation cancellation, boolean saves) {}

    private final Host daemon;
    private final Socket control;
    private final InputStream in;
    private final DaemonRequest request;
    private final String id;
    private final AtomicReference<Socket> out = new AtomicReference<>();
    private final AtomicReference<Socket> err = new AtomicReference<>();
    private final CountDownLatch streams;
    private final AtomicBoolean interrupted = new AtomicBoolean();
    private final AtomicBoolean finished = new AtomicBoolean();
    private final List<Hook> hooks = new CopyOnWriteArrayList<>();
    private volatile Thread worker;
    private volatile PrintWriter errors;
    private long startNanos;

    DaemonRun(Host daemon, Socket control, InputStream in, DaemonRequest request, String id) {
        this.daemon = daemon;
        this.control = control;
        this.in = in;
        this.request = request;
        this.id = id;
        this.streams = new CountDownLatch(request.merged() ? 1 : 2);
    }

    String id() {
        return id;
    }

    DaemonRequest request() {
        return request;
    }

    /**
     * Serves the control connection: the handshake, then the run, then the launcher's Ctrl-C until the run ends. Runs
     * on the connection's thread; the command runs on another.
     */
    void serve(int handshakeMillis) throws IOException {
        boolean admitted = false;
        boolean started = false;
        try {
            reply(DaemonProtocol.Reply.READY.line(id));
            String go = line();
            if (!DaemonProtocol.Line.GO.word().equals(go)) {
                return; // the launcher changed its mind, or went: it runs the command itself
            }
            if (!streams.await(handshakeMillis, TimeUnit.MILLISECONDS)) {
                reply(DaemonProtocol.Reply.ABORT.line("the output connections did not arrive"));
                return;
            }
            admitted = daemon.admit(this);
            if (!admitted) {
                reply(DaemonProtocol.Reply.ABORT.line("the daemon is stopping"));
                return;
            }
            startNanos = System.nanoTime();
            reply(DaemonProtocol.Reply.STARTED.word());
            started = true;
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
            return;
        } finally {
            daemon.handshakeOver(this, admitted && !started);
            if (!started) {
                closeQuietly(out.get());
                closeQuietly(err.get());
                closeQuietly(control);
            }
        }
        Thread thread = new Thread(this::work, "orbits run " + id);
        worker = thread;
        thread.start();
        control.setSoTimeout(0);
        try {
            for (String line = line(); line != null; line = line()) {
                if (line.equals(DaemonProtocol.Line.CANCEL.word())) {
                    interrupt();
                }
            }
        } catch (IOException closed) {
            // closed by the run's end, or the launcher gone
        }
        if (!finished.get()) {
            interrupt(); // the launcher has gone: its run stops as if it had pressed Ctrl-C
        }
        closeQuietly(control);
    }

    /**
     * Takes one of the run's output connections, {@code out} or {@code err} (the first alone when standard error is
     * standard output); false if it already has it or takes no such connection.
     */
    boolean attach(DaemonProtocol.Kind stream, Socket socket) {
        if (stream == DaemonProtocol.Kind.ERR && request.merged()) {
            return false;
        }
        AtomicReference<Socket> slot =
                switch (stream) {
                    case OUT -> out;
                    case ERR -> err;
                    default -> throw new IllegalArgumentException("not an output connection: " + stream);
                };
        if (!slot.compareAndSet(null, socket)) {
            return false;
        }
        streams.countDown();
        return true;
    }

    /** The command, on the run's own thread: whatever it throws ends this run only, with exit code 3. */
    private void work() {
        Charset charset = Charset.defaultCharset();
        int code;
        PrintWriter output = writer(out.get(), charset);
        PrintWriter errors = request.merged() ? output : writer(err.get(), charset);
        this.errors = errors;
        try {
            code = daemon.runner().run(request.caller(this), output, errors, request.arguments());
        } catch (Exception | Error problem) {
            String message = String.valueOf(problem);
            errors.println(
                    "orbits: internal error: " + message.lines().findFirst().orElse(message));
            daemon.log("run " + id + " failed: " + problem);
            code = ExitCode.INTERNAL.code();
        } finally {
            output.flush();
            errors.flush();
        }
        finish(code);
    }

    private static PrintWriter writer(Socket socket, Charset charset) {
        try {
            return new PrintWriter(new OutputStreamWriter(socket.getOutputStream(), charset), true);
        } catch (IOException closed) {
            return new PrintWriter(OutputStreamWriter.nullWriter());
        }
    }

    /**
     * Ctrl-C: every search the command runs is cancelled. A command that saves (a checkpoint) then ends by itself,
     * with its own message and exit code; any other run ends here and now, as a process would, exit 130, its output
     * closed, and its thread is left to wind down with nobody listening.
     */
    private void interrupt() {
        interrupted.set(true);
        boolean saves = false;
        for (Hook hook : hooks) {
            hook.cancellation().cancel();
            saves |= hook.saves();
        }
        if (!saves) {
            Thread thread = worker;
            if (thread != null) {
                thread.interrupt();
            }
            finish(ExitCode.INTERRUPTED.code());
        }
    }

    /** Stops the run as Ctrl-C would, and says why on its standard error: the daemon is stopping. */
    void stop(String why) {
        PrintWriter said = errors;
        if (said != null && !finished.get()) {
            said.println("orbits: the daemon is stopping (" + why + "): the run is interrupted, as by Ctrl-C");
        }
        interrupt();
    }

    @Override
    public Interrupts cancelling(Cancellation cancellation, boolean saves) {
        Hook hook = new Hook(cancellation, saves);
        hooks.add(hook);
        if (interrupted.get()) {
            cancellation.cancel();
        }
        return new Interrupts(interrupted, () -> hooks.remove(hook));
    }

    /** Ends the run once: its output closed, then its exit code sent. */
    private void finish(int code) {
        if (!finished.compareAndSet(false, true)) {
            return;
        }
        closeQuietly(out.get());
        closeQuietly(err.get());
        try {
            control.getOutputStream()
                    .write((DaemonProtocol.Reply.EXIT.line(String.valueOf(code)) + "\n")
                            .getBytes(StandardCharsets.US_ASCII));
            control.getOutputStream().flush();
            // Half closed: the launcher reads the code and closes its end, which ends the serving thread's wait for a
            // Ctrl-C; closing it here would reset the connection under a 'cancel' not yet read, and lose the code.
            control.shutdownOutput();
        } catch (IOException gone) {
            closeQuietly(control);
        }
        daemon.ended(this, code, System.nanoTime() - startNanos);
    }

    private void reply(String line) throws IOException {
        control.getOutputStream().write((line + "\n").getBytes(StandardCharsets.UTF_8));
        control.getOutputStream().flush();
    }

    /** A line from the launcher, or null at the end of the connection. */
    private String line() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int next = in.read(); next != '\n'; next = in.read()) {
            if (next < 0) {
                return null;
            }
            if (bytes.size() == 64) {
                throw new IOException("a line too long");
            }
            bytes.write(next);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    static void closeQuietly(Socket socket) {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // closing is all that was asked
            }
        }
    }
}
