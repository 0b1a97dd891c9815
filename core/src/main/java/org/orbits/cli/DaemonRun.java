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
 * launcher opens the output connections with that id and sends {@code run}, after which, and only after which, the
 * daemon starts the command and says {@code started} (or {@code abort REASON}, the command not started). Until the
 * launcher has read {@code started} it may run the command itself; once it has, the daemon runs it, and the launcher
 * waits for {@code exit CODE}. A line {@code cancel} is Ctrl-C; the connection closing before the exit code is the
 * launcher gone, which stops the run as Ctrl-C does.
 */
final class DaemonRun implements Caller.Interrupter {

    /** What runs a command line: the {@code orbits} program, or a test's stand-in. */
    @FunctionalInterface
    interface Runner {
        int run(Caller caller, PrintWriter out, PrintWriter err, List<String> arguments) throws Exception;
    }

    /** A hook a command holds while it runs: its search's cancellation, and whether it saves before it ends. */
    private record Hook(Cancellation cancellation, boolean saves) {}

    private final DaemonServer daemon;
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
    private long startNanos;

    DaemonRun(DaemonServer daemon, Socket control, InputStream in, DaemonRequest request, String id) {
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
            reply("ready " + id);
            String go = line();
            if (!"run".equals(go)) {
                return; // the launcher changed its mind, or went: it runs the command itself
            }
            if (!streams.await(handshakeMillis, TimeUnit.MILLISECONDS)) {
                reply("abort the output connections did not arrive");
                return;
            }
            admitted = daemon.admit(this);
            if (!admitted) {
                reply("abort the daemon is stopping");
                return;
            }
            startNanos = System.nanoTime();
            reply("started");
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
                if (line.equals("cancel")) {
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
    boolean attach(String stream, Socket socket) {
        if (stream.equals("err") && request.merged()) {
            return false;
        }
        AtomicReference<Socket> slot = stream.equals("out") ? out : err;
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
        try {
            code = daemon.runner().run(request.caller(this), output, errors, request.arguments());
        } catch (Exception | Error problem) {
            String message = String.valueOf(problem);
            errors.println(
                    "orbits: internal error: " + message.lines().findFirst().orElse(message));
            daemon.log("run " + id + " failed: " + problem);
            code = OrbitsCommand.INTERNAL;
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
            finish(OrbitsCommand.INTERRUPTED);
        }
    }

    /** Stops the run as Ctrl-C would: the daemon is stopping. */
    void stop() {
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
            control.getOutputStream().write(("exit " + code + "\n").getBytes(StandardCharsets.US_ASCII));
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
