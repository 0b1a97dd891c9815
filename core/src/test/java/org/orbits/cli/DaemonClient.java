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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.orbits.cli.DaemonProtocol.Field;
import org.orbits.cli.DaemonProtocol.Kind;
import org.orbits.cli.DaemonProtocol.Line;
import org.orbits.cli.DaemonProtocol.Reply;

/**
 * The launcher's side of the daemon's protocol, in Java, for the tests: what ./orbits does with bash, in
 * {@link DaemonProtocol}'s words.
 */
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
            Map<String, String> changed = new HashMap<>(environment);
            changed.put(name, value);
            return new Launcher(key, directory, started, umask, changed);
        }

        Launcher ofBuild(String other) {
            return new Launcher(other, directory, started, umask, environment);
        }

        /** The request's fields, in the protocol's order, the command line {@code words}, and the empty field. */
        List<String> fields(String... words) {
            List<String> fields = new ArrayList<>();
            fields.add(field(Field.KEY, key));
            fields.add(field(Field.DIR, directory.toString()));
            fields.add(field(Field.STARTED, String.valueOf(started)));
            fields.add(field(Field.TERMINAL, "0"));
            fields.add(field(Field.UMASK, umask));
            fields.add(field(Field.MERGED, "0"));
            environment.forEach((name, value) -> {
                if (DaemonProtocol.sent(name)) {
                    fields.add(field(Field.ENV, name + "=" + value));
                }
            });
            for (String word : words) {
                fields.add(field(Field.ARG, word));
            }
            fields.add("");
            return fields;
        }
    }

    private DaemonClient() {}

    static String field(Field field, String value) {
        return field.word() + "=" + value;
    }

    /**
     * A connection that has given the token and heard the daemon's proof, as the launcher checks it (failing the test
     * otherwise); the connection's kind and further fields are sent after it.
     */
    static Socket open(DaemonServer server, String token, Kind kind, String... fields) throws IOException {
        Socket socket = hello(server, token);
        String proven = line(socket.getInputStream());
        if (!Reply.HELLO.line(server.proof()).equals(proven)) {
            socket.close();
            throw new IOException("the daemon did not prove itself: " + proven);
        }
        List<String> all = new ArrayList<>(List.of(kind.word()));
        all.addAll(List.of(fields));
        write(socket, all);
        return socket;
    }

    /** A connection that has given the protocol's name and {@code token}, and nothing more yet. */
    static Socket hello(DaemonServer server, String token) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port());
        write(socket, List.of(DaemonProtocol.NAME, token));
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
        return send(server, token, launcher.fields(words));
    }

    /** The same with the request's fields as given: for a request the launcher would not send. */
    static Handshake send(DaemonServer server, String token, List<String> fields) throws IOException {
        Socket control = open(server, token, Kind.RUN);
        write(control, fields);
        return new Handshake(server, token, control, line(control.getInputStream()));
    }

    /** A request answered: {@code reply} is {@code ready ID}, {@code decline REASON} or {@code refused}. */
    record Handshake(DaemonServer server, String token, Socket control, String reply) {

        /** Opens the output connections and says {@code go}; the run has started once this returns. */
        Running run() throws IOException {
            String id = reply.substring(Reply.READY.word().length() + 1);
            Socket out = open(server, token, Kind.OUT, id);
            Socket err = open(server, token, Kind.ERR, id);
            CompletableFuture<String> output = CompletableFuture.supplyAsync(() -> drain(out));
            CompletableFuture<String> errors = CompletableFuture.supplyAsync(() -> drain(err));
            say(control, Line.GO);
            String said = line(control.getInputStream());
            if (!Reply.STARTED.word().equals(said)) {
                throw new IOException("the daemon did not start the run: " + said);
            }
            return new Running(control, output, errors);
        }
    }

    /** A run the daemon has started. */
    record Running(Socket control, CompletableFuture<String> out, CompletableFuture<String> err) {

        /** Ctrl-C. */
        void cancel() throws IOException {
            say(control, Line.CANCEL);
        }

        /** Waits for the exit code and the whole output, then closes the connection, as the launcher does. */
        Result result() throws IOException {
            try (control) {
                String said = line(control.getInputStream());
                String exit = Reply.EXIT.word() + " ";
                if (said == null || !said.startsWith(exit)) {
                    throw new IOException("no exit code but " + said);
                }
                return new Result(Integer.parseInt(said.substring(exit.length())), out.join(), err.join());
            }
        }
    }

    private static void say(Socket socket, Line line) throws IOException {
        socket.getOutputStream().write((line.word() + "\n").getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
    }

    /** Writes the fields at once, as bash's printf does. */
    static void write(Socket socket, List<String> fields) throws IOException {
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
