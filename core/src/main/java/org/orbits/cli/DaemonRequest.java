package org.orbits.cli;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.orbits.cli.DaemonProtocol.Field;

/**
 * A command line the launcher sends the daemon to run, with what the run needs of the launcher's process: its working
 * directory, the variables the daemon compares and those the run reads, its file-creation mask, whether its standard
 * error is a terminal (and the same file as its standard output) and when it started. On the wire: the
 * {@link DaemonProtocol.Field}s in their order, each ended by a NUL byte.
 *
 * @param key the digest of the jar the launcher would run: a daemon serves its own build only
 * @param directory the launcher's working directory, absolute
 * @param started when the launcher started, in epoch milliseconds
 * @param terminal whether the launcher's standard error is a terminal
 * @param umask the launcher's file-creation mask, as the shell's {@code umask} prints it
 * @param merged whether the launcher's standard error is its standard output (a terminal, or {@code 2>&1}): then both
 *     come on one connection, in the order they are written
 */
record DaemonRequest(
        String key,
        String directory,
        long started,
        boolean terminal,
        String umask,
        boolean merged,
        Map<String, String> environment,
        List<String> arguments) {

    /** The longest field a request may hold, and the most fields: a command line is far shorter. */
    static final int FIELD_LIMIT = 1 << 20;

    private static final int FIELD_COUNT_LIMIT = 100_000;

    private static final Pattern MILLIS = Pattern.compile("\\d{1,15}");

    /** A request that breaks the protocol: the daemon answers it with this one line, and runs nothing. */
    static final class Malformed extends Exception {
        private static final long serialVersionUID = 1L;

        Malformed(String message) {
            super(message);
        }
    }

    /**
     * The commands a daemon runs; the others run in a process of their own: {@code serve} runs until Ctrl-C, and
     * {@code catalog} and {@code verify} run for minutes, which a warm JVM hardly shortens, on every core and with a
     * heap the daemon would then keep. These are also the commands that name every file they touch through the
     * caller's directory.
     */
    static final Set<String> COMMANDS =
            Set.of("list", "enumerate", "merge", "solve", "symmetries", "help", "-h", "--help", "-V", "--version");

    DaemonRequest {
        environment = Map.copyOf(environment);
        arguments = List.copyOf(arguments);
    }

    /**
     * Reads a request's fields, up to the empty one that ends it, decoded as the JVM decodes its own command line (its
     * file-name encoding): a run in the daemon sees the words a JVM of its own would. A field missing, out of order,
     * unknown or malformed is {@link Malformed}; the connection ending early is an {@link IOException}.
     */
    static DaemonRequest read(InputStream in, Charset charset) throws IOException, Malformed {
        Map<Field, String> fields = new EnumMap<>(Field.class);
        Map<String, String> environment = new LinkedHashMap<>();
        List<String> arguments = new ArrayList<>();
        Field last = null;
        for (int count = 0; ; count++) {
            if (count == FIELD_COUNT_LIMIT) {
                throw new Malformed("more than " + FIELD_COUNT_LIMIT + " fields");
            }
            String text = field(in, FIELD_LIMIT, charset);
            if (text.isEmpty()) {
                break;
            }
            int equals = text.indexOf('=');
            Field field = equals < 0 ? null : fieldNamed(text.substring(0, equals));
            if (field == null) {
                throw new Malformed("a field that is not WORD=VALUE of the protocol: '" + shown(text) + "'");
            }
            if ((last != null && field.compareTo(last) < 0) || (field == last && field.compareTo(Field.ENV) < 0)) {
                throw new Malformed("the field " + field.word() + " out of its order");
            }
            last = field;
            String value = text.substring(equals + 1);
            switch (field) {
                case ARG -> arguments.add(value);
                case ENV -> {
                    int inner = value.indexOf('=');
                    if (inner <= 0) {
                        throw new Malformed("a variable that is not NAME=VALUE: '" + shown(value) + "'");
                    }
                    String name = value.substring(0, inner);
                    if (DaemonProtocol.sent(name)) {
                        environment.put(name, value.substring(inner + 1));
                    }
                }
                default -> fields.put(field, value);
            }
        }
        for (Field field : List.of(Field.KEY, Field.DIR, Field.STARTED, Field.TERMINAL, Field.UMASK, Field.MERGED)) {
            if (!fields.containsKey(field)) {
                throw new Malformed("no field " + field.word());
            }
        }
        String started = fields.get(Field.STARTED);
        if (!started.isEmpty() && !MILLIS.matcher(started).matches()) {
            throw new Malformed("the start time '" + shown(started) + "' is not milliseconds since 1970");
        }
        return new DaemonRequest(
                fields.get(Field.KEY),
                fields.get(Field.DIR),
                started.isEmpty() ? System.currentTimeMillis() : Long.parseLong(started),
                flag(fields, Field.TERMINAL),
                fields.get(Field.UMASK),
                flag(fields, Field.MERGED),
                environment,
                arguments);
    }

    private static Field fieldNamed(String word) {
        for (Field field : Field.values()) {
            if (field.word().equals(word)) {
                return field;
            }
        }
        return null;
    }

    private static boolean flag(Map<Field, String> fields, Field field) throws Malformed {
        return switch (fields.get(field)) {
            case "0" -> false;
            case "1" -> true;
            default -> throw new Malformed(
                    "the field " + field.word() + " is '" + shown(fields.get(field)) + "', not 0 or 1");
        };
    }

    /** A value as a one-line message shows it: its first 40 characters, no control characters. */
    private static String shown(String value) {
        String cut = value.length() > 40 ? value.substring(0, 40) + "..." : value;
        return cut.replaceAll("\\p{Cntrl}", "?");
    }

    /** One NUL-terminated field of at most {@code limit} bytes. */
    static String field(InputStream in, int limit, Charset charset) throws IOException, Malformed {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        while (true) {
            int next = in.read();
            if (next < 0) {
                throw new EOFException("the request ended early");
            }
            if (next == 0) {
                return bytes.toString(charset);
            }
            if (bytes.size() == limit) {
                throw new Malformed("a field longer than " + limit + " bytes");
            }
            bytes.write(next);
        }
    }

    /**
     * Why the daemon of build {@code ourKey}, in an environment of {@code ours} and with the file-creation mask
     * {@code ourUmask}, leaves this request to a process of its own, or empty if it runs it.
     */
    Optional<String> declined(String ourKey, Map<String, String> ours, String ourUmask) {
        if (!key.equals(ourKey)) {
            return Optional.of("this daemon runs another build of the jar");
        }
        if (!arguments.isEmpty() && !COMMANDS.contains(arguments.get(0))) {
            return Optional.of("'" + arguments.get(0) + "' runs in a process of its own");
        }
        Path where;
        try {
            where = Path.of(directory);
        } catch (InvalidPathException notAPath) {
            return Optional.of("the working directory is not a path the daemon can name");
        }
        if (!where.isAbsolute() || !Files.isDirectory(where)) {
            return Optional.of("the working directory " + directory + " is not a directory here");
        }
        return differingProcess(ours, ourUmask).map(what -> what + " differs from the daemon's");
    }

    /**
     * What of the launcher's process, which a run in the daemon would not have, differs from the daemon's: a
     * variable the daemon compares, or the file-creation mask, which the files a command writes are made with.
     */
    Optional<String> differingProcess(Map<String, String> ours, String ourUmask) {
        if (!umask.equals(ourUmask)) {
            return Optional.of("the file-creation mask " + umask);
        }
        Set<String> names = new TreeSet<>(ours.keySet());
        names.addAll(environment.keySet());
        return names.stream()
                .filter(DaemonProtocol::compared)
                .filter(name -> !Objects.equals(ours.get(name), environment.get(name)))
                .findFirst()
                .map(name -> "the variable " + name);
    }

    /** The caller this request runs for, its Ctrl-C arriving through {@code interrupter}. */
    Caller caller(Caller.Interrupter interrupter) {
        return new Caller(
                Path.of(directory), environment, terminal, Optional.of(Instant.ofEpochMilli(started)), interrupter);
    }
}
