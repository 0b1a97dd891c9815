package org.orbits.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/** The launcher's side of the daemon's protocol, in Java, for the tests: what ./orbits does with bash. */
final class DaemonClient {

    /** What a run came to: its exit code and what it wrote. */
    record Result(int exit, String out, String err) {}

    /** A request's fields but the command line, as a launcher in {@code directory} with this JVM's environment. */
    record Launcher(String key, Path directory, long started, String umask, Map<String, String> environment) {

        static Launcher in(Path directory) {
            return new Launcher(
                    DaemonServerTest.KEY,
                    directory,
                    System.currentTimeMillis(),
                    DaemonServerTest.UMASK,
                    System.getenv());
        }

        Launcher startedAt(long millis) {
            return new Launcher(key, directory, millis, umask, environment);
        }

        Launcher withVariable(String name, String value) {
            Map<String, String> changed = new java.util.HashMap<>(environment);
            changed.put(name, value);
            return new Launcher(key, directory, started, umask, changed);
        }

        Launcher ofBuild(String other) {
            return new Launcher(other, directory, started, umask, environment);
        }
    }

    private DaemonClient() {}

    /** A connection that has introduced itself: the protocol, the token, its kind and any further fields. */
    static Socket open(DaemonServer server, String token, String... fields) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port());
        List<String> all = new ArrayList<>(List.of(DaemonServer.PROTOCOL, token));
        all.addAll(List.of(fields));
        write(socket, all);
        return socket;
    }

    /** Everything the daemon says on {@code socket} until it closes it. */
    static String answer(Socket socket) throws IOException {
        try (socket) {
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The daemon's first answer to a run request, the connection left open: {@code ready ID} or a refusal. */
    static Handshake request(DaemonServer server, String token, Launcher launcher, String... words) throws IOException {
        Socket control = open(server, token, "run");
        List<String> fields = new ArrayList<>(List.of(
                "key=" + launcher.key(),
                "dir=" + launcher.directory(),
                "started=" + launcher.started(),
                "terminal=0",
                "umask=" + launcher.umask(),
                "merged=0"));
        launcher.environment().forEach((name, value) -> fields.add("env=" + name + "=" + value));
        for (String word : words) {
            fields.add("arg=" + word);
        }
        fields.add("");
        write(control, fields);
        return new Handshake(server, token, control, line(control.getInputStream()));
    }

    /** A request answered: {@code reply} is {@code ready ID}, {@code decline REASON} or {@code refused}. */
    record Handshake(DaemonServer server, String token, Socket control, String reply) {

        /** Opens the output connections and says {@code run}; the run has started once this returns. */
        Running run() throws IOException {
            String id = reply.substring("ready ".length());
            Socket out = open(server, token, "out", id);
            Socket err = open(server, token, "err", id);
            CompletableFuture<String> output = CompletableFuture.supplyAsync(() -> drain(out));
            CompletableFuture<String> errors = CompletableFuture.supplyAsync(() -> drain(err));
            control.getOutputStream().write("run\n".getBytes(StandardCharsets.US_ASCII));
            control.getOutputStream().flush();
            String said = line(control.getInputStream());
            if (!"started".equals(said)) {
                throw new IOException("the daemon did not start the run: " + said);
            }
            return new Running(control, output, errors);
        }
    }

    /** A run the daemon has started. */
    record Running(Socket control, CompletableFuture<String> out, CompletableFuture<String> err) {

        /** Ctrl-C. */
        void cancel() throws IOException {
            control.getOutputStream().write("cancel\n".getBytes(StandardCharsets.US_ASCII));
            control.getOutputStream().flush();
        }

        /** Waits for the exit code and the whole output, then closes the connection, as the launcher does. */
        Result result() throws IOException {
            try (control) {
                String said = line(control.getInputStream());
                if (said == null || !said.startsWith("exit ")) {
                    throw new IOException("no exit code but " + said);
                }
                return new Result(Integer.parseInt(said.substring("exit ".length())), out.join(), err.join());
            }
        }
    }

    /** Writes the fields at once, as bash's printf does. */
    private static void write(Socket socket, List<String> fields) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (String field : fields) {
            bytes.writeBytes(field.getBytes(StandardCharsets.UTF_8));
            bytes.write(0);
        }
        OutputStream out = socket.getOutputStream();
        out.write(bytes.toByteArray());
        out.flush();
    }

    private static String drain(Socket socket) {
        try (socket) {
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
    }

    /** A line, or null at the end of the connection. */
    static String line(InputStream in) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int next = in.read(); next != '\n'; next = in.read()) {
            if (next < 0) {
                return bytes.size() == 0 ? null : bytes.toString(StandardCharsets.UTF_8);
            }
            bytes.write(next);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
