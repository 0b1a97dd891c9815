package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the launcher tells whatever answers at the daemon's port: the token alone until the daemon has proven itself,
 * then only the variables the daemon compares and those a run reads. The test stands at the address's port itself,
 * the address naming a live process whose command line is a daemon's of that folder: so would a port look that a dead
 * daemon left and another process took, to a launcher that cannot tell. The command runs in a JVM of its own all the
 * same.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class LauncherHandshakeTest {

    private static final String TOKEN = "7".repeat(64);
    private static final String PROOF = "9".repeat(64);

    @TempDir
    Path root;

    private LauncherFixture launcher;
    private Process standIn;
    private ServerSocket port;

    @BeforeEach
    void standAtTheDaemonsPort() throws IOException {
        assumeTrue(LauncherFixture.runnable(), "bash or sha256sum missing");
        launcher = LauncherFixture.in(root);
        launcher.environment.put("ORBITS_DAEMON_IDLE", "1s"); // should a daemon start after all, it goes at once
        Path daemons = Files.createDirectories(root.resolve("daemons"));
        Path folder = Files.createDirectories(daemons.resolve(launcher.key()));
        Files.setPosixFilePermissions(daemons, PosixFilePermissions.fromString("rwx------"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
        standIn = new ProcessBuilder("bash", "-c", "sleep 300 & wait", "org.orbits.cli.Daemon", folder.toString())
                .start();
        port = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Files.writeString(
                folder.resolve("address"),
                port.getLocalPort() + " " + TOKEN + " " + PROOF + " " + standIn.pid() + "\n");
    }

    @AfterEach
    void leave() throws IOException {
        if (standIn != null) {
            standIn.descendants().forEach(ProcessHandle::destroy);
            standIn.destroy();
        }
        if (port != null) {
            port.close();
        }
    }

    /** The fields a connection sent, each without its NUL, until it closed or went quiet. */
    private static List<String> fields(byte[] sent) {
        String text = new String(sent, StandardCharsets.UTF_8);
        List<String> fields = new ArrayList<>(Arrays.asList(text.split("\0", -1)));
        assertEquals("", fields.remove(fields.size() - 1), "every field ends with a NUL: " + text);
        return fields;
    }

    /** Reads the protocol's name and the token, answers {@code hello}, then keeps what follows. */
    private CompletableFuture<byte[]> answering(String hello, boolean decline) {
        return CompletableFuture.supplyAsync(() -> {
            try (Socket connection = port.accept()) {
                connection.setSoTimeout(3000);
                InputStream in = connection.getInputStream();
                ByteArrayOutputStream sent = new ByteArrayOutputStream();
                for (int nuls = 0; nuls < 2; ) {
                    int next = in.read();
                    if (next < 0) {
                        return sent.toByteArray();
                    }
                    nuls += next == 0 ? 1 : 0;
                    sent.write(next);
                }
                connection.getOutputStream().write((hello + "\n").getBytes(StandardCharsets.US_ASCII));
                try {
                    for (int next = in.read(); next >= 0; next = in.read()) {
                        sent.write(next);
                        if (decline && sent.size() > 1 && next == 0 && sent.toByteArray()[sent.size() - 2] == 0) {
                            // the request's empty field: what a daemon of another environment says
                            connection
                                    .getOutputStream()
                                    .write("decline a test's stand-in\n".getBytes(StandardCharsets.US_ASCII));
                        }
                    }
                } catch (SocketTimeoutException quiet) {
                    // the launcher sends nothing more
                }
                return sent.toByteArray();
            } catch (IOException failed) {
                throw new java.io.UncheckedIOException(failed);
            }
        });
    }

    @Test
    void aProcessThatCannotProveItselfTheDaemonHearsTheTokenAndNothingMore() throws Exception {
        CompletableFuture<byte[]> heard = answering("hello " + "f".repeat(64), false);
        LauncherFixture.Ran ran = launcher.run("enumerate", "ngon", "-p", "n=6", "--quiet");
        assertEquals(List.of(DaemonProtocol.NAME, TOKEN), fields(heard.get(30, TimeUnit.SECONDS)));
        assertEquals(0, ran.exit(), ran.err());
        assertTrue(ran.out().startsWith("ngon n=6 sum=22: 48 solutions in 4 orbits"), "run here: " + ran.out());
        assertEquals(
                List.of("orbits: what answers at the daemon's port " + port.getLocalPort()
                        + " did not prove itself the daemon: nothing was sent to it"),
                ran.err().lines().toList());
    }

    @Test
    void theDaemonHearsOnlyTheVariablesItComparesAndThoseARunReads() throws Exception {
        CompletableFuture<byte[]> heard = answering("hello " + PROOF, true);
        launcher.environment.put("ORBITS_DEBUG", "1");
        launcher.environment.put("A_SECRET_OF_THE_USERS", "not for the daemon");
        launcher.environment.put("ORBITS_DAEMON_IDLE", "1s");
        LauncherFixture.Ran ran = launcher.run("enumerate", "ngon", "-p", "n=6", "--quiet");
        assertEquals(0, ran.exit(), ran.err());
        assertTrue(ran.err().contains("the daemon did not take the command: decline a test's stand-in"), ran.err());

        byte[] sent = heard.get(30, TimeUnit.SECONDS);
        List<String> fields = fields(sent);
        assertEquals(List.of(DaemonProtocol.NAME, TOKEN, DaemonProtocol.Kind.RUN.word()), fields.subList(0, 3));
        List<String> variables = fields.stream()
                .filter(field -> field.startsWith(DaemonProtocol.Field.ENV.word() + "="))
                .map(field -> field.substring(4, field.indexOf('=', 4)))
                .toList();
        assertTrue(variables.contains("PATH") && variables.contains("ORBITS_DEBUG"), variables.toString());
        assertFalse(variables.contains("A_SECRET_OF_THE_USERS"), variables.toString());
        assertFalse(variables.contains("ORBITS_DAEMON_IDLE"), "the launcher's own: " + variables);
        assertTrue(variables.stream().allMatch(DaemonProtocol::sent), variables.toString());

        // The request is one the daemon's own reading takes, with the command line as given.
        int start = (DaemonProtocol.NAME + TOKEN + DaemonProtocol.Kind.RUN.word()).length() + 3;
        DaemonRequest request = DaemonRequest.read(
                new ByteArrayInputStream(Arrays.copyOfRange(sent, start, sent.length)), StandardCharsets.UTF_8);
        assertEquals(List.of("enumerate", "ngon", "-p", "n=6", "--quiet"), request.arguments());
        assertEquals(launcher.work.toRealPath().toString(), request.directory());
    }
}
